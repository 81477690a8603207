import MuiDialogContent, { type DialogContentProps } from '@mui/material/DialogContent';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * MUI's DialogContent, reachable from the keyboard whenever it scrolls (issue 44 item 10): a
 * keyboard user scrolls a region only once it has focus, and a read-only form has nothing else to
 * focus (axe: scrollable-region-focusable). While its content overflows it is a tab stop and a
 * region named by the dialog's title; otherwise it adds no tab stop. Every dialog uses this one.
 */
export function DialogContent({ 'aria-label': label, 'aria-labelledby': labelledBy, ...props }: DialogContentProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [titleId, setTitleId] = useState<string | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The dialog names itself by its title (MUI gives the title this id); so does its scrolling region.
    setTitleId(element.closest('[role="dialog"], [role="alertdialog"]')?.getAttribute('aria-labelledby') ?? null);
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // The content grows as its parts load (the region itself keeps its size): watch both.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  // A name only with the role: a plain div may not carry one.
  const named = label ? { 'aria-label': label } : { 'aria-labelledby': labelledBy ?? titleId ?? undefined };
  return <MuiDialogContent ref={ref} {...props} {...(scrolls ? { tabIndex: 0, role: 'region', ...named } : {})} />;
}
