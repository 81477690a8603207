import { useEffect, useState } from 'react';

/** The spec's debounce for text filters and searches. */
export const FILTER_DEBOUNCE_MS = 500;

/** The value, once it has stopped changing for `delay` ms (text filters wait for typing to pause). */
export function useDebouncedValue<T>(value: T, delay: number = FILTER_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
