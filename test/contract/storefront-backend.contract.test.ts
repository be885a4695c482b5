import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usd } from '../../core/shared';
import type { Product, Variant } from '../../core/catalogue';
import type { Address } from '../../core/cart';
import type { ShippingOfferSet } from '../../core/shipping';
import type { Cart } from '../../core/cart';
import { SetShippingAddress } from '../../core/cart';
import { shipmentRequestsOf } from '../../core/checkout';
import type { MyCartPort } from '../../ports/my-cart';
import type { PaymentTokenizerPort } from '../../ports/payments';
import type { StorefrontBackendPort } from '../../ports/storefront-backend';
import { HttpStorefrontBackend, HttpTokenizer } from '../../adapters/storefront-backend/http-storefront';
import { HttpMyCart } from '../../adapters/commercetools/http-my-cart';
import { calendarInZone } from '../../core/shared';
import { WAREHOUSE_TIME_ZONE } from '../../core/shipping';
import { cookieJarFetch } from '../replay/http-exchanges';
import { startTestServer, type TestServer } from '../support/test-server';
import { contractRecorder, contractReplay, RECORDING, REPLAY_BASE } from './recordings';
import { catalogueSeed } from './catalogue-seed';

/**
 * Contract suite of the storefront backend port (ports/storefront-backend.ts; spec: core-cart-checkout §7 calls
 * and envelope, catalogue-gifting §7 favorites): HttpStorefrontBackend against the local server, each test in a
 * session of its own, and the same adapter replaying fixtures/recorded/contract/storefront-backend.json (recorded
 * by `npm run record`) without a server. Answers are envelopes: `data`, or `errors` keyed by the error code.
 */
const SUITE = 'storefront-backend';
type Name = 'HTTP adapter via local server' | 'replay adapter on recorded fixtures';
const NAMES: readonly Name[] = RECORDING
  ? ['HTTP adapter via local server']
  : ['HTTP adapter via local server', 'replay adapter on recorded fixtures'];

/** A browser session's ports: the backend, its own cart and the tokenizer, sharing one cookie. */
interface Session {
  readonly backend: StorefrontBackendPort;
  readonly myCart: MyCartPort;
  readonly tokenizer: PaymentTokenizerPort;
}

const recorder = contractRecorder(SUITE);
let server: TestServer | undefined;
let replay: typeof fetch | undefined;
beforeAll(async () => {
  server = await startTestServer();
  if (!RECORDING) replay = contractReplay(SUITE);
}, 60_000);
afterAll(async () => {
  recorder.save();
  await server?.close();
});

function session(name: Name): Session {
  const live = name === 'HTTP adapter via local server';
  const [base, f] = live ? [server!.baseUrl, recorder.fetch(cookieJarFetch(fetch))] : [REPLAY_BASE, replay!];
  return {
    backend: new HttpStorefrontBackend(base, f),
    myCart: new HttpMyCart(base, 'nutshell', f),
    tokenizer: new HttpTokenizer(base, f),
  };
}

/** The catalogue as seeded, to choose SKUs the same way on every run (the replay sends the recorded requests). */
const catalogue = catalogueSeed();
const products = catalogue.products ?? [];
const defaultPrice = (v: Variant) => v.prices.find((p) => p.channelKey === undefined)!;
/** An active, in-stock, not meltable variant under /nuts at a plain price (no tier, no product discount). */
const plain = products
  .filter((p) => p.path.startsWith('/nuts/') && !p.meltable)
  .flatMap((p) => p.variants.map((v) => ({ p, v })))
  .find(({ v }) => v.active && !v.backordered && defaultPrice(v).tiers.length === 0 && !defaultPrice(v).discounted)!;
const meltable: Product = products.find((p) => p.meltable && p.variants.some((v) => v.active))!;
const home: Address = {
  name: 'Pat Backend',
  street1: '125 Moen Ave',
  city: 'Cranford',
  state: 'NJ',
  postalCode: '07016',
  country: 'US',
};
const EMAIL = 'pat.backend@example.com';
/** The envelope of an expected failure: one error with its message and code. */
const refusal = (message: string, key: string) => ({ errors: [{ message, key }] });

describe.each(NAMES)('StorefrontBackendPort contract: %s', (name) => {
  const open = () => session(name);
  /** A session whose cart holds `quantity` of the plain variant, shipped to Cranford, NJ (shipment-1). */
  const readyCart = async (s: Session, quantity: number): Promise<Cart> => {
    const added = await s.backend.addToCart({ sku: plain.v.sku, quantity });
    const r = await new SetShippingAddress(s.myCart).execute({ cart: added.data!.cart, email: EMAIL, address: home });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('resolves a top-level category, a product and an unknown path', async () => {
    const { backend } = open();
    const nuts = await backend.resolvePath('/nuts');
    const inNuts = products.filter((p) => p.categoryKeys.includes('nuts'));
    expect(nuts.data?.pageType).toBe('CategoryLandingPage');
    if (nuts.data?.pageType !== 'CategoryLandingPage') return;
    const { category, ancestors, total } = nuts.data.props;
    expect([category.key, ancestors, total]).toEqual(['nuts', [], inNuts.length]);
    const page = await backend.resolvePath(plain.p.path);
    const props = page.data?.pageType === 'ProductPage' ? page.data.props : undefined;
    expect([props?.product.key, props?.ancestors.map((c) => c.key)]).toEqual([plain.p.key, plain.p.categoryKeys]);
    expect(await backend.resolvePath('/no-such-page')).toEqual({ data: { pageType: '404', props: {} } });
  });

  it("adds to the session's cart: a line, then more of the same; refuses an unknown SKU and quantity 0", async () => {
    const { backend } = open();
    const unit = defaultPrice(plain.v).value.cents;
    const first = await backend.addToCart({ sku: plain.v.sku, quantity: 2 });
    const line = first.data?.cart.lineItems[0];
    expect(first.data?.cart_line).toEqual({ id: line?.id, quantity_added: 2 });
    expect([line?.variant.sku, line?.quantity, first.data?.cart.totalPrice]).toEqual([plain.v.sku, 2, usd(2 * unit)]);
    const more = await backend.addToCart({ sku: plain.v.sku, quantity: 3 });
    expect(more.data?.cart_line).toEqual({ id: line?.id, quantity_added: 3 });
    const after = more.data?.cart;
    const before = first.data!.cart;
    expect([after?.id, after?.version, after?.totalPrice]).toEqual([before.id, before.version + 1, usd(5 * unit)]);
    const unknown = refusal('No product variant with SKU NOPE-1LB', 'product/sku-not-found');
    expect(await backend.addToCart({ sku: 'NOPE-1LB', quantity: 1 })).toEqual(unknown);
    const none = refusal('Quantity must be higher than 0', 'validation/invalid');
    expect(await backend.addToCart({ sku: plain.v.sku, quantity: 0 })).toEqual(none);
  });

  it('quotes shipping by the rate table, and refuses a malformed postal code', async () => {
    const { backend } = open();
    const line = { id: 'line-1', sku: plain.v.sku, quantity: 1, weightGrams: 454, meltable: false };
    const to = (address: Address) => ({
      shipments: [{ key: 'shipment-1', address, lines: [line], shipmentValue: usd(1299) }],
    });
    const quoted = await backend.calculateShipping(to(home));
    const prices = (set: ShippingOfferSet) => set.shippingOffers.map((o) => [o.shippingMethodId, o.price.cents]);
    const offers = quoted.data?.offerSets.map((set) => [set.key, prices(set)]);
    const rateTable = [
      ['ground', 819],
      ['regional', 759],
      ['two-day', 1739],
      ['overnight', 3399],
    ];
    expect(offers).toEqual([['shipment-1', rateTable]]);
    const bad = await backend.calculateShipping(to({ ...home, postalCode: '0701' }));
    expect(bad).toEqual(refusal('Invalid postal code: 0701', 'shipping/invalid-postal-code'));
  });

  it('predicts shipping: the cutoff is 15:00 Eastern on the ship date', async () => {
    const predicted = (await open().backend.getPredictedShipping()).data!;
    expect(calendarInZone(predicted.expiresAt * 1000, WAREHOUSE_TIME_ZONE)).toMatchObject({
      date: predicted.date,
      hour: 15,
    });
    expect(['today', 'tomorrow']).toContain(predicted.friendly);
  });

  it("names a meltable product's SKU as not shipping to Canada, and no other", async () => {
    const sku = meltable.variants.find((v) => v.active)!.sku;
    const restricted = await open().backend.getRestrictedCountrySkus([sku, plain.v.sku]);
    expect(restricted).toEqual({ data: { restrictedCountrySkus: { [sku]: ['CA'] } } });
  });

  it('sets a delivery option at the price the calculator quotes; refuses stale versions, unknown options', async () => {
    const s = open();
    const cart = await readyCart(s, 1);
    const quote = await s.backend.calculateShipping({ shipments: shipmentRequestsOf(cart) });
    const ground = quote.data!.offerSets[0]!.shippingOffers.find((o) => o.shippingMethodId === 'ground')!;
    const select = { cartId: cart.id, shipmentKey: 'shipment-1', shippingMethodId: 'ground' };
    const stale = await s.backend.selectDeliveryOption({ ...select, version: cart.version - 1 });
    const changed = refusal('The cart changed; please review it.', 'cart/version-conflict');
    expect(stale).toEqual({ ...changed, data: { currentVersion: cart.version } });
    const teleport = { ...select, version: cart.version, shippingMethodId: 'teleport' };
    const unknown = await s.backend.selectDeliveryOption(teleport);
    expect(unknown.errors?.[0]?.key).toBe('shipping/unknown-option');
    const selected = (await s.backend.selectDeliveryOption({ ...select, version: cart.version })).data!.cart;
    const chosen = { shippingMethodId: 'ground', shippingMethodName: ground.name, priceCents: ground.price.cents };
    expect(selected.itemShippingAddresses[0]?.custom).toMatchObject(chosen);
    expect([selected.version, selected.shippingInfo?.price]).toEqual([cart.version + 1, ground.price]);
  });

  it('places one order per idempotency key, none for a declined card, and answers its receipt', async () => {
    const s = open();
    const cart = await readyCart(s, 2);
    const ground = { cartId: cart.id, version: cart.version, shipmentKey: 'shipment-1', shippingMethodId: 'ground' };
    const chosen = (await s.backend.selectDeliveryOption(ground)).data!.cart;
    const nonce = async (number: string) => {
      const r = await s.tokenizer.tokenizeCard({ number, expMonth: 12, expYear: 2040, cvc: '123' });
      return r.ok ? r.value.nonce : '';
    };
    const order = { cartId: chosen.id, version: chosen.version, idempotencyKey: 'contract-backend-order-0001' };
    const declinedCard = [await nonce('4000 0000 0000 0002')];
    const declinedOrder = { ...order, paymentNonces: declinedCard, idempotencyKey: 'contract-backend-order-0000' };
    const declined = await s.backend.placeOrder(declinedOrder);
    expect(declined).toEqual(refusal('Your card was declined.', 'payment/declined'));
    const visa = [await nonce('4111 1111 1111 1111')];
    const placed = (await s.backend.placeOrder({ ...order, paymentNonces: visa })).data!;
    expect(placed.order).toMatchObject({ orderState: 'Open', customerEmail: EMAIL, receiptToken: placed.receiptToken });
    const payments = placed.order.payments.map((p) => [p.method, p.cardBrand, p.cardLast4, p.amountPlanned]);
    expect(payments).toEqual([['card', 'Visa', '1111', chosen.taxedPrice!.totalGross]]);
    const again = (await s.backend.placeOrder({ ...order, paymentNonces: ['tokencc_spent'] })).data!;
    const same = (p: typeof placed) => [p.order.id, p.order.orderNumber, p.receiptToken];
    expect(same(again)).toEqual(same(placed));
    expect((await s.backend.getReceipt(placed.receiptToken)).data?.order.orderNumber).toBe(placed.order.orderNumber);
    expect(await s.backend.isFirstOrder(placed.receiptToken)).toEqual({ data: { isFirstOrder: true, orderCount: 1 } });
    const noReceipt = refusal('We could not find that receipt.', 'order/not-found');
    expect(await s.backend.getReceipt('no-such-receipt-token')).toEqual(noReceipt);
    expect((await s.backend.getRecentPurchases()).data?.map((c) => c.productKey)).toEqual([plain.p.key]);
  });

  it("keeps the session's favorites, most recent first", async () => {
    const { backend } = open();
    const [a, b] = products.slice(0, 2).map((p) => p.key);
    expect((await backend.setFavorite(a!, true)).data).toEqual({ favorites: [a] });
    expect((await backend.setFavorite(b!, true)).data).toEqual({ favorites: [b, a] });
    expect((await backend.getFavorites()).data).toEqual({ favorites: [b, a] });
    expect((await backend.setFavorite(b!, false)).data).toEqual({ favorites: [a] });
    expect((await open().backend.getFavorites()).data).toEqual({ favorites: [] });
  });
});
