import type { Envelope } from '../../core/notifications';
import { err, ok } from '../../core/shared';
import type { Cart } from '../../core/cart';
import type { PaymentTokenizerPort, CardInput } from '../../ports/payments';
import type { ProductCard } from '../../core/catalogue';
import type { ConversionPurchase } from '../../core/analytics';
import type { AddToCartInput, FavoritesData, StorefrontBackendPort } from '../../ports/storefront-backend';
import { requestJson, withFetch, type HttpOptions } from '../http/request-json';

/** Header sent on every state-changing request (the server's CSRF check). */
const CSRF = { 'x-nutshell-csrf': '1' };
const JSON_HEADERS = { 'content-type': 'application/json', ...CSRF };

/** What a StorefrontBackendPort method returns. */
type Answer<K extends keyof StorefrontBackendPort> = ReturnType<StorefrontBackendPort[K]>;

/**
 * Reads an envelope from any answer: 2xx and 4xx bodies both carry `{ data, errors, ... }`. GETs are retried on
 * transport failures and 502/503/504, POSTs sent once (adapters/http/request-json.ts); throws PortError when the
 * backend stays unreachable, times out, answers 5xx or answers something that is not JSON.
 */
async function envelopeCall<T>(http: HttpOptions, url: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const a = await requestJson('storefront', url, { credentials: 'same-origin', ...init }, http);
  return (a.body ?? {}) as Envelope<T>;
}

/**
 * The storefront backend over HTTP with the session cookie (same origin), as the browser calls it
 * (spec: core-cart-checkout §7 Calls). Every answer is an envelope.
 */
export class HttpStorefrontBackend implements StorefrontBackendPort {
  private readonly http: HttpOptions;

  /**
   * @param fetchFn the browser's fetch by default; Node tests pass a cookie-keeping or replaying fetch.
   * @param http timeout and retry settings of adapters/http/request-json.ts (defaults there).
   */
  constructor(
    private readonly baseUrl = '',
    fetchFn?: typeof fetch,
    http: HttpOptions = {},
  ) {
    this.http = withFetch(http, fetchFn);
  }

  /** GET `path` (after baseUrl) for its envelope. */
  private get<T>(path: string): Promise<Envelope<T>> {
    return envelopeCall<T>(this.http, `${this.baseUrl}${path}`);
  }
  /** POST `body` as JSON, with the CSRF header, to `path` (after baseUrl) for its envelope. */
  private post<T>(path: string, body: unknown): Promise<Envelope<T>> {
    const init = { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) };
    return envelopeCall<T>(this.http, `${this.baseUrl}${path}`, init);
  }

  addToCart(input: AddToCartInput) {
    const { sku, quantity, listMetadata, recipientsJson, greetingCardMessage, parentExternalId, customization } = input;
    return this.post<{ cart: Cart; cart_line: { id: string; quantity_added: number } }>('/cart', {
      cart_sku: {
        sku_external_id: sku,
        quantity,
        ...(listMetadata ? { list_metadata: listMetadata } : {}),
        ...(recipientsJson ? { recipients_json: recipientsJson } : {}),
        ...(greetingCardMessage ? { greeting_card_message: greetingCardMessage } : {}),
        ...(parentExternalId ? { parent_external_id: parentExternalId } : {}),
        ...(customization ? { customization } : {}),
      },
    });
  }
  resolvePath(path: string) {
    return this.get<never>(`/api/resolve-path?path=${encodeURIComponent(path)}`) as Answer<'resolvePath'>;
  }
  getPredictedShipping() {
    return this.get('/api/predicted-shipping') as Answer<'getPredictedShipping'>;
  }
  getShipDates(shipmentKey: string) {
    const query = `shipmentKey=${encodeURIComponent(shipmentKey)}`;
    return this.get(`/api/shipping-calculator/ship-dates?${query}`) as Answer<'getShipDates'>;
  }
  calculateShipping(input: Parameters<StorefrontBackendPort['calculateShipping']>[0]) {
    return this.post('/api/shipping-calculator', input) as Answer<'calculateShipping'>;
  }
  getRestrictedCountrySkus(skus: readonly string[]) {
    const query = skus.map(encodeURIComponent).join(',');
    return this.get(`/api/restricted-country-skus?skus=${query}`) as Answer<'getRestrictedCountrySkus'>;
  }
  selectDeliveryOption(input: Parameters<StorefrontBackendPort['selectDeliveryOption']>[0]) {
    return this.post('/api/checkout/delivery', input) as Answer<'selectDeliveryOption'>;
  }
  placeOrder(input: Parameters<StorefrontBackendPort['placeOrder']>[0]) {
    return this.post('/api/checkout/place-order', input) as Answer<'placeOrder'>;
  }
  getReceipt(token: string) {
    return this.get(`/api/orders/receipt?token=${encodeURIComponent(token)}`) as Answer<'getReceipt'>;
  }
  changePaymentMethod(order: { readonly receiptToken: string } | { readonly orderNumber: string }, nonce: string) {
    return this.post('/api/orders/change-payment-method', { ...order, nonce }) as Answer<'changePaymentMethod'>;
  }
  async sendPurchaseBeacon(body: ConversionPurchase) {
    const init = { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body), keepalive: true };
    await envelopeCall(this.http, `${this.baseUrl}/api/events/fb`, init).catch(() => undefined);
  }
  async reportEngagement(decisionId: string, variationId: number) {
    const body = new URLSearchParams({ decision_id: decisionId, variation_id: String(variationId) }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded', ...CSRF };
    const init = { method: 'POST', headers, body, keepalive: true };
    await envelopeCall(this.http, `${this.baseUrl}/api/dy/engagement`, init).catch(() => undefined);
  }
  isFirstOrder(receiptToken: string) {
    const query = encodeURIComponent(receiptToken);
    return this.get(`/api/orders/is-first-order?receiptToken=${query}`) as Answer<'isFirstOrder'>;
  }
  getRecentPurchases(limit?: number) {
    const query = limit === undefined ? '' : `?limit=${limit}`;
    return this.get<readonly ProductCard[]>(`/api/recommendations/recent-purchases${query}`);
  }
  getRecommendationList(path: string) {
    return this.get<readonly ProductCard[]>(path);
  }
  setFavorite(productKey: string, favorite: boolean) {
    const form = new URLSearchParams({
      ACTION: 'ADD_BASKET',
      ITEM_KEY: productKey,
      [favorite ? 'WISHLIST' : 'DELETE_WISHLIST']: '1',
    });
    return envelopeCall<FavoritesData>(this.http, `${this.baseUrl}/contents.html`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...CSRF },
      body: form.toString(),
    });
  }
  getFavorites() {
    return this.get<FavoritesData>('/api/favorites');
  }
  clearCopiedOrder() {
    return this.post('/api/orders/clear-copied-order', {}) as Answer<'clearCopiedOrder'>;
  }
  prepareCart() {
    return this.post('/api/checkout/prepare', {}) as Answer<'prepareCart'>;
  }
}

/**
 * The test gateway's tokenizer (POST /payments/v1/tokenize). A refusal's envelope key becomes the error code when
 * it is one of ERROR_CODES, else 'payment/invalid-card' (spec: core-cart-checkout §4 Placing an order).
 */
export class HttpTokenizer implements PaymentTokenizerPort {
  private readonly http: HttpOptions;

  /** @param fetchFn and `http` as for HttpStorefrontBackend. */
  constructor(
    private readonly baseUrl = '',
    fetchFn?: typeof fetch,
    http: HttpOptions = {},
  ) {
    this.http = withFetch(http, fetchFn);
  }
  async tokenizeCard(card: CardInput) {
    const body = JSON.stringify(card);
    const init: RequestInit = { method: 'POST', credentials: 'same-origin', headers: JSON_HEADERS, body };
    const a = await requestJson('payments', `${this.baseUrl}/payments/v1/tokenize`, init, this.http);
    const env = (a.body ?? {}) as Envelope<{ nonce: string; last4: string; brand: string }>;
    if (a.status === 200 && env.data) return ok(env.data);
    const e = env.errors?.[0];
    // zod is loaded only for a refusal, so the browser's first JavaScript stays without it.
    const { parseErrorCode } = await import('../../core/shared/error-code-schema');
    const code = parseErrorCode(e?.key, 'payment/invalid-card');
    return err({ code, message: e?.message ?? 'The card could not be processed.' });
  }
}
