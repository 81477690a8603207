import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS, ToastContext, type ToastSeverity, type Toasts } from './toastContext';

interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

let nextId = 1;
/** How long a toast stays when newer ones wait behind it. */
const QUEUED_TOAST_MS = 1200;

/**
 * Shows one toast at a time, in order. A new toast closes the one on screen at once (it is news
 * about the user's latest action, and must not wait behind a stale one); one with others waiting
 * behind it stays only briefly. Errors and warnings are announced assertively (role=alert), the
 * others politely (role=status).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  const show = useCallback((message: string, severity: ToastSeverity) => {
    setQueue((q) => {
      // Something is on screen: close it now; its exit shows the next one.
      setOpen(q.length === 0);
      return [...q, { id: nextId++, message, severity }];
    });
  }, []);

  const toasts = useMemo<Toasts>(
    () => ({
      show,
      success: (m) => show(m, 'success'),
      error: (m) => show(m, 'error'),
      info: (m) => show(m, 'info'),
      warning: (m) => show(m, 'warning'),
    }),
    [show],
  );

  const close = (_event: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  const assertive = current && (current.severity === 'error' || current.severity === 'warning');

  return (
    <ToastContext.Provider value={toasts}>
      {children}
      {/* In its own node under <body>, created when it shows: an open dialog hides the rest of
          the page from screen readers (aria-hidden), and a toast about the dialog's own Save
          must still be announced and reachable. */}
      <Portal>
        <Snackbar
          key={current?.id}
          open={!!current && open}
          autoHideDuration={queue.length > 1 ? QUEUED_TOAST_MS : TOAST_DURATION_MS}
          onClose={close}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          slotProps={{
            transition: {
              onExited: () => {
                setQueue((q) => q.slice(1));
                setOpen(true);
              },
            },
          }}
        >
          {current ? (
            <Alert
              severity={current.severity}
              variant="filled"
              onClose={() => close(null)}
              role={assertive ? 'alert' : 'status'}
              aria-live={assertive ? 'assertive' : 'polite'}
              sx={{ width: '100%' }}
            >
              {current.message}
            </Alert>
          ) : undefined}
        </Snackbar>
      </Portal>
    </ToastContext.Provider>
  );
}
