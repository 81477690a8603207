import AccountCircle from '@mui/icons-material/AccountCircle';
import Avatar from '@mui/material/Avatar';
import { useSignedFileUrl } from '../../lib/files/useSignedFileUrl';

interface UserAvatarProps {
  /** The stored path of the profile image (user.profileImage), if any. */
  profileImage: string | null | undefined;
  /** Whose picture it is, for screen readers. */
  name: string;
  size?: number;
}

/** A profile picture through a signed URL, or the default user icon when there is none. */
export function UserAvatar({ profileImage, name, size = 40 }: UserAvatarProps) {
  const url = useSignedFileUrl(profileImage);
  if (!url) {
    return <AccountCircle titleAccess={`${name} (no profile image)`} sx={{ width: size, height: size }} />;
  }
  return <Avatar src={url} alt={`Profile image of ${name}`} sx={{ width: size, height: size }} />;
}
