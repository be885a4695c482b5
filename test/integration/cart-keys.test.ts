import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddToCart } from '../../core/checkout';
import { buildTestApp, type TestApp } from '../support/test-server';
import { addToCart, call, signIn, signUp, twoSkus } from '../support/account-client';

/**
 * Cart keys (spec: core-cart-checkout §2 /cart/customer-cart "key is the cart key"; shell-account §2 Staff cart
 * lookup): a cart made for a shopper (add to cart, a CX agent acting for a customer without one, sign-out's copy)
 * gets 8 symbols of the unambiguous alphabet, unique (a clash is retried), and the staff lookup finds it by them.
 */
const KEY = /^[A-HJ-NP-Z2-9]{8}$/;
let t: TestApp;
let sku = '';
beforeAll(async () => {
  t = await buildTestApp();
  [sku] = await twoSkus(t.services);
});
afterAll(async () => {
  await t?.close();
});

const keyOf = async (id: string) => (await t.services.commerce.getCartById(id))?.key;

describe('cart keys', () => {
  it('a shopper’s first add makes a keyed cart, which the staff lookup finds by its key', async () => {
    const { cart } = await addToCart(t.app, sku, 1);
    const key = await keyOf(cart.id);
    expect(key).toMatch(KEY);
    expect((await t.services.commerce.getCartByKey(key!))?.id).toBe(cart.id);

    await signUp(t.app, 'key.agent@nutshell.example');
    const added = await t.services.accounts.addStaff({
      email: 'key.agent@nutshell.example',
      admin: false,
      origin: 'x',
    });
    if (!added.ok) throw new Error(added.error.message);
    const agent = await signIn(t.app, { email: 'key.agent@nutshell.example', password: 'Walnut.Tree7' });
    const found = await t.app.inject({
      url: `/cart/customer-cart?key=${key}`,
      headers: { accept: 'application/json', cookie: agent.cookie },
    });
    expect(found.statusCode).toBe(200);
    expect((found.json() as { data: { cart: { id: string; key: string } } }).data.cart).toMatchObject({
      id: cart.id,
      key,
    });
  });

  it('a key another cart has is refused by the engine and retried with a fresh one', async () => {
    const taken = await t.services.commerce.createCart({ anonymousId: 'anon-taken', key: 'AAAAAAAA' });
    expect(taken.ok).toBe(true);
    const again = await t.services.commerce.createCart({ anonymousId: 'anon-again', key: 'AAAAAAAA' });
    expect(!again.ok && [again.error.code, again.error.message]).toEqual([
      'cart/duplicate-key',
      `A duplicate value '"AAAAAAAA"' exists for field 'key'.`,
    ]);
    const uuids = ['00000000-0000-4000-8000-000000000000', '00000000-0100-4000-8000-000000000000'];
    const ids = { uuid: () => uuids.shift() ?? 'ffffffff-ff00-4000-8000-000000000000' };
    const clock = { nowMs: () => Date.parse('2026-11-20T15:00:00Z') };
    const r = await new AddToCart(t.services.commerce, clock, ids).execute({
      anonymousId: 'anon-new',
      sku,
      quantity: 1,
    });
    expect(r.ok && r.value.cart.key).toBe('AAAAAAAB');
  });

  it('the cart an agent opens for a customer without one, and sign-out’s copy, are keyed', async () => {
    const customer = await signUp(t.app, 'keyed.customer@example.com');
    await addToCart(t.app, sku, 2, customer.cookie);
    const out = await call(t.app, 'POST', '/api/sign/out', customer.cookie, { copyCartToAnonymousCart: true });
    expect(out.statusCode).toBe(200);
    const copy = (out.json() as { data: { cart: { id: string } | null } }).data.cart;
    expect(await keyOf(copy!.id)).toMatch(KEY);

    await signUp(t.app, 'cartless@example.com');
    const agent = await signIn(t.app, { email: 'key.agent@nutshell.example', password: 'Walnut.Tree7' });
    const acted = await call(t.app, 'POST', '/api/cx/act-for', agent.cookie, { email: 'cartless@example.com' });
    expect(acted.statusCode).toBe(200);
    const made = (acted.json() as { data: { cart: { id: string; key?: string } } }).data.cart;
    expect(made.key).toMatch(KEY);
    expect(await keyOf(made.id)).toBe(made.key);
  });
});
