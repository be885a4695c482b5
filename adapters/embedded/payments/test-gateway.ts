import { createHash } from 'node:crypto';
import { domainError, err, ok, usd, type Result } from '../../../core/shared';
import type { Money } from '../../../core/shared';
import type {
  CapturedPayment,
  CardInput,
  PaymentGatewayPort,
  PaymentTokenizerPort,
  VoidedAuthorization,
} from '../../../ports/payments';
import type { IdGenerator } from '../../../ports/ids';
import type { Clock } from '../../../ports/clock';
import type { Database } from '../db/database';

/**
 * The embedded test payment gateway. It accepts only documented test card numbers (README):
 * approved 4111 1111 1111 1111 and 4242 4242 4242 4242 (Visa), 5555 5555 5555 4444 (Mastercard),
 * 3782 822463 10005 (Amex);
 * declined 4000 0000 0000 0002 ('Your card was declined.') and 4000 0000 0000 9995
 * ('Your card has insufficient funds.'); 4000 0000 0000 0341 (Visa) authorizes, but its capture is declined
 * ('Your card was declined.': an order placed with it is placed, its payment 'Failed'); 4000 0000 0000 0101 (Visa)
 * is saved to a wallet, but every authorization of it is declined ('Your card was declined.': a saved card gone bad,
 * as for an auto-delivery order).
 * It stores a hash of each nonce with the last four digits and
 * brand, never the card number, and the session that tokenized it: a nonce authorizes only that session's order,
 * once; the same order call again (same idempotency key and amount) gets that authorization back unless it was
 * voided (then the nonce is spent: 'payment/nonce-used').
 */
export const TEST_CARDS: Readonly<
  Record<
    string,
    {
      brand: string;
      outcome: 'approved' | 'declined' | 'insufficient_funds' | 'capture_declined' | 'saved_then_declined';
    }
  >
> = {
  '4111111111111111': { brand: 'Visa', outcome: 'approved' },
  '4242424242424242': { brand: 'Visa', outcome: 'approved' },
  '5555555555554444': { brand: 'Mastercard', outcome: 'approved' },
  '378282246310005': { brand: 'American Express', outcome: 'approved' },
  '4000000000000002': { brand: 'Visa', outcome: 'declined' },
  '4000000000009995': { brand: 'Visa', outcome: 'insufficient_funds' },
  '4000000000000341': { brand: 'Visa', outcome: 'capture_declined' },
  '4000000000000101': { brand: 'Visa', outcome: 'saved_then_declined' },
};

/** Outcomes whose authorization is approved ('capture_declined' fails only at capture). */
const AUTHORIZING = new Set(['approved', 'capture_declined']);

const DECLINE_MESSAGES = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
} as const;

/** The SHA-256 of a nonce, as payment_nonces stores it. */
export const hash = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Tokenizer (browser-facing route) and gateway (server-side authorize) on the embedded database. */
export class TestPaymentGateway implements PaymentTokenizerPort, PaymentGatewayPort {
  constructor(
    private readonly db: Database,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async tokenizeCard(
    card: CardInput,
    owner?: string,
  ): Promise<Result<{ nonce: string; last4: string; brand: string }>> {
    const digits = card.number.replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(digits) || !luhn(digits))
      return err(domainError('payment/invalid-card', 'Please enter a valid card number.', { field: 'number' }));
    const now = new Date(this.clock.nowMs());
    const expired =
      card.expYear < now.getUTCFullYear() ||
      (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
    if (card.expMonth < 1 || card.expMonth > 12 || expired)
      return err(
        domainError('payment/invalid-card', 'Your card has expired or the expiration date is invalid.', {
          field: 'expiry',
        }),
      );
    const cvcLength = digits.startsWith('3') ? 4 : 3;
    if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc))
      return err(domainError('payment/invalid-card', 'Please enter a valid security code (CVC).', { field: 'cvc' }));
    const test = TEST_CARDS[digits];
    if (!test)
      return err(
        domainError('payment/invalid-card', 'This test gateway accepts only test card numbers (see the README).', {
          field: 'number',
        }),
      );
    const nonce = `tokencc_${this.ids.token()}`;
    const last4 = digits.slice(-4);
    await this.db.query(
      'INSERT INTO payment_nonces (nonce_hash, last4, brand, outcome, created_at, owner_id, exp_month, exp_year) ' +
        'VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [hash(nonce), last4, test.brand, test.outcome, now.toISOString(), owner ?? null, card.expMonth, card.expYear],
    );
    return ok({ nonce, last4, brand: test.brand });
  }

  async authorize(
    nonce: string,
    amount: Money,
    payer?: string,
    idempotencyKey?: string,
  ): Promise<Result<{ transactionId: string; last4: string; brand: string }>> {
    if (amount.cents < 0) return err(domainError('payment/declined', 'Invalid amount.'));
    const transactionId = `txn_${this.ids.token().slice(0, 16)}`;
    const rows = await this.db.query<{ last4: string; brand: string; outcome: string }>(
      `UPDATE payment_nonces SET used_at = $2, authorized_for = $4, authorized_cents = $5, transaction_id = $6
       WHERE nonce_hash = $1 AND used_at IS NULL AND (owner_id IS NULL OR owner_id = $3) ` +
        'RETURNING last4, brand, outcome',
      [
        hash(nonce),
        new Date(this.clock.nowMs()).toISOString(),
        payer ?? null,
        idempotencyKey ?? null,
        amount.cents,
        transactionId,
      ],
    );
    const row = rows[0];
    if (!row && idempotencyKey !== undefined) {
      // The same order call again (a retry after a crash between authorization and order creation).
      const [again] = await this.db.query<{ last4: string; brand: string; transaction_id: string }>(
        `SELECT last4, brand, transaction_id FROM payment_nonces WHERE nonce_hash = $1 AND authorized_for = $2
         AND authorized_cents = $3 AND outcome IN ('approved', 'capture_declined') AND voided_at IS NULL
         AND (owner_id IS NULL OR owner_id = $4)`,
        [hash(nonce), idempotencyKey, amount.cents, payer ?? null],
      );
      if (again) return ok({ transactionId: again.transaction_id, last4: again.last4, brand: again.brand });
    }
    if (!row) {
      // Someone else's nonce reads as unknown: its existence is not revealed.
      const [known] = await this.db.query(
        'SELECT 1 FROM payment_nonces WHERE nonce_hash = $1 AND (owner_id IS NULL OR owner_id = $2)',
        [hash(nonce), payer ?? null],
      );
      if (known)
        return err(
          domainError('payment/nonce-used', 'This payment was already processed. Please enter your card again.'),
        );
      return err(
        domainError('payment/nonce-unknown', 'The payment could not be processed. Please enter your card again.'),
      );
    }
    if (!AUTHORIZING.has(row.outcome)) {
      return err(
        domainError(
          'payment/declined',
          DECLINE_MESSAGES[row.outcome as keyof typeof DECLINE_MESSAGES] ?? 'Your card was declined.',
        ),
      );
    }
    return ok({ transactionId, last4: row.last4, brand: row.brand });
  }

  /**
   * Voids the approved authorization `transactionId` (PaymentGatewayPort.void): stamps `voided_at` the first time
   * only, so a second void answers the same, and `authorize` never hands a voided authorization back to a retried
   * order call. Errors: 'payment/transaction-unknown' (details.transactionId) for an id this gateway never gave
   * for an approved authorization; a declined nonce's row is not an authorization.
   */
  async void(transactionId: string): Promise<Result<VoidedAuthorization>> {
    const rows = await this.db.query<{ transaction_id: string }>(
      `UPDATE payment_nonces SET voided_at = COALESCE(voided_at, $2)
       WHERE transaction_id = $1 AND outcome IN ('approved', 'capture_declined') RETURNING transaction_id`,
      [transactionId, new Date(this.clock.nowMs()).toISOString()],
    );
    if (rows.length === 0) {
      const message = 'No authorization with this transaction id.';
      return err(domainError('payment/transaction-unknown', message, { transactionId }));
    }
    return ok({ transactionId, status: 'voided' });
  }

  /**
   * Captures `amount` of the authorization `transactionId` (PaymentGatewayPort.capture): stamps `captured_at` and
   * `captured_cents` once; capturing again answers the first capture. The capture-declined test card answers
   * 'payment/declined' ('Your card was declined.', details.stage 'capture') and stays uncaptured.
   * 'payment/transaction-unknown' for an
   * id with no approved, unvoided authorization, or an amount above the authorized one.
   */
  async capture(transactionId: string, amount: Money): Promise<Result<CapturedPayment>> {
    const [row] = await this.db.query<{ outcome: string; authorized_cents: string; captured_cents: string | null }>(
      `SELECT outcome, authorized_cents, captured_cents FROM payment_nonces
       WHERE transaction_id = $1 AND voided_at IS NULL AND outcome IN ('approved', 'capture_declined')`,
      [transactionId],
    );
    if (!row || amount.cents < 0 || amount.cents > Number(row.authorized_cents)) {
      const message = 'No authorization with this transaction id.';
      return err(domainError('payment/transaction-unknown', message, { transactionId }));
    }
    if (row.outcome === 'capture_declined') {
      return err(domainError('payment/declined', DECLINE_MESSAGES.declined, { transactionId, stage: 'capture' }));
    }
    if (row.captured_cents !== null) {
      return ok({ transactionId, status: 'captured', amount: usd(Number(row.captured_cents)) });
    }
    await this.db.query(
      'UPDATE payment_nonces SET captured_at = COALESCE(captured_at, $2), ' +
        'captured_cents = COALESCE(captured_cents, $3) ' +
        'WHERE transaction_id = $1',
      [transactionId, new Date(this.clock.nowMs()).toISOString(), amount.cents],
    );
    return ok({ transactionId, status: 'captured', amount });
  }
}
