import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { TSHIRT_SIZE_LABELS, TSHIRT_SIZES, type TshirtSize } from '@portal/common';
import { useToast } from '../../components/ui/toasts/useToast';
import { UPDATE_TSHIRT_SIZE, type TShirtEmployee } from './operations';

const TSHIRT_MESSAGES = {
  saved: 'Tshirt Size updated succesfully.',
  failed: 'There was an error updating Tshirt Size. Please contact support.',
} as const;

/** The T Shirts report's inline size picker (spec 2): saves on change, then the report reloads its counts. */
export function TShirtSizeCell({ employee, onSaved }: { employee: TShirtEmployee; onSaved: () => void }) {
  const toast = useToast();
  const [save, { loading }] = useMutation(UPDATE_TSHIRT_SIZE);
  const name = `${employee.firstName ?? ''} ${employee.lastName ?? ''}`.trim();
  const change = async (size: string) => {
    try {
      await save({ variables: { id: employee.id, size } });
      toast.success(TSHIRT_MESSAGES.saved);
      onSaved();
    } catch {
      toast.error(TSHIRT_MESSAGES.failed);
    }
  };
  return (
    <TextField
      select
      size="small"
      value={employee.tshirtSize ?? 'notAssigned'}
      onChange={(e) => void change(e.target.value)}
      disabled={loading}
      onClick={(e) => e.stopPropagation()}
      slotProps={{ htmlInput: { 'aria-label': `T-shirt size of ${name}` } }}
      sx={{ minWidth: 120 }}
    >
      {TSHIRT_SIZES.map((size) => (
        <MenuItem key={size} value={size}>
          {TSHIRT_SIZE_LABELS[size as TshirtSize]}
        </MenuItem>
      ))}
    </TextField>
  );
}
