import { useState } from 'react';
import { useKeptState } from '../../lib/keptState';
import type { FilterDialogProps, FilterValues } from './FilterDialog';
import { countActiveFilters } from './ListToolbar';

/** Filters a screen keeps itself (the directory's, in the address bar, for bookmarks). */
export interface OwnFilters<Values> {
  filters: Values;
  setFilters: (next: Values) => void;
}

/**
 * The state every list screen keeps for its filter dialog: the filters in force, how many differ
 * from the defaults (for the Filter button), and the dialog's props (OK applies and closes).
 *
 * `keep`: the name the filters are kept under in the history entry (lib/keptState.ts), so that
 * Back from a row's page finds them as they were; or the filters a screen keeps itself.
 */
export function useFilterDialog<Values extends FilterValues>(defaults: Values, keep: string | OwnFilters<Values>) {
  // Kept filters over the defaults: a field the screen gained since they were kept gets its default.
  const [kept, setKept] = useKeptState<Values>(typeof keep === 'string' ? `filters.${keep}` : null, defaults, (found) => ({ ...defaults, ...found }));
  const own = typeof keep === 'string' ? null : keep;
  const filters = own ? own.filters : kept;
  const setFilters = own ? own.setFilters : setKept;
  const [open, setOpen] = useState(false);
  const dialogProps: Pick<FilterDialogProps<Values>, 'open' | 'values' | 'defaults' | 'onApply' | 'onClose'> = {
    open,
    values: filters,
    defaults,
    onApply: (next) => {
      setFilters(next);
      setOpen(false);
    },
    onClose: () => setOpen(false),
  };
  return { filters, activeCount: countActiveFilters(filters, defaults), openDialog: () => setOpen(true), dialogProps };
}
