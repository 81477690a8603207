import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { objectKeyOf, SIGNED_FILE_URL } from '../../lib/files/operations';
import { useToast } from './toasts/useToast';

/** The spec's text when a download fails (spec 1, resources). */
const DOWNLOAD_FAILED = 'An error has occured, please try again later';

/** Opens a URL in a new tab the way a link would (PDFs and images show, other files download). */
function openInNewTab(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * Downloads a stored document: asks for a fresh signed URL (valid minutes only, so never fetched
 * ahead) and opens it in a new tab.
 */
export function DownloadButton({ path, name }: { path: string | null; name: string }) {
  const client = useApolloClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const objectKey = objectKeyOf(path);

  const download = async () => {
    if (!objectKey) return;
    setBusy(true);
    try {
      const { data } = await client.query({ query: SIGNED_FILE_URL, variables: { input: { objectKey } }, fetchPolicy: 'network-only' });
      if (!data?.signedFileUrl) throw new Error('no signed URL');
      openInNewTab(data.signedFileUrl);
    } catch {
      toast.error(DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="small" startIcon={<Download />} onClick={() => void download()} disabled={!objectKey} loading={busy} aria-label={`Download ${name}`}>
      Download
    </Button>
  );
}
