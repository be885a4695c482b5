import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { value } from './embedded-test-services';

/** A US address every test shipment accepts. */
export const TEST_ADDRESS = {
  name: 'Ada Delivery',
  street1: '12 Elm Street',
  city: 'Hoboken',
  state: 'NJ',
  postalCode: '07030',
  country: 'US',
  phone: '2015550123',
} as const;

/** A customer ready for auto-delivery: signed up, with a saved default address and a saved default card. */
export interface SubscriberSetUp {
  readonly customerId: string;
  readonly email: string;
  readonly addressId: string;
  readonly cardId: string;
}

/**
 * Signs up a customer with `email`, saves TEST_ADDRESS as their default address and the test card `cardNumber`
 * (default 4242 4242 4242 4242) as their default card, as the account pages would (spec: shell-account §2 Address
 * Book, Wallet); answers their ids. Throws when a step is refused.
 */
export async function subscriber(
  services: EmbeddedServices,
  email: string,
  cardNumber = '4242424242424242',
): Promise<SubscriberSetUp> {
  const input = { email, name: 'Ada Delivery', password: 'Correct-Horse-9', isB2b: false, optInNewsletter: false };
  const customer = value(await services.accounts.signUp({ ...input, attachGuestOrders: false, origin: 'http://x' }));
  const saved = value(await services.accounts.saveAddress(customer.id, { address: TEST_ADDRESS, isDefault: true }));
  const card = { number: cardNumber, expMonth: 12, expYear: 2035, cvc: '123' };
  const { nonce } = value(await services.gateway.tokenizeCard(card, customer.id));
  const method = value(await services.vault.saveCard(customer.id, { nonce, cardholderName: 'Ada Delivery' }));
  return { customerId: customer.id, email, addressId: saved.address.id, cardId: method.id };
}
