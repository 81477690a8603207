import { createContext } from 'react';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export interface Toasts {
  show(message: string, severity: ToastSeverity): void;
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

export const ToastContext = createContext<Toasts | null>(null);

/** The spec's auto-close delay for toasts. */
export const TOAST_DURATION_MS = 4000;
