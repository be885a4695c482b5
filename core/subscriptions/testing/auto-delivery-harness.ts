import { ok, usd } from '../../shared';
import type { Price } from '../../cart/model';
import { SetShippingAddress } from '../../cart';
import { testAddress } from '../../cart/model/test-cart';
import { testProduct, testVariant } from '../../catalogue/model/test-product';
import { PlaceOrder, SelectDeliveryOption } from '../../checkout';
import { FakePaymentGateway } from '../../checkout/use-cases/testing/fake-payments';
import { testOption } from '../../checkout/use-cases/testing/fake-shipping-rates';
import { sequentialIds } from '../../checkout/use-cases/testing/fixed';
import { FakeCustomerStore, FakeMail } from '../../customers/use-cases/testing/fake-customer-store';
import { QuoteShipping } from '../../shipping';
import {
  ChangeSubscriptionState,
  CreateSubscription,
  ListNextDeliveries,
  ListSubscriptions,
  PlaceDeliveryOrder,
  RunDueDeliveries,
  SendDeliveryNow,
  SkipDelivery,
  UpdateSubscription,
} from '..';
import type { Clock } from '../../../ports/clock';
import type { ShippingRatesPort } from '../../../ports/shipping-rates';
import type { SubscriptionStore } from '../../../ports/subscriptions';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { FakePaymentVault } from './fake-payment-vault';
import { InMemorySubscriptionStore } from './in-memory-subscription-store';

/**
 * The auto-delivery use cases wired for unit tests the way adapters/wiring/subscription-use-cases.ts wires them,
 * over the in-memory commerce (with its catalogue below), the fake customer store, the fake wallet and payment
 * gateway, a shipping calculator offering UPS Ground ($8.99) and 2nd Day Air ($19.99) to every shipment, fake mail,
 * the in-memory subscription store and one clock (`clock.ms`, moved by the test) for all of them.
 */

/** Monday 2026-11-30, noon in the warehouse's zone (17:00 UTC). */
export const HARNESS_START_MS = Date.UTC(2026, 10, 30, 17);

/** The site's origin in the mails. */
export const HARNESS_SITE_URL = 'https://shop.example.com';

const price = (cents: number, channelKey?: string): Price => ({
  id: `price-${cents}`,
  value: usd(cents),
  tiers: [],
  ...(channelKey ? { channelKey } : {}),
});

/**
 * The catalogue: ALM-1LB ($10.99, $10.44 on the 'auto-delivery' channel), MANGO-1LB ($12.49, $11.87), ALM-25LB
 * (wholesale, $150.00 with a channel price), GIFT-BOX (not eligible, $30.00).
 */
export const HARNESS_PRODUCTS = [
  testProduct('almonds', {
    name: 'Roasted Almonds',
    variants: [
      testVariant('ALM-1LB', { id: 1, prices: [price(1099), price(1044, 'auto-delivery')] }),
      testVariant('ALM-25LB', {
        id: 2,
        variantName: '25 lb',
        wholesale: true,
        prices: [price(15000), price(14250, 'auto-delivery')],
      }),
    ],
  }),
  testProduct('mango', {
    name: 'Dried Mango',
    variants: [testVariant('MANGO-1LB', { prices: [price(1249), price(1187, 'auto-delivery')] })],
  }),
  testProduct('gift-box', {
    name: 'Gift Box',
    variants: [testVariant('GIFT-BOX', { autoDeliveryEligible: false, prices: [price(3000)] })],
  }),
];

/** A shipping calculator offering the same two options to every shipment, for any address. */
function harnessRates(): ShippingRatesPort {
  const offers = [
    testOption('ups-2day', { name: 'UPS 2nd Day Air', price: usd(1999), position: 20 }),
    testOption('ups-ground', { price: usd(899), position: 10 }),
  ];
  return {
    async quote({ shipments }) {
      return ok(
        shipments.map((s) => ({ key: s.key, address: s.address, containsMeltables: false, shippingOffers: offers })),
      );
    },
    predictedShipping: (nowMs) => ({ expiresAt: Math.floor(nowMs / 1000) + 3600, friendly: 'today', date: '' }),
    shipDates: () => [],
    async restrictedCountrySkus() {
      return {};
    },
  };
}

/** A customer of the harness: their id and saved address ids. */
export interface HarnessCustomer {
  readonly id: string;
  readonly email: string;
  readonly home: string;
  readonly work: string;
}

/** Makes a customer with two saved addresses (home is the default) and one card (`pm-{n}`, the default). */
async function addCustomer(
  customers: FakeCustomerStore,
  vault: FakePaymentVault,
  email: string,
  fullName: string,
): Promise<HarnessCustomer> {
  const created = await customers.create(
    { email, fullName, isB2b: false, isGuest: false, newsletterOptIn: false, passwordHash: null, loginTypes: [] },
    HARNESS_START_MS,
  );
  if (!created.ok) throw new Error('could not make the customer');
  const id = created.value.id;
  const { key: _key, custom: _custom, ...address } = testAddress('home', {}, { name: fullName });
  const home = await customers.saveAddress(id, { address, isDefault: true });
  const work = await customers.saveAddress(id, { address: { ...address, street1: '1 Office Park' }, isDefault: false });
  vault.addCard(id, { id: `pm-${id}`, last4: '4242' });
  return { id, email, home: home!.id, work: work!.id };
}

/**
 * Builds the harness: `pat` and `sam` are customers with addresses and a card each. `makeStore` makes the subscription
 * store on the harness clock (default: an InMemorySubscriptionStore); `leaseMs` is the runs' lease (default 60 s).
 */
export async function autoDeliveryHarness(
  options: { readonly makeStore?: (clock: Clock) => SubscriptionStore; readonly leaseMs?: number } = {},
) {
  const clock = { ms: HARNESS_START_MS, nowMs: () => clock.ms };
  const customers = new FakeCustomerStore();
  const vault = new FakePaymentVault();
  const pat = await addCustomer(customers, vault, 'pat@example.com', 'Pat Jones');
  const sam = await addCustomer(customers, vault, 'sam@example.com', 'Sam Smith');
  const commerce = new InMemoryCommerce({ products: HARNESS_PRODUCTS, clock, customerIds: [pat.id, sam.id] });
  const gateway = new FakePaymentGateway(vault.approved, vault.declined);
  const rates = harnessRates();
  const mail = new FakeMail();
  const store = options.makeStore?.(clock) ?? new InMemorySubscriptionStore(clock);
  const confirmations = { mail, siteUrl: HARNESS_SITE_URL };
  const placeOrder = new PlaceOrder(commerce, gateway, rates, sequentialIds(), confirmations);
  const reads = { store, commerce, clock };
  const owned = { ...reads, customers, vault };
  const changeState = new ChangeSubscriptionState(reads);
  const placeDelivery = new PlaceDeliveryOrder({
    store,
    commerce,
    customers,
    vault,
    setShippingAddress: new SetShippingAddress(commerce),
    quoteShipping: new QuoteShipping(rates, clock, customers),
    selectDeliveryOption: new SelectDeliveryOption(commerce, rates, clock, customers),
    placeOrder,
    clock,
    mail,
    siteUrl: HARNESS_SITE_URL,
  });
  const lease = options.leaseMs === undefined ? {} : { leaseMs: options.leaseMs };
  const runDue = new RunDueDeliveries({ store, placeDelivery, clock, ...lease });
  const useCases = {
    listSubscriptions: new ListSubscriptions(reads),
    listNextDeliveries: new ListNextDeliveries(reads),
    createSubscription: new CreateSubscription(owned),
    updateSubscription: new UpdateSubscription(owned),
    changeState,
    skipDelivery: new SkipDelivery({ store, changeState }),
    sendNow: new SendDeliveryNow({ store, runner: runDue, clock, ...lease }),
    placeDelivery,
    runDue,
  };
  return { clock, customers, vault, gateway, commerce, mail, store, pat, sam, placeOrder, useCases };
}

/** What autoDeliveryHarness builds. */
export type AutoDeliveryHarness = Awaited<ReturnType<typeof autoDeliveryHarness>>;

/** Milliseconds in a day, to move the harness clock by whole days. */
export const DAY_MS = 86_400_000;
