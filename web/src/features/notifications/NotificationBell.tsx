import { useMutation, useQuery } from '@apollo/client/react';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatTimestamp } from '../../lib/dates';
import { MARK_NOTIFICATIONS_READ, MY_NOTIFICATIONS, type PortalNotification } from './operations';

/** How often the bell asks again while the portal is open. */
const POLL_MS = 60_000;

/** The top bar's bell: follow-ups assigned or due, evaluations waiting; unread ones counted. */
export function NotificationBell() {
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data, refetch } = useQuery(MY_NOTIFICATIONS, { pollInterval: POLL_MS, fetchPolicy: 'cache-and-network' });
  const [markRead] = useMutation(MARK_NOTIFICATIONS_READ);
  const items = data?.myNotifications ?? [];
  const unread = items.filter((i) => !i.read);

  const read = async (keys: string[]) => {
    if (keys.length === 0) return;
    try {
      await markRead({ variables: { keys } });
      await refetch();
    } catch (error) {
      console.warn('marking notifications read failed', error);
    }
  };
  const open = (item: PortalNotification) => {
    setAnchor(null);
    void read(item.read ? [] : [item.key]);
    navigate(item.link);
  };
  const label = unread.length ? `Notifications, ${unread.length} unread` : 'Notifications';

  return (
    <>
      {/* The count sits beside the button, not inside it: the button's name already says it. */}
      <Badge color="secondary" badgeContent={unread.length} max={9} overlap="circular" slotProps={{ badge: { 'aria-hidden': true } }}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={!!anchor}
          onClick={(e) => {
            setAnchor(e.currentTarget);
            void refetch();
          }}
        >
          <NotificationsIcon />
        </IconButton>
      </Badge>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxWidth: 360, maxHeight: '70vh' } } }}>
        <Typography variant="subtitle1" component="h2" sx={{ px: 2, py: 1 }}>
          Notifications
        </Typography>
        <Divider />
        {items.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary="Nothing new." />
          </MenuItem>
        )}
        {items.map((item) => (
          <MenuItem key={item.key} onClick={() => open(item)} sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}>
            <ListItemText
              primary={item.text}
              secondary={`${item.read ? '' : 'New · '}${formatTimestamp(item.at, 'MM/dd/yyyy')}`}
              slotProps={{ primary: { sx: { fontWeight: item.read ? 400 : 600 } } }}
            />
          </MenuItem>
        ))}
        {unread.length > 0 && [
          <Divider key="divider" />,
          <Button key="all" onClick={() => void read(unread.map((i) => i.key))} sx={{ mx: 1 }}>
            Mark all as read
          </Button>,
        ]}
      </Menu>
    </>
  );
}
