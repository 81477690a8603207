/**
 * Reading a mass-update CSV in the browser (spec 1 section 5): no header row, columns in the
 * fixed order of common/src/massUpdate.ts, cells trimmed and checked with the same rules the
 * server applies again. Parsing runs in chunks on the main thread (a blob worker would need a
 * CSP exception) and reports its progress.
 */
import {
  checkMassUpdateRow,
  MASS_UPDATE_MAX_ROWS,
  type CodeEntity,
  type MassUpdateColumn,
  type MassUpdateRowValues,
} from '@portal/common';
import Papa from 'papaparse';
import type { MassUpdateRowInput } from '../operations';

export interface PreviewRow {
  /** 1-based, as the server numbers rows in its messages. */
  row: number;
  /** The trimmed cells, one per column. */
  cells: Record<MassUpdateColumn, string>;
  values: MassUpdateRowValues;
  errors: Partial<Record<MassUpdateColumn, string>>;
}

export interface ParsedFile {
  rows: PreviewRow[];
  invalidCells: number;
  invalidRows: number;
}

const NOT_CSV = 'Please choose a .csv file.';
const EMPTY_FILE = 'The file has no rows.';
/**
 * Written when a file is refused, not when the module loads: the first Intl number format of a
 * page loads ICU's data (about 50 ms), and the dashboard loads this module with its code catalogue
 * (decision 0115).
 */
const tooManyRowsMessage = () => `The file has more than ${MASS_UPDATE_MAX_ROWS.toLocaleString('en-US')} rows.`;

function isCsvFileName(name: string): boolean {
  return name.trim().toLowerCase().endsWith('.csv');
}

/** One CSV line as a checked preview row. */
function previewRow(cells: readonly string[], columns: readonly MassUpdateColumn[], row: number): PreviewRow {
  const checked = checkMassUpdateRow(cells, columns);
  const trimmed = {} as Record<MassUpdateColumn, string>;
  columns.forEach((column, i) => (trimmed[column] = (cells[i] ?? '').trim()));
  return { row, cells: trimmed, values: checked.values, errors: checked.errors };
}

function summarise(rows: PreviewRow[]): ParsedFile {
  let invalidCells = 0;
  let invalidRows = 0;
  for (const row of rows) {
    const n = Object.keys(row.errors).length;
    invalidCells += n;
    if (n) invalidRows++;
  }
  return { rows, invalidCells, invalidRows };
}

/** Parses and checks a file; rejects with a message for users. `onProgress` gets 0..1. */
export function parseMassUpdateFile(file: File, columns: readonly MassUpdateColumn[], onProgress: (fraction: number) => void): Promise<ParsedFile> {
  return new Promise((resolve, reject) => {
    if (!isCsvFileName(file.name)) {
      reject(new Error(NOT_CSV));
      return;
    }
    const rows: PreviewRow[] = [];
    let tooMany = false;
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      chunkSize: 64 * 1024,
      chunk: (results, parser) => {
        for (const cells of results.data) {
          if (rows.length >= MASS_UPDATE_MAX_ROWS) {
            tooMany = true;
            parser.abort();
            return;
          }
          rows.push(previewRow(cells, columns, rows.length + 1));
        }
        if (file.size > 0) onProgress(Math.min(1, results.meta.cursor / file.size));
      },
      complete: () => {
        if (tooMany) reject(new Error(tooManyRowsMessage()));
        else if (rows.length === 0) reject(new Error(EMPTY_FILE));
        else {
          onProgress(1);
          resolve(summarise(rows));
        }
      },
      error: () => reject(new Error('The file could not be read.')),
    });
  });
}

/** The checked rows as the API takes them (dates as "YYYY-MM-DD"). */
export function rowInputs(type: CodeEntity, rows: readonly PreviewRow[]): MassUpdateRowInput[] {
  return rows.map(({ values }) => {
    const input: MassUpdateRowInput = { employeeNumber: values.employeeNumber, issueDate: values.issueDate ?? '', expDate: values.expDate };
    if (type === 'licenses') input.licenseNumber = values.number;
    if (type === 'certifications') input.certificationNumber = values.number;
    return input;
  });
}
