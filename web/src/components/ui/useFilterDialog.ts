import { useState } from 'react';
import type { FilterDialogProps, FilterValues } from './FilterDialog';
import { countActiveFilters } from './ListToolbar';

/**
 * The state every list screen keeps for its filter dialog: the filters in force, how many differ
 * from the defaults (for the Filter button), and the dialog's props (OK applies and closes).
 */
export function useFilterDialog<Values extends FilterValues>(defaults: Values) {
  const [filters, setFilters] = useState<Values>(defaults);
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
