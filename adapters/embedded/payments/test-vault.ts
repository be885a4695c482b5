import { z } from 'zod';
import type { SavedPaymentMethod } from '../../../core/customers';
import { domainError, err, ok, type Result } from '../../../core/shared';
import type { Clock } from '../../../ports/clock';
import type { IdGenerator } from '../../../ports/ids';
import type { PaymentVaultPort, VaultCardInput } from '../../../ports/payments';
import type { Database, Queryable } from '../db/database';
import { hash } from './test-gateway';

/** Test card outcomes the vault saves: approved ones, and the card that is declined only when charged later. */
const SAVABLE = new Set(['approved', 'saved_then_declined']);

const cardRow = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expiration_month: z.number().int(),
  expiration_year: z.number().int(),
  cardholder_name: z.string(),
  is_default: z.boolean(),
  created_at: z.union([z.string(), z.date()]),
});

const COLUMNS = 'id, brand, last4, expiration_month, expiration_year, cardholder_name, is_default, created_at';
const NOT_FOUND = 'We could not find that card. It may have been removed.';

function cardOf(raw: unknown): SavedPaymentMethod {
  const r = cardRow.parse(raw);
  return {
    id: r.id,
    brand: r.brand,
    last4: r.last4,
    expirationMonth: r.expiration_month,
    expirationYear: r.expiration_year,
    cardholderName: r.cardholder_name,
    isDefault: r.is_default,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/**
 * The embedded test gateway's vault (PaymentVaultPort) on the `saved_payment_methods` table (migration 12): a card
 * is saved from a nonce its customer's session tokenized (the nonce is spent, a declined test card is refused), kept
 * as an opaque gateway token with brand, last four digits, expiry, holder and the test card's outcome; charged
 * through a new nonce bound to the customer (`nonceForCard`), which TestPaymentGateway.authorize takes like any other.
 * Every statement is scoped by the customer's id.
 */
export class TestPaymentVault implements PaymentVaultPort {
  constructor(
    private readonly db: Database,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async saveCard(customerId: string, input: VaultCardInput): Promise<Result<SavedPaymentMethod>> {
    const now = new Date(this.clock.nowMs()).toISOString();
    return this.db.transaction(async (tx) => {
      const [nonce] = await tx.query<{ last4: string; brand: string; outcome: string; m: number; y: number }>(
        'UPDATE payment_nonces SET used_at = $2 WHERE nonce_hash = $1 AND owner_id = $3 AND used_at IS NULL ' +
          'AND exp_month IS NOT NULL RETURNING last4, brand, outcome, exp_month AS m, exp_year AS y',
        [hash(input.nonce), now, customerId],
      );
      if (!nonce) {
        const message = 'The card could not be saved. Please enter it again.';
        return err(domainError('payment/nonce-unknown', message));
      }
      if (!SAVABLE.has(nonce.outcome)) return err(domainError('payment/declined', 'Your card was declined.'));
      const [{ n }] = (await tx.query('SELECT count(*)::int AS n FROM saved_payment_methods WHERE customer_id = $1', [
        customerId,
      ])) as [{ n: number }];
      const isDefault = n === 0 || input.isDefault === true;
      if (isDefault)
        await tx.query('UPDATE saved_payment_methods SET is_default = false WHERE customer_id = $1', [customerId]);
      const rows = await tx.query(
        'INSERT INTO saved_payment_methods (id, customer_id, gateway_token, brand, last4, expiration_month, ' +
          'expiration_year, cardholder_name, outcome, is_default, created_at) ' +
          `VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
        [
          `pm_${this.ids.token().slice(0, 20)}`,
          customerId,
          `vault_${this.ids.token()}`,
          nonce.brand,
          nonce.last4,
          nonce.m,
          nonce.y,
          input.cardholderName.trim(),
          nonce.outcome,
          isDefault,
          now,
        ],
      );
      return ok(cardOf(rows[0]));
    });
  }

  listCards(customerId: string): Promise<readonly SavedPaymentMethod[]> {
    return this.list(this.db, customerId);
  }

  private async list(q: Queryable, customerId: string): Promise<readonly SavedPaymentMethod[]> {
    const rows = await q.query(
      `SELECT ${COLUMNS} FROM saved_payment_methods WHERE customer_id = $1 ` +
        'ORDER BY is_default DESC, created_at DESC, seq DESC',
      [customerId],
    );
    return rows.map(cardOf);
  }

  async removeCard(customerId: string, paymentMethodId: string): Promise<Result<readonly SavedPaymentMethod[]>> {
    return this.db.transaction(async (tx) => {
      const [gone] = await tx.query<{ is_default: boolean }>(
        'DELETE FROM saved_payment_methods WHERE id = $1 AND customer_id = $2 RETURNING is_default',
        [paymentMethodId, customerId],
      );
      if (!gone) return err(domainError('payment/method-not-found', NOT_FOUND));
      if (gone.is_default) {
        await tx.query(
          'UPDATE saved_payment_methods SET is_default = true WHERE id = (SELECT id FROM saved_payment_methods ' +
            'WHERE customer_id = $1 ORDER BY created_at DESC, seq DESC LIMIT 1)',
          [customerId],
        );
      }
      return ok(await this.list(tx, customerId));
    });
  }

  async nonceForCard(
    customerId: string,
    paymentMethodId: string,
  ): Promise<Result<{ nonce: string; last4: string; brand: string }>> {
    const [card] = await this.db.query<{ last4: string; brand: string; outcome: string; m: number; y: number }>(
      'SELECT last4, brand, outcome, expiration_month AS m, expiration_year AS y FROM saved_payment_methods ' +
        'WHERE id = $1 AND customer_id = $2',
      [paymentMethodId, customerId],
    );
    if (!card) return err(domainError('payment/method-not-found', NOT_FOUND));
    const nonce = `tokencc_${this.ids.token()}`;
    await this.db.query(
      'INSERT INTO payment_nonces (nonce_hash, last4, brand, outcome, created_at, owner_id, exp_month, exp_year) ' +
        'VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [
        hash(nonce),
        card.last4,
        card.brand,
        card.outcome,
        new Date(this.clock.nowMs()).toISOString(),
        customerId,
        card.m,
        card.y,
      ],
    );
    return ok({ nonce, last4: card.last4, brand: card.brand });
  }
}
