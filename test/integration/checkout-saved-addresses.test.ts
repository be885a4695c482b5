import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-server';
import { addToCart, call, signUp, twoSkus } from '../support/account-client';

/**
 * The checkout pages' state carries the signed-in customer's address book (ports/page-renderer.ts
 * PageState.savedAddresses; core-cart-checkout §4 address step), the default first, for that customer's own session
 * only: another customer's session carries theirs, an anonymous session none, and other pages none.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(undefined, { pages: true });
});
afterAll(async () => {
  await t?.close();
});

interface State {
  savedAddresses?: { id: string; address: { street1: string }; isDefault: boolean }[];
}

function stateOf(html: string): State {
  const json = /<script type="application\/json" id="nutshell-state" nonce="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('no page state in the page');
  return JSON.parse(json) as State;
}

const address = (name: string, street1: string) => ({
  name,
  street1,
  city: 'Newark',
  state: 'NJ',
  postalCode: '07102',
  country: 'US',
});

/** GET `url` with `cookie`: its status and the streets and default flags of its state's saved addresses. */
async function savedOn(url: string, cookie?: string) {
  const page = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const saved = stateOf(page.body).savedAddresses;
  return { status: page.statusCode, saved: saved?.map((a) => [a.address.street1, a.isDefault]) };
}

describe("the checkout page's saved addresses", () => {
  it("are the signed-in customer's own, default first; none for another customer, a visitor or other pages", async () => {
    const [sku] = await twoSkus(t.services);
    const ann = await signUp(t.app, 'ann.book@example.com', { name: 'Ann Lee' });
    await call(t.app, 'POST', '/api/customers/me/addresses', ann.cookie, { address: address('Ann Lee', '1 First St') });
    await call(t.app, 'POST', '/api/customers/me/addresses', ann.cookie, {
      address: address('Ann Lee', '2 Second St'),
      isDefault: true,
    });
    await addToCart(t.app, sku, 1, ann.cookie);
    expect(await savedOn('/checkout/address', ann.cookie)).toEqual({
      status: 200,
      saved: [
        ['2 Second St', true],
        ['1 First St', false],
      ],
    });
    expect((await savedOn('/cart', ann.cookie)).saved).toBeUndefined();
    const html = (await t.app.inject({ method: 'GET', url: '/checkout/address', headers: { cookie: ann.cookie } }))
      .body;
    expect(html).toContain('<legend>Ship to a saved address</legend>');

    const bob = await signUp(t.app, 'bob.book@example.com', { name: 'Bob Roe' });
    await addToCart(t.app, sku, 1, bob.cookie);
    expect(await savedOn('/checkout/address', bob.cookie)).toEqual({ status: 200, saved: [] });
    await call(t.app, 'POST', '/api/customers/me/addresses', bob.cookie, { address: address('Bob Roe', '5 Oak St') });
    expect((await savedOn('/checkout/address', bob.cookie)).saved).toEqual([['5 Oak St', true]]);

    const visitor = await addToCart(t.app, sku, 1);
    expect(await savedOn('/checkout/address', visitor.cookie)).toEqual({ status: 200, saved: undefined });
  });
});
