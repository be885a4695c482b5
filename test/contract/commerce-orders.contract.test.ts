import { describe, expect } from 'vitest';
import type { Cart } from '../../core/cart';
import type { CommercePort, OrderFromCartInput } from '../../ports/commerce';
import {
  activeSkus,
  cartWith,
  commerceImplementations,
  IMPLEMENTATIONS,
  unique,
  value,
  contractIt,
} from './commerce-harness';
import { ORDER_NUMBER_SEQUENCE } from '../../ports/commerce';

/**
 * Contract suite of the commerce port: creating orders from carts and reading them back, the same `it`s for
 * the embedded engine in-process and the HTTP adapter through the local server.
 */
const implementation = commerceImplementations('commerce-orders');

const home = {
  name: 'Pat Jones',
  street1: '125 Moen Ave',
  city: 'Cranford',
  state: 'NJ',
  postalCode: '07016',
  country: 'US' as const,
};

async function orderableCart(port: CommercePort, email = 'pat@example.com'): Promise<Cart> {
  const [sku] = await activeSkus(port, 1);
  return cartWith(port, [
    { action: 'addLineItem', sku: sku!, quantity: 2 },
    { action: 'setCustomerEmail', email },
    { action: 'setShippingAddress', address: home },
  ]);
}

function orderInput(cart: Cart, overrides: Partial<OrderFromCartInput> = {}): OrderFromCartInput {
  const total = cart.taxedPrice?.totalGross ?? cart.totalPrice;
  return {
    cartId: cart.id,
    version: cart.version,
    receiptToken: unique('receipt'),
    idempotencyKey: unique('order'),
    payments: [{ id: unique('payment'), method: 'card', amountPlanned: total, cardLast4: '1111', cardBrand: 'Visa' }],
    totals: [
      { label: 'Subtotal', amount: cart.totalPrice },
      { label: 'Total', amount: total },
    ],
    ...overrides,
  };
}

describe.each(IMPLEMENTATIONS)('CommercePort orders: %s', (name) => {
  const port = () => implementation(name);
  const test = contractIt(name);

  test(
    'creates an order with a number from the sequence, and marks the cart Ordered',
    async () => {
      const cart = await orderableCart(port());
      const input = orderInput(cart);
      const order = value(await port().createOrderFromCart(input));
      expect(order.orderNumber).toMatch(/^\d{6,}$/);
      expect(order).toMatchObject({
        orderState: 'Open',
        customerEmail: 'pat@example.com',
        receiptToken: input.receiptToken,
        totals: input.totals,
        payments: input.payments,
      });
      expect(order.shippingAddress).toMatchObject(home);
      expect(order.cart).toMatchObject({
        id: cart.id,
        cartState: 'Ordered',
        version: cart.version + 1,
        totalPrice: cart.totalPrice,
      });
      expect(order.cart.lineItems.map((l) => l.quantity)).toEqual([2]);
      expect(await port().getCartById(cart.id)).toMatchObject({ cartState: 'Ordered', version: cart.version + 1 });
    },
    'order-draft-custom-ignored',
  );

  test('numbers orders from the sequence object: each order takes the next number, which the object then holds', async () => {
    const first = value(await port().createOrderFromCart(orderInput(await orderableCart(port()))));
    const second = value(await port().createOrderFromCart(orderInput(await orderableCart(port()))));
    expect(Number(second.orderNumber)).toBe(Number(first.orderNumber) + 1);
    const sequence = await port().getCustomObject(ORDER_NUMBER_SEQUENCE.container, ORDER_NUMBER_SEQUENCE.key);
    expect(Number(sequence?.value)).toBe(Number(second.orderNumber));
    expect(Number(first.orderNumber)).toBeGreaterThanOrEqual(ORDER_NUMBER_SEQUENCE.first);
  });

  test(
    'writes a custom object as commercetools does: created at version 1, replaced at its version, a stale version refused',
    async () => {
      const key = unique('counter');
      const created = value(await port().setCustomObject('sequences', key, 7));
      expect(created).toMatchObject({ key, value: 7, version: 1 });
      expect(await port().getCustomObject('sequences', key)).toMatchObject({ id: created.id, value: 7, version: 1 });
      const replaced = value(await port().setCustomObject('sequences', key, 8, 1));
      expect(replaced).toMatchObject({ id: created.id, value: 8, version: 2 });
      const stale = await port().setCustomObject('sequences', key, 9, 1);
      expect(stale.ok ? 'ok' : stale.error.code).toBe('custom-object/version-conflict');
      const createOnly = await port().setCustomObject('sequences', key, 9, 0);
      expect(createOnly.ok ? 'ok' : createOnly.error.code).toBe('custom-object/version-conflict');
      expect((await port().getCustomObject('sequences', key))?.value).toBe(8);
      expect(value(await port().setCustomObject('sequences', key, 10))).toMatchObject({ value: 10, version: 3 });
      expect(await port().getCustomObject('sequences', unique('absent'))).toBeUndefined();
    },
    'custom-object-create-only',
  );

  test(
    "refuses to update an ordered cart with 'cart/not-active', and to order it twice",
    async () => {
      const cart = await orderableCart(port());
      const order = value(await port().createOrderFromCart(orderInput(cart)));
      const r = await port().updateCart(cart.id, order.cart.version, [
        { action: 'setCustomerEmail', email: 'sam@example.com' },
      ]);
      expect(r.ok ? 'ok' : r.error.code).toBe('cart/not-active');
      const twice = await port().createOrderFromCart(orderInput(order.cart));
      expect(twice.ok ? 'ok' : twice.error.code).toBe('cart/not-active');
      expect((await port().getCartById(cart.id))?.customerEmail).toBe('pat@example.com');
    },
    'order-draft-custom-ignored',
  );

  test(
    'returns the same order for the same idempotency key, even at the old version',
    async () => {
      const cart = await orderableCart(port());
      const input = orderInput(cart);
      const first = value(await port().createOrderFromCart(input));
      const retried = value(await port().createOrderFromCart(input));
      expect(retried.id).toBe(first.id);
      expect(retried.orderNumber).toBe(first.orderNumber);
      expect(retried.receiptToken).toBe(first.receiptToken);
      expect((await port().getOrderByIdempotencyKey(input.idempotencyKey!))?.id).toBe(first.id);
      expect(await port().getOrderByIdempotencyKey('no-such-idempotency-key')).toBeUndefined();
    },
    'order-draft-custom-ignored',
  );

  test(
    'refuses a stale cart version with cart/version-conflict and creates no order',
    async () => {
      const cart = await orderableCart(port());
      const input = orderInput(cart, { version: cart.version - 1 });
      const r = await port().createOrderFromCart(input);
      expect(r.ok ? undefined : r.error).toMatchObject({
        code: 'cart/version-conflict',
        details: { currentVersion: cart.version },
      });
      expect(await port().getOrderByReceiptToken(input.receiptToken)).toBeUndefined();
      expect((await port().getCartById(cart.id))?.cartState).toBe('Active');
    },
    'order-version-unchecked',
  );

  test('uses an order number given with the input', async () => {
    const cart = await orderableCart(port());
    const orderNumber = unique('CX');
    expect(value(await port().createOrderFromCart(orderInput(cart, { orderNumber }))).orderNumber).toBe(orderNumber);
    expect((await port().getOrderByNumber(orderNumber))?.cart.id).toBe(cart.id);
  });

  test(
    'reads an order by order number and by receipt token',
    async () => {
      const cart = await orderableCart(port());
      const order = value(await port().createOrderFromCart(orderInput(cart)));
      const byNumber = await port().getOrderByNumber(order.orderNumber);
      const byToken = await port().getOrderByReceiptToken(order.receiptToken);
      expect(byNumber?.id).toBe(order.id);
      expect(byToken?.id).toBe(order.id);
      expect(byToken?.orderNumber).toBe(order.orderNumber);
      expect(await port().getOrderByReceiptToken(unique('no-such-token'))).toBeUndefined();
    },
    'order-draft-custom-ignored',
  );

  test(
    'lists orders newest first, paged',
    async () => {
      const older = value(await port().createOrderFromCart(orderInput(await orderableCart(port()))));
      const newer = value(await port().createOrderFromCart(orderInput(await orderableCart(port()))));
      expect((await port().listOrders({ limit: 2, offset: 0 })).map((o) => o.id)).toEqual([newer.id, older.id]);
      expect((await port().listOrders({ limit: 1, offset: 1 })).map((o) => o.id)).toEqual([older.id]);
      expect(await port().listOrders({ limit: 10, offset: 9_000 })).toEqual([]);
    },
    'order-sort-ignored',
  );

  test('counts the orders placed with an e-mail: without case on the embedded engine, by exact case over the commercetools API', async () => {
    const email = `${unique('count')}@example.com`;
    expect(await port().countOrdersByEmail(email)).toBe(0);
    value(await port().createOrderFromCart(orderInput(await orderableCart(port(), email))));
    value(
      await port().createOrderFromCart(
        orderInput(await orderableCart(port(), email.toUpperCase().replace('@EXAMPLE.COM', '@example.com'))),
      ),
    );
    // commercetools compares strings by their exact case, and so does the local server's commerce API; only the
    // embedded engine's SQL can compare e-mails without case (ports/commerce.ts countOrdersByEmail), and the
    // in-memory fake of the unit tests stands in for the engine.
    const exactCase = name !== 'embedded in-process' && name !== 'in-memory fake';
    expect(await port().countOrdersByEmail(email)).toBe(exactCase ? 1 : 2);
    expect(await port().countOrdersByEmail(email.toUpperCase())).toBe(exactCase ? 0 : 2);
  });

  test(
    'counts SAVE10 applications but keeps it applicable (no maximum)',
    async () => {
      const cart = await orderableCart(port());
      const withCode = value(
        await port().updateCart(cart.id, cart.version, [{ action: 'addDiscountCode', code: 'SAVE10' }]),
      );
      value(await port().createOrderFromCart(orderInput(withCode)));
      const next = await cartWith(port(), [
        { action: 'addLineItem', sku: withCode.lineItems[0]!.variant.sku, quantity: 1 },
        { action: 'addDiscountCode', code: 'SAVE10' },
      ]);
      expect(next.discountCodes[0]?.state).toBe('MatchesCart');
      expect(next.discountTotal.cents).toBeGreaterThan(0);
      expect(withCode.totalPrice.cents).toBeLessThan(withCode.lineItems[0]!.totalPriceBeforeCartLevelDiscount.cents);
    },
    'discount-code-state-unchecked',
  );
});
