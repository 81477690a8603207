import { useContext } from 'react';
import { ToastContext, type Toasts } from './toastContext';

export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast must be used inside ToastProvider');
  return toasts;
}
