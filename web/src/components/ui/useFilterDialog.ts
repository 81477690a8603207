import { useState } from 'react';
import type { FilterDialogProps, FilterValues } from './FilterDialog';
import { countActiveFilters } from './ListToolbar';

/**
 * The state every list screen keeps for its filter dialog: the filters in force, how many differ
 * from the defaults (for the Filter button), and the dialog's props (OK applies and closes).
 * A screen that keeps its filters elsewhere (the address bar) passes them as `kept`.
 */
export function useFilterDialog<Values extends FilterValues>(defaults: Values, kept?: { filters: Values; setFilters: (next: Values) => void }) {
  const [own, setOwn] = useState<Values>(defaults);
  // `kept`: the screen keeps the filters itself (in the address bar, for bookmarks).
  const filters = kept ? kept.filters : own;
  const setFilters = kept ? kept.setFilters : setOwn;
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
