import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { ORDER_UPLOAD_LIMITS, ORDER_UPLOAD_MESSAGES } from '../../core/checkout';
import { domainError, err, ok, type Result } from '../../core/shared';
import type { OrderFile, OrderFileProblem, OrderFileReader } from '../../ports/order-file-reader';

type Rows = readonly (readonly string[])[];

const MESSAGES: Readonly<Record<OrderFileProblem, string>> = {
  'not-csv-or-xlsx': ORDER_UPLOAD_MESSAGES.notCsvOrXlsx,
  'too-large': ORDER_UPLOAD_MESSAGES.tooLarge,
  'too-many-rows': ORDER_UPLOAD_MESSAGES.tooManyRows,
};

const refuse = (problem: OrderFileProblem): Result<never> =>
  err(domainError('validation/invalid', MESSAGES[problem], { problem }));

/** The type the bytes are: XLSX (a ZIP holding an Office workbook), CSV (UTF-8 text without NUL) or neither. */
export function sniffOrderFile(bytes: Uint8Array): 'xlsx' | 'csv' | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    // ZIP entry names are stored uncompressed: an XLSX names its content types and its workbook part.
    const names = buffer.includes('[Content_Types].xml') && buffer.includes('xl/');
    return names ? 'xlsx' : undefined;
  }
  if (buffer.includes(0)) return undefined;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return 'csv';
  } catch {
    return undefined;
  }
}

function readCsv(bytes: Uint8Array): Result<Rows> {
  try {
    const text = new TextDecoder('utf-8').decode(bytes);
    const rows = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
    return ok(rows);
  } catch {
    return refuse('not-csv-or-xlsx');
  }
}

/** A cell's text: a formula keeps its '=' so the row rules refuse it; dates and numbers as the sheet shows them. */
function cellText(cell: ExcelJS.Cell): string {
  if (cell.type === ExcelJS.ValueType.Formula) return `=${cell.formula ?? ''}`;
  const text = cell.text;
  return typeof text === 'string' ? text : String(text ?? '');
}

/** What an XLSX may unpack to: a full 5,000-row sheet is a few MB; more is a ZIP bomb. Bytes. */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

/**
 * The sum of the uncompressed sizes the ZIP's central directory declares, or undefined when it has none that can be
 * read (then exceljs refuses the file). Read before unpacking, so a small file that inflates to gigabytes is refused.
 */
export function unpackedZipBytes(buffer: Buffer): number | undefined {
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > buffer.length) return undefined;
  const entries = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== 0x02014b50) return undefined;
    const size = buffer.readUInt32LE(at + 24);
    // 0xFFFFFFFF: a ZIP64 size, more than 4 GB.
    total += size === 0xffffffff ? Number.POSITIVE_INFINITY : size;
    at += 46 + buffer.readUInt16LE(at + 28) + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
  return total;
}

async function readXlsx(bytes: Uint8Array): Promise<Result<Rows>> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const unpacked = unpackedZipBytes(buffer);
  if (unpacked === undefined) return refuse('not-csv-or-xlsx');
  if (unpacked > MAX_UNPACKED_BYTES) return refuse('too-large');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as never);
  } catch {
    return refuse('not-csv-or-xlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return ok([]);
  if (sheet.actualRowCount > ORDER_UPLOAD_LIMITS.maxRows + 1) return refuse('too-many-rows');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) cells.push(cellText(row.getCell(c)));
    rows.push(cells);
  });
  return ok(rows);
}

/**
 * The OrderFileReader of the server and the CLI (csv-parse and exceljs; never in the browser bundle): sniffs the
 * type from the bytes (sniffOrderFile), refuses a file over 10 MB before reading it (and an XLSX whose parts unpack to
 * more than 100 MB, as 'too-large'), a file that is neither CSV nor XLSX (a binary renamed .csv included) and one with
 * more than 5,000 data rows (blank rows not counted).
 * Every cell is text: CSV cells as written, XLSX cells as the sheet displays them, a formula as '=' + formula.
 */
export function createOrderFileReader(): OrderFileReader {
  return {
    async read(file: OrderFile): Promise<Result<Rows>> {
      if (file.bytes.byteLength > ORDER_UPLOAD_LIMITS.maxBytes) return refuse('too-large');
      const type = sniffOrderFile(file.bytes);
      if (!type) return refuse('not-csv-or-xlsx');
      const rows = type === 'csv' ? readCsv(file.bytes) : await readXlsx(file.bytes);
      if (!rows.ok) return rows;
      const dataRows = rows.value.slice(1).filter((r) => r.some((c) => c.trim() !== '')).length;
      return dataRows > ORDER_UPLOAD_LIMITS.maxRows ? refuse('too-many-rows') : rows;
    },
  };
}
