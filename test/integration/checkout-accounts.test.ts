import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, readyToOrder, type TestApp } from '../support/test-server';
import { addToCart, call, GOOD_PASSWORD, sessionCookieOf, twoSkus } from '../support/account-client';

/**
 * Account creation at payment (spec: core-cart-checkout §4 Placing an order step 2; shell-account §6 Guest): with a
 * password the guest signs up first (cart preserved) and the order carries the new customer; with the set-password
 * flow the order is placed as a guest, then POST /api/checkout/guest-account makes a guest account with the order
 * attached and mails the set-password link, for the session that placed the order only.
 */
const ADDRESS = {
  name: 'Gus Guest',
  street1: '1 Main St',
  city: 'Newark',
  state: 'NJ',
  postalCode: '07102',
  country: 'US',
} as const;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A guest's cart ready to order with `email`, and a nonce of the session; the cookie and the cart. */
async function guestReady(email: string) {
  const [sku] = await twoSkus(t.services);
  const { cart, cookie } = await addToCart(t.app, sku, 1);
  const owner = (await t.services.commerce.getCartById(cart.id))!.anonymousId!;
  const version = await readyToOrder(t.services, cart.id, owner, email, ADDRESS);
  return { cookie, cartId: cart.id, version };
}

async function place(cookie: string, cartId: string, version: number, key: string) {
  const card = { number: '4111111111111111', expMonth: 12, expYear: 2040, cvc: '123' };
  const nonce = (await call(t.app, 'POST', '/payments/v1/tokenize', cookie, card)).json() as {
    data: { nonce: string };
  };
  const res = await call(t.app, 'POST', '/api/checkout/place-order', cookie, {
    cartId,
    version,
    paymentNonces: [nonce.data.nonce],
    idempotencyKey: key,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { order: { id: string }; receiptToken: string } }).data;
}

const customerIdOf = async (orderId: string) =>
  (
    await t.services.db.query<{ customer_id: string | null }>('SELECT customer_id FROM orders WHERE id = $1', [orderId])
  )[0]!.customer_id;

describe('account creation at payment', () => {
  it('with a password: sign-up with the cart preserved, then the order carries the customer', async () => {
    const guest = await guestReady('pat.pw@example.com');
    const up = await call(t.app, 'POST', '/api/sign/up', guest.cookie, {
      email: 'pat.pw@example.com',
      name: 'Gus Guest',
      password: GOOD_PASSWORD,
      isB2b: false,
      preserveCart: true,
    });
    expect(up.statusCode).toBe(200);
    const { customer, cart } = (
      up.json() as { data: { customer: { id: string }; cart: { id: string; version: number } } }
    ).data;
    expect(cart.id).toBe(guest.cartId);
    const placed = await place(sessionCookieOf(up)!, cart.id, cart.version, 'pw-order-1');
    expect(await customerIdOf(placed.order.id)).toBe(customer.id);
  });

  it('with the set-password link: a guest account, the order attached, the link mailed', async () => {
    const guest = await guestReady('Gus.Link@example.com');
    const placed = await place(guest.cookie, guest.cartId, guest.version, 'link-order-1');
    expect(await customerIdOf(placed.order.id)).toBeNull();
    const other = await call(t.app, 'POST', '/api/checkout/guest-account', undefined, {
      receiptToken: placed.receiptToken,
      name: 'Mallory',
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ errors: [{ key: 'order/not-found' }] });
    const res = await call(t.app, 'POST', '/api/checkout/guest-account', guest.cookie, {
      receiptToken: placed.receiptToken,
      name: 'Gus Guest',
    });
    expect(res.json()).toEqual({ data: { sent: true } });
    const [row] = await t.services.db.query<{ id: string; is_guest: boolean; password_hash: string | null }>(
      "SELECT id, is_guest, password_hash FROM customers WHERE email_normalized = 'gus.link@example.com'",
    );
    expect(row).toMatchObject({ is_guest: true, password_hash: null });
    expect(await customerIdOf(placed.order.id)).toBe(row!.id);
    const [mail] = await t.services.outbox.list({ limit: 1, to: 'Gus.Link@example.com' });
    expect(mail!.text).toMatch(/\/sign\/reset-password\/[A-Za-z0-9_-]+/);
    const found = await call(t.app, 'GET', '/api/users/find?email=gus.link%40example.com');
    expect(found.json()).toMatchObject({ data: { user: { guest: true } } });
  });
});
