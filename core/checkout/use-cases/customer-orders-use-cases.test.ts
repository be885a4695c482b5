import { describe, expect, it } from 'vitest';
import type { Order } from '../../cart/model';
import { testCart, testLine } from '../../cart/model/test-cart';
import { testProduct, testVariant } from '../../catalogue/model/test-product';
import type { ProductCard } from '../../catalogue/model';
import type { CustomerOrdersPort } from '../../../ports/customer-orders';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { AddToCart } from './add-to-cart';
import { ClearCopiedOrder } from './clear-copied-order';
import { GetCustomerOrder } from './get-customer-order';
import { ListCustomerOrders } from './list-customer-orders';
import { ListEasyReorder } from './list-easy-reorder';
import { ReorderOrder } from './reorder-order';
import { fixedClock } from './testing/fixed';

/**
 * The use cases of a customer's past orders (spec: shell-account §2 Account area, §3 Cart (shell view)
 * copiedFromOrderNumber; core-cart-checkout §7 POST /api/orders/clear-copied-order) over the in-memory commerce
 * platform, with the customers' orders held by a small CustomerOrdersPort fake.
 */
const products = [
  testProduct('almonds', { name: 'Almonds', variants: [testVariant('ALM-1LB')] }),
  testProduct('cashews', { name: 'Cashews', variants: [testVariant('CSH-1LB')] }),
  testProduct('retired', { name: 'Retired Mix', variants: [testVariant('OLD-1LB', { active: false })] }),
];

function order(orderNumber: string, createdAt: string, lines: [string, string, number][]): Order {
  const lineItems = lines.map(([sku, name, quantity], i) => ({
    ...testLine(`${orderNumber}-${i}`, { sku, quantity }),
    name,
    productKey: name.toLowerCase(),
  }));
  return {
    id: `order-${orderNumber}`,
    orderNumber,
    orderState: 'Open',
    createdAt,
    cart: testCart({ id: `cart-${orderNumber}`, cartState: 'Ordered', lineItems }),
    totals: [],
    payments: [],
    receiptToken: `token-${orderNumber}`,
  };
}

const mine = order('100001', '2025-05-01T10:00:00.000Z', [
  ['ALM-1LB', 'Almonds', 2],
  ['OLD-1LB', 'Retired Mix', 1],
  ['GONE-1LB', 'Discontinued Dates', 1],
  ['CSH-1LB', 'Cashews', 3],
]);
const newer = order('100003', '2025-06-01T10:00:00.000Z', [['CSH-1LB', 'Cashews', 1]]);
const theirs = order('100002', '2025-05-15T10:00:00.000Z', [['ALM-1LB', 'Almonds', 5]]);
const OWNERS: Record<string, string> = { '100001': 'cust-1', '100002': 'cust-2', '100003': 'cust-1' };

function fakeOrders(orders: readonly Order[]): CustomerOrdersPort & { asked: string[] } {
  const asked: string[] = [];
  const of = (customerId: string) =>
    orders.filter((o) => OWNERS[o.orderNumber] === customerId).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  return {
    asked,
    async ordersOf(customerId, page) {
      asked.push(`ordersOf:${customerId}:${page.limit}:${page.offset}`);
      return of(customerId).slice(page.offset, page.offset + page.limit);
    },
    async orderOf(customerId, orderNumber) {
      asked.push(`orderOf:${customerId}:${orderNumber}`);
      return of(customerId).find((o) => o.orderNumber === orderNumber);
    },
  };
}

function setup() {
  const commerce = new InMemoryCommerce({ products });
  const orders = fakeOrders([mine, theirs, newer]);
  const reorder = new ReorderOrder(orders, commerce, new AddToCart(commerce, fixedClock()));
  return { commerce, orders, reorder };
}

describe('ReorderOrder', () => {
  it('copies the still-sold lines into a new cart of the owner, names the skipped ones, marks the cart', async () => {
    const { commerce, reorder } = setup();
    const r = await reorder.execute({ ownerId: 'cust-1', customerId: 'cust-1', orderNumber: '100001' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.added).toEqual([
      { sku: 'ALM-1LB', name: 'Almonds', quantity: 2 },
      { sku: 'CSH-1LB', name: 'Cashews', quantity: 3 },
    ]);
    expect(r.value.skipped).toEqual([
      { sku: 'OLD-1LB', name: 'Retired Mix' },
      { sku: 'GONE-1LB', name: 'Discontinued Dates' },
    ]);
    const cart = commerce.activeCartOf('cust-1')!;
    expect(r.value.cart).toEqual(cart);
    expect(cart.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([
      ['ALM-1LB', 2],
      ['CSH-1LB', 3],
    ]);
    expect(cart.custom.copiedFromOrderNumber).toBe('100001');
  });

  it("adds to the lines of the session's cart", async () => {
    const { commerce, reorder } = setup();
    commerce.seedCart({ anonymousId: 'cust-1', actions: [{ action: 'addLineItem', sku: 'ALM-1LB', quantity: 1 }] });
    const r = await reorder.execute({ ownerId: 'cust-1', customerId: 'cust-1', orderNumber: '100003' });
    expect(r.ok).toBe(true);
    const cart = commerce.activeCartOf('cust-1')!;
    expect(cart.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([
      ['ALM-1LB', 1],
      ['CSH-1LB', 1],
    ]);
    expect(cart.custom.copiedFromOrderNumber).toBe('100003');
  });

  it("never reads another customer's order: 'order/not-found' and no cart", async () => {
    const { commerce, reorder } = setup();
    const r = await reorder.execute({ ownerId: 'cust-1', customerId: 'cust-1', orderNumber: '100002' });
    expect(r).toEqual({
      ok: false,
      error: { code: 'order/not-found', message: 'We could not find that order.' },
    });
    expect(commerce.carts()).toEqual([]);
  });

  it('adds nothing and marks nothing when no line is still sold', async () => {
    const commerce = new InMemoryCommerce({ products });
    const gone = order('100009', '2025-06-02T10:00:00.000Z', [['OLD-1LB', 'Retired Mix', 2]]);
    OWNERS['100009'] = 'cust-1';
    const reorder = new ReorderOrder(fakeOrders([gone]), commerce, new AddToCart(commerce, fixedClock()));
    const r = await reorder.execute({ ownerId: 'cust-1', customerId: 'cust-1', orderNumber: '100009' });
    expect(r).toEqual({
      ok: true,
      value: { cart: null, added: [], skipped: [{ sku: 'OLD-1LB', name: 'Retired Mix' }] },
    });
    expect(commerce.carts()).toEqual([]);
  });

  it("refuses input that names no order: 'validation/invalid'", async () => {
    const { reorder, orders } = setup();
    const r = await reorder.execute({ ownerId: 'cust-1', customerId: 'cust-1', orderNumber: '' });
    expect(r.ok ? undefined : r.error.code).toBe('validation/invalid');
    expect(orders.asked).toEqual([]);
  });
});

describe('ClearCopiedOrder', () => {
  it('unsets copiedFromOrderNumber and keeps the lines', async () => {
    const { commerce, reorder } = setup();
    await reorder.execute({ ownerId: 'cust-1', customerId: 'cust-1', orderNumber: '100003' });
    const r = await new ClearCopiedOrder(commerce).execute('cust-1');
    if (!r.ok || !r.value) throw new Error('not cleared');
    expect(r.value.custom.copiedFromOrderNumber).toBeUndefined();
    expect(r.value.lineItems.map((l) => l.variant.sku)).toEqual(['CSH-1LB']);
  });

  it('answers the cart unchanged when it names no order, and null without a cart', async () => {
    const commerce = new InMemoryCommerce({ products });
    const clear = new ClearCopiedOrder(commerce);
    expect(await clear.execute('cust-1')).toEqual({ ok: true, value: null });
    const cart = commerce.seedCart({ anonymousId: 'cust-1' });
    expect(await clear.execute('cust-1')).toEqual({ ok: true, value: cart });
    expect(commerce.updates).toEqual([]);
  });
});

describe('the order lists', () => {
  it("lists the customer's orders newest first and reads one order only when it is theirs", async () => {
    const orders = fakeOrders([mine, theirs, newer]);
    const list = await new ListCustomerOrders(orders).execute('cust-1');
    expect(list.map((o) => o.orderNumber)).toEqual(['100003', '100001']);
    expect(orders.asked).toEqual(['ordersOf:cust-1:100:0']);
    const get = new GetCustomerOrder(orders);
    expect((await get.execute({ customerId: 'cust-1', orderNumber: '100001' }))?.orderNumber).toBe('100001');
    expect(await get.execute({ customerId: 'cust-1', orderNumber: '100002' })).toBeUndefined();
    expect(await get.execute({ customerId: '', orderNumber: '100001' })).toBeUndefined();
  });

  it("Easy Reorder: the past orders' products once each, most recent first, and the orders with their lines", async () => {
    const asked: string[][] = [];
    const card = (key: string) => ({ productKey: key, sku: key.toUpperCase(), name: key }) as unknown as ProductCard;
    const cards = {
      async execute(input: { productKeys: readonly string[]; limit: number }) {
        asked.push([...input.productKeys]);
        return input.productKeys.filter((k) => k !== 'retired mix').map(card);
      },
    };
    const r = await new ListEasyReorder(fakeOrders([mine, theirs, newer]), cards).execute('cust-1');
    expect(asked).toEqual([['cashews', 'almonds', 'retired mix', 'discontinued dates']]);
    expect(r.products.map((p) => p.productKey)).toEqual(['cashews', 'almonds', 'discontinued dates']);
    expect(r.orders.map((o) => [o.orderNumber, o.createdAt])).toEqual([
      ['100003', '2025-06-01T10:00:00.000Z'],
      ['100001', '2025-05-01T10:00:00.000Z'],
    ]);
    expect(r.orders[1]!.lines[0]).toEqual({
      sku: 'ALM-1LB',
      name: 'Almonds',
      variantName: '1 lb',
      quantity: 2,
      productPath: '/nuts/product-100001-0',
    });
    const none = await new ListEasyReorder(fakeOrders([]), cards).execute('cust-1');
    expect(none).toEqual({ products: [], orders: [] });
    expect(asked).toHaveLength(1);
  });
});
