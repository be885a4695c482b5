import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSelection, productNumberOf } from '../../core/customizers';
import { containsStatement, statementFromKeys, unionOfStatements, type MajorAllergen } from '../../core/catalogue';
import { buildTestApp, type TestApp } from '../support/test-server';
import { call, sessionCookieOf } from '../support/account-client';

/**
 * A custom mix in the cart and cart preparation on the local server (spec: catalogue-gifting §3 Customizer selection
 * encoding; core-cart-checkout §3 line custom fields, §4 Cart preparation, §8 Unavailable ingredient): POST /cart with
 * a mix of real ingredients from the search index, its quantity changed at the external price, then one ingredient's
 * stock set to 0 through the inventory port (`nutshell catalog set-stock`'s), and POST /api/checkout/prepare and a
 * checkout page remove the line with the §8 message.
 */
let t: TestApp;
type Hit = {
  readonly sku: string;
  readonly Product: { readonly name: string };
  readonly inStock?: boolean;
  readonly allergens?: readonly string[];
  readonly allergenSpecies?: Readonly<Record<string, readonly string[]>>;
};
let first: Hit;
let second: Hit;

beforeAll(async () => {
  t = await buildTestApp(undefined, { pages: true });
  const [answer] = await t.services.search.search([
    { indexName: 'Products', query: '', filters: 'traits:mixIngredient', hitsPerPage: 50, distinct: true },
  ]);
  const hits = (answer?.hits ?? []) as unknown as Hit[];
  const usable = hits.filter((h) => h.inStock !== false && productNumberOf(h.sku) !== undefined);
  [first, second] = usable as [Hit, Hit];
});
afterAll(async () => t?.close());

/** A new session whose cart holds 'My Mix' of 3 parts `first` and 1 part `second`; its cookie and the POST's body. */
async function cartWithMix() {
  const selection = encodeSelection('mix', [
    { productNumber: productNumberOf(first.sku)!, parts: 3 },
    { productNumber: productNumberOf(second.sku)!, parts: 1 },
  ]);
  const res = await call(t.app, 'POST', '/cart', undefined, {
    cart_sku: { sku_external_id: '9905-05', quantity: 1, customization: { selection, name: 'My Mix' } },
  });
  expect(res.statusCode).toBe(200);
  return { cookie: sessionCookieOf(res) ?? '', selection };
}

const gone = () =>
  `An ingredient (${second.Product.name}) you added to the Custom Trail Mix is currently unavailable. ` +
  'Please return to the Custom Trail Mix page and rebuild it using an alternative ingredient.';

describe('a custom mix in the cart', () => {
  it('carries its selection and description; a quantity change keeps its external price', async () => {
    const { cookie, selection } = await cartWithMix();
    const ready = await call(t.app, 'POST', '/api/checkout/prepare', cookie);
    const cart = (await t.services.commerce.getCartById(
      ready.json<{ data: { cart: { id: string } } }>().data.cart.id,
    ))!;
    const line = cart.lineItems[0]!;
    expect(line.custom).toMatchObject({
      externalId: selection,
      customizationsDescription: `My Mix: 3 parts ${first.Product.name}, 1 part ${second.Product.name}`,
      // The union of the two ingredients' allergens, as their search records state them.
      allergenStatement: containsStatement(
        unionOfStatements(
          [first, second].map((h) =>
            statementFromKeys(h.allergens, h.allergenSpecies as Partial<Record<MajorAllergen, readonly string[]>>),
          ),
        ),
      ),
    });
    expect(line.custom.allergenStatement).toMatch(/^Contains/);
    expect(line.priceMode).toBe('ExternalPrice');
    const changed = await t.services.commerce.updateCart(cart.id, cart.version, [
      { action: 'changeLineItemQuantity', lineItemId: line.id, quantity: 3 },
    ]);
    const after = changed.ok ? changed.value.lineItems[0] : undefined;
    expect([after?.priceMode, after?.unitPrice, after?.totalPrice.cents]).toEqual([
      'ExternalPrice',
      line.unitPrice,
      line.unitPrice.cents * 3,
    ]);
  });

  it('POST /api/checkout/prepare removes it when an ingredient is out of stock, with the §8 message', async () => {
    const { cookie } = await cartWithMix();
    const ready = await call(t.app, 'POST', '/api/checkout/prepare', cookie);
    expect(ready.json()).not.toHaveProperty('errors');
    const lineId = ready.json<{ data: { cart: { lineItems: { id: string }[] } } }>().data.cart.lineItems[0]?.id;
    await t.services.inventory.setStock(second.sku, 0);
    try {
      const res = await call(t.app, 'POST', '/api/checkout/prepare', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        data: { cart: { lineItems: [] } },
        errors: [{ message: gone(), key: `checkout/unavailable-ingredient:${lineId}` }],
        redirect_to: { url: '/cart' },
      });
    } finally {
      await t.services.inventory.setStock(second.sku, 40);
    }
  });

  it('a checkout page redirects to /cart with the message as a flash error', async () => {
    const { cookie } = await cartWithMix();
    await t.services.inventory.setStock(second.sku, 0);
    try {
      const page = await t.app.inject({ method: 'GET', url: '/checkout/address', headers: { cookie } });
      expect([page.statusCode, page.headers.location]).toEqual([302, '/cart']);
      const flash = [page.headers['set-cookie']].flat().find((c) => c?.startsWith('nutshell_flash='));
      const cart = await t.app.inject({
        method: 'GET',
        url: '/cart',
        headers: { cookie: `${cookie}; ${flash?.split(';')[0]}` },
      });
      expect(cart.body).toContain(gone().replace(/&/g, '&amp;'));
    } finally {
      await t.services.inventory.setStock(second.sku, 40);
    }
  });
});
