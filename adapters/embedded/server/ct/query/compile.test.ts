import { describe, expect, it } from 'vitest';
import { testProduct, testVariant } from '../../../../../core/catalogue/model/test-product';
import { testCart, testLine } from '../../../../../core/cart/model/test-cart';
import { usd } from '../../../../../core/shared';
import { ctCart, ctOrder } from '../encode';
import { ctDiscountCode } from '../encode-discounts';
import { ctProductProjection } from '../encode-catalogue';
import { ctChannel, ctCustomObject, type WireDirectory } from '../encode-values';
import { compilePredicate, haversineMeters, type Variables } from './compile';
import { parsePredicate } from './parser';
import { printPredicate } from './printer';
import type { ResourceSchema } from './schema';
import { cartSchema, orderSchema } from './schemas-cart';
import { channelSchema, productProjectionSchema } from './schemas-catalogue';
import { customObjectSchema, discountCodeSchema } from './schemas-discounts';

const dir: WireDirectory = { categories: [], channelIdOf: (k) => `channel-${k}`, categoryIdOf: (k) => `cat-${k}` };
const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as Record<string, unknown>;

function compile(where: string, schema: ResourceSchema, vars: Variables = {}) {
  const p = parsePredicate(where);
  if (!p.ok) throw new Error(p.error.message);
  return compilePredicate(p.value, schema, vars);
}

function matcher(where: string, schema: ResourceSchema, vars: Variables = {}): (r: unknown) => boolean {
  const c = compile(where, schema, vars);
  if (!c.ok) throw new Error(c.error.message);
  return c.value.matches;
}

function refusal(where: string, schema: ResourceSchema, vars: Variables = {}): string {
  const c = compile(where, schema, vars);
  if (c.ok) throw new Error('compiled');
  return c.error.message;
}

const almonds = json(
  ctProductProjection(
    testProduct('almonds', {
      path: '/nuts/almonds',
      categoryKeys: ['nuts', 'gifts'],
      tags: ['snack', 'vegan'],
      variants: [testVariant('ALM-1LB'), testVariant('ALM-5LB', { id: 2, weightGrams: 2268 })],
    }),
    dir,
  ),
);
const cashews = json(ctProductProjection(testProduct('cashews'), dir));

describe('the queries our adapter sends (WIRE.md), on the encoders’ JSON', () => {
  it('finds a product by the SKU of any variant', () => {
    const bySku = (sku: string) =>
      matcher('masterVariant(sku = :sku) or variants(sku = :sku)', productProjectionSchema, { sku });
    expect([
      bySku('ALM-1LB')(almonds),
      bySku('ALM-5LB')(almonds),
      bySku('ALM-5LB')(cashews),
      bySku('NOPE')(almonds),
    ]).toEqual([true, true, false, false]);
  });

  it('finds a product by its productPath attribute, keys and category ids', () => {
    expect(
      matcher(
        'masterVariant(attributes(name = "productPath" and value = "/nuts/almonds"))',
        productProjectionSchema,
      )(almonds),
    ).toBe(true);
    expect(
      matcher(
        'masterVariant(attributes(name = "ingredients" and value = "/nuts/almonds"))',
        productProjectionSchema,
      )(almonds),
    ).toBe(false);
    expect(matcher('key in ("cashews", "pecans")', productProjectionSchema)(cashews)).toBe(true);
    expect(matcher('categories(id in ("cat-gifts"))', productProjectionSchema)(almonds)).toBe(true);
    expect(matcher('categories(id in ("cat-gifts"))', productProjectionSchema)(cashews)).toBe(false);
    expect(
      matcher(
        'name(en-US = "Product almonds") and published = true and variants is not empty',
        productProjectionSchema,
      )(almonds),
    ).toBe(true);
    expect(
      matcher('masterVariant(attributes(name = "weightGrams" and value > 400))', productProjectionSchema)(almonds),
    ).toBe(true);
    expect(
      matcher('variants(attributes(name = "weightGrams" and value = :w))', productProjectionSchema, { w: '2268' })(
        almonds,
      ),
    ).toBe(true);
    expect(
      matcher('masterVariant(attributes(name = "tags" and value = "vegan"))', productProjectionSchema)(almonds),
    ).toBe(true);
  });

  it('finds carts and orders by their fields and custom fields', () => {
    const cart = json(
      ctCart(
        testCart({ anonymousId: 'anon-1', lineItems: [testLine('l1', { quantity: 2 })], totalPrice: usd(2000) }),
        dir,
      ),
    );
    expect(matcher('anonymousId = "anon-1" and cartState = "Active"', cartSchema)(cart)).toBe(true);
    expect(
      matcher(
        'lineItems(quantity >= 2 and variant(sku = "SKU-l1")) and totalPrice(centAmount = 2000)',
        cartSchema,
      )(cart),
    ).toBe(true);
    const order = json(
      ctOrder(
        {
          id: 'o1',
          orderNumber: '100001',
          orderState: 'Open',
          createdAt: '2026-03-01T10:00:00.000Z',
          customerEmail: 'pat@example.com',
          cart: testCart(),
          totals: [],
          payments: [],
          receiptToken: 'receipt-token-123456',
        },
        dir,
      ),
    );
    expect(matcher('custom(fields(receiptToken = "receipt-token-123456"))', orderSchema)(order)).toBe(true);
    expect(matcher('customerEmail = "pat@example.com" and createdAt > "2026-02-28"', orderSchema)(order)).toBe(true);
    expect(matcher('custom(fields(idempotencyKey = "k"))', orderSchema)(order)).toBe(false);
  });

  it('finds discount codes, custom objects and channels', () => {
    const code = json(
      ctDiscountCode({
        id: 'dc1',
        code: 'SAVE10',
        name: 'Save',
        description: '',
        cartDiscountIds: ['cd1'],
        isActive: true,
        applicationCount: 0,
      }),
    );
    expect(matcher('code = "SAVE10" and cartDiscounts(id = "cd1") and isActive = true', discountCodeSchema)(code)).toBe(
      true,
    );
    const object = json(
      ctCustomObject('tags', { id: 't1', key: 'vegan', value: { label: 'Vegan', rank: 2 }, version: 3 }),
    );
    expect(matcher('id in ("t0", "t1") and value(rank >= 2 and label = "Vegan")', customObjectSchema)(object)).toBe(
      true,
    );
    const channel = json(ctChannel({ id: 'c1', key: 'auto-delivery', discountPercent: 5 }));
    expect(
      matcher(
        'roles contains any ("ProductDistribution") and custom(fields(discountPercent = 5))',
        channelSchema,
      )(channel),
    ).toBe(true);
  });
});

const resource = {
  id: 'r1',
  key: 'k',
  version: 3,
  published: true,
  createdAt: '2024-05-01T12:00:00.000Z',
  hasStagedChanges: false,
  name: { 'en-US': 'Almonds', de: 'Mandeln' },
  categories: [
    { typeId: 'category', id: 'c1' },
    { typeId: 'category', id: 'c2' },
  ],
  masterVariant: { id: 1, sku: 'A', prices: [], attributes: [{ name: 'tags', value: ['x', 'y'] }] },
  variants: [],
};
const on = (where: string, vars: Variables = {}) => matcher(where, productProjectionSchema, vars)(resource);

describe('operators', () => {
  it('compares strings by code points, numbers numerically, date-times as instants', () => {
    expect([on('key < "l"'), on('key >= "k"'), on('key > "K"'), on('key <> "k"')]).toEqual([true, true, true, false]);
    expect([on('version = 3'), on('version != 3'), on('version < 3.5'), on('version >= 4')]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(on('createdAt = "2024-05-01T14:00:00+02:00"')).toBe(true);
    expect(on('createdAt < "2024-05-02"')).toBe(true);
    expect(on('createdAt > "2024-05-01T12:00:00"')).toBe(false);
    expect(matcher('key > "\uffff"', productProjectionSchema)({ key: '\u{1F600}' })).toBe(true);
  });

  it('reads in, not in, booleans and localized strings', () => {
    expect([on('key in ("a", "k")'), on('key not in ("a", "k")'), on('key not in ("a")')]).toEqual([true, false, true]);
    expect([on('published = true'), on('hasStagedChanges != false')]).toEqual([true, false]);
    expect([on('name(en-US = "Almonds")'), on('name(de = "Almonds")'), on('name(fr is defined)')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('holds a nested predicate over an array when some element satisfies it', () => {
    expect([
      on('categories(id = "c2")'),
      on('categories(id = "c1" and id = "c2")'),
      on('categories(id = "c1") and categories(id = "c2")'),
    ]).toEqual([true, false, true]);
    expect(on('variants(sku = "A")')).toBe(false);
  });

  it('compares sets element-wise: =, in and contains hold when some element does; != and not in when none does', () => {
    const tags = (w: string) => matcher(w, channelSchema)({ roles: ['InventorySupply', 'Primary'] });
    expect([tags('roles = "Primary"'), tags('roles != "Primary"'), tags('roles != "OrderExport"')]).toEqual([
      true,
      false,
      true,
    ]);
    expect([tags('roles in ("Primary", "X")'), tags('roles not in ("X")'), tags('roles not in ("Primary")')]).toEqual([
      true,
      true,
      false,
    ]);
    expect([
      tags('roles contains any ("X", "Primary")'),
      tags('roles contains all ("Primary", "InventorySupply")'),
      tags('roles contains all ("Primary", "X")'),
    ]).toEqual([true, true, false]);
    expect([tags('roles is empty'), tags('roles is not empty')]).toEqual([false, true]);
  });

  it('treats an absent field as not defined: comparisons false, is not defined true, an absent array empty', () => {
    expect([on('description(en-US = "x")'), on('taxCategory(id != "x")'), on('key != "x"')]).toEqual([
      false,
      false,
      true,
    ]);
    const bare = matcher('key != "x"', productProjectionSchema);
    expect([bare({}), bare({ key: null })]).toEqual([false, false]);
    expect([on('description is not defined'), on('key is defined'), on('not (taxCategory(id = "x"))')]).toEqual([
      true,
      true,
      true,
    ]);
    expect(matcher('categories is empty', productProjectionSchema)({})).toBe(true);
    expect(matcher('roles contains any ("x")', channelSchema)({})).toBe(false);
    expect(matcher('key not in ("a")', productProjectionSchema)({})).toBe(false);
  });

  it('reads free-form values (attributes, custom fields) with any literal type', () => {
    expect(on('masterVariant(attributes(name = "tags" and value contains all ("x", "y")))')).toBe(true);
    expect(on('masterVariant(attributes(value = "y" and value is not empty))')).toBe(true);
    expect(on('masterVariant(attributes(value = 1))')).toBe(false);
  });

  it('finds GeoJSON points within a circle (meters)', () => {
    const berlin = { geoLocation: { type: 'Point', coordinates: [13.3777, 52.51627] } };
    expect(matcher('geoLocation within circle(13.4, 52.52, 2000)', channelSchema)(berlin)).toBe(true);
    expect(matcher('geoLocation within circle(2.35, 48.86, 100000)', channelSchema)(berlin)).toBe(false);
    expect(haversineMeters(13.3777, 52.51627, 2.3522, 48.8566)).toBeCloseTo(877_500, -4);
  });
});

describe('input variables', () => {
  it('converts a variable to the field’s type, and a repeated one to a list', () => {
    expect(on('version = :v and published = :p', { v: '3', p: 'true' })).toBe(true);
    expect(on('key in :keys', { keys: ['a', 'k'] })).toBe(true);
    expect(on('categories(id in :ids)', { ids: 'c2' })).toBe(true);
    const c = compile('version in :v', productProjectionSchema, { v: ['1', '3'] });
    expect(c.ok && printPredicate(c.value.predicate)).toBe('version in (1, 3)');
  });

  it('refuses a missing variable, a list where one value is expected, and text that is not of the field’s type', () => {
    expect(refusal('key = :k', productProjectionSchema)).toBe(
      "Malformed parameter: where: Missing value for the input variable ':k' (query parameter 'var.k').",
    );
    expect(refusal('key = :k', productProjectionSchema, { k: ['a', 'b'] })).toBe(
      "Malformed parameter: where: The input variable ':k' has 2 values where one is expected.",
    );
    expect(refusal('version = :v', productProjectionSchema, { v: 'three' })).toBe(
      `Malformed parameter: where: The value "three" is not valid for the field 'version': expected a number.`,
    );
  });
});

describe('checks against the schema', () => {
  it("answers commercetools' message for an unknown field, at any depth", () => {
    expect(refusal('foo = "x"', cartSchema)).toBe("Malformed parameter: where: The field 'foo' does not exist.");
    expect(refusal('lineItems(variant(skew = "x"))', cartSchema)).toBe(
      "Malformed parameter: where: The field 'skew' does not exist.",
    );
    expect(refusal('masterVariant(prices(value(obj = "x")))', productProjectionSchema)).toContain(
      "The field 'obj' does not exist.",
    );
  });

  it.each([
    ['version = "3"', `The value "3" is not valid for the field 'version': expected a number.`],
    ['key = 3', "The value 3 is not valid for the field 'key': expected a string."],
    ['published = "true"', `The value "true" is not valid for the field 'published': expected true or false.`],
    [
      'createdAt > "yesterday"',
      `The value "yesterday" is not valid for the field 'createdAt': expected an ISO 8601 date-time string.`,
    ],
    ['key in ("a", 1)', "The value 1 is not valid for the field 'key': expected a string."],
    ['published < true', "The field 'published' does not support the operator '<'."],
    ['name = "x"', "The field 'name' does not support the operator '='."],
    ['masterVariant is empty', "The field 'masterVariant' does not support the operator 'is empty'."],
    ['key contains any ("k")', "The field 'key' does not support the operator 'contains any'."],
    ['key(x = 1)', "The field 'key' does not support the operator '( )'."],
    ['key within circle(1, 2, 3)', "The field 'key' does not support the operator 'within circle'."],
  ])('refuses %s', (where, message) => {
    expect(refusal(where, productProjectionSchema)).toBe(`Malformed parameter: where: ${message}`);
  });

  it('compiles once: one compiled predicate evaluates 1,000 product projections', () => {
    const products = Array.from({ length: 1000 }, (_, i) => ({
      ...almonds,
      id: `p${i}`,
      key: `p${i}`,
      masterVariant: { ...(almonds.masterVariant as object), sku: `SKU-${i % 10}` },
    }));
    const c = compile('masterVariant(sku = "SKU-3") or key in ("p1", "p2")', productProjectionSchema);
    if (!c.ok) throw new Error(c.error.message);
    expect(products.filter(c.value.matches)).toHaveLength(102);
  });
});
