import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Logout from '@mui/icons-material/Logout';
import MailOutlined from '@mui/icons-material/MailOutlined';
import Settings from '@mui/icons-material/Settings';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { UserAvatar } from '../../components/ui/UserAvatar';
import { CalendarFeedDialog } from '../../features/calendarFeed';
import { ReviewMailDialog } from '../../features/reviews/mail/ReviewMailDialog';
import type { SessionUser } from '../../lib/auth/operations';
import type { NavLinkEntry } from './navigation';

interface ProfileMenuProps {
  user: SessionUser;
  entries: NavLinkEntry[];
  onLogout: () => void;
}

function fullName(user: Pick<SessionUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** The avatar button at the right of the top bar: Settings (when allowed), Review e-mails, Calendar feed and Logout. */
export function ProfileMenu({ user, entries, onLogout }: ProfileMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [choosingMail, setChoosingMail] = useState(false);
  const [showingFeed, setShowingFeed] = useState(false);
  const menuId = useId();
  const name = fullName(user) || 'you';
  const open = !!anchor;

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`Profile menu for ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar profileImage={user.profileImage} name={name} size={36} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {entries.map((entry) => (
          <MenuItem key={entry.to} component={RouterLink} to={entry.to} onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <Settings fontSize="small" />
            </ListItemIcon>
            {entry.label}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setChoosingMail(true);
          }}
        >
          <ListItemIcon>
            <MailOutlined fontSize="small" />
          </ListItemIcon>
          Review e-mails
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setShowingFeed(true);
          }}
        >
          <ListItemIcon>
            <CalendarMonthOutlined fontSize="small" />
          </ListItemIcon>
          Calendar feed
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onLogout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
      {choosingMail && <ReviewMailDialog onClose={() => setChoosingMail(false)} />}
      {showingFeed && <CalendarFeedDialog onClose={() => setShowingFeed(false)} />}
    </>
  );
}
