import type { CommercePort } from '../../ports/commerce';
import type { CartEditor } from '../../ports/my-cart';

/**
 * Shared helpers of the reliability suite: a shopper's session over real HTTP (fetch on
 * loopback), as the browser drives the local server: the session cookie, the CSRF header, the storefront
 * envelope and the commercetools `/me` cart endpoints.
 */

/** The CSRF header every state-changing browser request carries. */
export const CSRF = { 'x-nutshell-csrf': '1' } as const;
/** A deliverable US address of the storefront's shape. */
export const ADDRESS = {
  name: 'Pat Reliable',
  street1: '12 Orchard Lane',
  city: 'Princeton',
  state: 'NJ',
  postalCode: '08540',
  country: 'US' as const,
};
/** A card the embedded test gateway accepts. */
export const GOOD_CARD = { number: '4111 1111 1111 1111', expMonth: 12, expYear: 2040, cvc: '123' } as const;

/** A cart as the storefront envelope and the `/me` endpoints show it (the fields these tests read). */
export interface WireCart {
  readonly id: string;
  readonly version: number;
  readonly cartState?: string;
  readonly anonymousId?: string;
  readonly lineItems: readonly { readonly id: string; readonly quantity: number }[];
}

/** One HTTP answer: status and parsed JSON body (undefined when empty or not JSON). */
export interface Answer<T = unknown> {
  readonly status: number;
  readonly body: T;
}

/**
 * Sends `body` as JSON (or `raw` text as it is, content type application/json unless headers say otherwise; or
 * nothing) to `url` and returns status and parsed body; never throws on 4xx/5xx.
 */
export async function send<T = unknown>(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown; raw?: string } = {},
): Promise<Answer<T>> {
  const payload = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  const res = await fetch(url, {
    method: init.method ?? (payload === undefined ? 'GET' : 'POST'),
    headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: payload,
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, body: body as T };
}

/**
 * A SKU of an active, in-stock variant that may be ordered at least `minPieces` at a time (the line maximum
 * is the variant's maximum pieces per order capped at 4999).
 */
export async function orderableSku(commerce: CommercePort, minPieces = 1): Promise<string> {
  for (const categoryKey of ['nuts', 'dried-fruit', 'snacks', 'chocolates-sweets', 'coffee-tea']) {
    const { results } = await commerce.listProducts({ categoryKey, limit: 50, offset: 0 });
    const v = results
      .flatMap((p) => p.variants)
      .find((x) => x.active && !x.backordered && x.maximumPiecesPerOrder >= minPieces);
    if (v) return v.sku;
  }
  throw new Error(`no orderable variant allows ${minPieces} pieces per order`);
}

/** The local server's default client-credentials client (adapters/wiring/env.ts). */
export const LOCAL_CLIENT = { clientId: 'nutshell-local', clientSecret: 'nutshell-local-secret' } as const;

/** `Bearer …`: a client-credentials token of `client` from POST /commerce/oauth/token. */
export async function bearerOf(
  baseUrl: string,
  client: { clientId: string; clientSecret: string } = LOCAL_CLIENT,
): Promise<string> {
  const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
  const token = await send<{ access_token: string }>(`${baseUrl}/commerce/oauth/token`, {
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    raw: 'grant_type=client_credentials',
  });
  return `Bearer ${token.body.access_token}`;
}

/** orderableSku over HTTP (the commerce API with the default local client), for a server in another process. */
export async function orderableSkuOverHttp(baseUrl: string): Promise<string> {
  const page = await send<{ results: { masterVariant: { sku: string }; variants: { sku: string }[] }[] }>(
    `${baseUrl}/commerce/nutshell/product-projections?limit=50`,
    { headers: { authorization: await bearerOf(baseUrl) } },
  );
  const skus = page.body.results.flatMap((p) => [p.masterVariant, ...p.variants].map((v) => v.sku));
  for (const sku of skus) {
    const probe = await new Shopper(baseUrl).addToCart(sku).then(
      () => true,
      () => false,
    );
    if (probe) return sku;
  }
  throw new Error('no orderable SKU');
}

/** A shopper's browser session against `baseUrl`: its cookie (set by the first state-changing call). */
export class Shopper {
  cookie = '';
  constructor(readonly baseUrl: string) {}

  /** Headers of a browser request of this session (cookie, and the CSRF header for writes). */
  headers(write = false): Record<string, string> {
    return { ...(this.cookie ? { cookie: this.cookie } : {}), ...(write ? CSRF : {}) };
  }

  /** A fetch that carries the session cookie, for the browser's HTTP adapters (HttpMyCart). */
  readonly fetch: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), ...this.headers() } });

  /** POST /cart (spec core §7): adds `quantity` of `sku`; keeps the session cookie. Throws unless 200. */
  async addToCart(sku: string, quantity = 1): Promise<WireCart> {
    const res = await fetch(`${this.baseUrl}/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.headers(true) },
      body: JSON.stringify({ cart_sku: { sku_external_id: sku, quantity } }),
    });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    const body = (await res.json()) as { data?: { cart: WireCart } };
    if (res.status !== 200 || !body.data) throw new Error(`POST /cart answered ${res.status}: ${JSON.stringify(body)}`);
    return body.data.cart;
  }

  /** POST /commerce/nutshell/me/carts/{id} with `{ version, actions }`. */
  updateCart(id: string, version: number, actions: readonly object[]): Promise<Answer<WireCart>> {
    return send<WireCart>(`${this.baseUrl}/commerce/nutshell/me/carts/${id}`, {
      headers: this.headers(true),
      body: { version, actions },
    });
  }

  /**
   * Makes cart `cart` ready to order as checkout does: an e-mail, the shipping address, one shipment holding
   * every line, and its ground delivery option. Returns the cart's version. Throws on any refusal.
   */
  async readyToOrder(cart: WireCart): Promise<number> {
    const address = {
      firstName: 'Pat',
      lastName: 'Reliable',
      streetName: ADDRESS.street1,
      city: ADDRESS.city,
      state: ADDRESS.state,
      postalCode: ADDRESS.postalCode,
      country: 'US',
    };
    const shipped = await this.updateCart(cart.id, cart.version, [
      { action: 'setCustomerEmail', email: 'reliable@example.com' },
      { action: 'setShippingAddress', address },
      { action: 'addItemShippingAddress', address: { ...address, key: 'shipment-1' } },
      ...cart.lineItems.map((l) => ({
        action: 'setLineItemShippingDetails',
        lineItemId: l.id,
        shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: l.quantity }] },
      })),
    ]);
    if (shipped.status !== 200) throw new Error(`shipment refused: ${shipped.status} ${JSON.stringify(shipped.body)}`);
    const delivered = await send<{ data?: { cart: WireCart } }>(`${this.baseUrl}/api/checkout/delivery`, {
      headers: this.headers(true),
      body: { cartId: cart.id, version: shipped.body.version, shipmentKey: 'shipment-1', shippingMethodId: 'ground' },
    });
    if (delivered.status !== 200 || !delivered.body.data)
      throw new Error(`delivery refused: ${delivered.status} ${JSON.stringify(delivered.body)}`);
    return delivered.body.data.cart.version;
  }

  /** POST /payments/v1/tokenize with GOOD_CARD: a single-use nonce bound to this session. */
  async tokenize(): Promise<string> {
    const r = await send<{ data?: { nonce: string } }>(`${this.baseUrl}/payments/v1/tokenize`, {
      headers: this.headers(true),
      body: GOOD_CARD,
    });
    if (r.status !== 200 || !r.body.data) throw new Error(`tokenize refused: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data.nonce;
  }
}

/**
 * `editor` for one update whose every reload first waits a random time, up to 5 ms doubled per reload so far (at
 * most 640 ms): `updateCartWithRetry` reloads only after a conflict, so this is the jittered exponential back-off
 * a well-behaved client takes before retrying. Without it, 50 clients racing for one cart retry in lockstep and
 * make about 40 update attempts per increment.
 */
export function backingOff(editor: CartEditor): CartEditor {
  let reloads = 0;
  return {
    updateCart: (...a) => editor.updateCart(...a),
    getCartById: async (id) => {
      reloads += 1;
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(640, 5 * 2 ** reloads)));
      return editor.getCartById(id);
    },
  };
}
