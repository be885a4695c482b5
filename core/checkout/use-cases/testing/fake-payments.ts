import type { Money } from '../../../shared';
import { domainError, err, ok, type Result } from '../../../shared';
import type { CapturedPayment, PaymentGatewayPort, VoidedAuthorization } from '../../../../ports/payments';

/** A card behind an approved nonce: its last four digits and brand. */
export interface FakeCard {
  readonly last4: string;
  readonly brand: string;
}

/** What authorizing a nonce used it for: the transaction, the order's idempotency key and the amount in cents. */
interface Use {
  readonly transactionId: string;
  readonly idempotencyKey: string | undefined;
  readonly cents: number;
}

/**
 * PaymentGatewayPort for unit tests. Nonces in `approved` authorize once (transaction ids 'txn-1', 'txn-2', ...);
 * nonces in `declined` fail with 'payment/declined'; a reused nonce fails with 'payment/nonce-used' and any
 * other with 'payment/nonce-unknown'. As the port says, the same nonce with the same idempotency key and amount
 * gets its first authorization back, unless that was voided. `void` voids an authorization it gave, idempotently
 * ('payment/transaction-unknown' for any other id). Every authorize call is recorded in `authorizations`, every
 * void call in `voids`; `voided` holds the voided transaction ids; `capture` as the port says (`captures`,
 * `captured`).
 */
export class FakePaymentGateway implements PaymentGatewayPort {
  readonly authorizations: { readonly nonce: string; readonly amount: Money }[] = [];
  readonly voids: string[] = [];
  readonly voided = new Set<string>();
  private readonly used = new Map<string, Use>();

  /** Every capture call: the transaction id and the amount. */
  readonly captures: { readonly transactionId: string; readonly amount: Money }[] = [];
  /** The transaction ids captured (a declined capture is not among them). */
  readonly captured = new Set<string>();

  /**
   * `approved` nonces authorize; `declined` ones do not; `captureDeclined` nonces (approved as well) authorize but
   * their capture answers 'payment/declined' ('Your card was declined.', details.stage 'capture').
   */
  constructor(
    private readonly approved: Readonly<Record<string, FakeCard>> = {
      'nonce-ok': { last4: '4242', brand: 'Visa' },
      'nonce-capture-declined': { last4: '0341', brand: 'Visa' },
    },
    private readonly declined: readonly string[] = ['nonce-declined'],
    private readonly captureDeclined: readonly string[] = ['nonce-capture-declined'],
  ) {}

  async authorize(
    nonce: string,
    amount: Money,
    _payer?: string,
    idempotencyKey?: string,
  ): Promise<Result<{ readonly transactionId: string; readonly last4: string; readonly brand: string }>> {
    this.authorizations.push({ nonce, amount });
    if (this.declined.includes(nonce)) return err(domainError('payment/declined', 'Your card was declined.'));
    const card = this.approved[nonce];
    if (!card) return err(domainError('payment/nonce-unknown', 'Unknown payment nonce'));
    const use = this.used.get(nonce);
    if (use) {
      const again = idempotencyKey !== undefined && use.idempotencyKey === idempotencyKey && use.cents === amount.cents;
      if (again && !this.voided.has(use.transactionId)) {
        return ok({ transactionId: use.transactionId, last4: card.last4, brand: card.brand });
      }
      return err(domainError('payment/nonce-used', 'This payment nonce was already used'));
    }
    const transactionId = `txn-${this.used.size + 1}`;
    this.used.set(nonce, { transactionId, idempotencyKey, cents: amount.cents });
    return ok({ transactionId, last4: card.last4, brand: card.brand });
  }

  async void(transactionId: string): Promise<Result<VoidedAuthorization>> {
    this.voids.push(transactionId);
    if (![...this.used.values()].some((u) => u.transactionId === transactionId)) {
      const message = 'No authorization with this transaction id.';
      return err(domainError('payment/transaction-unknown', message, { transactionId }));
    }
    this.voided.add(transactionId);
    return ok({ transactionId, status: 'voided' });
  }

  async capture(transactionId: string, amount: Money): Promise<Result<CapturedPayment>> {
    this.captures.push({ transactionId, amount });
    const entry = [...this.used.entries()].find(([, u]) => u.transactionId === transactionId);
    if (!entry || this.voided.has(transactionId) || amount.cents > entry[1].cents) {
      const message = 'No authorization with this transaction id.';
      return err(domainError('payment/transaction-unknown', message, { transactionId }));
    }
    if (this.captureDeclined.includes(entry[0])) {
      return err(domainError('payment/declined', 'Your card was declined.', { transactionId, stage: 'capture' }));
    }
    this.captured.add(transactionId);
    return ok({ transactionId, status: 'captured', amount });
  }
}
