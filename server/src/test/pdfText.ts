/** A PDF's text read back (unpdf, PDF.js underneath): what a reader copying from the file gets. */
import { extractText, getDocumentProxy } from 'unpdf';

/** All pages' text, whitespace (line and page breaks included) collapsed to single spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes);
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ').trim();
}
