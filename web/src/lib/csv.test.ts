import { describe, expect, it, vi } from 'vitest';
import { buildCsv, csvCell, csvFileName, exportCsv, neutraliseFormula, type CsvColumn } from './csv';

interface Partner {
  last: string;
  first: string;
  zip: string | null;
  points: number;
}

const columns: CsvColumn<Partner>[] = [
  { header: 'Last Name', value: (p) => p.last },
  { header: 'First Name', value: (p) => p.first },
  { header: 'Zip', value: (p) => p.zip, keepAsText: true },
  { header: 'Points', value: (p) => p.points },
];

describe('csv cells', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 asks', () => {
    expect(csvCell('Smith, Jr.')).toBe('"Smith, Jr."');
    expect(csvCell('5" pipe')).toBe('"5"" pipe"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('quotes semicolons, so a spreadsheet that splits on them never sees a formula cell', () => {
    expect(csvCell('a;=1+1')).toBe('"a;=1+1"');
    expect(csvCell('a;b')).toBe('"a;b"');
    const csv = buildCsv([{ last: 'a;=1+1', first: 'x;y', zip: null, points: 1 }], columns);
    expect(csv.split('\r\n')[1]).toBe('"a;=1+1","x;y",,1');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const text of ['=SUM(A1:A2)', '+1+1', '-2+3', '@cmd', '\tTAB', '\rCR']) expect(neutraliseFormula(text)).toBe(`'${text}`);
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(neutraliseFormula('-5')).toBe('-5');
    expect(neutraliseFormula('3.5')).toBe('3.5');
    expect(neutraliseFormula('Smith')).toBe('Smith');
  });

  it('keeps zip codes as text with a leading tab, never as a formula', () => {
    expect(csvCell('02134', true)).toBe('"\t02134"');
    expect(csvCell('02134-1234', true)).toBe('"\t02134-1234"');
    expect(csvCell('', true)).toBe('');
    // Not digits: treated like any other text (and neutralised when needed).
    expect(csvCell('=1+1', true)).toBe("'=1+1");
  });
});

describe('buildCsv', () => {
  it('writes a header and one CRLF-terminated line per row', () => {
    const csv = buildCsv([{ last: 'Adams', first: 'Ann', zip: '02134', points: 10 }], columns);
    expect(csv).toBe('Last Name,First Name,Zip,Points\r\nAdams,Ann,"\t02134",10\r\n');
  });
});

describe('exportCsv', () => {
  it('names the file after the report and saves the CSV', () => {
    const save = vi.fn();
    const onEmpty = vi.fn();
    const done = exportCsv({ reportName: 'partnerServicesExport', rows: [{ last: 'Adams', first: 'Ann', zip: null, points: 1 }], columns, onEmpty, save });
    expect(done).toBe(true);
    expect(save).toHaveBeenCalledWith('partnerServicesExport.csv', expect.stringContaining('Adams,Ann,,1'));
    expect(onEmpty).not.toHaveBeenCalled();
  });

  it("says 'No Data to Export' instead of saving an empty file", () => {
    const save = vi.fn();
    const onEmpty = vi.fn();
    expect(exportCsv({ reportName: 'Projects', rows: [], columns, onEmpty, save })).toBe(false);
    expect(onEmpty).toHaveBeenCalledWith('No Data to Export');
    expect(save).not.toHaveBeenCalled();
  });

  it('makes safe file names', () => {
    expect(csvFileName('employeeInfo.csv')).toBe('employeeInfo.csv');
    expect(csvFileName('a/b:c')).toBe('a_b_c.csv');
  });
});
