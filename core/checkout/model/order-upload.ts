import type { Address } from '../../cart/model';
import { validateQuantity, validateShippingAddress } from '../../validation/model';

/**
 * The bulk order upload's file format and row rules (spec: core-cart-checkout §2 /order-upload, §5 Validation rules,
 * §9 "4999 max pieces"; issue "Bulk order upload"). A file is a header row and data rows of text cells; rows are
 * numbered as a spreadsheet shows them (header = row 1, the first data row = row 2).
 */

/** The columns of an order file, as the template names them; a header matches them ignoring case and spacing. */
export const ORDER_UPLOAD_COLUMNS = [
  'SKU',
  'Quantity',
  'Recipient Name',
  'Company',
  'Street 1',
  'Street 2',
  'City',
  'State',
  'ZIP',
  'Country',
  'Phone',
  'Email',
  'Gift Message',
] as const;

/** One column of an order file. */
export type OrderUploadColumn = (typeof ORDER_UPLOAD_COLUMNS)[number];

/** The columns a header must have; the others may be left out (their cells then count as empty). */
export const REQUIRED_ORDER_UPLOAD_COLUMNS: readonly OrderUploadColumn[] = [
  'SKU',
  'Quantity',
  'Recipient Name',
  'Street 1',
  'City',
  'State',
  'ZIP',
];

/**
 * The downloadable template: the header and one example row (a real SKU of the seeded catalogue, a US address whose
 * ZIP belongs to its state). The same rows in CSV and XLSX.
 */
export const ORDER_UPLOAD_TEMPLATE_ROWS: readonly (readonly string[])[] = [
  ORDER_UPLOAD_COLUMNS,
  [
    '1001-01',
    '2',
    'Jane Doe',
    'Acme Corp',
    '100 Main St',
    'Suite 200',
    'Princeton',
    'NJ',
    '08540',
    'US',
    '609-555-0100',
    'jane@example.com',
    'Happy holidays!',
  ],
];

/** The limits of an order file: 10 MB (bytes) and 5,000 data rows. */
export const ORDER_UPLOAD_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRows: 5000 } as const;

/** The messages of the upload (the address and quantity ones are checkout's, from core/validation). */
export const ORDER_UPLOAD_MESSAGES = {
  notCsvOrXlsx: 'The file is not a CSV or XLSX file.',
  tooLarge: 'The file is larger than 10 MB.',
  tooManyRows: 'The file has more than 5,000 rows.',
  noRows: 'The file has no order rows.',
  formula: 'Formulas are not allowed in a cell.',
  unknownSku: (sku: string) => `Unknown SKU: ${sku}`,
  notSold: (sku: string) => `SKU ${sku} is not available.`,
  outOfStock: (sku: string) => `SKU ${sku} is out of stock.`,
  missingColumn: (column: string) => `Missing column: ${column}`,
  unknownColumn: (column: string) => `Unknown column: ${column}`,
  duplicateColumn: (column: string) => `Duplicate column: ${column}`,
  invalidRows: (count: number) => `The file has ${count} ${count === 1 ? 'error' : 'errors'}; nothing was created.`,
} as const;

/** An error of the file: `row` as a spreadsheet numbers it (header = 1), `column` a header name ('' for the row). */
export interface OrderUploadRowError {
  readonly row: number;
  readonly column: string;
  readonly message: string;
}

/** A data row that passed the cell, address and quantity rules (its SKU is checked against the catalogue later). */
export interface OrderUploadRow {
  /** The row number as a spreadsheet shows it (header = 1). */
  readonly row: number;
  readonly sku: string;
  /** Whole units, 1 to 4999. */
  readonly quantity: number;
  /** The recipient's validated, normalised address (state code, normalised ZIP). */
  readonly address: Address;
  readonly giftMessage?: string;
}

/** Where each column sits in the file's rows (index of the cell), for the columns the header has. */
export type OrderUploadHeader = Readonly<Partial<Record<OrderUploadColumn, number>>>;

const squash = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const BY_NAME: ReadonlyMap<string, OrderUploadColumn> = new Map(ORDER_UPLOAD_COLUMNS.map((c) => [squash(c), c]));

/**
 * Reads the header row: each cell names a column ignoring case and spacing ('street 1', ' ZIP '). Empty trailing
 * cells are ignored. Errors (row 1): 'Unknown column: X', 'Duplicate column: X', 'Missing column: X' for each
 * required column the header lacks.
 */
export function readOrderUploadHeader(
  cells: readonly string[],
):
  | { readonly ok: true; readonly header: OrderUploadHeader }
  | { readonly ok: false; readonly errors: OrderUploadRowError[] } {
  const header: Partial<Record<OrderUploadColumn, number>> = {};
  const errors: OrderUploadRowError[] = [];
  const problem = (column: string, message: string) => errors.push({ row: 1, column, message });
  cells.forEach((cell, index) => {
    if (cell.trim() === '') return;
    const column = BY_NAME.get(squash(cell));
    if (!column) return problem(cell.trim(), ORDER_UPLOAD_MESSAGES.unknownColumn(cell.trim()));
    if (header[column] !== undefined) return problem(column, ORDER_UPLOAD_MESSAGES.duplicateColumn(column));
    header[column] = index;
  });
  for (const column of REQUIRED_ORDER_UPLOAD_COLUMNS) {
    if (header[column] === undefined) problem(column, ORDER_UPLOAD_MESSAGES.missingColumn(column));
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, header };
}

/** A cell a spreadsheet would run as a formula: it starts with =, +, -, @, a tab or a carriage return (OWASP). */
export function isFormulaCell(cell: string): boolean {
  return /^[=+\-@\t\r]/.test(cell);
}

/** '+' then only digits, spaces, dots, dashes and parentheses, with at least one digit: '+1 (555) 123-4567'. */
const INTERNATIONAL_PHONE = /^\+[\d .()-]*\d[\d .()-]*$/;

/**
 * Whether a cell of `column` is refused as a formula (isFormulaCell). In the Phone column an international number
 * ('+' followed only by digits, spaces, dots, dashes and parentheses: '+1 555 123 4567') is a phone, not a formula:
 * it names no function or cell, so a spreadsheet opening it leaks nothing. Still refused there: '=', '@', a tab, a
 * carriage return, '-' anything, and '+' followed by anything else ('+HYPERLINK(…)', '+1+1'). The phone is then
 * checked by checkout's phone rule ('Please enter a valid phone number' for a dot, core/validation).
 */
export function isFormulaCellIn(column: OrderUploadColumn, cell: string): boolean {
  if (column === 'Phone' && INTERNATIONAL_PHONE.test(cell)) return false;
  return isFormulaCell(cell);
}

/** True when every cell of a row is blank (such rows are skipped, as a spreadsheet's trailing rows). */
export function isBlankRow(cells: readonly string[]): boolean {
  return cells.every((c) => c.trim() === '');
}

const ADDRESS_COLUMNS: Readonly<Record<string, OrderUploadColumn>> = {
  name: 'Recipient Name',
  company: 'Company',
  street1: 'Street 1',
  street2: 'Street 2',
  city: 'City',
  state: 'State',
  postalCode: 'ZIP',
  country: 'Country',
  phone: 'Phone',
  email: 'Email',
};

/**
 * Checks one data row (`row` its spreadsheet number) with checkout's rules: no formula cell ('Formulas are not
 * allowed in a cell.', reported per cell and then nothing else for the row; an international phone is no formula:
 * isFormulaCellIn), SKU required ('Please enter a value'),
 * the quantity (`validateQuantity`: 'Quantity must be a number', 'Quantity must be higher than 0', 'Quantity cannot
 * exceed 4999'), the address (`validateShippingAddress` with a street: name, street, city, state, ZIP for the
 * country, phone, e-mail messages). Returns the row or its errors, each under its column's header name.
 */
export function checkOrderUploadRow(
  header: OrderUploadHeader,
  cells: readonly string[],
  row: number,
):
  { readonly ok: true; readonly row: OrderUploadRow } | { readonly ok: false; readonly errors: OrderUploadRowError[] } {
  const cell = (column: OrderUploadColumn) => {
    const index = header[column];
    return index === undefined ? '' : (cells[index] ?? '');
  };
  const formulas = ORDER_UPLOAD_COLUMNS.filter((c) => isFormulaCellIn(c, cell(c)));
  if (formulas.length > 0) {
    return { ok: false, errors: formulas.map((column) => ({ row, column, message: ORDER_UPLOAD_MESSAGES.formula })) };
  }
  const errors: OrderUploadRowError[] = [];
  const sku = cell('SKU').trim();
  if (!sku) errors.push({ row, column: 'SKU', message: 'Please enter a value' });
  const quantity = validateQuantity(cell('Quantity'));
  if (!quantity.ok) errors.push({ row, column: 'Quantity', message: quantity.error.message });
  const raw = Object.fromEntries(Object.entries(ADDRESS_COLUMNS).map(([field, column]) => [field, cell(column)]));
  const address = validateShippingAddress(raw, { needsEmail: false, needsStreet: true });
  if (!address.ok) {
    const fields = (address.error.details?.fields ?? {}) as Readonly<Record<string, string>>;
    for (const [field, message] of Object.entries(fields)) {
      errors.push({ row, column: ADDRESS_COLUMNS[field] ?? field, message });
    }
  }
  if (errors.length > 0 || !quantity.ok || !address.ok) return { ok: false, errors };
  const giftMessage = cell('Gift Message').trim();
  return {
    ok: true,
    row: { row, sku, quantity: quantity.value, address: address.value, ...(giftMessage ? { giftMessage } : {}) },
  };
}
