import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { downloadPdf, PdfDownloadError } from '../../lib/files/downloadPdf';
import { useToast } from './toasts/useToast';

/**
 * A button that downloads one of the server's PDFs (lib/files/downloadPdf.ts): disabled with a
 * progress indicator while the file comes, the server's refusal as a toast when it fails.
 */
export function PdfDownloadButton({ path, fileName, children }: { path: string; fileName: string; children: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadPdf(path, fileName);
    } catch (error) {
      toast.error(error instanceof PdfDownloadError ? error.message : 'The download failed.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={() => void download()} disabled={busy} loading={busy} loadingPosition="start" aria-busy={busy}>
      {children}
    </Button>
  );
}
