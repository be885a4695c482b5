import type { Container } from 'inversify';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import { TOKENS, type Token } from '../../ports/tokens';
import type { Database } from '../embedded/db/database';
import { EmbeddedOrderPaymentState } from '../embedded/engine/order-payment-state';
import { TestPaymentGateway } from '../embedded/payments/test-gateway';
import { TestPaymentVault } from '../embedded/payments/test-vault';
import { EmbeddedStoredValue } from '../embedded/stored-value/embedded-stored-value';
import { EmbeddedSubscriptionStore } from '../embedded/subscriptions/embedded-subscription-store';

/** The wiring ids these bindings read and make (node-container.ts WIRING). */
export interface MoneyWiring {
  readonly Database: Token<Database>;
  readonly Gateway: Token<TestPaymentGateway>;
}

/**
 * Binds, on the embedded profile's container, what holds customers' money and commitments: the test payment gateway
 * (`wiring.Gateway`) as the gateway and tokenizer ports, its vault of saved cards, stored value, orders' payment
 * states, and the auto-delivery subscriptions (SubscriptionStore), all on the one database.
 */
export function bindMoneyAndSubscriptions(c: Container, wiring: MoneyWiring): void {
  c.bind(wiring.Gateway).toResolvedValue(
    (d: Database, i: IdGenerator, k: Clock) => new TestPaymentGateway(d, i, k),
    [wiring.Database, TOKENS.Ids, TOKENS.Clock],
  );
  c.bind(TOKENS.PaymentGateway).toResolvedValue((g: TestPaymentGateway) => g, [wiring.Gateway]);
  c.bind(TOKENS.PaymentTokenizer).toResolvedValue((g: TestPaymentGateway) => g, [wiring.Gateway]);
  c.bind(TOKENS.PaymentVault).toResolvedValue(
    (d: Database, i: IdGenerator, k: Clock) => new TestPaymentVault(d, i, k),
    [wiring.Database, TOKENS.Ids, TOKENS.Clock],
  );
  c.bind(TOKENS.Subscriptions).toResolvedValue(
    (d: Database, k: Clock) => new EmbeddedSubscriptionStore(d, k),
    [wiring.Database, TOKENS.Clock],
  );
  c.bind(TOKENS.StoredValue).toResolvedValue(
    (d: Database, i: IdGenerator, k: Clock) => new EmbeddedStoredValue(d, i, k),
    [wiring.Database, TOKENS.Ids, TOKENS.Clock],
  );
  c.bind(TOKENS.OrderPaymentState).toResolvedValue(
    (d: Database) => new EmbeddedOrderPaymentState(d),
    [wiring.Database],
  );
}
