import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/**
 * The delete button of a clickable table row: a bin (not a cross, which reads as "close") named
 * by its label, which also shows as a tooltip. Clicks and keys stay on the button, so deleting
 * never also opens the row's edit form.
 */
export function RowDeleteButton({ label, onDelete }: { /** 'Delete OSHA 10' */ label: string; onDelete: () => void }) {
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          onDelete();
        }}
        onKeyDown={(event) => event.stopPropagation()}
      >
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
