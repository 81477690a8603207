import { createTheme } from '@mui/material/styles';

/** The spec's brand: dark blue primary, orange secondary, Eurostile Extended / Avenir / Roboto. */
const FONT_STACK = "'Eurostile Extended', 'Avenir', 'Roboto', sans-serif";

export const theme = createTheme({
  palette: {
    primary: { main: '#0b2a4a', contrastText: '#ffffff' },
    // A darker orange than the usual #f57c00 so white text on it keeps a 4.5:1 contrast.
    secondary: { main: '#c2570c', contrastText: '#ffffff' },
    // MUI's #0288d1 gives white text 3.9:1 in a filled info toast; this blue keeps 4.5:1 and more.
    info: { main: '#01579b', contrastText: '#ffffff' },
    // MUI's warning.dark #e65100 gives text on white 3.8:1 ("(expires soon)", decision 0156); this keeps 6.5:1.
    warning: { main: '#ed6c02', dark: '#a04000' },
    background: { default: '#f4f6f9' },
  },
  typography: { fontFamily: FONT_STACK },
  // Someone who asked their system for less motion gets no transitions, ripples or moving
  // progress indicators (a still bar or ring instead): MUI reads the media query per component.
  motion: { reducedMotion: 'system' },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 700 } } },
  },
});
