/**
 * Downloads one of the server's PDFs (the crew packet, a person's qualifications: decision 0162)
 * with the session's bearer token, as /api gets it, and saves it under the name the server gives.
 * A fetch rather than a link: a link cannot carry the token, and the API never reads the cookie.
 */
import { announceSessionRejected } from '../auth/sessionEvents';
import { readToken } from '../auth/tokenCookie';
import { saveBlob } from '../csv';

export class PdfDownloadError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

/** The file name of a Content-Disposition header: the UTF-8 form first, else the plain one. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const extended = disposition ? /filename\*=UTF-8''([^;]+)/i.exec(disposition) : null;
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  return (disposition ? /filename="([^"]+)"/i.exec(disposition)?.[1] : undefined) ?? fallback;
}

/** Fetches the PDF at `path` and hands it to the browser as a download. Rejects with a PdfDownloadError. */
export async function downloadPdf(path: string, fallbackName: string): Promise<void> {
  const token = readToken();
  const res = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} }).catch(() => {
    throw new PdfDownloadError('The download failed. Please check your connection and try again.', 0);
  });
  if (res.status === 401) announceSessionRejected();
  if (!res.ok) throw new PdfDownloadError((await res.text().catch(() => '')) || 'The download failed.', res.status);
  saveBlob(fileNameOf(res.headers.get('content-disposition'), fallbackName), await res.blob());
}
