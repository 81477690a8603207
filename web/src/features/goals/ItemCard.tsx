import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { formatDateOnly, formatTimestamp, isPastDay } from '../../lib/dates';
import { GoalProgressBar } from './GoalProgressBar';
import type { AnyItem } from './itemModel';
import { dueDateOf, isGoal } from './itemModel';

export interface ItemActions {
  onView: () => void;
  /** Managers of the owner, on active items. */
  onEdit?: () => void;
  onComplete?: () => void;
  onRepeat?: () => void;
  onDelete?: () => void;
  /** An active goal's employee and those who manage it. */
  onCheckIn?: () => void;
}

interface ItemCardProps {
  item: AnyItem;
  today: string;
  actions: ItemActions;
}

/**
 * One goal or follow-up: Due (red and marked Overdue when past, on the company's calendar),
 * a goal's progress bar, Description, View, Check in, and the manager's actions.
 */
export function ItemCard({ item, today, actions }: ItemCardProps) {
  const headingId = useId();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const due = dueDateOf(item);
  const overdue = item.status === 'Active' && isPastDay(due, today);
  const completed = item.status === 'COMPLETED';
  const hasMenu = !!(actions.onDelete || actions.onRepeat);
  const choose = (action?: () => void) => () => {
    setMenuAnchor(null);
    action?.();
  };

  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ wordBreak: 'break-word' }}>
          {item.title}
        </Typography>
        {overdue && <Chip size="small" color="error" label="Overdue" sx={{ mb: 0.5 }} />}
        {completed ? (
          <Typography variant="body2" color="text.secondary">
            Completed: {formatTimestamp(item.updatedAt, 'MM/dd/yyyy')}
          </Typography>
        ) : (
          <Typography variant="body2" color={overdue ? 'error' : 'text.secondary'} sx={{ fontWeight: overdue ? 600 : undefined }}>
            Due: {due ? formatDateOnly(due) : 'No date'}
            {overdue && ' (past due)'}
          </Typography>
        )}
        {isGoal(item) && (
          <Box sx={{ mt: 1 }}>
            <GoalProgressBar title={item.title} progress={item.currentProgress} />
          </Box>
        )}
        <Typography variant="body2" sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', wordBreak: 'break-word' }}>
          {item.description}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={actions.onView} aria-describedby={headingId}>
          View
        </Button>
        {actions.onCheckIn && (
          <Button size="small" onClick={actions.onCheckIn} aria-describedby={headingId}>
            Check in
          </Button>
        )}
        {actions.onEdit && (
          <Button size="small" onClick={actions.onEdit} aria-describedby={headingId}>
            Edit
          </Button>
        )}
        {actions.onComplete && !hasMenu && (
          <Button size="small" onClick={actions.onComplete} aria-describedby={headingId}>
            Complete
          </Button>
        )}
        {hasMenu && (
          <>
            <Button
              size="small"
              aria-haspopup="menu"
              aria-controls={menuAnchor ? menuId : undefined}
              aria-expanded={!!menuAnchor}
              aria-describedby={headingId}
              onClick={(e) => setMenuAnchor(e.currentTarget)}
            >
              Complete | Delete
            </Button>
            <Menu id={menuId} anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
              {actions.onComplete && <MenuItem onClick={choose(actions.onComplete)}>Complete</MenuItem>}
              {actions.onRepeat && <MenuItem onClick={choose(actions.onRepeat)}>Repeat in a year</MenuItem>}
              {actions.onDelete && <MenuItem onClick={choose(actions.onDelete)}>Delete</MenuItem>}
            </Menu>
          </>
        )}
      </CardActions>
    </Card>
  );
}
