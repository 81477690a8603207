import Download from '@mui/icons-material/Download';
import FilterList from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ListToolbarProps {
  title: string;
  /** One line under the title (whose list this is). */
  subtitle?: ReactNode;
  /** How many filters are in force (shown on the Filter button); omit for no Filter button. */
  activeFilters?: number;
  onFilter?: () => void;
  onExport?: () => void;
  /** Screen-specific buttons (Add ...), shown last. */
  children?: ReactNode;
}

/** The heading line of a list screen: its title, then Filter, Download CSV and its own actions. */
export function ListToolbar({ title, subtitle, activeFilters = 0, onFilter, onExport, children }: ListToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' } }}>
      <div style={{ flexGrow: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
          {title}
        </Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </div>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {onFilter && (
          <Button startIcon={<FilterList />} onClick={onFilter} variant={activeFilters ? 'outlined' : 'text'}>
            {activeFilters ? `Filter (${activeFilters})` : 'Filter'}
          </Button>
        )}
        {onExport && (
          <Button startIcon={<Download />} onClick={onExport}>
            Download CSV
          </Button>
        )}
        {children}
      </Stack>
    </Stack>
  );
}

/** How many filter values differ from their defaults. */
export function countActiveFilters(values: Record<string, string>, defaults: Record<string, string>): number {
  return Object.keys(values).filter((k) => (values[k] ?? '') !== (defaults[k] ?? '')).length;
}
