import Table from 'cli-table3';
import { createOrderFileReader } from '../../adapters/order-upload/order-file-reader';
import { createOrderFileTemplates } from '../../adapters/order-upload/order-file-templates';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { openEmbedded } from '../../adapters/wiring/embedded-services';
import { ORDER_UPLOAD_COLUMNS, UploadOrder, type UploadProgress } from '../../core/checkout';
import { isVariantInStock } from '../../core/catalogue';
import { tableStyle, verdict } from './report';

/**
 * Bulk order upload benchmark (issue "Bulk order upload": "a 5,000-row file parsed, validated and turned into a cart
 * in ≤ 5 s on the embedded default, memory reported"). On PGlite in memory (search off), a 5,000-row file over 20
 * in-stock SKUs of the seeded catalogue and 1,000 distinct addresses, once as CSV and once as XLSX (and, the worst case, a
 * CSV of 5,000 distinct addresses each with its own gift message: 5,000 shipments and 5,000 lines), goes through
 * UploadOrder with the real reader (csv-parse, exceljs) and the embedded commerce engine: read, check every row and
 * SKU, one createCart of the Multiple-mode cart. Reports each phase's wall time, the whole upload's, and RSS and
 * heap before and after. Budget: the whole upload ≤ 5,000 ms per format.
 */

/** Budget of one 5,000-row upload (read, check, cart), ms. */
export const ORDER_UPLOAD_BUDGET_MS = 5000;

/** One format's measured upload. */
export interface OrderUploadBenchCell {
  readonly format: 'csv' | 'xlsx';
  readonly rows: number;
  readonly bytes: number;
  readonly shipments: number;
  readonly lines: number;
  readonly readMs: number;
  readonly checkMs: number;
  readonly cartMs: number;
  readonly totalMs: number;
  readonly rssBeforeMiB: number;
  readonly rssAfterMiB: number;
  readonly heapUsedAfterMiB: number;
  readonly error?: string;
}

const MiB = 1024 * 1024;
const STATES: readonly [string, string][] = [
  ['NJ', '08540'],
  ['NY', '10001'],
  ['CA', '94105'],
  ['TX', '73301'],
  ['IL', '60601'],
];

function rowsOf(skus: readonly string[], rows: number, addresses: number, giftEvery: number): string[][] {
  return Array.from({ length: rows }, (_, i) => {
    const a = i % addresses;
    const [state, zip] = STATES[a % STATES.length]!;
    return [skus[i % skus.length]!, String(1 + (i % 3)), `Recipient ${a}`, 'Acme', `${a + 1} Main St`, '', 'Town',
      state, zip, 'US', '555-0100', '', giftEvery === 1 ? `Thank you, ${i}!` : i % giftEvery === 0 ? 'Thank you!' : ''];
  });
}

/** Runs the CSV and the XLSX upload of `rows` rows; `log` gets progress lines. */
export async function runOrderUploadBench(rows: number, log: (line: string) => void): Promise<OrderUploadBenchCell[]> {
  const services = await openEmbedded({ kind: 'memory' }, systemClock, cryptoIds, { search: false });
  try {
    const { results } = await services.commerce.listProducts({ limit: 60, offset: 0 });
    const skus = results
      .flatMap((p) => p.variants.filter((v) => v.active && isVariantInStock(v) && v.maximumPiecesPerOrder >= 4999))
      .map((v) => v.sku)
      .slice(0, 20);
    const templates = createOrderFileTemplates();
    const cells: OrderUploadBenchCell[] = [];
    const runs = [
      { format: 'csv', addresses: 1000, giftEvery: 10 },
      { format: 'xlsx', addresses: 1000, giftEvery: 10 },
      { format: 'csv', addresses: rows, giftEvery: 1 },
    ] as const;
    for (const { format, addresses, giftEvery } of runs) {
      const table = [ORDER_UPLOAD_COLUMNS, ...rowsOf(skus, rows, addresses, giftEvery)];
      const bytes = await templates.template(format, table);
      const upload = new UploadOrder({ reader: createOrderFileReader(), commerce: services.commerce });
      const rssBeforeMiB = process.memoryUsage().rss / MiB;
      const marks = new Map<string, number>();
      const start = performance.now();
      const r = await upload.execute({ customerId: `bench-${format}-${addresses}`, file: { bytes, fileName: `bench.${format}` } },
        (p: UploadProgress) => {
          const key = `${p.phase}:${p.done === 0 ? 'start' : 'step'}`;
          if (!marks.has(key)) marks.set(key, performance.now());
        });
      const end = performance.now();
      const at = (key: string) => marks.get(key) ?? end;
      const cell: OrderUploadBenchCell = {
        format,
        rows,
        bytes: bytes.byteLength,
        shipments: r.ok ? r.value.shipments : 0,
        lines: r.ok ? r.value.lines : 0,
        readMs: at('check:start') - at('read:start'),
        checkMs: at('cart:start') - at('check:start'),
        cartMs: end - at('cart:start'),
        totalMs: end - start,
        rssBeforeMiB,
        rssAfterMiB: process.memoryUsage().rss / MiB,
        heapUsedAfterMiB: process.memoryUsage().heapUsed / MiB,
        ...(r.ok ? {} : { error: r.error.message }),
      };
      log(`order upload ${format}: ${rows} rows in ${cell.totalMs.toFixed(0)} ms`);
      cells.push(cell);
    }
    return cells;
  } finally {
    await services.close();
  }
}

/** Prints the section and records a failed budget or an error in `failures`. */
export function printOrderUpload(cells: readonly OrderUploadBenchCell[], failures: string[]): void {
  console.log(`ORDER UPLOAD (5,000-row file → Multiple-mode cart on PGlite in memory; budget ≤ ${ORDER_UPLOAD_BUDGET_MS} ms)`);
  const t = new Table({
    ...tableStyle,
    head: ['format', 'rows', 'KiB', 'shipments', 'lines', 'read ms', 'check ms', 'cart ms', 'total ms', 'RSS MiB before → after', 'heap MiB', 'budget'],
  });
  for (const c of cells) {
    const pass = c.error === undefined && c.totalMs <= ORDER_UPLOAD_BUDGET_MS;
    if (!pass) failures.push(`order upload ${c.format}: ${c.error ?? `${c.totalMs.toFixed(0)} ms > ${ORDER_UPLOAD_BUDGET_MS} ms`}`);
    t.push([c.format, c.rows, (c.bytes / 1024).toFixed(0), c.shipments, c.lines, c.readMs.toFixed(0), c.checkMs.toFixed(0),
      c.cartMs.toFixed(0), c.totalMs.toFixed(0), `${c.rssBeforeMiB.toFixed(0)} → ${c.rssAfterMiB.toFixed(0)}`,
      c.heapUsedAfterMiB.toFixed(0), verdict(pass)]);
  }
  console.log(t.toString());
  console.log('');
}
