import { domainError, err, ok, type Result } from '../../shared';
import type { SavedPaymentMethod } from '../../customers';
import type { FakeCard } from '../../checkout/use-cases/testing/fake-payments';
import type { PaymentVaultPort, VaultCardInput } from '../../../ports/payments';

/** A card to put in a wallet: its id, last four digits, whether it is the default and whether the gateway declines it. */
export interface FakeVaultCard {
  readonly id: string;
  readonly last4?: string;
  readonly isDefault?: boolean;
  /** Every nonce of this card is declined by the gateway ('Your card was declined.'). */
  readonly declines?: boolean;
}

const NOT_FOUND = 'We could not find that card. It may have been removed.';

/**
 * PaymentVaultPort for unit tests, paired with FakePaymentGateway: build the gateway as
 * `new FakePaymentGateway(vault.approved, vault.declined)`, and each nonce `nonceForCard` hands out ('vault-nonce-1',
 * 'vault-nonce-2', ...) is one the gateway approves, or declines for a card added with `declines`. Cards go into a
 * wallet with `addCard` (or `saveCard` from an approved nonce); `nonces` records every nonce handed out.
 */
export class FakePaymentVault implements PaymentVaultPort {
  /** The nonces the gateway approves (shared with it). */
  readonly approved: Record<string, FakeCard> = { 'nonce-ok': { last4: '4242', brand: 'Visa' } };
  /** The nonces the gateway declines (shared with it). */
  readonly declined: string[] = ['nonce-declined'];
  /** Every nonce handed out: the customer, the card and the nonce. */
  readonly nonces: { readonly customerId: string; readonly cardId: string; readonly nonce: string }[] = [];
  private readonly wallets = new Map<string, (SavedPaymentMethod & { readonly declines: boolean })[]>();

  /** Puts a card in `customerId`'s wallet (the first one, or one added with isDefault, is the default). */
  addCard(customerId: string, card: FakeVaultCard): SavedPaymentMethod {
    const wallet = this.wallets.get(customerId) ?? [];
    const isDefault = wallet.length === 0 || card.isDefault === true;
    const others = isDefault ? wallet.map((c) => ({ ...c, isDefault: false })) : wallet;
    const saved = {
      id: card.id,
      brand: 'Visa',
      last4: card.last4 ?? '4242',
      expirationMonth: 12,
      expirationYear: 2030,
      cardholderName: 'Pat Jones',
      isDefault,
      createdAt: new Date(Date.UTC(2026, 0, 1) + wallet.length * 1000).toISOString(),
      declines: card.declines === true,
    };
    this.wallets.set(customerId, [...others, saved]);
    const { declines: _d, ...shown } = saved;
    return shown;
  }

  async saveCard(customerId: string, input: VaultCardInput): Promise<Result<SavedPaymentMethod>> {
    if (this.declined.includes(input.nonce)) return err(domainError('payment/declined', 'Your card was declined.'));
    const card = this.approved[input.nonce];
    if (!card) return err(domainError('payment/nonce-unknown', 'The card could not be saved. Please enter it again.'));
    const id = `pm-${customerId}-${(this.wallets.get(customerId)?.length ?? 0) + 1}`;
    return ok(this.addCard(customerId, { id, last4: card.last4, isDefault: input.isDefault ?? false }));
  }

  async listCards(customerId: string): Promise<readonly SavedPaymentMethod[]> {
    const wallet = this.wallets.get(customerId) ?? [];
    return [...wallet]
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt.localeCompare(a.createdAt))
      .map(({ declines: _d, ...shown }) => shown);
  }

  async removeCard(customerId: string, paymentMethodId: string): Promise<Result<readonly SavedPaymentMethod[]>> {
    const wallet = this.wallets.get(customerId) ?? [];
    const gone = wallet.find((c) => c.id === paymentMethodId);
    if (!gone) return err(domainError('payment/method-not-found', NOT_FOUND));
    const rest = wallet.filter((c) => c !== gone);
    const newest = [...rest].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    this.wallets.set(
      customerId,
      gone.isDefault ? rest.map((c) => (c === newest ? { ...c, isDefault: true } : c)) : rest,
    );
    return ok(await this.listCards(customerId));
  }

  async nonceForCard(customerId: string, paymentMethodId: string) {
    const card = this.wallets.get(customerId)?.find((c) => c.id === paymentMethodId);
    if (!card) return err(domainError('payment/method-not-found', NOT_FOUND));
    const nonce = `vault-nonce-${this.nonces.length + 1}`;
    this.nonces.push({ customerId, cardId: card.id, nonce });
    if (card.declines) this.declined.push(nonce);
    else this.approved[nonce] = { last4: card.last4, brand: card.brand };
    return ok({ nonce, last4: card.last4, brand: card.brand });
  }
}
