import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_BEARING_ACTIONS } from '../../adapters/embedded/server/ct/update-actions';
import { PortError } from '../../core/shared';
import { usd } from '../../core/shared';
import { domainError } from '../../core/shared';
import type { CartActionName } from '../../core/cart';
import { InMemoryCommerce } from '../support/in-memory-commerce/in-memory-commerce';
import { SMALL_CATALOGUE } from '../support/in-memory-commerce/fixtures';
import { SESSION_REFUSED_ACTIONS } from '../support/in-memory-commerce/my-cart';
import { FAKE_LIMITATIONS, type FakeLimitationId } from '../support/in-memory-commerce/limitations';
import type { CartDraft, CommercePort, OrderFromCartInput } from '../../ports/commerce';
import { EmbeddedCustomerStore } from '../../adapters/embedded/customers/embedded-customer-store';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { buildTestApp, type TestApp } from '../support/test-server';
import { catalogueSeed } from './catalogue-seed';

/**
 * The in-memory commerce fake beyond the contract suites (which run it as 'in-memory fake'): each
 * FAKE_LIMITATIONS entry is asserted to be real, so the list stays true; the session view refuses what the local
 * server's /me routes refuse; and the hooks the unit tests use do what they say.
 */

const asserted = new Set<FakeLimitationId>();
const home = { name: 'Pat Jones', street1: '125 Moen Ave', city: 'Cranford', state: 'NJ', postalCode: '07016' };
const fresh = () => new InMemoryCommerce(SMALL_CATALOGUE);
const twoAlmonds = { action: 'addLineItem', sku: 'ALM-1LB', quantity: 2 } as const;

/** commercetools update actions the server refuses for a session that have no CartAction: none can be sent. */
const NOT_CART_ACTIONS = ['addCustomShippingMethod', 'setShippingMethod', 'removeShippingMethod'] as const;
const noneIsACartAction: Extract<(typeof NOT_CART_ACTIONS)[number], CartActionName> extends never ? true : false = true;

describe('the in-memory commerce fake', () => {
  describe('limitations', () => {
    it('computes no tax, even for a cart shipped to a taxed state', async () => {
      asserted.add('no-tax');
      const commerce = fresh();
      const ship = { action: 'setShippingAddress', address: { ...home, country: 'US' } } as const;
      const cart = commerce.seedCart({ actions: [twoAlmonds, ship] });
      expect(cart.shippingAddress?.state).toBe('NJ');
      expect(cart.totalPrice).toEqual(usd(1998));
      expect(cart.taxedPrice).toBeUndefined();
    });

    it('asserted every listed limitation', () => {
      expect([...asserted].sort()).toEqual(Object.keys(FAKE_LIMITATIONS).sort());
    });
  });

  describe('the session view (MyCartPort)', () => {
    it("refuses exactly the local server's price-bearing cart actions", () => {
      expect(noneIsACartAction).toBe(true);
      const notCartActions: readonly string[] = NOT_CART_ACTIONS;
      const cartActions = [...PRICE_BEARING_ACTIONS].filter((a) => !notCartActions.includes(a));
      expect(cartActions.sort()).toEqual([...SESSION_REFUSED_ACTIONS].sort());
    });

    it("sees and edits only the session's own carts", async () => {
      const commerce = fresh();
      const mine = commerce.seedCart({ anonymousId: 'anon-1', actions: [twoAlmonds] });
      const theirs = commerce.seedCart({ anonymousId: 'anon-2' });
      const session = commerce.myCart('anon-1');
      expect((await session.getActiveCart())?.id).toBe(mine.id);
      expect(await session.getCartById(theirs.id)).toBeUndefined();
      const email = { action: 'setCustomerEmail', email: 'pat@example.com' } as const;
      expect(await session.updateCart(theirs.id, 1, [email])).toEqual({
        ok: false,
        error: { code: 'cart/not-found', message: `The Resource with ID '${theirs.id}' was not found.` },
      });
      const free = { action: 'setCustomShippingMethod', shippingMethodName: 'Free', price: usd(0) } as const;
      expect(await session.updateCart(mine.id, 1, [free])).toEqual({
        ok: false,
        error: { code: 'cart/invalid-action', message: `The action ${free.action} is not allowed for this token.` },
      });
      const three = { action: 'changeLineItemQuantity', lineItemId: 'line-1', quantity: 3 } as const;
      const changed = await session.updateCart(mine.id, 1, [three]);
      expect(changed).toMatchObject({ ok: true, value: { version: 2, totalPrice: usd(2997) } });
      expect(await commerce.myCart('anon-3').getActiveCart()).toBeUndefined();
    });
  });

  describe('hooks for tests', () => {
    it('records every call, update, draft and order input', async () => {
      const commerce = fresh();
      const created = await commerce.createCart({ anonymousId: 'anon-1' });
      await commerce.updateCart('cart-1', 1, [twoAlmonds]);
      await commerce.getActiveCartOf('anon-1');
      expect(created).toMatchObject({ ok: true, value: { id: 'cart-1', version: 1 } });
      expect(commerce.calls).toEqual(['createCart', 'updateCart', 'getActiveCartOf']);
      expect(commerce.createdCarts).toEqual([{ anonymousId: 'anon-1' }]);
      expect(commerce.updates).toEqual([{ id: 'cart-1', version: 1, actions: [twoAlmonds] }]);
      expect(commerce.cart()).toMatchObject({ version: 2, lineItems: [{ id: 'line-1', quantity: 2 }] });
      expect(commerce.cart().totalPrice).toEqual(usd(1998));
    });

    it('failNext answers a DomainError as the Result and throws any other error, then works again', async () => {
      const commerce = fresh();
      const cart = commerce.seedCart({ actions: [twoAlmonds] });
      commerce.failNext('updateCart', domainError('cart/invalid-action', 'Cart cannot be modified'));
      commerce.failNext('createOrderFromCart', new PortError('commerce', 'gateway', 502), 2);
      const set = [{ action: 'setCustomerEmail', email: 'pat@example.com' }] as const;
      expect(await commerce.updateCart(cart.id, 1, set)).toEqual({
        ok: false,
        error: { code: 'cart/invalid-action', message: 'Cart cannot be modified' },
      });
      expect(commerce.cart(cart.id).version).toBe(1);
      const order = { cartId: cart.id, version: 2, receiptToken: 'receipt-1', payments: [], totals: [] };
      await expect(commerce.createOrderFromCart(order)).rejects.toThrow('commerce: gateway');
      await expect(commerce.createOrderFromCart(order)).rejects.toThrow('commerce: gateway');
      const updated = await commerce.updateCart(cart.id, 1, set);
      expect(updated).toMatchObject({ ok: true, value: { version: 2, customerEmail: 'pat@example.com' } });
      const placed = await commerce.createOrderFromCart(order);
      expect(placed).toMatchObject({ ok: true, value: { id: 'order-1', orderNumber: '100001' } });
    });

    it('interleave puts a concurrent write before the next updates, which then meet a version conflict', async () => {
      const commerce = fresh();
      const cart = commerce.seedCart({ actions: [twoAlmonds] });
      commerce.interleave((c) => ({ ...c, customerEmail: 'sam@example.com' }), 2);
      const five = { action: 'changeLineItemQuantity', lineItemId: 'line-1', quantity: 5 } as const;
      expect(await commerce.updateCart(cart.id, 1, [five])).toEqual({
        ok: false,
        error: {
          code: 'cart/version-conflict',
          message: 'Object cart-1 has a different version than expected. Expected: 1 - Actual: 2.',
          details: { currentVersion: 2 },
        },
      });
      const second = await commerce.updateCart(cart.id, 2, [five]);
      expect(second).toMatchObject({ ok: false, error: { details: { currentVersion: 3 } } });
      const third = await commerce.updateCart(cart.id, 3, [five]);
      expect(third).toMatchObject({ ok: true, value: { version: 4, customerEmail: 'sam@example.com' } });
      expect(commerce.cart(cart.id).lineItems.map((l) => l.quantity)).toEqual([5]);
    });

    it('unreachable makes every call throw the PortError', async () => {
      const commerce = fresh();
      commerce.unreachable = new PortError('commerce', 'connect ECONNREFUSED 127.0.0.1:4000');
      const refused = 'commerce: connect ECONNREFUSED 127.0.0.1:4000';
      await expect(commerce.listOrders({ limit: 1, offset: 0 })).rejects.toThrow(refused);
      await expect(commerce.getProductBySku('ALM-1LB')).rejects.toThrow(PortError);
      commerce.unreachable = undefined;
      expect((await commerce.getProductBySku('ALM-1LB'))?.key).toBe('roasted-salted-almonds');
    });

    it('stores a seeded cart as given and numbers new carts around it', async () => {
      const commerce = fresh();
      const seeded = commerce.seedCart({ key: 'cx-1' });
      commerce.putCart({ ...seeded, id: 'cart-2', key: 'cx-2', totalPrice: usd(123) });
      expect(commerce.cart('cart-2').totalPrice).toEqual(usd(123));
      expect(commerce.seedCart().id).toBe('cart-3');
      expect(commerce.carts().map((c) => c.id)).toEqual(['cart-1', 'cart-2', 'cart-3']);
      expect(() => commerce.cart('cart-9')).toThrow('no cart cart-9 in the in-memory commerce platform');
    });
  });
});

/** Places an order of an empty cart made from `draft` with `extra` order input; answers its placedBy and checkoutType. */
async function placedAs(port: CommercePort, draft: CartDraft, extra: Partial<OrderFromCartInput> = {}) {
  const created = await port.createCart(draft);
  if (!created.ok) throw new Error(created.error.message);
  const input = { cartId: created.value.id, version: created.value.version, payments: [], totals: [] };
  const placed = await port.createOrderFromCart({ ...input, receiptToken: `receipt-${created.value.id}`, ...extra });
  if (!placed.ok) throw new Error(placed.error.message);
  return { placedBy: placed.value.placedBy, checkoutType: placed.value.checkoutType };
}

describe("an order's checkoutType: the fake derives it as the embedded engine does (spec core-cart-checkout §6)", () => {
  let server: TestApp;
  let customerId = '';
  beforeAll(async () => {
    server = await buildTestApp();
    const store = new EmbeddedCustomerStore(server.services.db, cryptoIds);
    const draft = { email: 'kim@example.com', fullName: 'Kim Lee', isB2b: false, isGuest: false };
    const created = await store.create(
      { ...draft, newsletterOptIn: false, passwordHash: null, loginTypes: ['password'] },
      systemClock.nowMs(),
    );
    if (!created.ok) throw new Error(created.error.message);
    customerId = created.value.id;
  }, 60_000);
  afterAll(() => server.close());

  it('answers the same for a guest, a customer, a signed-in session and an agent', async () => {
    const fake = new InMemoryCommerce({ ...catalogueSeed(), clock: systemClock, customerIds: [customerId] });
    const cx = { checkoutType: 'CX', placedBy: 'Employee' } as const;
    const cases = async (port: CommercePort) => [
      await placedAs(port, { anonymousId: 'anon-guest' }),
      await placedAs(port, { customerId }),
      await placedAs(port, { anonymousId: customerId }),
      await placedAs(port, { customerId }, cx),
      await placedAs(port, { anonymousId: 'anon-guest-2' }, cx),
    ];
    const expected = [
      { placedBy: undefined, checkoutType: 'Guest' },
      { placedBy: undefined, checkoutType: 'Customer' },
      { placedBy: undefined, checkoutType: 'Customer' },
      { placedBy: 'Employee', checkoutType: 'CX' },
      { placedBy: 'Employee', checkoutType: 'CX' },
    ];
    expect(await cases(server.services.commerce)).toEqual(expected);
    expect(await cases(fake)).toEqual(expected);
  });
});
