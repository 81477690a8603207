import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

export interface AuthLink {
  to: string;
  label: string;
}

export function AuthLinks({ links }: { links: AuthLink[] }) {
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
      {links.map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to}>
          {link.label}
        </Link>
      ))}
    </Stack>
  );
}
