import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { CommercetoolsMock } from '@labdigital/commercetools-mock';
import { seedCommercetoolsMock, type SeedOptions, type SeedSummary } from './seed-mock';

/**
 * `@labdigital/commercetools-mock` as a real HTTP server on 127.0.0.1 (random free port), seeded with our
 * catalogue and discounts (seed-mock.ts), for running the commerce contract suite over the commercetools
 * HTTP adapter. The mock's fastify app listens directly: no msw, global fetch is not intercepted.
 */

/** Project key of the mock project (as WIRE.md's local server). */
export const MOCK_PROJECT_KEY = 'nutshell';

/** A started, seeded mock. `apiUrl` and `authUrl` are the same origin; the token endpoint is `${authUrl}/oauth/token`. */
export interface StartedCommercetoolsMock {
  readonly apiUrl: string;
  readonly authUrl: string;
  readonly projectKey: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** What the seed created, with the mock's ids by our keys. */
  readonly seed: SeedSummary;
  /** The mock itself, e.g. for `mock.project().get(...)` in a test. */
  readonly mock: CommercetoolsMock;
  close(): Promise<void>;
}

/**
 * What @labdigital/commercetools-mock 4.4.0 does not do as commercetools (and WIRE.md) does, one line each,
 * keyed by a short id. mock-harness.test.ts asserts that each one is real, so a mock upgrade that fixes one
 * fails the harness test and this list gets updated.
 */
export const MOCK_LIMITATIONS = {
  'projection-by-key':
    'GET /product-projections/key={key} answers 404 ResourceNotFound for existing keys; use GET /product-projections?where=key = "…"',
  'product-discounts-not-applied':
    'product discounts are stored but never applied: Price.discounted appears only when the PriceDraft carries it (the seed sets it) and line items ignore it (price.value × quantity)',
  'cart-discounts-not-applied':
    'addDiscountCode only checks that the code exists: no cart discount is applied (totalPrice, discountedPricePerQuantity unchanged) and the state is always MatchesCart',
  'discount-code-state-unchecked':
    'inactive (OLDNUTS) and used-up (SUMMER15) codes are added as MatchesCart: no NotActive / MaxApplicationReached (and no applicationCount exists to seed)',
  'price-tiers-ignored':
    'line item prices ignore tiers: at or above a tier minimumQuantity the line still costs price.value × quantity',
  'external-price-ignored':
    'addLineItem ignores externalPrice: the line is priced from the product (priceMode Platform, price.value × quantity)',
  'distribution-channel-ignored':
    'addLineItem ignores distributionChannel: the first USD price (the default) is selected and the line has no distributionChannel',
  'unsupported-cart-actions':
    'setKey, setLineItemDistributionChannel, addCustomShippingMethod, updateItemShippingAddress and removeItemShippingAddress answer 400 InvalidInput "Invalid action …"',
  'cart-draft-key-shipping-mode-ignored':
    'CartDraft key and shippingMode are dropped (no key, shippingMode always Single), so GET /carts/key={key} and Multiple mode cannot be exercised',
  'cart-total-fraction-digits': 'Cart.totalPrice has fractionDigits 0 (line item totals have 2)',
  'shipping-not-in-total':
    'setCustomShippingMethod sets shippingInfo but the shipping price is not added to Cart.totalPrice',
  'cart-tax-not-computed':
    'a cart with a shipping address gets no taxedPrice (the seed has no tax categories; the mock computes no tax rate)',
  'order-draft-custom-ignored':
    'POST /orders ignores the draft custom (the order copies the cart custom), drops customLineItems, and leaves the cart Active',
  'limit-zero': 'limit=0 is treated as the default limit 20 (results are returned, limit answers 20)',
  'stale-version-noop':
    'a stale version answers 409 only when an action changes the resource; a no-op update (recalculate) with a stale version answers 200',
  'any-client-credentials':
    'any client id/secret gets a token (tokens are validated on API calls, credentials are not)',
  'shipping-details-valid':
    'ItemShippingDetails.valid is true even when the targets do not add up to the line quantity',
  'noop-update-version':
    'an update whose actions change nothing (recalculate) keeps the version; commercetools and the local server answer version + 1',
  'delete-version-unchecked': 'DELETE /carts/{id} with a stale version deletes the cart instead of answering 409',
  'order-version-unchecked': 'POST /orders with a stale cart version creates the order instead of answering 409',
  'order-number-not-assigned':
    'orders without an orderNumber get a random string; commercetools leaves it empty, the local server takes the next number of its sequence',
  'order-sort-ignored': 'GET /orders ignores sort=createdAt desc and answers in creation order',
  'custom-object-create-only':
    'POST /custom-objects with version 0 replaces an existing object instead of answering 409 (commercetools then creates only when absent)',
} as const satisfies Readonly<Record<string, string>>;

/** Id of a MOCK_LIMITATIONS entry. */
export type MockLimitationId = keyof typeof MOCK_LIMITATIONS;

/**
 * Starts the mock with authentication on (client-credentials tokens are issued at `/oauth/token` and required
 * and validated on every API call; any client id/secret is accepted), listens on 127.0.0.1 port 0 and seeds it.
 * `close()` stops the server. `seedOptions` are passed to seedCommercetoolsMock (auth is filled in).
 */
export async function startCommercetoolsMock(
  seedOptions: Omit<SeedOptions, 'auth'> = {},
): Promise<StartedCommercetoolsMock> {
  const mock = new CommercetoolsMock({
    enableAuthentication: true,
    validateCredentials: true,
    defaultProjectKey: MOCK_PROJECT_KEY,
    silent: true,
    // Validate drafts against the mock's zod schemas of the API, as the real API would reject malformed ones.
    strict: true,
  });
  await mock.app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = mock.app.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const clientId = 'nutshell-contract';
    const clientSecret = randomBytes(16).toString('hex');
    const seed = await seedCommercetoolsMock(origin, MOCK_PROJECT_KEY, {
      ...seedOptions,
      auth: { authUrl: origin, clientId, clientSecret },
    });
    return {
      apiUrl: origin,
      authUrl: origin,
      projectKey: MOCK_PROJECT_KEY,
      clientId,
      clientSecret,
      seed,
      mock,
      close: () => mock.app.close(),
    };
  } catch (e) {
    await mock.app.close();
    throw e;
  }
}
