import type { Cart } from '../../core/cart';
import type { Result } from '../../core/shared';
import { ChangeLineItemQuantities } from '../../core/cart';
import { ApplyDiscountCode } from '../../core/cart';
import { RemoveLineItem } from '../../core/cart';
import { SetShippingAddress } from '../../core/cart';
import { cartTotals } from '../../core/cart';
import { shipmentRequestsOf } from '../../core/checkout';
import type { CommercePort } from '../../ports/commerce';
import type { MyCartPort } from '../../ports/my-cart';
import type { PaymentTokenizerPort } from '../../ports/payments';
import type { StorefrontBackendPort } from '../../ports/storefront-backend';
import type { IdGenerator } from '../../ports/ids';
import { HttpCommerce } from '../../adapters/commercetools/http-commerce';
import { localServerConfig } from '../../adapters/commercetools/ct-api';
import { HttpMyCart } from '../../adapters/commercetools/http-my-cart';
import { HttpStorefrontBackend, HttpTokenizer } from '../../adapters/storefront-backend/http-storefront';
import { AlgoliaSearch } from '../../adapters/algolia/algolia-search';
import { fetchRequester } from '../../adapters/algolia/fetch-requester';
import type { SearchPort, SearchProductRecord, SearchResponse } from '../../ports/search';

/**
 * Scripted scenarios of the core use cases over the HTTP adapters. `npm run record` runs them against the
 * local server and stores the exchanges; the replay suite runs them again on the recording, without a server.
 * Every request must be deterministic: ids come from a counter, never from randomness or the clock.
 */
export interface ScenarioPorts {
  readonly commerce: CommercePort;
  readonly myCart: MyCartPort;
  readonly backend: StorefrontBackendPort;
  readonly payments: PaymentTokenizerPort;
  readonly search: SearchPort;
  readonly ids: IdGenerator;
}

/** The HTTP adapters on `baseUrl` through `fetchFn` (recording or replaying), with counter-based ids. */
export function portsFor(baseUrl: string, fetchFn: typeof fetch): ScenarioPorts {
  let n = 0;
  const next = () => (n += 1).toString(16).padStart(12, '0');
  return {
    commerce: new HttpCommerce(
      localServerConfig(
        baseUrl,
        { clientId: 'nutshell-local', clientSecret: 'nutshell-local-secret' },
        'nutshell',
        fetchFn,
      ),
    ),
    myCart: new HttpMyCart(baseUrl, 'nutshell', fetchFn),
    backend: new HttpStorefrontBackend(baseUrl, fetchFn),
    payments: new HttpTokenizer(baseUrl, fetchFn),
    search: new AlgoliaSearch({
      appId: 'nutshell',
      apiKey: 'nutshell-search',
      host: { url: new URL(baseUrl).host, protocol: 'http' },
      requester: fetchRequester(fetchFn),
    }),
    ids: { uuid: () => `00000000-0000-4000-8000-${next()}`, token: () => `replay-token-${next()}` },
  };
}

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

const labelled = (cart: Cart) => Object.fromEntries(cartTotals(cart).map((t) => [t.label, t.amount.cents]));
const NJ = {
  name: 'Pat Replay',
  street1: '12 Orchard Lane',
  city: 'Princeton',
  state: 'NJ',
  postalCode: '08540',
  country: 'US' as const,
};

/** A guest buys through the browser's ports: add, change quantity, refused and accepted codes, address, delivery, pay. */
async function guestCheckout(p: ScenarioPorts) {
  const page = await p.backend.resolvePath('/nuts');
  if (page.data?.pageType !== 'CategoryLandingPage') throw new Error('expected the /nuts landing page');
  const card = page.data.props.products.find((c) => c.inStock);
  if (!card) throw new Error('no product in stock');
  const added = await p.backend.addToCart({ sku: card.sku, quantity: 2 });
  let cart = added.data?.cart;
  if (!cart) throw new Error(`add to cart failed: ${JSON.stringify(added.errors)}`);
  const lineItemId = cart.lineItems[0]!.id;
  cart = value(await new ChangeLineItemQuantities(p.myCart).execute({ cart, changes: [{ lineItemId, quantity: 3 }] }));
  const refused = await new ApplyDiscountCode(p.myCart).execute({ cart, code: 'SUMMER15' });
  cart = (await p.myCart.getCartById(cart.id)) ?? cart;
  cart = value(await new ApplyDiscountCode(p.myCart).execute({ cart, code: 'SAVE10' }));
  cart = value(await new SetShippingAddress(p.myCart).execute({ cart, email: 'replay@example.com', address: NJ }));
  const quote = await p.backend.calculateShipping({ shipments: shipmentRequestsOf(cart) });
  const offers = quote.data?.offerSets[0]?.shippingOffers.map((o) => o.shippingMethodId) ?? [];
  const delivered = await p.backend.selectDeliveryOption({
    cartId: cart.id,
    version: cart.version,
    shipmentKey: 'shipment-1',
    shippingMethodId: 'ground',
  });
  cart = delivered.data?.cart ?? cart;
  const token = value(
    await p.payments.tokenizeCard({ number: '4111 1111 1111 1111', expMonth: 12, expYear: 2040, cvc: '123' }),
  );
  const placed = await p.backend.placeOrder({
    cartId: cart.id,
    version: cart.version,
    paymentNonces: [token.nonce],
    idempotencyKey: p.ids.uuid(),
  });
  const receiptToken = placed.data?.receiptToken;
  if (!receiptToken) throw new Error(`place order failed: ${JSON.stringify(placed.errors)}`);
  const receipt = await p.backend.getReceipt(receiptToken);
  return {
    sku: card.sku,
    quantity: cart.lineItems[0]!.quantity,
    refused: refused.ok ? undefined : refused.error.message,
    codes: cart.discountCodes.map((c) => `${c.code}:${c.state}`),
    offers,
    totals: labelled(cart),
    orderNumber: placed.data?.order.orderNumber,
    receiptTotals: Object.fromEntries((receipt.data?.order.totals ?? []).map((t) => [t.label, t.amount.cents])),
  };
}

/** A CX agent edits a two-shipment cart with the client-credentials commerce API: quantities, codes, removals. */
async function cxMultiShipment(p: ScenarioPorts) {
  const { results } = await p.commerce.listProducts({ categoryKey: 'driedfruit', limit: 10, offset: 0 });
  const skus = results
    .flatMap((r) =>
      r.variants
        .filter((v) => v.active && !v.backordered)
        .slice(0, 1)
        .map((v) => v.sku),
    )
    .slice(0, 2);
  if (skus.length < 2) throw new Error('need two products');
  let cart = value(await p.commerce.createCart({ key: 'cx-replay-cart' }));
  cart = value(
    await p.commerce.updateCart(cart.id, cart.version, [
      { action: 'addLineItem', sku: skus[0]!, quantity: 4 },
      { action: 'addLineItem', sku: skus[1]!, quantity: 1 },
      { action: 'setCustomerEmail', email: 'cx-replay@example.com' },
      { action: 'addItemShippingAddress', address: { key: 'shipment-1', ...NJ, custom: {} } },
      {
        action: 'addItemShippingAddress',
        address: {
          key: 'shipment-2',
          name: 'Lee Replay',
          street1: '5 Elm St',
          city: 'Albany',
          state: 'NY',
          postalCode: '12207',
          country: 'US',
          custom: {},
        },
      },
    ]),
  );
  const [a, b] = cart.lineItems;
  cart = value(
    await p.commerce.updateCart(cart.id, cart.version, [
      {
        action: 'setLineItemShippingDetails',
        lineItemId: a!.id,
        shippingDetails: {
          targets: [
            { addressKey: 'shipment-1', quantity: 3 },
            { addressKey: 'shipment-2', quantity: 1 },
          ],
        },
      },
      {
        action: 'setLineItemShippingDetails',
        lineItemId: b!.id,
        shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 1 }] },
      },
    ]),
  );
  const before = cart.itemShippingAddresses.map((s) => s.key);
  cart = value(
    await new ChangeLineItemQuantities(p.commerce).execute({ cart, changes: [{ lineItemId: a!.id, quantity: 2 }] }),
  );
  const afterReduce = {
    keys: cart.itemShippingAddresses.map((s) => s.key),
    targets: cart.lineItems.map((l) => l.shippingDetails?.targets.map((t) => `${t.addressKey}:${t.quantity}`)),
  };
  cart = value(await new ApplyDiscountCode(p.commerce).execute({ cart, code: 'SAVE10' }));
  cart = value(await new RemoveLineItem(p.commerce).execute({ cart, lineItemId: b!.id }));
  const shown = await p.commerce.getCartByKey('cx-replay-cart');
  return {
    before,
    afterReduce,
    lines: cart.lineItems.map((l) => `${l.variant.sku}x${l.quantity}`),
    codes: cart.discountCodes.map((c) => `${c.code}:${c.state}`),
    totals: labelled(cart),
    version: shown?.version,
  };
}

const names = (r: SearchResponse | undefined) =>
  (r?.hits ?? []).map((h) =>
    'Product' in h
      ? (h as unknown as SearchProductRecord).Product.name
      : 'name' in h
        ? String(h.name)
        : String((h as { query?: string }).query),
  );

/** A shopper searches with the official algoliasearch client: the suggestions popover, results with facets, a price replica, a typo. */
async function searchSession(p: ScenarioPorts) {
  const popover = await p.search.search([
    {
      indexName: 'Departments',
      query: 'alm',
      hitsPerPage: 5,
      distinct: true,
      filters: 'idealForSuggestions:true',
      ruleContexts: ['featuredCategories'],
    },
    {
      indexName: 'Products',
      query: 'alm',
      hitsPerPage: 5,
      distinct: true,
      filters: 'traits:searchable',
      clickAnalytics: true,
    },
    { indexName: 'Products_query_suggestions', query: 'alm', hitsPerPage: 6 },
  ]);
  const [results] = await p.search.search([{ indexName: 'Products', query: 'almonds', facets: ['*'], distinct: true }]);
  const [cheap] = await p.search.search([
    { indexName: 'Products_price_asc', query: 'chocolate', numericFilters: ['price<=10'], hitsPerPage: 10 },
  ]);
  const [typo] = await p.search.search([{ indexName: 'Products', query: 'almnds', hitsPerPage: 5, distinct: true }]);
  return {
    popover: popover.map((r) => ({
      index: r.index,
      nbHits: r.nbHits,
      hits: names(r),
      queryID: r.queryID !== undefined,
    })),
    results: {
      nbHits: results?.nbHits,
      hitsPerPage: results?.hitsPerPage,
      facetNames: Object.keys(results?.facets ?? {}).sort(),
    },
    cheapPrices: (cheap?.hits ?? []).map((h) => (h as unknown as SearchProductRecord).price),
    typo: names(typo),
  };
}

/** The recorded scenarios by name (file fixtures/recorded/{name}.json). */
export const SCENARIOS: Readonly<Record<string, (p: ScenarioPorts) => Promise<unknown>>> = {
  'guest-checkout': guestCheckout,
  'cx-multi-shipment': cxMultiShipment,
  'search-session': searchSession,
};
