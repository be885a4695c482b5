/**
 * The commercetools query predicates (`where`) and sorts the local server understands: exactly the forms
 * our adapter sends (adapters/commercetools/WIRE.md "Queries the adapter sends"). Anything else is refused
 * with HTTP 400 InvalidInput by the routes, never guessed at. String literals are double-quoted JSON strings
 * without escapes.
 */

const STR = '"([^"\\\\]*)"';
const LIST = `\\(\\s*(${STR.replace(/\(|\)/g, '')}(?:\\s*,\\s*${STR.replace(/\(|\)/g, '')})*)\\s*\\)`;

function strings(list: string): string[] {
  return [...list.matchAll(/"([^"\\]*)"/g)].map((m) => m[1] ?? '');
}

function match(where: string, pattern: string): RegExpExecArray | null {
  return new RegExp(`^\\s*${pattern}\\s*$`).exec(where);
}

/** A parsed product-projection predicate. */
export type ProductWhere =
  | { readonly kind: 'sku'; readonly sku: string }
  | { readonly kind: 'path'; readonly path: string }
  | { readonly kind: 'keys'; readonly keys: readonly string[] }
  | { readonly kind: 'categories'; readonly ids: readonly string[] };

/** Parses a product-projection `where`; undefined when it is not one of the supported forms. */
export function parseProductWhere(where: string): ProductWhere | undefined {
  const sku = match(where, `masterVariant\\(\\s*sku\\s*=\\s*${STR}\\s*\\)\\s+or\\s+variants\\(\\s*sku\\s*=\\s*${STR}\\s*\\)`);
  if (sku && sku[1] === sku[2]) return { kind: 'sku', sku: sku[1] ?? '' };
  const path = match(where, `masterVariant\\(\\s*attributes\\(\\s*name\\s*=\\s*"productPath"\\s+and\\s+value\\s*=\\s*${STR}\\s*\\)\\s*\\)`);
  if (path) return { kind: 'path', path: path[1] ?? '' };
  const keys = match(where, `key\\s+in\\s*${LIST}`);
  if (keys) return { kind: 'keys', keys: strings(keys[1] ?? '') };
  const cats = match(where, `categories\\(\\s*id\\s+in\\s*${LIST}\\s*\\)`);
  if (cats) return { kind: 'categories', ids: strings(cats[1] ?? '') };
  return undefined;
}

/** The ids of an `id in ("a", "b")` predicate (custom objects), or undefined. */
export function parseIdIn(where: string): string[] | undefined {
  const m = match(where, `id\\s+in\\s*${LIST}`);
  return m ? strings(m[1] ?? '') : undefined;
}

/** The code of a `code = "SAVE10"` predicate (discount codes), or undefined. */
export function parseCodeEq(where: string): string | undefined {
  return match(where, `code\\s*=\\s*${STR}`)?.[1];
}

/** A parsed order predicate. */
export type OrderWhere =
  | { readonly kind: 'receiptToken'; readonly value: string }
  | { readonly kind: 'idempotencyKey'; readonly value: string }
  | { readonly kind: 'customerEmail'; readonly value: string };

/** Parses an order `where`; undefined when it is not one of the supported forms. */
export function parseOrderWhere(where: string): OrderWhere | undefined {
  const custom = match(where, `custom\\(\\s*fields\\(\\s*(receiptToken|idempotencyKey)\\s*=\\s*${STR}\\s*\\)\\s*\\)`);
  if (custom) return { kind: custom[1] as 'receiptToken' | 'idempotencyKey', value: custom[2] ?? '' };
  const email = match(where, `customerEmail\\s*=\\s*${STR}`);
  if (email) return { kind: 'customerEmail', value: email[1] ?? '' };
  return undefined;
}

/** The anonymousId of `anonymousId = "…" and cartState = "Active"` (a session's active cart), or undefined. */
export function parseActiveCartWhere(where: string): string | undefined {
  return match(where, `anonymousId\\s*=\\s*${STR}\\s+and\\s+cartState\\s*=\\s*"Active"`)?.[1];
}
