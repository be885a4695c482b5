import { z } from 'zod';
import type { Cart } from '../../cart/model';
import type { Variant } from '../../catalogue/model';
import { domainError, err, ok, type Result } from '../../shared';
import type { CommercePort } from '../../../ports/commerce';
import type { OrderFileReader } from '../../../ports/order-file-reader';
import {
  checkOrderUploadRow,
  isBlankRow,
  ORDER_UPLOAD_MESSAGES,
  readOrderUploadHeader,
  type OrderUploadRow,
  type OrderUploadRowError,
} from '../model/order-upload';
import { checkOrderUploadSkus, orderUploadCartActions } from '../model/order-upload-cart';

const inputSchema = z.strictObject({
  /** The customer whose cart it becomes; also the cart's owner (commercetools anonymousId) unless `ownerId` is set. */
  customerId: z.string().min(1).max(256),
  /** The session that owns the new cart (a signed-in session's owner id); default the customer id. */
  ownerId: z.string().min(1).max(256).optional(),
  customerEmail: z.string().max(254).optional(),
  file: z.strictObject({
    bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
    fileName: z.string().max(255),
  }),
});

/** The input of UploadOrder. */
export type UploadOrderInput = z.input<typeof inputSchema>;

/** What an accepted upload made: the new active cart, and how many rows, shipments and lines it holds. */
export interface OrderUploaded {
  readonly cart: Cart;
  readonly rows: number;
  readonly shipments: number;
  readonly lines: number;
}

/** Progress of a long upload: the phase and, while checking rows, how many of `total` are done. */
export interface UploadProgress {
  readonly phase: 'read' | 'check' | 'cart';
  readonly done: number;
  readonly total: number;
}

/**
 * Bulk order upload (spec: core-cart-checkout §2 /order-upload and the payment entry of an upload, §4 Multiple-mode
 * carts and shipments, §5 Validation rules, §9 4999 max pieces): reads the file (OrderFileReader), checks the header
 * and every row with checkout's rules and the catalogue, and only when there is no error at all creates one new
 * Multiple-mode cart in a single createCart (one shipment per distinct address, lines split by shipping targets,
 * marked createdFromOrderUpload), which becomes the owner's active cart (the newest). Errors, nothing created:
 * 'validation/invalid' with `details.problem` 'not-csv-or-xlsx' | 'too-large' | 'too-many-rows' (the reader's),
 * or 'invalid-rows' with `details.errors` every OrderUploadRowError in row order (message 'The file has N errors;
 * nothing was created.'); the cart creation's errors.
 */
export class UploadOrder {
  constructor(
    private readonly deps: {
      readonly reader: OrderFileReader;
      readonly commerce: Pick<CommercePort, 'getProductBySku' | 'createCart'>;
    },
  ) {}

  async execute(raw: UploadOrderInput, onProgress?: (p: UploadProgress) => void): Promise<Result<OrderUploaded>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) return err(domainError('validation/invalid', 'Choose a CSV or XLSX file to upload.'));
    const input = parsed.data;
    onProgress?.({ phase: 'read', done: 0, total: 1 });
    const read = await this.deps.reader.read(input.file);
    if (!read.ok) return read;
    const checked = await this.check(read.value, onProgress);
    if (!checked.ok) return checked;
    const rows = checked.value;
    onProgress?.({ phase: 'cart', done: 0, total: 1 });
    const actions = orderUploadCartActions(rows);
    const cart = await this.deps.commerce.createCart({
      anonymousId: input.ownerId ?? input.customerId,
      customerId: input.customerId,
      ...(input.customerEmail ? { customerEmail: input.customerEmail } : {}),
      shippingMode: 'Multiple',
      actions,
    });
    if (!cart.ok) return cart;
    onProgress?.({ phase: 'cart', done: 1, total: 1 });
    const shipments = actions.filter((a) => a.action === 'addItemShippingAddress').length;
    const lines = actions.filter((a) => a.action === 'addLineItem').length;
    return ok({ cart: cart.value, rows: rows.length, shipments, lines });
  }

  /** The checked rows, or every error of the header, the rows and their SKUs. */
  private async check(
    table: readonly (readonly string[])[],
    onProgress?: (p: UploadProgress) => void,
  ): Promise<Result<OrderUploadRow[]>> {
    const header = readOrderUploadHeader(table[0] ?? []);
    if (!header.ok) return invalidRows(header.errors);
    const rows: OrderUploadRow[] = [];
    const errors: OrderUploadRowError[] = [];
    const total = table.length - 1;
    onProgress?.({ phase: 'check', done: 0, total });
    for (let i = 1; i < table.length; i += 1) {
      const cells = table[i] ?? [];
      if (isBlankRow(cells)) continue;
      const r = checkOrderUploadRow(header.header, cells, i + 1);
      if (r.ok) rows.push(r.row);
      else errors.push(...r.errors);
      if (i % 250 === 0) onProgress?.({ phase: 'check', done: i, total });
    }
    if (rows.length === 0 && errors.length === 0) {
      return err(domainError('validation/invalid', ORDER_UPLOAD_MESSAGES.noRows, { problem: 'invalid-rows', errors }));
    }
    const variants = await this.variantsOf(rows);
    errors.push(...checkOrderUploadSkus(rows, variants));
    onProgress?.({ phase: 'check', done: total, total });
    if (errors.length > 0) return invalidRows(errors.sort((a, b) => a.row - b.row));
    return ok(rows);
  }

  /** Each distinct SKU of the rows and its variant (undefined when the catalogue has none). */
  private async variantsOf(rows: readonly OrderUploadRow[]): Promise<Map<string, Variant | undefined>> {
    const variants = new Map<string, Variant | undefined>();
    for (const sku of new Set(rows.map((r) => r.sku))) {
      const product = await this.deps.commerce.getProductBySku(sku);
      variants.set(
        sku,
        product?.variants.find((v) => v.sku === sku),
      );
    }
    return variants;
  }
}

function invalidRows(errors: readonly OrderUploadRowError[]): Result<never> {
  return err(
    domainError('validation/invalid', ORDER_UPLOAD_MESSAGES.invalidRows(errors.length), {
      problem: 'invalid-rows',
      errors,
    }),
  );
}
