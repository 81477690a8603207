import Skeleton from '@mui/material/Skeleton';
import { LoadingStatus } from './LoadingStatus';

/**
 * Shown while a page's code or its first data arrives: placeholders in the shape of a page (a
 * title, a toolbar, a block of content) instead of a bare "Loading...", announced politely once.
 */
export function PageSkeleton({ label = 'Loading the page...' }: { label?: string }) {
  return (
    <LoadingStatus label={label}>
      <Skeleton variant="text" width="40%" sx={{ fontSize: '2.125rem', mb: 1 }} />
      <Skeleton variant="text" width="25%" sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={240} />
    </LoadingStatus>
  );
}
