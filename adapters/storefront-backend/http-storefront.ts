import type { Envelope } from '../../core/notifications/model/envelope-types';
import { err, ok } from '../../core/shared/result';
import type { Cart } from '../../core/cart/model/cart';
import type { PaymentTokenizerPort, CardInput } from '../../ports/payments';
import type { ProductCard } from '../../core/catalogue/model/product-card';
import type { AddToCartInput, FavoritesData, StorefrontBackendPort } from '../../ports/storefront-backend';
import { PortError } from '../../core/shared/errors';

/** Header sent on every state-changing request (the server's CSRF check). */
const CSRF = { 'x-nutshell-csrf': '1' };
const JSON_HEADERS = { 'content-type': 'application/json', ...CSRF };

/** Sends a request; throws PortError when the backend is unreachable. Answers are JSON (or empty). */
async function requestJson(port: string, url: string, init: RequestInit, fetchFn: typeof fetch): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetchFn(url, init);
  } catch (e) {
    throw new PortError(port, `unreachable: ${url}`, undefined, { cause: e });
  }
  if (res.status >= 500) throw new PortError(port, `HTTP ${res.status} from ${url}`, res.status);
  const text = await res.text();
  try {
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  } catch (e) {
    throw new PortError(port, `invalid JSON from ${url}`, res.status, { cause: e });
  }
}

/** Reads an envelope from any answer: 2xx and 4xx bodies both carry `{ data, errors, ... }`. */
async function envelopeCall<T>(fetchFn: typeof fetch, url: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const a = await requestJson('storefront', url, { credentials: 'same-origin', ...init }, fetchFn);
  return (a.body ?? {}) as Envelope<T>;
}

/**
 * The storefront backend over HTTP with the session cookie (same origin), as the browser calls it
 * (spec: core-cart-checkout §7 Calls). Every answer is an envelope.
 */
export class HttpStorefrontBackend implements StorefrontBackendPort {
  /** @param fetchFn the browser's fetch by default; Node tests pass a cookie-keeping or replaying fetch. */
  constructor(private readonly baseUrl = '', private readonly fetchFn: typeof fetch = (i, o) => globalThis.fetch(i, o)) {}

  addToCart(input: AddToCartInput) {
    return envelopeCall<{ cart: Cart; cart_line: { id: string; quantity_added: number } }>(this.fetchFn, `${this.baseUrl}/cart`, {
      method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ cart_sku: { sku_external_id: input.sku, quantity: input.quantity, ...(input.listMetadata ? { list_metadata: input.listMetadata } : {}), ...(input.recipientsJson ? { recipients_json: input.recipientsJson } : {}) } }),
    });
  }
  resolvePath(path: string) {
    return envelopeCall<never>(this.fetchFn, `${this.baseUrl}/api/resolve-path?path=${encodeURIComponent(path)}`) as ReturnType<StorefrontBackendPort['resolvePath']>;
  }
  getPredictedShipping() {
    return envelopeCall(this.fetchFn, `${this.baseUrl}/api/predicted-shipping`) as ReturnType<StorefrontBackendPort['getPredictedShipping']>;
  }
  calculateShipping(input: Parameters<StorefrontBackendPort['calculateShipping']>[0]) {
    return envelopeCall(this.fetchFn, `${this.baseUrl}/api/shipping-calculator`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(input) }) as ReturnType<StorefrontBackendPort['calculateShipping']>;
  }
  getRestrictedCountrySkus(skus: readonly string[]) {
    return envelopeCall(this.fetchFn, `${this.baseUrl}/api/restricted-country-skus?skus=${skus.map(encodeURIComponent).join(',')}`) as ReturnType<StorefrontBackendPort['getRestrictedCountrySkus']>;
  }
  selectDeliveryOption(input: Parameters<StorefrontBackendPort['selectDeliveryOption']>[0]) {
    return envelopeCall(this.fetchFn, `${this.baseUrl}/api/checkout/delivery`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(input) }) as ReturnType<StorefrontBackendPort['selectDeliveryOption']>;
  }
  placeOrder(input: Parameters<StorefrontBackendPort['placeOrder']>[0]) {
    return envelopeCall(this.fetchFn, `${this.baseUrl}/api/checkout/place-order`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(input) }) as ReturnType<StorefrontBackendPort['placeOrder']>;
  }
  getReceipt(token: string) {
    return envelopeCall(this.fetchFn, `${this.baseUrl}/api/orders/receipt?token=${encodeURIComponent(token)}`) as ReturnType<StorefrontBackendPort['getReceipt']>;
  }
  isFirstOrder(receiptToken: string) {
    return envelopeCall(this.fetchFn, `${this.baseUrl}/api/orders/is-first-order?receiptToken=${encodeURIComponent(receiptToken)}`) as ReturnType<StorefrontBackendPort['isFirstOrder']>;
  }
  getRecentPurchases(limit?: number) {
    return envelopeCall<readonly ProductCard[]>(this.fetchFn, `${this.baseUrl}/api/recommendations/recent-purchases${limit === undefined ? '' : `?limit=${limit}`}`);
  }
  getRecommendationList(path: string) {
    return envelopeCall<readonly ProductCard[]>(this.fetchFn, `${this.baseUrl}${path}`);
  }
  setFavorite(productKey: string, favorite: boolean) {
    const form = new URLSearchParams({ ACTION: 'ADD_BASKET', ITEM_KEY: productKey, [favorite ? 'WISHLIST' : 'DELETE_WISHLIST']: '1' });
    return envelopeCall<FavoritesData>(this.fetchFn, `${this.baseUrl}/contents.html`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...CSRF }, body: form.toString(),
    });
  }
  getFavorites() {
    return envelopeCall<FavoritesData>(this.fetchFn, `${this.baseUrl}/api/favorites`);
  }
}

/**
 * The test gateway's tokenizer (POST /payments/v1/tokenize). A refusal's envelope key becomes the error code when
 * it is one of ERROR_CODES, else 'payment/invalid-card' (spec: core-cart-checkout §4 Placing an order).
 */
export class HttpTokenizer implements PaymentTokenizerPort {
  constructor(private readonly baseUrl = '', private readonly fetchFn: typeof fetch = (i, o) => globalThis.fetch(i, o)) {}
  async tokenizeCard(card: CardInput) {
    const a = await requestJson('payments', `${this.baseUrl}/payments/v1/tokenize`, { method: 'POST', credentials: 'same-origin', headers: JSON_HEADERS, body: JSON.stringify(card) }, this.fetchFn);
    const env = (a.body ?? {}) as Envelope<{ nonce: string; last4: string; brand: string }>;
    if (a.status === 200 && env.data) return ok(env.data);
    const e = env.errors?.[0];
    // zod is loaded only for a refusal, so the browser's first JavaScript stays without it.
    const { parseErrorCode } = await import('../../core/shared/error-code-schema');
    const code = parseErrorCode(e?.key, 'payment/invalid-card');
    return err({ code, message: e?.message ?? 'The card could not be processed.' });
  }
}
