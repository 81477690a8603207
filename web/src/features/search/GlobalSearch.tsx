import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import { DialogContent } from '../../components/ui/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { SearchCombobox } from './SearchCombobox';

/** Ctrl+K (Cmd+K on a Mac) from anywhere. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/**
 * The top bar's search (decision 0090): a field where the bar has room (lg and up), else a
 * button opening the same search in a dialog (full screen on phones). Ctrl+K / Cmd+K focuses
 * the field or opens the dialog from any screen.
 */
export function GlobalSearch({ field }: { field?: boolean } = {}) {
  const theme = useTheme();
  // The top bar may decide (`field`) when its own layout knows better than the breakpoint.
  const roomy = useMediaQuery(theme.breakpoints.up('lg'));
  const wide = field ?? roomy;
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [dialogOpen, setDialogOpen] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      if (wide && fieldRef.current) fieldRef.current.focus();
      else setDialogOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [wide]);

  if (wide) {
    return (
      <Box role="search" sx={{ width: 260, mx: 1 }}>
        <SearchCombobox inputRef={fieldRef} onBar />
      </Box>
    );
  }
  return (
    <>
      <IconButton color="inherit" aria-label="Search" aria-keyshortcuts="Control+K Meta+K" aria-haspopup="dialog" onClick={() => setDialogOpen(true)}>
        <SearchIcon />
      </IconButton>
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="global-search-title"
        slotProps={{ paper: { sx: phone ? undefined : { alignSelf: 'flex-start', mt: 8 } } }}>
        <DialogTitle id="global-search-title" sx={{ display: 'flex', alignItems: 'center' }}>
          <Box component="span" sx={{ flexGrow: 1 }}>
            Search
          </Box>
          <IconButton aria-label="Close search" onClick={() => setDialogOpen(false)} edge="end">
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent sx={{ pb: 3 }}>
          <Box role="search" sx={{ pt: 1 }}>
            <SearchCombobox autoFocus onOpened={() => setDialogOpen(false)} />
          </Box>
        </DialogContent>
      </Dialog>
    </>
  );
}
