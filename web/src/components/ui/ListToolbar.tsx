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
  /** 'section' for a list inside a page that has its own title (h2 instead of h1). */
  level?: 'page' | 'section';
}

/** The heading line of a list screen: its title, then Filter, Download CSV and its own actions. */
export function ListToolbar({ title, subtitle, activeFilters = 0, onFilter, onExport, children, level = 'page' }: ListToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' } }}>
      <div style={{ flexGrow: 1 }}>
        <Typography variant={level === 'page' ? 'h4' : 'h5'} component={level === 'page' ? 'h1' : 'h2'} sx={level === 'page' ? { fontSize: { xs: '1.5rem', sm: '2.125rem' } } : undefined}>
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
