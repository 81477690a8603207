import { useEffect, useEffectEvent } from 'react';

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'number', 'password', 'tel', 'url', 'date', 'datetime-local', 'month', 'time', 'week']);
/** Widgets that use the arrow keys themselves. */
const ARROW_KEY_ROLES = new Set(['slider', 'tab', 'tablist', 'menuitem', 'menu', 'option', 'listbox', 'combobox', 'radio', 'spinbutton', 'textbox']);

function usesArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type) || target.type === 'range' || target.type === 'radio';
  const role = target.getAttribute('role');
  return !!role && ARROW_KEY_ROLES.has(role);
}

/**
 * Left and right arrows turn the page (spec: keyboard arrows change the page), unless focus is
 * in a field or widget that needs the arrows, or a dialog is open over the table.
 */
export function useArrowKeyPaging(enabled: boolean, onPrevious: () => void, onNext: () => void): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (usesArrowKeys(event.target)) return;
    if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
    if (event.key === 'ArrowLeft') onPrevious();
    else onNext();
  });

  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => handle(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
