/**
 * The stored-value half of an order's transaction: what EmbeddedCommerce's order conversion runs to take the gift
 * certificates' and store credit's share of an order, in the same transaction as the order.
 */
import { createHash } from 'node:crypto';
import type { StoredValueDebit } from '../../../core/checkout';
import type { Queryable } from '../db/database';

/** SHA-256 of a nonce or code, hex: what the tables keep instead of the secret. */
export const sha256 = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Thrown inside the order's transaction when a debit cannot be made, so that the whole order rolls back. */
export class StoredValueDebitError extends Error {
  constructor(readonly debit: StoredValueDebit) {
    super(`stored value ${debit.kind} ${debit.accountId} cannot pay ${debit.amount.cents} cents`);
  }
}

/**
 * Spends each debit's nonce (unspent, of `payer`, for that account) and lowers the account's balance by the debit's
 * amount with a guarded UPDATE (`balance_cents >= amount`), so a balance never goes below zero and two orders never
 * spend the same cents; a store credit debit also writes its ledger entry. Throws StoredValueDebitError at the first
 * debit that cannot be made (the caller's transaction then rolls back everything, the order included).
 */
export async function debitStoredValue(
  tx: Queryable,
  debits: readonly StoredValueDebit[],
  ctx: { readonly payer: string; readonly orderNumber: string; readonly now: string; readonly newId: () => string },
): Promise<void> {
  for (const d of debits) {
    const spent = await tx.query(
      'UPDATE stored_value_nonces SET used_at = $5, order_number = $6 WHERE nonce_hash = $1 AND kind = $2 ' +
        'AND account_id = $3 AND payer = $4 AND used_at IS NULL RETURNING nonce_hash',
      [sha256(d.nonce), d.kind, d.accountId, ctx.payer, ctx.now, ctx.orderNumber],
    );
    if (spent.length !== 1) throw new StoredValueDebitError(d);
    const table = d.kind === 'gift_certificate' ? 'gift_certificates' : 'store_credit_accounts';
    const key = d.kind === 'gift_certificate' ? 'id' : 'customer_id';
    const updated = await tx.query(
      `UPDATE ${table} SET balance_cents = balance_cents - $2 WHERE ${key} = $1 AND balance_cents >= $2 ` +
        `RETURNING ${key}`,
      [d.accountId, d.amount.cents],
    );
    if (updated.length !== 1) throw new StoredValueDebitError(d);
    if (d.kind === 'store_credit') {
      await tx.query('UPDATE store_credit_accounts SET updated_at = $2 WHERE customer_id = $1', [d.accountId, ctx.now]);
      await tx.query(
        'INSERT INTO store_credit_entries (id, customer_id, amount_cents, reason, order_number, created_at) ' +
          "VALUES ($1, $2, $3, 'Order', $4, $5)",
        [ctx.newId(), d.accountId, -d.amount.cents, ctx.orderNumber, ctx.now],
      );
    }
  }
}
