import type { Money } from '../../../shared/money';
import { domainError, err, ok, type Result } from '../../../shared/result';
import type { PaymentGatewayPort } from '../../../../ports/payments';

/** A card behind an approved nonce: its last four digits and brand. */
export interface FakeCard {
  readonly last4: string;
  readonly brand: string;
}

/**
 * PaymentGatewayPort for unit tests. Nonces in `approved` authorize once (transaction ids 'txn-1', 'txn-2', ...);
 * nonces in `declined` fail with 'payment/declined'; a reused nonce fails with 'payment/nonce-used' and any
 * other with 'payment/nonce-unknown'. Every call is recorded in `authorizations`.
 */
export class FakePaymentGateway implements PaymentGatewayPort {
  readonly authorizations: { readonly nonce: string; readonly amount: Money }[] = [];
  private readonly used = new Set<string>();

  constructor(
    private readonly approved: Readonly<Record<string, FakeCard>> = { 'nonce-ok': { last4: '4242', brand: 'Visa' } },
    private readonly declined: readonly string[] = ['nonce-declined'],
  ) {}

  async authorize(nonce: string, amount: Money): Promise<Result<{ readonly transactionId: string; readonly last4: string; readonly brand: string }>> {
    this.authorizations.push({ nonce, amount });
    if (this.declined.includes(nonce)) return err(domainError('payment/declined', 'Your card was declined.'));
    const card = this.approved[nonce];
    if (!card) return err(domainError('payment/nonce-unknown', 'Unknown payment nonce'));
    if (this.used.has(nonce)) return err(domainError('payment/nonce-used', 'This payment nonce was already used'));
    this.used.add(nonce);
    return ok({ transactionId: `txn-${this.used.size}`, last4: card.last4, brand: card.brand });
  }
}
