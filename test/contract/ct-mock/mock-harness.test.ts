import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientBuilder } from '@commercetools/ts-client';
import {
  createApiBuilderFromCtpClient,
  type ByProjectKeyRequestBuilder,
  type Cart,
  type CartUpdateAction,
  type ProductProjection,
  type ProductVariant,
} from '@commercetools/platform-sdk';
import type { Product, Variant } from '../../../core/catalogue';
import { catalogFixtureSchema } from '../../../adapters/embedded/catalog/catalog-fixture';
import { catalogToDomain } from '../../../adapters/embedded/catalog/to-product';
import { CATALOG_FILE } from '../../../adapters/embedded/db/seed';
import { DEMO_PRODUCT_DISCOUNTS } from '../../../adapters/embedded/engine/demo-product-discounts';
import { DEMO_CART_DISCOUNTS, DEMO_DISCOUNT_CODES } from '../../../adapters/embedded/engine/demo-discounts';
import { applyProductDiscounts } from '../../../adapters/embedded/engine/product-discounts';
import {
  MOCK_LIMITATIONS,
  startCommercetoolsMock,
  type MockLimitationId,
  type StartedCommercetoolsMock,
} from './mock-server';
import { NUTSHELL_FOOD_ATTRIBUTES, PRODUCT_TYPE_KEY } from './seed-mock';

/**
 * Checks the seeded @labdigital/commercetools-mock with the official platform SDK (client-credentials flow), in
 * the shapes of adapters/commercetools/WIRE.md. Where the mock falls short, the test asserts the shortfall listed
 * in MOCK_LIMITATIONS instead, so the list stays true.
 */

let started: StartedCommercetoolsMock;
let api: ByProjectKeyRequestBuilder;
let products: Product[];
const asserted = new Set<MockLimitationId>();

/** Marks a MOCK_LIMITATIONS entry as asserted by the calling test. */
function limitation(id: MockLimitationId): void {
  expect(MOCK_LIMITATIONS[id]).toBeTruthy();
  asserted.add(id);
}

/** The HTTP status and body of a request the SDK rejected. */
async function failure(
  request: Promise<unknown>,
): Promise<{ statusCode: number; body: { errors?: { code: string; [k: string]: unknown }[] } }> {
  try {
    await request;
  } catch (e) {
    const err = e as { statusCode?: number; status?: number; body?: { errors?: { code: string }[] } };
    return { statusCode: err.statusCode ?? err.status ?? -1, body: err.body ?? {} };
  }
  throw new Error('expected the request to fail');
}

function sdkFor(
  m: StartedCommercetoolsMock,
  clientId = m.clientId,
  clientSecret = m.clientSecret,
): ByProjectKeyRequestBuilder {
  const client = new ClientBuilder()
    .withProjectKey(m.projectKey)
    .withClientCredentialsFlow({
      host: m.authUrl,
      projectKey: m.projectKey,
      credentials: { clientId, clientSecret },
      httpClient: fetch,
    })
    .withHttpMiddleware({ host: m.apiUrl, httpClient: fetch })
    .build();
  return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: m.projectKey });
}

const cents = (centAmount: number) => ({ type: 'centPrecision', currencyCode: 'USD', centAmount, fractionDigits: 2 });
const inContractCategories = (p: Product) =>
  ['/nuts/', '/driedfruit/', '/chocolatessweets/'].some((root) => p.path.startsWith(root));
const defaultPrice = (v: Variant) => v.prices.find((p) => p.channelKey === undefined)!;
/** A variant under /nuts with an auto-delivery price, no product discount and no tier at or below 2 units. */
const plainVariant = () =>
  products
    .filter((p) => p.path.startsWith('/nuts/'))
    .flatMap((p) => p.variants)
    .find(
      (v) =>
        v.active &&
        v.prices.length === 2 &&
        !defaultPrice(v).discounted &&
        defaultPrice(v).tiers.every((t) => t.minimumQuantity > 2),
    )!;

async function update(cart: Cart, actions: CartUpdateAction[]): Promise<Cart> {
  return (
    await api
      .carts()
      .withId({ ID: cart.id })
      .post({ body: { version: cart.version, actions } })
      .execute()
  ).body;
}
async function newCart(actions: CartUpdateAction[] = []): Promise<Cart> {
  const cart = (
    await api
      .carts()
      .post({ body: { currency: 'USD' } })
      .execute()
  ).body;
  return actions.length > 0 ? update(cart, actions) : cart;
}
async function projectionByKey(key: string): Promise<ProductProjection> {
  const { body } = await api
    .productProjections()
    .get({ queryArgs: { where: `key = "${key}"` } })
    .execute();
  expect(body.results).toHaveLength(1);
  return body.results[0]!;
}
const attributeMap = (v: ProductVariant) => Object.fromEntries((v.attributes ?? []).map((a) => [a.name, a.value]));

beforeAll(async () => {
  const fixture = catalogFixtureSchema.parse(JSON.parse(await readFile(CATALOG_FILE, 'utf8')));
  products = catalogToDomain(fixture, (p) => applyProductDiscounts(p, DEMO_PRODUCT_DISCOUNTS)).products;
  started = await startCommercetoolsMock();
  api = sdkFor(started);
});

afterAll(async () => {
  await started?.close();
});

describe('commercetools-mock harness', () => {
  it('seeds the catalogue and every demo discount', () => {
    expect(started.seed.counts.products).toBeGreaterThanOrEqual(products.filter(inContractCategories).length);
    expect(started.seed.counts).toMatchObject({
      categories: 18,
      cartDiscounts: DEMO_CART_DISCOUNTS.length,
      discountCodes: DEMO_DISCOUNT_CODES.length,
      productDiscounts: DEMO_PRODUCT_DISCOUNTS.length,
    });
  });

  it('has the nutshell-food product type with the attributes and constraints of WIRE.md', async () => {
    const { body } = await api.productTypes().withKey({ key: PRODUCT_TYPE_KEY }).get().execute();
    expect(body.attributes?.map((a) => [a.name, a.type, a.attributeConstraint])).toEqual(
      NUTSHELL_FOOD_ATTRIBUTES.map((a) => [a.name, a.type, a.sameForAll ? 'SameForAll' : 'None']),
    );
  });

  it('answers a product projection with the attributes and prices of WIRE.md', async () => {
    limitation('projection-by-key');
    const medjool = products.find((p) => p.key === 'medjool-dates')!;
    const byKey = await failure(api.productProjections().withKey({ key: medjool.key }).get().execute());
    expect(byKey.statusCode).toBe(404);
    expect(byKey.body.errors?.[0]?.code).toBe('ResourceNotFound');

    const projection = await projectionByKey(medjool.key);
    expect(projection).toMatchObject({
      key: medjool.key,
      name: { 'en-US': medjool.name },
      slug: { 'en-US': medjool.slug },
      published: true,
      productType: { typeId: 'product-type', id: started.seed.ids.productType },
    });
    expect(projection.categories.map((c) => c.id)).toEqual(
      medjool.categoryKeys.map((k) => started.seed.ids.categories[k]),
    );
    const variants = [projection.masterVariant, ...projection.variants];
    expect(variants.map((v) => v.sku)).toEqual(medjool.variants.map((v) => v.sku));
    for (const [i, v] of variants.entries()) {
      const domain = medjool.variants[i]!;
      expect(v).toMatchObject({
        id: i + 1,
        key: domain.sku,
        images: [{ url: `/images/products/${medjool.key}.svg`, dimensions: { w: 400, h: 400 } }],
      });
      expect(attributeMap(v)).toEqual({
        productPath: medjool.path,
        oneLinerDescription: medjool.oneLinerDescription,
        tags: medjool.tags,
        tagReferences: medjool.tags.map((t) => ({ typeId: 'key-value-document', id: started.seed.ids.tags[t] })),
        meltable: medjool.meltable,
        ingredients: domain.ingredients,
        variantName: domain.variantName,
        weightGrams: domain.weightGrams,
        active: domain.active,
        backordered: domain.backordered,
        maximumPiecesPerOrder: domain.maximumPiecesPerOrder,
        unitName: domain.unitName,
        ...(domain.unitSize !== undefined ? { unitSize: domain.unitSize } : {}),
        bagSize: domain.bagSize,
        bulk: domain.bulk,
        wholesale: domain.wholesale,
        autoDeliveryEligible: domain.autoDeliveryEligible,
        usdaNdbNo: domain.usdaNdbNo,
        ...(domain.servingsPerContainer !== undefined ? { servingsPerContainer: domain.servingsPerContainer } : {}),
        ...(domain.fixedAddress !== undefined ? { fixedAddress: domain.fixedAddress } : {}),
      });
      const def = defaultPrice(domain);
      const ad = domain.prices.find((p) => p.channelKey === 'auto-delivery');
      expect(v.prices).toEqual([
        {
          id: expect.any(String),
          key: `${domain.sku}-default`,
          value: cents(def.value.cents),
          ...(def.tiers.length > 0
            ? { tiers: def.tiers.map((t) => ({ minimumQuantity: t.minimumQuantity, value: cents(t.value.cents) })) }
            : {}),
          // Preset by the seed (the mock does not apply product discounts itself).
          discounted: {
            value: cents(def.discounted!.value.cents),
            discount: { typeId: 'product-discount', id: started.seed.ids.productDiscounts['pd-medjool-dollar-off'] },
          },
        },
        ...(ad
          ? [
              {
                id: expect.any(String),
                key: `${domain.sku}-ad`,
                value: cents(ad.value.cents),
                channel: { typeId: 'channel', id: started.seed.ids.channel },
              },
            ]
          : []),
      ]);
    }
  });

  it('finds a product by the SKU of any variant', async () => {
    const product = products.find((p) => p.path.startsWith('/nuts/') && p.variants.length > 1)!;
    for (const sku of [product.variants[0]!.sku, product.variants[1]!.sku]) {
      const { body } = await api
        .productProjections()
        .get({ queryArgs: { where: `masterVariant(sku = "${sku}") or variants(sku = "${sku}")` } })
        .execute();
      expect(body.results.map((p) => p.key)).toEqual([product.key]);
    }
  });

  it('lists the products of a category and its descendants sorted by name', async () => {
    const ids = ['nuts', 'almonds', 'peanuts', 'seeds', 'nutbutters', 'coconut'].map(
      (k) => started.seed.ids.categories[k],
    );
    const expected = products
      .filter((p) => p.categoryKeys.includes('nuts'))
      .map((p) => p.name)
      .sort();
    const { body } = await api
      .productProjections()
      .get({
        queryArgs: {
          where: `categories(id in (${ids.map((id) => `"${id}"`).join(', ')}))`,
          sort: 'name.en-US asc',
          limit: 10,
          offset: 5,
        },
      })
      .execute();
    expect(body.total).toBe(expected.length);
    expect(body.results.map((p) => p.name['en-US'])).toEqual(expected.slice(5, 15));
  });

  it('creates a USD cart and prices addLineItem { sku, quantity: 2 } at twice the default price', async () => {
    const variant = plainVariant();
    const cart = await newCart([{ action: 'addLineItem', sku: variant.sku, quantity: 2 }]);
    const line = cart.lineItems[0]!;
    expect(line).toMatchObject({
      quantity: 2,
      variant: { sku: variant.sku },
      price: { key: `${variant.sku}-default` },
      totalPrice: cents(2 * defaultPrice(variant).value.cents),
    });
    expect(cart.totalPrice.centAmount).toBe(2 * defaultPrice(variant).value.cents);
    limitation('cart-total-fraction-digits');
    expect(cart.totalPrice.fractionDigits).toBe(0);
  });

  it('adds the discount code SAVE10 (without applying its discount)', async () => {
    const variant = plainVariant();
    const cart = await newCart([{ action: 'addLineItem', sku: variant.sku, quantity: 1 }]);
    const withCode = await update(cart, [{ action: 'addDiscountCode', code: 'SAVE10' }]);
    expect(withCode.discountCodes).toEqual([
      { discountCode: { typeId: 'discount-code', id: started.seed.ids.discountCodes.SAVE10 }, state: 'MatchesCart' },
    ]);
    limitation('cart-discounts-not-applied');
    expect(withCode.totalPrice.centAmount).toBe(cart.totalPrice.centAmount);
    expect(withCode.lineItems[0]!.discountedPricePerQuantity).toEqual([]);

    const unknown = await failure(update(withCode, [{ action: 'addDiscountCode', code: 'NO-SUCH-CODE' }]));
    expect(unknown).toMatchObject({
      statusCode: 400,
      body: { errors: [{ code: 'DiscountCodeNonApplicable', reason: 'DoesNotExist', discountCode: 'NO-SUCH-CODE' }] },
    });

    limitation('discount-code-state-unchecked');
    const codes = await update(withCode, [
      { action: 'addDiscountCode', code: 'OLDNUTS' },
      { action: 'addDiscountCode', code: 'SUMMER15' },
    ]);
    expect(codes.discountCodes.map((c) => c.state)).toEqual(['MatchesCart', 'MatchesCart', 'MatchesCart']);
    const oldnuts = await api.discountCodes().withId({ ID: started.seed.ids.discountCodes.OLDNUTS! }).get().execute();
    expect(oldnuts.body.isActive).toBe(false);
  });

  it('answers a custom object by container and key', async () => {
    const { body } = await api
      .customObjects()
      .withContainerAndKey({ container: 'productNutritionFacts', key: 'medjool-dates' })
      .get()
      .execute();
    expect(body).toMatchObject({
      container: 'productNutritionFacts',
      key: 'medjool-dates',
      value: { servingSize: { unit: 'g' }, perServing: {} },
    });
    const tag = await api
      .customObjects()
      .withContainerAndKey({ container: 'tags', key: 'dried-fruit' })
      .get()
      .execute();
    expect(tag.body).toMatchObject({
      id: started.seed.ids.tags['dried-fruit'],
      value: { name: 'dried-fruit', label: 'Dried Fruit' },
    });
  });

  it('lists the auto-delivery channel with its discountPercent', async () => {
    const { body } = await api
      .channels()
      .get({ queryArgs: { limit: 500 } })
      .execute();
    expect(body.results).toEqual([
      expect.objectContaining({
        id: started.seed.ids.channel,
        key: 'auto-delivery',
        roles: ['ProductDistribution'],
        custom: expect.objectContaining({ fields: { discountPercent: 5 } }),
      }),
    ]);
  });

  describe('limitations of the mock', () => {
    it('does not derive or use product discounts, tiers or distribution channels in carts', async () => {
      limitation('product-discounts-not-applied');
      const medjool = products.find((p) => p.key === 'medjool-dates')!.variants[0]!;
      const cart = await newCart([{ action: 'addLineItem', sku: medjool.sku, quantity: 1 }]);
      expect(cart.lineItems[0]!.price.discounted?.value.centAmount).toBe(defaultPrice(medjool).discounted!.value.cents);
      expect(cart.totalPrice.centAmount).toBe(defaultPrice(medjool).value.cents);

      limitation('price-tiers-ignored');
      const tiered = products.flatMap((p) => p.variants).find((v) => defaultPrice(v).tiers.length > 0)!;
      const tier = defaultPrice(tiered).tiers[0]!;
      const tierCart = await newCart([{ action: 'addLineItem', sku: tiered.sku, quantity: tier.minimumQuantity }]);
      expect(tierCart.lineItems[0]!.totalPrice.centAmount).toBe(
        tier.minimumQuantity * defaultPrice(tiered).value.cents,
      );

      limitation('distribution-channel-ignored');
      const variant = plainVariant();
      const adCart = await newCart([
        {
          action: 'addLineItem',
          sku: variant.sku,
          quantity: 1,
          distributionChannel: { typeId: 'channel', key: 'auto-delivery' },
        },
      ]);
      expect(adCart.lineItems[0]!.price.key).toBe(`${variant.sku}-default`);
      expect(adCart.lineItems[0]!.distributionChannel).toBeUndefined();

      limitation('external-price-ignored');
      const external = await newCart([
        {
          action: 'addLineItem',
          sku: variant.sku,
          quantity: 1,
          externalPrice: { currencyCode: 'USD', centAmount: 4321 },
        },
      ]);
      expect(external.lineItems[0]!.priceMode).toBe('Platform');
      expect(external.lineItems[0]!.price.key).toBe(`${variant.sku}-default`);
    });

    it('rejects some WIRE.md cart actions and drops the cart key and shipping mode', async () => {
      limitation('unsupported-cart-actions');
      const variant = plainVariant();
      const cart = await newCart([{ action: 'addLineItem', sku: variant.sku, quantity: 1 }]);
      const lineItemId = cart.lineItems[0]!.id;
      const unsupported: CartUpdateAction[] = [
        { action: 'setKey', key: 'k' },
        {
          action: 'setLineItemDistributionChannel',
          lineItemId,
          distributionChannel: { typeId: 'channel', key: 'auto-delivery' },
        },
        {
          action: 'addCustomShippingMethod',
          shippingKey: 'a',
          shippingMethodName: 'Ground',
          shippingRate: { price: { currencyCode: 'USD', centAmount: 599 } },
          shippingAddress: { key: 'a', country: 'US' },
        },
        { action: 'updateItemShippingAddress', address: { key: 'a', country: 'US' } },
        { action: 'removeItemShippingAddress', addressKey: 'a' },
      ];
      for (const action of unsupported) {
        const f = await failure(update(cart, [action]));
        expect(f).toMatchObject({
          statusCode: 400,
          body: { errors: [{ code: 'InvalidInput', message: `Invalid action ${action.action}` }] },
        });
      }

      limitation('cart-draft-key-shipping-mode-ignored');
      const keyed = (
        await api
          .carts()
          .post({ body: { currency: 'USD', key: 'harness-cart', shippingMode: 'Multiple' } })
          .execute()
      ).body;
      expect(keyed.key).toBeUndefined();
      expect(keyed.shippingMode).toBe('Single');
      expect((await failure(api.carts().withKey({ key: 'harness-cart' }).get().execute())).statusCode).toBe(404);

      limitation('shipping-not-in-total');
      const shipped = await update(cart, [
        {
          action: 'setCustomShippingMethod',
          shippingMethodName: 'Ground',
          shippingRate: { price: { currencyCode: 'USD', centAmount: 599 } },
        },
      ]);
      expect(shipped.shippingInfo?.price.centAmount).toBe(599);
      expect(shipped.totalPrice.centAmount).toBe(cart.totalPrice.centAmount);

      limitation('stale-version-noop');
      expect((await update({ ...shipped, version: 1 }, [{ action: 'recalculate' }])).version).toBe(shipped.version);
      const conflict = await failure(
        update({ ...shipped, version: 1 }, [{ action: 'addLineItem', sku: variant.sku, quantity: 1 }]),
      );
      expect(conflict).toMatchObject({
        statusCode: 409,
        body: { errors: [{ code: 'ConcurrentModification', currentVersion: shipped.version }] },
      });
    });

    it('builds orders from the cart only, and treats limit=0 as 20', async () => {
      limitation('order-draft-custom-ignored');
      const variant = plainVariant();
      const cart = await newCart([
        { action: 'addLineItem', sku: variant.sku, quantity: 1 },
        {
          action: 'addCustomLineItem',
          name: { 'en-US': 'Adjustment' },
          slug: 'adjustment',
          money: { currencyCode: 'USD', centAmount: 100 },
          quantity: 1,
        },
        { action: 'setCustomerEmail', email: 'harness@example.com' },
        { action: 'setBillingAddress', address: { lastName: 'Harness', country: 'US' } },
      ]);
      const order = (
        await api
          .orders()
          .post({
            body: {
              cart: { typeId: 'cart', id: cart.id },
              version: cart.version,
              orderNumber: 'HARNESS-1',
              custom: { type: { typeId: 'type', key: 'orderFields' }, fields: { receiptToken: 'rt-harness' } },
            },
          })
          .execute()
      ).body;
      expect(order.orderNumber).toBe('HARNESS-1');
      expect(order.custom).toBeUndefined();
      expect(order.customLineItems).toEqual([]);
      expect((await api.carts().withId({ ID: cart.id }).get().execute()).body.cartState).toBe('Active');

      limitation('limit-zero');
      const { body } = await api
        .orders()
        .get({ queryArgs: { where: 'customerEmail = "harness@example.com"', limit: 0 } })
        .execute();
      expect(body).toMatchObject({ total: 1, limit: 20, count: 1 });
    });

    it('issues tokens for any client credentials and requires a valid token', async () => {
      limitation('any-client-credentials');
      const stranger = sdkFor(started, 'someone-else', 'wrong-secret');
      expect((await stranger.channels().get().execute()).statusCode).toBe(200);
      const anonymous = await fetch(`${started.apiUrl}/${started.projectKey}/channels`);
      expect(anonymous.status).toBe(401);
    });

    it('checks neither shipping details, no-op updates, versions on delete and order, nor order numbers, sorts and e-mail case as the local server does', async () => {
      const variant = plainVariant();
      limitation('shipping-details-valid');
      const cart = await newCart([
        { action: 'addLineItem', sku: variant.sku, quantity: 3 },
        { action: 'addItemShippingAddress', address: { key: 'shipment-1', country: 'US' } },
      ]);
      const partial = await update(cart, [
        {
          action: 'setLineItemShippingDetails',
          lineItemId: cart.lineItems[0]!.id,
          shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 1 }] },
        },
      ]);
      expect(partial.lineItems[0]?.shippingDetails?.valid).toBe(true);

      limitation('noop-update-version');
      expect((await update(partial, [{ action: 'recalculate' }])).version).toBe(partial.version);

      limitation('delete-version-unchecked');
      const doomed = await newCart([{ action: 'addLineItem', sku: variant.sku, quantity: 1 }]);
      expect(
        (
          await api
            .carts()
            .withId({ ID: doomed.id })
            .delete({ queryArgs: { version: doomed.version - 1 } })
            .execute()
        ).statusCode,
      ).toBe(200);

      limitation('order-version-unchecked');
      limitation('order-number-not-assigned');
      const first = await newCart([
        { action: 'addLineItem', sku: variant.sku, quantity: 1 },
        { action: 'setCustomerEmail', email: 'Case@Example.com' },
      ]);
      const stale = (
        await api
          .orders()
          .post({ body: { cart: { typeId: 'cart', id: first.id }, version: first.version - 1 } })
          .execute()
      ).body;
      expect(stale.orderNumber).not.toMatch(/^\d+$/);

      limitation('custom-object-create-only');
      await api
        .customObjects()
        .post({ body: { container: 'sequences', key: 'harness', value: 1 } })
        .execute();
      const replaced = (
        await api
          .customObjects()
          .post({ body: { container: 'sequences', key: 'harness', value: 2, version: 0 } })
          .execute()
      ).body;
      expect(replaced.value).toBe(2);

      limitation('order-sort-ignored');
      const second = await newCart([{ action: 'addLineItem', sku: variant.sku, quantity: 1 }]);
      await new Promise((r) => setTimeout(r, 5));
      const later = (
        await api
          .orders()
          .post({ body: { cart: { typeId: 'cart', id: second.id }, version: second.version } })
          .execute()
      ).body;
      const newestFirst = (
        await api
          .orders()
          .get({ queryArgs: { sort: 'createdAt desc', limit: 500 } })
          .execute()
      ).body.results.map((o) => o.id);
      expect(newestFirst.indexOf(later.id)).toBeGreaterThan(newestFirst.indexOf(stale.id));
    });

    it('computes no tax for a cart shipped to a taxed state', async () => {
      limitation('cart-tax-not-computed');
      const address = { country: 'US', state: 'NJ', city: 'Cranford', postalCode: '07016', streetName: '125 Moen Ave' };
      const line = { action: 'addLineItem', sku: plainVariant().sku, quantity: 2 } as const;
      const cart = await newCart([line, { action: 'setShippingAddress', address }]);
      expect(cart.shippingAddress?.state).toBe('NJ');
      expect(cart.taxedPrice).toBeUndefined();
    });

    it('asserted every listed limitation', () => {
      expect([...asserted].sort()).toEqual(Object.keys(MOCK_LIMITATIONS).sort());
    });
  });
});
