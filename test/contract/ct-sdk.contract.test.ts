import type {
  ByProjectKeyRequestBuilder,
  Cart,
  CartDraft,
  ClientResponse,
  ErrorResponse,
} from '@commercetools/platform-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCtApi, localServerConfig } from '../../adapters/commercetools/ct-api';
import { startTestServer, TEST_CLIENT, type TestServer } from '../support/test-server';

/**
 * The local server's commerce API driven by the official platform SDK the way a new client uses it, from the
 * documented API rather than from what our adapter sends (adapters/commercetools/WIRE.md): CartDrafts with their
 * contents, unfiltered, filtered, sorted and expanded queries of every listed resource. Runs on PGlite and on
 * PostgreSQL (vitest projects).
 */

let server: TestServer;
let api: ByProjectKeyRequestBuilder;

beforeAll(async () => {
  server = await startTestServer();
  api = createCtApi(localServerConfig(server.baseUrl, TEST_CLIENT));
}, 60_000);
afterAll(async () => server?.close());

/** The error body of a request the server refused (the SDK throws on 4xx). */
async function refusal(request: {
  execute(): Promise<ClientResponse<unknown>>;
}): Promise<{ status: number; body: ErrorResponse }> {
  try {
    await request.execute();
  } catch (e) {
    const err = e as { statusCode?: number; body?: ErrorResponse };
    return { status: err.statusCode ?? 0, body: err.body as ErrorResponse };
  }
  throw new Error('the request was accepted');
}

const address = {
  key: 'home',
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetNumber: '12',
  streetName: 'Main St',
  city: 'Newark',
  state: 'NJ',
  postalCode: '07102',
  country: 'US',
};

describe('POST /carts with a documented CartDraft', () => {
  it('creates the cart with its line items, custom line items, addresses, item shipping addresses, discount code and custom fields in one request', async () => {
    const draft: CartDraft = {
      currency: 'USD',
      key: 'sdk-draft-full',
      customerEmail: 'ada@example.com',
      country: 'US',
      locale: 'en-US',
      shippingMode: 'Multiple',
      shippingAddress: address,
      billingAddress: { ...address, key: undefined },
      itemShippingAddresses: [address, { ...address, key: 'office', streetName: 'Broad St' }],
      lineItems: [
        {
          sku: '1072-01',
          quantity: 2,
          shippingDetails: {
            targets: [
              { addressKey: 'home', quantity: 1 },
              { addressKey: 'office', quantity: 1 },
            ],
          },
        },
        { sku: '1001-01' },
      ],
      customLineItems: [
        {
          name: { 'en-US': 'Packing slip' },
          slug: 'packing-slip',
          money: { currencyCode: 'USD', centAmount: 0 },
          quantity: 1,
        },
      ],
      discountCodes: ['SAVE10'],
      custom: { type: { typeId: 'type', key: 'cartFields' }, fields: { orderTags: 'sdk' } },
    };
    const created = await api.carts().post({ body: draft }).execute();
    expect(created.statusCode).toBe(201);
    const cart: Cart = created.body;
    expect(cart).toMatchObject({
      version: 1,
      key: 'sdk-draft-full',
      customerEmail: 'ada@example.com',
      country: 'US',
      locale: 'en-US',
      shippingMode: 'Multiple',
      cartState: 'Active',
    });
    expect(cart.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([
      ['1072-01', 2],
      ['1001-01', 1],
    ]);
    expect(cart.lineItems[0]?.shippingDetails?.targets).toEqual([
      { addressKey: 'home', quantity: 1 },
      { addressKey: 'office', quantity: 1 },
    ]);
    expect(cart.customLineItems.map((l) => [l.slug, l.quantity, l.money.centAmount])).toEqual([['packing-slip', 1, 0]]);
    expect(cart.itemShippingAddresses.map((a) => a.key)).toEqual(['home', 'office']);
    expect(cart.shippingAddress).toMatchObject({
      lastName: 'Ada Lovelace',
      streetName: '12 Main St',
      postalCode: '07102',
      country: 'US',
    });
    expect(cart.discountCodes.map((d) => d.state)).toEqual(['MatchesCart']);
    expect(cart.custom?.fields).toMatchObject({ orderTags: 'sdk' });
    // The 10% code applies to the lines: every line's price is discounted.
    const lineTotals = cart.lineItems.reduce((sum, l) => sum + l.totalPrice.centAmount, 0);
    const listTotals = cart.lineItems.reduce(
      (sum, l) => sum + (l.price.discounted?.value.centAmount ?? l.price.value.centAmount) * l.quantity,
      0,
    );
    expect(lineTotals).toBeLessThan(listTotals);
    const read = await api.carts().withKey({ key: 'sdk-draft-full' }).get().execute();
    expect(read.body).toMatchObject({ id: cart.id, version: 1, totalPrice: cart.totalPrice });
  });

  it('stores nothing when a line of the draft names an unknown SKU', async () => {
    const { status, body } = await refusal(
      api.carts().post({
        body: { currency: 'USD', key: 'sdk-draft-bad-sku', lineItems: [{ sku: '1072-01' }, { sku: 'NO-SUCH-SKU' }] },
      }),
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/NO-SUCH-SKU/);
    const after = await refusal(api.carts().withKey({ key: 'sdk-draft-bad-sku' }).get());
    expect(after.status).toBe(404);
  });

  it('refuses a documented field it does not implement as not supported, naming it', async () => {
    const { status, body } = await refusal(
      api.carts().post({
        body: {
          currency: 'USD',
          lineItems: [{ sku: '1072-01', supplyChannel: { typeId: 'channel', key: 'warehouse' } }],
        },
      }),
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({ code: 'InvalidField', field: 'lineItems[0].supplyChannel' });
    expect(body.message).toBe(
      "The field 'lineItems[0].supplyChannel' is documented by commercetools but not supported by this server.",
    );
  });

  it('refuses a value it does not have with the allowed values', async () => {
    const { status, body } = await refusal(api.carts().post({ body: { currency: 'EUR' } }));
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      code: 'InvalidField',
      field: 'currency',
      invalidValue: 'EUR',
      allowedValues: ['USD'],
    });
  });

  it('refuses a documented update action it does not implement by name, and changes nothing', async () => {
    const cart = (
      await api
        .carts()
        .post({ body: { currency: 'USD', lineItems: [{ sku: '1072-01' }] } })
        .execute()
    ).body;
    const { status, body } = await refusal(
      api
        .carts()
        .withId({ ID: cart.id })
        .post({
          body: {
            version: cart.version,
            actions: [
              { action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity: 3 },
              { action: 'setLocale', locale: 'en-US' },
            ],
          },
        }),
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      code: 'InvalidField',
      field: 'actions[1].action',
      invalidValue: 'setLocale',
    });
    const read = await api.carts().withId({ ID: cart.id }).get().execute();
    expect(read.body.version).toBe(cart.version);
    expect(read.body.lineItems[0]?.quantity).toBe(1);
  });
});

describe('queries the documented way, through the SDK', () => {
  const keysOf = (r: { results: readonly { key?: string }[] }) => r.results.map((x) => x.key);

  it('answers the predicates of the issue: key =, name(en-US =), masterVariant(sku =), categories(id =)', async () => {
    const q = (where: string) =>
      api
        .productProjections()
        .get({ queryArgs: { where, limit: 500 } })
        .execute();
    expect(keysOf((await q('key = "almonds"')).body)).toEqual(['almonds']);
    expect(keysOf((await q('name(en-US = "Almonds")')).body)).toEqual(['almonds']);
    expect(keysOf((await q('masterVariant(sku = "1072-01")')).body)).toEqual(['almonds']);
    const nuts = (await q('categories(id = "cat-nuts")')).body;
    expect(nuts.results.length).toBeGreaterThan(0);
    expect(nuts.results.every((p) => p.categories.some((c) => c.id === 'cat-nuts'))).toBe(true);
  });

  it('reads input variables, repeated for a list, and ANDs repeated where parameters', async () => {
    const byVar = await api
      .productProjections()
      .get({ queryArgs: { where: 'key in :keys', 'var.keys': ['almonds', 'anise-seed'], sort: 'key asc' } })
      .execute();
    expect(keysOf(byVar.body)).toEqual(['almonds', 'anise-seed']);
    const both = await api
      .productProjections()
      .get({ queryArgs: { where: ['key in ("almonds", "anise-seed")', 'name(en-US = "Almonds")'] } })
      .execute();
    expect(keysOf(both.body)).toEqual(['almonds']);
  });

  it('refuses an unknown field, naming it, and a syntax error, as InvalidInput', async () => {
    const unknown = await refusal(api.productProjections().get({ queryArgs: { where: 'colour = "red"' } }));
    expect(unknown).toMatchObject({
      status: 400,
      body: {
        message: "Malformed parameter: where: The field 'colour' does not exist.",
        errors: [{ code: 'InvalidInput' }],
      },
    });
    const syntax = await refusal(api.productProjections().get({ queryArgs: { where: 'key = ' } }));
    expect(syntax.status).toBe(400);
    expect(syntax.body.message).toMatch(/^Malformed parameter: where: Syntax error while parsing 'where'/);
  });

  it('sorts product projections by key desc, and by several fields', async () => {
    const desc = (
      await api
        .productProjections()
        .get({ queryArgs: { sort: 'key desc', limit: 500 } })
        .execute()
    ).body;
    const keys = keysOf(desc) as string[];
    expect(keys.length).toBe(desc.total);
    expect(keys).toEqual([...keys].sort().reverse());
    const byName = (
      await api
        .productProjections()
        .get({ queryArgs: { sort: ['name.en-US asc', 'key asc'], limit: 50, offset: 50 } })
        .execute()
    ).body;
    const names = byName.results.map((p) => p.name['en-US'] ?? '');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(byName).toMatchObject({ limit: 50, offset: 50, count: 50 });
  });

  it('answers unfiltered, sorted queries of every listed resource', async () => {
    const cats = (
      await api
        .categories()
        .get({ queryArgs: { sort: 'orderHint asc', limit: 500 } })
        .execute()
    ).body;
    expect(cats.total).toBe(cats.results.length);
    expect(cats.results.map((c) => Number(c.orderHint))).toEqual(
      cats.results.map((c) => Number(c.orderHint)).sort((a, b) => a - b),
    );
    expect((await api.channels().get().execute()).body.results.map((c) => c.key)).toContain('auto-delivery');
    const codes = (
      await api
        .discountCodes()
        .get({ queryArgs: { limit: 50, sort: 'code asc' } })
        .execute()
    ).body;
    expect(codes.results.map((c) => c.code)).toEqual(['FRIENDS20', 'NUTS5', 'OLDNUTS', 'SAVE10', 'SUMMER15']);
    expect((await api.cartDiscounts().get().execute()).body.total).toBeGreaterThan(0);
    expect((await api.productDiscounts().get().execute()).body.total).toBeGreaterThan(0);
    const objects = (
      await api
        .customObjects()
        .withContainer({ container: 'productNutritionFacts' })
        .get({ queryArgs: { limit: 500, sort: 'key desc' } })
        .execute()
    ).body;
    const objectKeys = objects.results.map((o) => o.key);
    expect(objectKeys.length).toBeGreaterThan(300);
    expect(objectKeys).toEqual([...objectKeys].sort().reverse());
    const carts = (
      await api
        .carts()
        .get({ queryArgs: { sort: 'createdAt desc', withTotal: false } })
        .execute()
    ).body;
    expect(carts.total).toBeUndefined();
    expect(carts.count).toBe(carts.results.length);
    const orders = (
      await api
        .orders()
        .get({ queryArgs: { sort: 'createdAt desc', limit: 0 } })
        .execute()
    ).body;
    expect(orders).toMatchObject({ limit: 0, count: 0, results: [] });
  });

  it('finds carts by any documented field, and expands their references', async () => {
    const made = (
      await api
        .carts()
        .post({
          body: {
            currency: 'USD',
            customerEmail: 'grace@example.com',
            lineItems: [{ sku: '1072-01', quantity: 3 }],
            discountCodes: ['SAVE10'],
          },
        })
        .execute()
    ).body;
    const found = (
      await api
        .carts()
        .get({
          queryArgs: {
            where: ['customerEmail = "grace@example.com"', 'lineItems(quantity >= 3)'],
            expand: ['discountCodes[*].discountCode'],
          },
        })
        .execute()
    ).body;
    expect(found.results.map((c) => c.id)).toEqual([made.id]);
    expect(found.results[0]?.discountCodes[0]?.discountCode.obj?.code).toBe('SAVE10');
    const none = (
      await api
        .carts()
        .get({ queryArgs: { where: 'customerEmail = "grace@example.com" and lineItems(quantity > 3)' } })
        .execute()
    ).body;
    expect(none.results).toEqual([]);
  });

  it('expands the categories of product projections', async () => {
    const p = (
      await api
        .productProjections()
        .get({ queryArgs: { where: 'key = "almonds"', expand: ['categories[*]'] } })
        .execute()
    ).body.results[0];
    expect(p?.categories.map((c) => c.obj?.key)).toContain('almonds');
  });
});
