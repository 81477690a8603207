import Clear from '@mui/icons-material/Clear';
import IconButton from '@mui/material/IconButton';

/**
 * The delete cross of a clickable table row. Clicks and keys stay on the button, so deleting
 * never also opens the row's edit form.
 */
export function RowDeleteButton({ label, onDelete }: { /** 'Delete OSHA 10' */ label: string; onDelete: () => void }) {
  return (
    <IconButton
      size="small"
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        onDelete();
      }}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <Clear fontSize="small" />
    </IconButton>
  );
}
