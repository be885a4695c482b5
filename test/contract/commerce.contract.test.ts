import { describe, expect } from 'vitest';
import { activeSkus, commerceImplementations, IMPLEMENTATIONS, contractIt, unique, value } from './commerce-harness';

/**
 * Contract suite of the commerce port (DESIGN §4), run against the embedded engine in-process and the
 * commercetools HTTP adapter through the local server: carts, discount codes, products and categories.
 * Cart update actions are in commerce-cart-actions.contract.test.ts, orders in commerce-orders.contract.test.ts.
 */
const implementation = commerceImplementations('commerce');

describe.each(IMPLEMENTATIONS)('CommercePort contract: %s', (name) => {
  const port = () => implementation(name);
  const test = contractIt(name);
  const firstSku = async () => (await activeSkus(port(), 1))[0]!;

  test('lists categories with the spec category paths', async () => {
    const paths = (await port().listCategories()).map((c) => c.path);
    for (const p of [
      '/nuts',
      '/driedfruit',
      '/cookingbaking',
      '/chocolatessweets',
      '/snacks',
      '/coffeesteas',
      '/baking',
      '/gifts',
      '/powders',
    ])
      expect(paths).toContain(p);
  });

  test(
    'creates a cart, adds a line priced by the server, and bumps the version',
    async () => {
      const sku = await firstSku();
      const cart = value(await port().createCart({ key: unique('contract') }));
      expect(cart.version).toBe(1);
      const r = await port().updateCart(cart.id, cart.version, [{ action: 'addLineItem', sku, quantity: 2 }]);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.value.version).toBe(2);
      const line = r.value.lineItems[0]!;
      expect(line.quantity).toBe(2);
      expect(line.totalPrice.cents).toBe(line.unitPrice.cents * 2);
      expect((await port().getCartByKey(cart.key!))?.id).toBe(cart.id);
    },
    'cart-draft-key-shipping-mode-ignored',
  );

  test('refuses a stale version with cart/version-conflict and the current version', async () => {
    const sku = await firstSku();
    const cart = value(await port().createCart({}));
    await port().updateCart(cart.id, 1, [{ action: 'addLineItem', sku, quantity: 1 }]);
    const stale = await port().updateCart(cart.id, 1, [{ action: 'addLineItem', sku, quantity: 1 }]);
    expect(stale.ok).toBe(false);
    if (!stale.ok) {
      expect(stale.error.code).toBe('cart/version-conflict');
      expect(stale.error.details?.currentVersion).toBe(2);
    }
  });

  test(
    'applies SAVE10 as 10% off and reports SUMMER15 as MaxApplicationReached',
    async () => {
      const sku = await firstSku();
      const cart = value(await port().createCart({}));
      const added = await port().updateCart(cart.id, 1, [
        { action: 'addLineItem', sku, quantity: 1 },
        { action: 'addDiscountCode', code: 'SAVE10' },
      ]);
      expect(added.ok).toBe(true);
      if (!added.ok) return;
      const line = added.value.lineItems[0]!;
      expect(added.value.discountCodes[0]?.state).toBe('MatchesCart');
      expect(line.totalPrice.cents).toBe(
        line.totalPriceBeforeCartLevelDiscount.cents - Math.round(line.totalPriceBeforeCartLevelDiscount.cents / 10),
      );
      const exhausted = await port().updateCart(cart.id, 2, [{ action: 'addDiscountCode', code: 'SUMMER15' }]);
      expect(exhausted.ok && exhausted.value.discountCodes.find((c) => c.code === 'SUMMER15')?.state).toBe(
        'MaxApplicationReached',
      );
    },
    'cart-discounts-not-applied',
  );

  test(
    'stops the discounts after a StopAfterThisDiscount one: FRIENDS20 applies, SAVE10 is ApplicationStoppedByPreviousDiscount',
    async () => {
      const sku = await firstSku();
      const cart = value(await port().createCart({}));
      const r = value(
        await port().updateCart(cart.id, 1, [
          { action: 'addLineItem', sku, quantity: 2 },
          { action: 'addDiscountCode', code: 'SAVE10' },
          { action: 'addDiscountCode', code: 'FRIENDS20' },
        ]),
      );
      expect(r.discountCodes.map((c) => [c.code, c.state])).toEqual([
        ['SAVE10', 'ApplicationStoppedByPreviousDiscount'],
        ['FRIENDS20', 'MatchesCart'],
      ]);
      const line = r.lineItems[0]!;
      expect(line.totalPrice.cents).toBe(
        line.totalPriceBeforeCartLevelDiscount.cents - Math.round(line.totalPriceBeforeCartLevelDiscount.cents / 5),
      );
      const without = value(
        await port().updateCart(r.id, r.version, [
          { action: 'removeDiscountCode', discountCodeId: r.discountCodes[1]!.id },
        ]),
      );
      expect(without.discountCodes.map((c) => [c.code, c.state])).toEqual([['SAVE10', 'MatchesCart']]);
    },
    'cart-discounts-not-applied',
  );

  test('answers undefined for unknown carts, orders and products, and an error for an unknown SKU', async () => {
    expect(await port().getCartById('no-such-cart')).toBeUndefined();
    expect(await port().getOrderByNumber('999999999')).toBeUndefined();
    expect(await port().getProductByKey('no-such-product')).toBeUndefined();
    const cart = value(await port().createCart({}));
    const r = await port().updateCart(cart.id, 1, [{ action: 'addLineItem', sku: 'NOPE-00', quantity: 1 }]);
    expect(r.ok ? 'ok' : r.error.code).toBe('product/sku-not-found');
  });

  test('reads nutrition facts as the custom object of a product key', async () => {
    const { results } = await port().listProducts({ categoryKey: 'nuts', limit: 10, offset: 0 });
    const facts = await Promise.all(results.map((p) => port().getNutritionFacts(p.key)));
    const some = facts.find((f) => f !== undefined);
    expect(some?.servingSize.unit).toBe('g');
    expect(some?.perServing.calories?.unit).toBe('kcal');
  });

  test('reads products by keys in the order asked, skipping unknown keys; none for no keys', async () => {
    const { results } = await port().listProducts({ limit: 3, offset: 0 });
    const keys = results.map((p) => p.key);
    expect(keys).toHaveLength(3);
    const asked = [keys[2]!, 'no-such-product', keys[0]!, keys[1]!];
    expect((await port().getProductsByKeys(asked)).map((p) => p.key)).toEqual([keys[2], keys[0], keys[1]]);
    expect(await port().getProductsByKeys([])).toEqual([]);
    expect(await port().getProductsByKeys(['no-such-product'])).toEqual([]);
  });

  test('reads the product holding a SKU, and at a storefront path', async () => {
    const sku = await firstSku();
    const bySku = await port().getProductBySku(sku);
    expect(bySku?.variants.map((v) => v.sku)).toContain(sku);
    const byPath = await port().getProductByPath(bySku!.path);
    expect(byPath?.key).toBe(bySku?.key);
    expect((await port().getProductByKey(bySku!.key))?.path).toBe(bySku?.path);
    expect(await port().getProductBySku('NOPE-00')).toBeUndefined();
    expect(await port().getProductByPath('/nuts/no-such-product')).toBeUndefined();
  });

  test('lists the products of a sub-category, ordered by name and paged; its parent category includes them', async () => {
    const almonds = await port().listProducts({ categoryKey: 'almonds', limit: 500, offset: 0 });
    const nuts = await port().listProducts({ categoryKey: 'nuts', limit: 500, offset: 0 });
    expect(almonds.total).toBeGreaterThan(1);
    expect(almonds.results).toHaveLength(almonds.total);
    expect(nuts.total).toBeGreaterThan(almonds.total);
    for (const p of almonds.results) expect(p.categoryKeys).toEqual(expect.arrayContaining(['almonds', 'nuts']));
    const names = almonds.results.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(nuts.results.map((p) => p.key)).toEqual(expect.arrayContaining(almonds.results.map((p) => p.key)));
    const second = await port().listProducts({ categoryKey: 'almonds', limit: 1, offset: 1 });
    expect(second).toEqual({ total: almonds.total, results: [almonds.results[1]] });
    expect(await port().listProducts({ categoryKey: 'no-such-category', limit: 10, offset: 0 })).toEqual({
      total: 0,
      results: [],
    });
  });

  test("creates a session's cart with its draft's actions, or none if one fails; finds its active cart", async () => {
    const [sku] = await activeSkus(port(), 1);
    const mine = unique('anon-mine');
    const theirs = unique('anon-theirs');
    const email = 'pat@example.com';
    const add = { action: 'addLineItem', sku: sku!, quantity: 2 } as const;
    const cart = value(await port().createCart({ anonymousId: mine, customerEmail: email, actions: [add] }));
    expect(cart).toMatchObject({ version: 1, cartState: 'Active', anonymousId: mine, customerEmail: email });
    expect(cart.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([[sku, 2]]);
    expect(cart.totalPrice.cents).toBe(cart.lineItems[0]!.totalPrice.cents);
    const unknownSku = { action: 'addLineItem', sku: 'NOPE-00', quantity: 1 } as const;
    const refused = await port().createCart({ anonymousId: theirs, actions: [unknownSku] });
    expect(refused.ok ? 'ok' : refused.error.code).toBe('product/sku-not-found');
    expect(await port().getActiveCartOf(theirs)).toBeUndefined();
    const other = value(await port().createCart({ anonymousId: theirs }));
    expect((await port().getActiveCartOf(mine))?.id).toBe(cart.id);
    expect((await port().getActiveCartOf(theirs))?.id).toBe(other.id);
    expect(await port().getActiveCartOf(unique('anon-nobody'))).toBeUndefined();
  });
});
