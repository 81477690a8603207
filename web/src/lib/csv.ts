/**
 * CSV exports, built on the client from fetched rows (spec 1 section 9, spec 2 section 7).
 *
 * - RFC 4180: fields separated by commas, lines by CRLF; a field holding a comma, semicolon,
 *   quote, CR, LF or leading/trailing whitespace is quoted, with quotes doubled. The semicolon
 *   matters because spreadsheets in many locales split on it: `a;=1+1` unquoted would become a
 *   second cell `=1+1` there, which the formula rule below never saw (it looks at the cell's start).
 * - Formula injection: a text cell that starts with = + - @, a tab or a CR would be run as a
 *   formula by spreadsheet programs; such cells get a leading single quote. Plain numbers
 *   ("-5", "3.5") are left alone: they cannot be formulas.
 * - Zip codes (columns marked keepAsText): a cell of digits (and a hyphen, "02134-1234") is
 *   written as a quoted field starting with a tab character. Excel then keeps it as text, so
 *   the leading zero survives, and unlike ="02134" nothing is a formula. The tab is invisible in
 *   the sheet and trimmed by most importers.
 * - A byte-order mark starts the file so Excel reads it as UTF-8 (names with accents).
 */
import { MESSAGES } from '@portal/common';

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
  /** Digits that must stay text (zip codes): kept from numeric conversion. */
  keepAsText?: boolean;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const DIGITS_ONLY = /^\d[\d-]*$/;
const NEEDS_QUOTES = /[",;\r\n]|^\s|\s$/;

/** Prefixes a single quote to text that a spreadsheet would run as a formula. */
export function neutraliseFormula(text: string): string {
  if (!FORMULA_START.test(text) || PLAIN_NUMBER.test(text)) return text;
  return `'${text}`;
}

function quote(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvCell(value: CsvValue, keepAsText = false): string {
  if (value === null || value === undefined) return '';
  const text = neutraliseFormula(String(value));
  if (keepAsText && DIGITS_ONLY.test(text)) return quote(`\t${text}`);
  return NEEDS_QUOTES.test(text) ? quote(text) : text;
}

/** The CSV text: a header line, then one line per row, CRLF line ends. */
export function buildCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const header = columns.map((c) => csvCell(c.header)).join(',');
  const lines = rows.map((row) => columns.map((c) => csvCell(c.value(row), c.keepAsText)).join(','));
  return [header, ...lines].join('\r\n') + '\r\n';
}

/** The report's name as a file name: "partnerServicesExport" becomes "partnerServicesExport.csv". */
export function csvFileName(reportName: string): string {
  const safe = reportName.trim().replace(/[\\/:*?"<>|]+/g, '_') || 'export';
  return safe.toLowerCase().endsWith('.csv') ? safe : `${safe}.csv`;
}

function download(fileName: string, content: string): void {
  saveBlob(fileName, new Blob(['\uFEFF', content], { type: 'text/csv;charset=utf-8' }));
}

/** Hands a file made in the page to the browser as a download (a CSV here, a server's PDF in files/). */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is done.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface ExportCsvOptions<Row> {
  reportName: string;
  rows: readonly Row[];
  columns: readonly CsvColumn<Row>[];
  /** Told when there is nothing to export (shown as a toast by callers). */
  onEmpty: (message: string) => void;
  /** Replaces the browser download (tests). */
  save?: (fileName: string, content: string) => void;
}

/** Downloads the rows as "{reportName}.csv"; with no rows it says 'No Data to Export' instead. */
export function exportCsv<Row>({ reportName, rows, columns, onEmpty, save = download }: ExportCsvOptions<Row>): boolean {
  if (rows.length === 0) {
    onEmpty(MESSAGES.noDataToExport);
    return false;
  }
  save(csvFileName(reportName), buildCsv(rows, columns));
  return true;
}
