import type { Cart } from '../../../core/cart';
import type { Order } from '../../../core/cart';
import type { DiscountCodeInfo } from '../../../core/cart';
import type { CustomObject } from '../../../ports/commerce';
import type { Queryable } from '../db/database';
import type { DiscountCodeDef } from './demo-discounts';

/**
 * Reads of the embedded database for the commerce API's queries (GET /carts, /orders, /custom-objects/{container},
 * /discount-codes with any `where`): every row of a table, or the rows whose indexed column is one of a planned
 * set of values (the server's ct/query planValues). The engine writes carts only after their statement commits, so
 * these reads see every accepted write. The row mappers are the engine's own (EmbeddedCommerce reads through them).
 */

/** A custom_objects row → a CustomObject (objects seeded without an id get `{container}-{key}`). */
export function customObjectOfRow(
  container: string,
  r: { key: string; id: string | null; value: unknown; version: number },
): CustomObject {
  return { id: r.id ?? `${container}-${r.key}`, key: r.key, value: r.value, version: r.version };
}

/** A discount_codes row → the code with its application count. */
export function discountCodeOfRow(r: {
  doc: DiscountCodeDef;
  application_count: number;
}): DiscountCodeInfo & DiscountCodeDef {
  return { ...r.doc, applicationCount: r.application_count };
}

/** A column a query may be narrowed by, with the values it must take. */
export interface Narrowing<C extends string> {
  readonly column: C;
  readonly values: readonly string[];
}

/** The carts table's indexed columns. */
export type CartColumn = 'id' | 'key' | 'anonymous_id' | 'customer_id';
/** The orders table's indexed columns. */
export type OrderColumn = 'id' | 'order_number' | 'receipt_token' | 'idempotency_key' | 'customer_email';

function whereIn<C extends string>(n: Narrowing<C> | undefined, lower = false): { sql: string; params: unknown[] } {
  if (!n) return { sql: '', params: [] };
  return lower
    ? { sql: `WHERE lower(${n.column}) = ANY($1::text[])`, params: [n.values.map((v) => v.toLowerCase())] }
    : { sql: `WHERE ${n.column} = ANY($1::text[])`, params: [[...n.values]] };
}

/** Every cart, or those whose `narrowing.column` is one of its values. */
export async function scanCarts(db: Queryable, narrowing?: Narrowing<CartColumn>): Promise<readonly Cart[]> {
  const w = whereIn(narrowing);
  return (await db.query<{ doc: Cart }>(`SELECT doc FROM carts ${w.sql}`, w.params)).map((r) => r.doc);
}

/** Every order, or those whose `narrowing.column` is one of its values (e-mail compared without case). */
export async function scanOrders(db: Queryable, narrowing?: Narrowing<OrderColumn>): Promise<readonly Order[]> {
  const w = whereIn(narrowing, narrowing?.column === 'customer_email');
  const rows = await db.query<{ doc: Order; idempotency_key: string | null }>(
    `SELECT doc, idempotency_key FROM orders ${w.sql}`,
    w.params,
  );
  // Orders placed before the document held its idempotency key have it in the column only.
  return rows.map((r) =>
    r.idempotency_key && !r.doc.idempotencyKey ? { ...r.doc, idempotencyKey: r.idempotency_key } : r.doc,
  );
}

/** A custom object with its container. */
export type ContainedObject = CustomObject & { readonly container: string };

/** Every custom object (of `container` when given), or those whose key is one of `keys`. */
export async function scanCustomObjects(
  db: Queryable,
  container?: string,
  keys?: readonly string[],
): Promise<readonly ContainedObject[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (container !== undefined) conditions.push(`container = $${params.push(container)}`);
  if (keys) conditions.push(`key = ANY($${params.push([...keys])}::text[])`);
  const rows = await db.query<{ container: string; key: string; id: string | null; value: unknown; version: number }>(
    'SELECT container, key, id, value, version FROM custom_objects ' +
      (conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''),
    params,
  );
  return rows.map((r) => ({ container: r.container, ...customObjectOfRow(r.container, r) }));
}

/** Every discount code with its application count. */
export async function scanDiscountCodes(db: Queryable): Promise<readonly DiscountCodeInfo[]> {
  const rows = await db.query<{ doc: DiscountCodeDef; application_count: number }>(
    'SELECT doc, application_count FROM discount_codes',
  );
  return rows.map(discountCodeOfRow);
}
