import type { Result } from '../core/shared';

/** An uploaded order file: its bytes and the name the uploader gave it (a hint only; the bytes decide the type). */
export interface OrderFile {
  readonly bytes: Uint8Array;
  readonly fileName: string;
}

/** Why a file could not be read: not CSV or XLSX, over 10 MB, or more than 5,000 data rows. */
export type OrderFileProblem = 'not-csv-or-xlsx' | 'too-large' | 'too-many-rows';

/**
 * Reads an order file (spec: core-cart-checkout §2 /order-upload; issue "Bulk order upload"): the type comes from
 * the bytes, never the name: XLSX is a ZIP ('PK\x03\x04') holding the spreadsheet content types, CSV is UTF-8 text
 * without NUL bytes. Answers the rows of the first sheet (header first) as text cells, blank cells as ''. Errors:
 * code 'validation/invalid' with `details.problem` an OrderFileProblem and the message 'The file is not a CSV or
 * XLSX file.', 'The file is larger than 10 MB.' or 'The file has more than 5,000 rows.'. Never throws for a bad file.
 */
export interface OrderFileReader {
  read(file: OrderFile): Promise<Result<readonly (readonly string[])[]>>;
}

/**
 * Writes the downloadable template (header row and one example row) as CSV or XLSX bytes
 * (spec: issue "Bulk order upload": "A template is downloadable in both formats").
 */
export interface OrderFileTemplates {
  template(format: 'csv' | 'xlsx', rows: readonly (readonly string[])[]): Promise<Uint8Array>;
}
