import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ORDER_UPLOAD_TEMPLATE_ROWS } from '../../core/checkout';
import { createOrderFileReader, sniffOrderFile, unpackedZipBytes } from './order-file-reader';
import { createOrderFileTemplates } from './order-file-templates';

const reader = createOrderFileReader();
const templates = createOrderFileTemplates();
const text = (s: string) => new TextEncoder().encode(s);
const problem = (message: string, kind: string) => ({
  ok: false,
  error: { code: 'validation/invalid', message, details: { problem: kind } },
});
const NOT_CSV = problem('The file is not a CSV or XLSX file.', 'not-csv-or-xlsx');

describe('order file reader (issue "Bulk order upload")', () => {
  it('reads a CSV with quoted cells and a BOM as rows of text', async () => {
    const csv = '\uFEFFSKU,Quantity,Gift Message\n1001-01,2,"Hi, there\nfriend"\n\n';
    expect(await reader.read({ bytes: text(csv), fileName: 'orders.csv' })).toEqual({
      ok: true,
      value: [
        ['SKU', 'Quantity', 'Gift Message'],
        ['1001-01', '2', 'Hi, there\nfriend'],
      ],
    });
  });

  it('reads the XLSX template it writes, whatever the file is called', async () => {
    const bytes = await templates.template('xlsx', ORDER_UPLOAD_TEMPLATE_ROWS);
    expect(sniffOrderFile(bytes)).toBe('xlsx');
    expect(await reader.read({ bytes, fileName: 'orders.csv' })).toEqual({
      ok: true,
      value: ORDER_UPLOAD_TEMPLATE_ROWS,
    });
  });

  it('round-trips the CSV template', async () => {
    const bytes = await templates.template('csv', ORDER_UPLOAD_TEMPLATE_ROWS);
    expect(await reader.read({ bytes, fileName: 't.csv' })).toEqual({ ok: true, value: ORDER_UPLOAD_TEMPLATE_ROWS });
  });

  it('keeps a real XLSX formula as "=…" so the row rules refuse it', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('S');
    sheet.addRow(['SKU', 'Company']);
    sheet.addRow(['1001-01', { formula: 'HYPERLINK("http://evil.example","x")', result: 'x' }]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const r = await reader.read({ bytes, fileName: 'o.xlsx' });
    expect(r).toEqual({
      ok: true,
      value: [
        ['SKU', 'Company'],
        ['1001-01', '=HYPERLINK("http://evil.example","x")'],
      ],
    });
  });

  it('refuses a binary renamed .csv, a ZIP that is no workbook, and invalid UTF-8', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await reader.read({ bytes: png, fileName: 'orders.csv' })).toEqual(NOT_CSV);
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...text('readme.txt hello')]);
    expect(await reader.read({ bytes: zip, fileName: 'orders.xlsx' })).toEqual(NOT_CSV);
    expect(await reader.read({ bytes: new Uint8Array([0x53, 0xff, 0xfe, 0x41]), fileName: 'a.csv' })).toEqual(NOT_CSV);
  });

  it('refuses an XLSX whose parts would unpack to more than 100 MB (a ZIP bomb) before unpacking it', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('S').addRow(['SKU']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(unpackedZipBytes(bytes)).toBeGreaterThan(0);
    // Declare 200 MB for the first entry of the central directory, as a bomb's header would.
    const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(200 * 1024 * 1024, central + 24);
    expect(await reader.read({ bytes: new Uint8Array(bytes), fileName: 'bomb.xlsx' })).toEqual(
      problem('The file is larger than 10 MB.', 'too-large'),
    );
  });

  it('refuses a 50 MB file before reading it', async () => {
    const bytes = new Uint8Array(50 * 1024 * 1024).fill(0x41);
    expect(await reader.read({ bytes, fileName: 'big.csv' })).toEqual(
      problem('The file is larger than 10 MB.', 'too-large'),
    );
  });

  it('takes 5,000 data rows and refuses 5,001', async () => {
    const rows = (n: number) => ['SKU,Quantity', ...Array.from({ length: n }, () => '1001-01,1')].join('\n');
    const r = await reader.read({ bytes: text(rows(5000)), fileName: 'a.csv' });
    expect(r.ok && r.value.length).toBe(5001);
    expect(await reader.read({ bytes: text(rows(5001)), fileName: 'a.csv' })).toEqual(
      problem('The file has more than 5,000 rows.', 'too-many-rows'),
    );
  });
});
