import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { cryptoIds } from '../../adapters/system/node-system';
import { activeNutsSku, openTestServices, value, type TestServices } from '../support/embedded-test-services';
import { PlaceOrder } from '../../core/checkout';
import { SetShippingAddress } from '../../core/cart';
import { PortError } from '../../core/shared';
import { domainError, err, type Result } from '../../core/shared';
import type { Cart } from '../../core/cart';
import type { CommercePort, OrderFromCartInput } from '../../ports/commerce';

/**
 * PlaceOrder's compensation on the embedded engine and the test gateway (core-cart-checkout §4 Placing an order):
 * the order call fails once (a wrapped CommercePort); the authorization is voided, no order exists, the cart is
 * as it was, and a retry with the same idempotency key and a new nonce places exactly one order.
 */
let t: TestServices;
let s: EmbeddedServices;
let sku = '';
beforeAll(async () => {
  t = await openTestServices();
  s = t.services;
  sku = await activeNutsSku(s.commerce);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** A session's cart with one line, an address and a delivery option: ready to order. */
async function readyCart(anonymousId: string): Promise<Cart> {
  const added = value(await s.storefront.addToCart(anonymousId, { sku, quantity: 2 })).cart;
  const addressed = value(
    await new SetShippingAddress(s.commerce).execute({
      cart: added,
      email: 'pat@example.com',
      address: {
        name: 'Pat Guest',
        street1: '1 Main St',
        city: 'Newark',
        state: 'NJ',
        postalCode: '07102',
        country: 'US',
      },
    }),
  );
  return value(
    await s.storefront.selectDeliveryOption(anonymousId, {
      cartId: addressed.id,
      version: addressed.version,
      shipmentKey: 'shipment-1',
      shippingMethodId: 'ground',
    }),
  );
}

/** A nonce for the test Visa card, bound to the session. */
const visa = { number: '4111111111111111', expMonth: 12, expYear: 2040, cvc: '123' };
const nonceOf = async (anonymousId: string) => value(await s.gateway.tokenizeCard(visa, anonymousId)).nonce;

type CreateOrder = CommercePort['createOrderFromCart'];

/** The embedded engine, whose createOrderFromCart runs `once` (given the real one) on its first call only. */
function failingOnce(once: (real: CreateOrder, input: OrderFromCartInput) => Promise<Result<never>>) {
  const seen: OrderFromCartInput[] = [];
  let failed = false;
  const real: CreateOrder = (input) => s.commerce.createOrderFromCart(input);
  const commerce = new Proxy(s.commerce, {
    get(target, prop, receiver) {
      if (prop === 'createOrderFromCart') {
        return async (input: OrderFromCartInput) => {
          seen.push(input);
          if (failed) return real(input);
          failed = true;
          return once(real, input);
        };
      }
      const v: unknown = Reflect.get(target, prop, receiver);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  return { commerce: commerce as CommercePort, seen };
}

async function nonceRow(nonce: string) {
  const [row] = await s.db.query<{ transaction_id: string; voided_at: unknown; authorized_for: string }>(
    'SELECT transaction_id, voided_at, authorized_for FROM payment_nonces WHERE nonce_hash = $1',
    [createHash('sha256').update(nonce).digest('hex')],
  );
  return row;
}

const ordersOf = async (cartId: string) =>
  (await s.db.query<{ order_number: string }>('SELECT order_number FROM orders WHERE cart_id = $1', [cartId])).map(
    (r) => r.order_number,
  );
const storedCart = async (id: string) =>
  (await s.db.query<{ doc: Cart }>('SELECT doc FROM carts WHERE id = $1', [id]))[0]?.doc;

/** The voided authorization is voided (a second void says so), is not handed back, and placed nothing. */
async function expectCompensated(anonymousId: string, cart: Cart, nonce: string, key: string) {
  const row = await nonceRow(nonce);
  expect(row?.authorized_for).toBe(key);
  expect(row?.voided_at).not.toBeNull();
  expect(await s.gateway.void(row!.transaction_id)).toEqual({
    ok: true,
    value: { transactionId: row!.transaction_id, status: 'voided' },
  });
  const amount = cart.taxedPrice?.totalGross ?? cart.totalPrice;
  expect(await s.gateway.authorize(nonce, amount, anonymousId, key)).toEqual({
    ok: false,
    error: { code: 'payment/nonce-used', message: 'This payment was already processed. Please enter your card again.' },
  });
  expect(await s.commerce.getOrderByIdempotencyKey(key)).toBeUndefined();
  expect(await ordersOf(cart.id)).toEqual([]);
  const after = await storedCart(cart.id);
  expect(after?.version).toBe(cart.version);
  expect(after?.cartState).toBe('Active');
  expect(after?.lineItems).toEqual(cart.lineItems);
  expect(await s.commerce.getCartById(cart.id)).toEqual(cart);
  return row!.transaction_id;
}

/** Retries with the same key and a new nonce: one order, with a new authorization; a second retry returns it. */
async function expectRetryPlacesOnce(anonymousId: string, cart: Cart, key: string, voided: string) {
  const place = new PlaceOrder(s.commerce, s.gateway, s.rates, cryptoIds);
  const input = { anonymousId, cartId: cart.id, version: cart.version, idempotencyKey: key };
  const placed = value(await place.execute({ ...input, paymentNonces: [await nonceOf(anonymousId)] }));
  expect(placed.order.payments).toHaveLength(1);
  expect(placed.order.payments[0]!.id).not.toBe(voided);
  expect(placed.order.payments[0]!.amountPlanned).toEqual(cart.taxedPrice?.totalGross ?? cart.totalPrice);
  const again = value(await place.execute({ ...input, paymentNonces: [await nonceOf(anonymousId)] }));
  expect(again.order.id).toBe(placed.order.id);
  expect(await ordersOf(cart.id)).toEqual([placed.order.orderNumber]);
  expect((await storedCart(cart.id))?.cartState).toBe('Ordered');
}

describe('place order compensation on the embedded engine', () => {
  it('voids the authorization when the order is refused, leaves the cart, and a retry places one order', async () => {
    const anonymousId = cryptoIds.uuid();
    const cart = await readyCart(anonymousId);
    const refusal = domainError('cart/version-conflict', 'The cart changed; please review it.', { currentVersion: 99 });
    const { commerce, seen } = failingOnce(async () => err(refusal));
    const nonce = await nonceOf(anonymousId);
    const key = `refused-${cart.id}`;
    const result = await new PlaceOrder(commerce, s.gateway, s.rates, cryptoIds).execute({
      anonymousId,
      cartId: cart.id,
      version: cart.version,
      paymentNonces: [nonce],
      idempotencyKey: key,
    });
    expect(result).toEqual({ ok: false, error: refusal });
    const voided = await expectCompensated(anonymousId, cart, nonce, key);
    expect(seen.map((i) => i.payments[0]?.id)).toEqual([voided]);
    await expectRetryPlacesOnce(anonymousId, cart, key, voided);
  });

  it('voids the authorization when the order call throws, rethrows it, and a retry places one order', async () => {
    const anonymousId = cryptoIds.uuid();
    const cart = await readyCart(anonymousId);
    const down = new PortError('commerce', 'database unavailable');
    const { commerce } = failingOnce(async () => {
      throw down;
    });
    const nonce = await nonceOf(anonymousId);
    const key = `thrown-${cart.id}`;
    await expect(
      new PlaceOrder(commerce, s.gateway, s.rates, cryptoIds).execute({
        anonymousId,
        cartId: cart.id,
        version: cart.version,
        paymentNonces: [nonce],
        idempotencyKey: key,
      }),
    ).rejects.toBe(down);
    const voided = await expectCompensated(anonymousId, cart, nonce, key);
    await expectRetryPlacesOnce(anonymousId, cart, key, voided);
  });

  it('keeps the authorization of an order whose answer was lost, and answers with that order', async () => {
    const anonymousId = cryptoIds.uuid();
    const cart = await readyCart(anonymousId);
    const { commerce } = failingOnce(async (real, input) => {
      value(await real(input));
      throw new PortError('commerce', 'socket hang up');
    });
    const nonce = await nonceOf(anonymousId);
    const key = `lost-${cart.id}`;
    const placed = value(
      await new PlaceOrder(commerce, s.gateway, s.rates, cryptoIds).execute({
        anonymousId,
        cartId: cart.id,
        version: cart.version,
        paymentNonces: [nonce],
        idempotencyKey: key,
      }),
    );
    const row = await nonceRow(nonce);
    expect(row?.voided_at).toBeNull();
    expect(placed.order.payments[0]!.id).toBe(row!.transaction_id);
    expect(await ordersOf(cart.id)).toEqual([placed.order.orderNumber]);
    const amount = cart.taxedPrice?.totalGross ?? cart.totalPrice;
    expect(await s.gateway.authorize(nonce, amount, anonymousId, key)).toMatchObject({
      ok: true,
      value: { transactionId: row!.transaction_id },
    });
  });
});
