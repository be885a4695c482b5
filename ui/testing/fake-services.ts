import type { BrowserServices } from '../../adapters/wiring/browser-services';
import { storefrontLoader } from '../../adapters/wiring/browser';
import type { StorefrontBackendPort } from '../../ports/storefront-backend';
import type { PaymentTokenizerPort } from '../../ports/payments';
import type { Cart } from '../../core/cart';
import { ok } from '../../core/shared';
import { AddToCart } from '../../core/checkout';
import { SelectDeliveryOption } from '../../core/checkout';
import { ClearCopiedOrder, outOfStockNotice, PrepareCart } from '../../core/checkout';
import { ChangePaymentMethod, PlaceOrder } from '../../core/checkout';
import { FakePaymentGateway, type FakeCard } from '../../core/checkout/use-cases/testing/fake-payments';
import { InMemoryCommerce } from '../../test/support/in-memory-commerce/in-memory-commerce';
import { discountCodes } from '../../test/support/in-memory-commerce/fixtures';
import { almondFacts, almonds, almondsCategory, driedFruitCategory } from './fixtures';
import { giftCertificate, nutsCategory } from './fixtures';
import { envelopeOf, fakeRates, resolve, type FakeState } from './fake-backend-parts';

export type { FakeState } from './fake-backend-parts';
import { createFakeAccount } from './fake-account';
import { createFakeAutoDelivery } from './fake-auto-delivery';
import { createFakeGiftDrop, type FakeGiftDrop } from './fake-gift-drop';

/** The anonymous session of the fake browser: it owns the carts the fakes create. */
export const FAKE_SESSION = 'anon-ui-test';

/**
 * Fake BrowserServices over one in-memory commerce platform (test/support/in-memory-commerce), seeded with the
 * UI fixtures (almonds, gift certificates) and the codes SAVE10 (10% off) and MAXED (used up).
 */
export interface FakeServices extends BrowserServices {
  readonly state: FakeState;
  /** The commerce platform behind `myCart` and the backend's cart, delivery and order calls. */
  readonly commerce: InMemoryCommerce;
  /** The account backend behind `loadAccount` (ui/testing/fake-account.ts): seed accounts, keys and failures. */
  readonly account: ReturnType<typeof createFakeAccount>;
  /** The auto-delivery backend behind `loadAutoDelivery` (ui/testing/fake-auto-delivery.ts). */
  readonly autoDelivery: ReturnType<typeof createFakeAutoDelivery>;
  /** The gift drop backend behind `loadGiftDrop` (ui/testing/fake-gift-drop.ts). */
  readonly giftDrop: FakeGiftDrop;
  /** The session's active cart on the platform, or undefined. */
  cart(): Cart | undefined;
  /** Creates the session's cart with `quantity` (default 2) of the almonds 1 lb bag (line 'line-1'; none for 0). */
  seedCart(quantity?: number): Cart;
}

/**
 * In-memory BrowserServices for component and store tests. The backend's cart calls run the server's own use
 * cases (AddToCart, SelectDeliveryOption, PlaceOrder) over the commerce platform, the fake shipping calculator
 * and the unit-test payment gateway; pages, recommendations and favorites come from `state`.
 */
export function createFakeServices(): FakeServices {
  const state: FakeState = {
    nowMs: Date.UTC(2026, 2, 2, 15, 0, 0),
    calls: [],
    placeOrderInputs: [],
    favorites: [],
    recentPurchases: [],
    recommendations: [],
    analytics: [],
    tagLayer: [],
    purchaseBeacons: [],
    pages: {},
  };
  let seq = 0;
  const clock = { nowMs: () => state.nowMs };
  const ids = {
    uuid: () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
    token: () => `token-${++seq}`,
  };
  const commerce = new InMemoryCommerce({
    products: [almonds, giftCertificate],
    categories: [nutsCategory, almondsCategory, driedFruitCategory],
    nutritionFacts: { [almonds.key]: almondFacts },
    clock,
    ...discountCodes({ SAVE10: 10, MAXED: { percent: 15, maxApplicationReached: true } }),
  });
  const rates = fakeRates(state);
  // Nonces the tokenizer hands out; the gateway reads these while authorizing. The decline test card tokenizes
  // and is declined by the gateway, as with the local server's test gateway.
  const approved: Record<string, FakeCard> = {};
  const declined: string[] = [];
  const gateway = new FakePaymentGateway(approved, declined);

  const backend: StorefrontBackendPort = {
    async resolvePath(path) {
      state.calls.push(`resolvePath:${path}`);
      return { data: state.pages[path] ?? resolve(path) };
    },
    async addToCart({ sku, quantity, listMetadata, recipientsJson }) {
      state.calls.push(`addToCart:${sku}:${quantity}`);
      const input = { anonymousId: FAKE_SESSION, sku, quantity, listMetadata, recipientsJson };
      return envelopeOf(await new AddToCart(commerce, clock).execute(input));
    },
    async getPredictedShipping() {
      return { data: rates.predictedShipping(state.nowMs) };
    },
    async calculateShipping({ shipments }) {
      state.calls.push('calculateShipping');
      const quoted = await rates.quote({ shipments, nowMs: state.nowMs });
      return quoted.ok ? { data: { offerSets: quoted.value } } : envelopeOf(quoted);
    },
    async getRestrictedCountrySkus() {
      return { data: { restrictedCountrySkus: {} } };
    },
    async getShipDates() {
      return { data: { shipDates: rates.shipDates({ country: 'US', nowMs: state.nowMs, days: 30 }) } };
    },
    async selectDeliveryOption(input) {
      state.calls.push(`selectDeliveryOption:${input.shipmentKey}:${input.shippingMethodId}`);
      const select = new SelectDeliveryOption(commerce, rates, clock);
      const selected = await select.execute({ anonymousId: FAKE_SESSION, ...input });
      return selected.ok ? { data: { cart: selected.value } } : envelopeOf(selected);
    },
    async placeOrder(input) {
      state.calls.push('placeOrder');
      state.placeOrderInputs.push(input);
      const errors = state.placeOrderErrors;
      state.placeOrderErrors = undefined;
      if (errors) return { errors };
      const order = { anonymousId: FAKE_SESSION, ...input, paymentNonces: [...input.paymentNonces] };
      return envelopeOf(await new PlaceOrder(commerce, gateway, rates, ids).execute(order));
    },
    async getReceipt(token) {
      const order = await commerce.getOrderByReceiptToken(token);
      return order ? { data: { order } } : { errors: [{ message: 'Receipt not found' }] };
    },
    async isFirstOrder() {
      state.calls.push('isFirstOrder');
      if (state.firstOrderFailure) throw state.firstOrderFailure;
      return { data: { isFirstOrder: true, orderCount: 1 } };
    },
    async changePaymentMethod(order, nonce) {
      state.calls.push('changePaymentMethod');
      const change = new ChangePaymentMethod(commerce, gateway, commerce);
      const r = await change.execute({ ownerId: FAKE_SESSION, ...order, nonce });
      return r.ok ? { data: { order: r.value } } : envelopeOf(r);
    },
    async sendPurchaseBeacon(body) {
      state.calls.push(`sendPurchaseBeacon:${body.event_id}`);
      state.purchaseBeacons.push(body);
    },
    async reportEngagement(decisionId, variationId) {
      state.calls.push(`reportEngagement:${decisionId}:${variationId}`);
    },
    async getRecentPurchases(limit) {
      state.calls.push(`getRecentPurchases:${limit ?? ''}`);
      return { data: state.recentPurchases.slice(0, limit ?? 20) };
    },
    async getRecommendationList(path) {
      state.calls.push(`getRecommendationList:${path}`);
      return { data: state.recommendations };
    },
    async setFavorite(productKey, favorite) {
      state.calls.push(`setFavorite:${productKey}:${favorite}`);
      const others = state.favorites.filter((k) => k !== productKey);
      state.favorites = favorite ? [productKey, ...others] : others;
      return { data: { favorites: state.favorites } };
    },
    async getFavorites() {
      return { data: { favorites: state.favorites } };
    },
    async clearCopiedOrder() {
      state.calls.push('clearCopiedOrder');
      const cleared = await new ClearCopiedOrder(commerce).execute(FAKE_SESSION);
      return cleared.ok ? { data: { cart: cleared.value } } : envelopeOf(cleared);
    },
    async prepareCart() {
      state.calls.push('prepareCart');
      const prepared = await new PrepareCart(commerce).execute(FAKE_SESSION);
      if (!prepared.ok) return envelopeOf(prepared);
      const { cart, removed } = prepared.value;
      if (removed.length === 0) return { data: { cart } };
      const errors = removed.map(outOfStockNotice);
      return { data: { cart }, errors, redirect_to: { url: '/cart' } };
    },
  };

  const payments: PaymentTokenizerPort = {
    async tokenizeCard(card) {
      state.calls.push('tokenizeCard');
      const nonce = `nonce-${++seq}`;
      const last4 = card.number.slice(-4);
      if (card.number.replace(/\s/g, '') === '4000000000000002') declined.push(nonce);
      else approved[nonce] = { last4, brand: 'Visa' };
      account.state.tokenized.set(nonce, { last4, brand: 'Visa', expMonth: card.expMonth, expYear: card.expYear });
      return ok({ nonce, last4, brand: 'Visa' });
    },
  };

  // One session view: the browser's cart edits and the storefront's use cases go through the same object.
  const myCart = commerce.myCart(FAKE_SESSION);
  const account = createFakeAccount();
  const autoDelivery = createFakeAutoDelivery();
  const giftDrop = createFakeGiftDrop();
  account.state.mintNonce = (card) => {
    const nonce = `nonce-${++seq}`;
    approved[nonce] = { last4: card.last4, brand: card.brand };
    return nonce;
  };
  return {
    account,
    loadAccount: async () => account,
    autoDelivery,
    loadAutoDelivery: async () => autoDelivery,
    giftDrop,
    loadGiftDrop: async () => giftDrop,
    state,
    commerce,
    myCart,
    backend,
    payments,
    clock,
    ids,
    loadStorefront: storefrontLoader(myCart, clock),
    analytics: {
      track(event) {
        state.calls.push(`track:${event.event}`);
        state.analytics.push(event);
      },
      pushTagLayer(entry) {
        state.tagLayer.push(entry);
      },
    },
    cart: () => commerce.activeCartOf(FAKE_SESSION),
    seedCart(quantity = 2) {
      const add = { action: 'addLineItem', sku: almonds.variants[0]!.sku, quantity } as const;
      return commerce.seedCart({ anonymousId: FAKE_SESSION, actions: quantity > 0 ? [add] : [] });
    },
  };
}

/**
 * Makes `services.backend.addToCart` record what it is sent and answer with no data (a page's own add, whose answer
 * the test does not need); returns the recorded inputs, in order.
 */
export function recordAddToCart(services: FakeServices): Parameters<FakeServices['backend']['addToCart']>[0][] {
  const sent: Parameters<FakeServices['backend']['addToCart']>[0][] = [];
  services.backend.addToCart = async (input) => {
    sent.push(input);
    return { data: undefined };
  };
  return sent;
}
