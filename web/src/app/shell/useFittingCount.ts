import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many of a row's entries fit in its box, leaving room for a "More" button when some do not.
 * `measure` holds an invisible copy of every entry followed by the More button (their natural
 * widths); `box` is the space the row may use. Recomputed whenever the box is resized.
 */
export function useFittingCount(
  box: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLElement | null>,
  dependencyKey: string,
  /** Told the room left once every entry is shown (negative: what is missing), on every measure. */
  onSpare?: (spare: number) => void,
): number {
  const [count, setCount] = useState(Number.MAX_SAFE_INTEGER);

  useLayoutEffect(() => {
    const boxEl = box.current;
    const measureEl = measure.current;
    if (!boxEl || !measureEl) return;
    const compute = () => {
      const widths = [...measureEl.children].map((child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      const available = boxEl.clientWidth;
      const all = widths.reduce((sum, w) => sum + w, 0);
      onSpare?.(available - all);
      if (all <= available) return setCount(widths.length);
      let used = moreWidth;
      let fitting = 0;
      while (fitting < widths.length && used + widths[fitting] <= available) used += widths[fitting++];
      setCount(fitting);
    };
    compute();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(compute);
    observer.observe(boxEl);
    observer.observe(measureEl);
    return () => observer.disconnect();
  }, [box, measure, dependencyKey, onSpare]);

  return count;
}
