import type { Cart, LineItem } from '../../core/cart/model/cart';
import type { Order } from '../../core/cart/model/order';
import { testAddress, testCart, testLine } from '../../core/cart/model/test-cart';
import type { Category, Product, Variant } from '../../core/catalogue/model/product';
import { testPrice, testVariant } from '../../core/catalogue/model/test-product';
import { usd } from '../../core/shared/money';

/** Seed data of the fake commerce platform used by the CLI tests. Prices are integer cents. */

function variant(sku: string, variantName: string, cents: number): Variant {
  return testVariant(sku, { variantName, prices: [testPrice(`price-${sku}`, cents)] });
}

function product(key: string, name: string, categoryKey: string, variants: Variant[]): Product {
  return {
    id: `product-${key}`,
    key,
    name,
    slug: key,
    path: `/${categoryKey}/${key}`,
    description: `<p>${name}</p>`,
    oneLinerDescription: name,
    categoryKeys: [categoryKey],
    tags: [],
    imageUrl: `https://example.test/${key}.jpg`,
    meltable: false,
    variants,
  };
}

/** Categories of the fake catalogue: 'nuts' and 'dried-fruit'. */
export const fakeCategories: readonly Category[] = [
  { id: 'cat-nuts', key: 'nuts', name: 'Nuts', path: '/nuts', orderHint: 1 },
  { id: 'cat-dried-fruit', key: 'dried-fruit', name: 'Dried Fruit', path: '/dried-fruit', orderHint: 2 },
];

/** Products: almonds (ALM-1LB $9.99, ALM-3LB $26.99) and dried mango (MANGO-1LB $12.49). */
export const fakeProducts: readonly Product[] = [
  product('roasted-salted-almonds', 'Roasted Salted Almonds', 'nuts', [variant('ALM-1LB', '1 lb', 999), variant('ALM-3LB', '3 lb', 2699)]),
  product('dried-mango', 'Dried Mango', 'dried-fruit', [variant('MANGO-1LB', '1 lb', 1249)]),
];

/** A line item of `quantity` units of `sku` from the fake catalogue. Throws for an unknown SKU (test bug). */
export function fakeLine(id: string, sku: string, quantity: number, addressKey?: string): LineItem {
  const owner = fakeProducts.find((p) => p.variants.some((v) => v.sku === sku));
  const found = owner?.variants.find((v) => v.sku === sku);
  const price = found?.prices[0];
  if (!owner || !found || !price) throw new Error(`fake catalogue has no SKU ${sku}`);
  const targets = addressKey ? [{ addressKey, quantity }] : undefined;
  const base = testLine(id, { sku, quantity, unitCents: price.value.cents, ...(targets ? { targets } : {}) });
  const { unitName: _u, bulk: _b, wholesale: _w, autoDeliveryEligible: _a, usdaNdbNo: _n, ...lineVariant } = found;
  return { ...base, productId: owner.id, productKey: owner.key, productPath: owner.path, name: owner.name, variant: lineVariant, price };
}

/** Cart 'cart-1' with key 'cx-4711', version 3: 2 × ALM-1LB to shipment-1 in New Jersey. */
export function fakeCart(): Cart {
  const line = fakeLine('line-1', 'ALM-1LB', 2, 'shipment-1');
  return testCart({
    id: 'cart-1',
    key: 'cx-4711',
    version: 3,
    customerEmail: 'pat@example.com',
    lineItems: [line],
    itemShippingAddresses: [testAddress('shipment-1')],
    totalPrice: line.totalPrice,
  });
}

/** Orders '100235' (newest) and '100234', each paid by a Visa card ending 4242. */
export function fakeOrders(): Order[] {
  const order = (orderNumber: string, createdAt: string, quantity: number): Order => {
    const line = fakeLine(`line-${orderNumber}`, 'MANGO-1LB', quantity, 'shipment-1');
    const cart = testCart({ id: `cart-${orderNumber}`, cartState: 'Ordered', lineItems: [line], itemShippingAddresses: [testAddress('shipment-1')] });
    const total = line.totalPrice.cents + 599;
    return {
      id: `order-${orderNumber}`,
      orderNumber,
      orderState: 'Confirmed',
      createdAt,
      customerEmail: 'pat@example.com',
      shippingAddress: testAddress('shipment-1'),
      cart,
      totals: [
        { label: 'Subtotal', amount: line.totalPrice },
        { label: 'Shipping', amount: usd(599) },
        { label: 'Total', amount: usd(total) },
      ],
      payments: [{ id: `payment-${orderNumber}`, method: 'card', amountPlanned: usd(total), cardBrand: 'Visa', cardLast4: '4242' }],
      receiptToken: `receipt-${orderNumber}`,
    };
  };
  return [order('100235', '2025-11-21T09:15:00.000Z', 3), order('100234', '2025-11-20T15:30:00.000Z', 1)];
}
