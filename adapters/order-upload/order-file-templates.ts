import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { OrderFileTemplates } from '../../ports/order-file-reader';

/**
 * Writes the order-upload template with csv-stringify and exceljs (server and CLI only). In the XLSX every column is
 * formatted as text ('@'), so a ZIP such as 02134 keeps its leading zero.
 */
export function createOrderFileTemplates(): OrderFileTemplates {
  return {
    async template(format, rows) {
      if (format === 'csv') return new TextEncoder().encode(stringify(rows as string[][]));
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Orders');
      const width = rows[0]?.length ?? 0;
      for (let c = 1; c <= width; c += 1) {
        const column = sheet.getColumn(c);
        column.numFmt = '@';
        column.width = 18;
      }
      for (const row of rows) sheet.addRow([...row]);
      sheet.getRow(1).font = { bold: true };
      return new Uint8Array(await workbook.xlsx.writeBuffer());
    },
  };
}
