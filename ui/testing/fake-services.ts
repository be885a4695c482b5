import type { BrowserServices } from '../../adapters/wiring/browser-services';
import { storefrontLoader } from '../../adapters/wiring/browser';
import type { MyCartPort } from '../../ports/my-cart';
import type { ResolvedPage, StorefrontBackendPort } from '../../ports/storefront-backend';
import type { ProductCard } from '../../core/catalogue/model/product-card';
import type { PaymentTokenizerPort } from '../../ports/payments';
import type { Cart } from '../../core/cart/model/cart';
import type { Order } from '../../core/cart/model/order';
import type { Envelope } from '../../core/notifications/model/envelope-types';
import type { ShippingOption } from '../../core/shipping/model/offers';
import { domainError, err, ok } from '../../core/shared/result';
import { usd } from '../../core/shared/money';
import type { AnalyticsEvent } from '../../core/analytics/model/events';
import { almondFacts, almonds, almondsCard, almondsCategory, driedFruitCategory, giftCertificate, nutsCategory } from './fixtures';
import { applyActions, emptyCart, lineFor, recompute } from './fake-cart';

/** The in-memory state behind the fake ports, exposed so tests can seed and inspect it. */
export interface FakeState {
  cart: Cart | undefined;
  orders: Order[];
  /** Milliseconds since the epoch the fake clock reports. */
  nowMs: number;
  /** Envelope errors the next placeOrder answers with (then cleared). */
  placeOrderErrors?: { message: string; key?: string }[];
  calls: string[];
  /** Product keys the session holds as favorites (POST /contents.html). */
  favorites: string[];
  /** Cards GET /api/recommendations/recent-purchases answers with ('Buy It Again'). */
  recentPurchases: ProductCard[];
  /** Cards any webstore recommendation list answers with. */
  recommendations: ProductCard[];
  /** Analytics events tracked, in order (each also logged in `calls` as 'track:<event>'). */
  analytics: AnalyticsEvent[];
  /** Entries pushed to the tag layer. */
  tagLayer: unknown[];
}

/** Fake BrowserServices with the fake state; `seedCart` fills the cart with `quantity` units of the almonds 1 lb bag. */
export interface FakeServices extends BrowserServices {
  readonly state: FakeState;
  seedCart(quantity?: number): Cart;
}

const option = (id: string, name: string, carrier: string, cents: number, days: number, arrival: [string, string], position: number): ShippingOption => ({
  shippingMethodId: id, carrier, carrierCode: carrier.toLowerCase(), name, price: usd(cents), listPrice: usd(cents), days,
  earliestArrivalOn: arrival[0], latestArrivalOn: arrival[1], requestedShipOn: '2026-03-02', flatRate: false, hidden: false,
  position, warnings: [], heatResistantIncluded: false,
});

/** In-memory implementation of the three ports plus clock and ids, good enough for component and store tests. */
export function createFakeServices(): FakeServices {
  const state: FakeState = { cart: undefined, orders: [], nowMs: Date.UTC(2026, 2, 2, 15, 0, 0), calls: [], favorites: [], recentPurchases: [], recommendations: [], analytics: [], tagLayer: [] };
  let seq = 0;
  const envelope = <T>(data: T): Envelope<T> => ({ data });

  const myCart: MyCartPort = {
    async getActiveCart() { state.calls.push('getActiveCart'); return state.cart; },
    async getCartById(id) { return state.cart?.id === id ? state.cart : undefined; },
    async updateCart(id, version, actions) {
      state.calls.push(`updateCart:${actions.map((a) => a.action).join(',')}`);
      if (!state.cart || state.cart.id !== id) return err(domainError('cart/not-found', 'Cart not found'));
      const r = applyActions(state.cart, version, actions);
      if (r.ok) state.cart = r.value;
      return r;
    },
  };

  const resolve = (path: string): ResolvedPage => {
    if (path === '/') return { pageType: 'HomePage', props: { categories: [nutsCategory, driedFruitCategory], featured: [almondsCard] } };
    if (path === '/nuts') {
      return { pageType: 'CategoryLandingPage', props: { category: nutsCategory, ancestors: [], children: [almondsCategory], products: [almondsCard], total: 1 } };
    }
    if (path === almonds.path) return { pageType: 'ProductPage', props: { product: almonds, ancestors: [nutsCategory, almondsCategory], nutritionFacts: almondFacts } };
    if (path === giftCertificate.path) return { pageType: 'ProductPage', props: { product: giftCertificate, ancestors: [], nutritionFacts: undefined } };
    return { pageType: '404', props: {} };
  };

  const backend: StorefrontBackendPort = {
    async resolvePath(path) { state.calls.push(`resolvePath:${path}`); return envelope(resolve(path)); },
    async addToCart({ sku, quantity }) {
      state.calls.push(`addToCart:${sku}:${quantity}`);
      const variant = almonds.variants.find((v) => v.sku === sku);
      if (!variant) return { errors: [{ message: `Unknown SKU ${sku}` }] };
      const cart = state.cart ?? emptyCart();
      const existing = cart.lineItems.find((l) => l.variant.sku === sku);
      const line = existing ? { ...existing, quantity: existing.quantity + quantity } : lineFor(almonds, variant, quantity, `line-${++seq}`);
      const lineItems = existing ? cart.lineItems.map((l) => (l.id === line.id ? line : l)) : [...cart.lineItems, line];
      state.cart = recompute({ ...cart, lineItems, version: cart.version + 1 });
      return envelope({ cart: state.cart, cart_line: { id: line.id, quantity_added: quantity } });
    },
    async getPredictedShipping() {
      return envelope({ expiresAt: Math.floor(state.nowMs / 1000) + 2 * 3600 + 5 * 60 + 9, friendly: 'today' as const, date: '2026-03-02' });
    },
    async calculateShipping({ shipments }) {
      state.calls.push('calculateShipping');
      return envelope({
        offerSets: shipments.map((s) => ({
          key: s.key, address: s.address, containsMeltables: s.lines.some((l) => l.meltable),
          shippingOffers: [
            option('ups-ground', 'UPS Ground', 'UPS', 899, 4, ['2026-03-05', '2026-03-06'], 1),
            option('ups-2day', 'UPS 2nd Day Air', 'UPS', 1999, 2, ['2026-03-04', '2026-03-04'], 2),
          ],
        })),
      });
    },
    async getRestrictedCountrySkus() { return envelope({ restrictedCountrySkus: {} }); },
    async selectDeliveryOption({ cartId, version, shipmentKey, shippingMethodId }) {
      state.calls.push(`selectDeliveryOption:${shipmentKey}:${shippingMethodId}`);
      const cart = state.cart;
      if (!cart || cart.id !== cartId) return { errors: [{ message: 'Cart not found' }] };
      if (cart.version !== version) return { errors: [{ key: 'cart/version-conflict', message: 'Object version mismatch' }] };
      const cents = shippingMethodId === 'ups-2day' ? 1999 : 899;
      const itemShippingAddresses = cart.itemShippingAddresses.map((a) => (a.key !== shipmentKey ? a : {
        ...a, custom: { ...a.custom, shippingMethodId, priceCents: cents, shippingMethodName: shippingMethodId, requestedDeliveryOn: '2026-03-06' },
      }));
      state.cart = recompute({
        ...cart, version: cart.version + 1, itemShippingAddresses,
        shippingInfo: { shippingMethodName: shippingMethodId, price: usd(cents) },
      });
      return envelope({ cart: state.cart });
    },
    async placeOrder({ cartId, version }) {
      state.calls.push('placeOrder');
      if (state.placeOrderErrors) { const errors = state.placeOrderErrors; state.placeOrderErrors = undefined; return { errors }; }
      const cart = state.cart;
      if (!cart || cart.id !== cartId) return { errors: [{ message: 'Cart not found' }] };
      if (cart.version !== version) return { errors: [{ key: 'cart/version-conflict', message: 'Object version mismatch' }] };
      const order: Order = {
        id: `order-${++seq}`, orderNumber: `10000${seq}`, orderState: 'Open', createdAt: new Date(state.nowMs).toISOString(),
        customerEmail: cart.customerEmail, shippingAddress: cart.shippingAddress, cart, payments: [], receiptToken: `tok-${seq}`,
        totals: [{ label: 'Subtotal', amount: cart.totalPrice }, { label: 'Total', amount: cart.totalPrice }],
      };
      state.orders.push(order);
      state.cart = undefined;
      return envelope({ order, receiptToken: order.receiptToken });
    },
    async getReceipt(token) {
      const order = state.orders.find((o) => o.receiptToken === token);
      return order ? envelope({ order }) : { errors: [{ message: 'Receipt not found' }] };
    },
    async isFirstOrder() { return envelope({ isFirstOrder: true, orderCount: 1 }); },
    async getRecentPurchases(limit) { state.calls.push(`getRecentPurchases:${limit ?? ''}`); return envelope(state.recentPurchases.slice(0, limit ?? 20)); },
    async getRecommendationList(path) { state.calls.push(`getRecommendationList:${path}`); return envelope(state.recommendations); },
    async setFavorite(productKey, favorite) {
      state.calls.push(`setFavorite:${productKey}:${favorite}`);
      state.favorites = favorite ? [productKey, ...state.favorites.filter((k) => k !== productKey)] : state.favorites.filter((k) => k !== productKey);
      return envelope({ favorites: state.favorites });
    },
    async getFavorites() { return envelope({ favorites: state.favorites }); },
  };

  const payments: PaymentTokenizerPort = {
    async tokenizeCard(card) {
      state.calls.push('tokenizeCard');
      if (card.number.replace(/\s/g, '') === '4000000000000002') return err(domainError('payment/declined', 'Your card was declined.'));
      return ok({ nonce: `nonce-${++seq}`, last4: card.number.slice(-4), brand: 'Visa' });
    },
  };

  const clock = { nowMs: () => state.nowMs };
  return {
    state, myCart, backend, payments, clock,
    loadStorefront: storefrontLoader(myCart, clock),
    analytics: {
      track(event) { state.calls.push(`track:${event.event}`); state.analytics.push(event); },
      pushTagLayer(entry) { state.tagLayer.push(entry); },
    },
    ids: { uuid: () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`, token: () => `token-${++seq}` },
    seedCart(quantity = 2) {
      state.cart = recompute({ ...emptyCart(), lineItems: [lineFor(almonds, almonds.variants[0]!, quantity, 'line-seeded')] });
      return state.cart;
    },
  };
}
