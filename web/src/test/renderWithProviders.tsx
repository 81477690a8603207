import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../app/theme';
import { ToastProvider } from '../components/ui/toasts/ToastProvider';

/** A component with the theme and toasts, for UI-kit tests that need no API or session. */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <ThemeProvider theme={theme}>
      <ToastProvider>{ui}</ToastProvider>
    </ThemeProvider>,
  );
}
