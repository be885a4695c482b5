import { usd } from '../../shared';
import { testCart, testCustomLine, testLine } from './test-cart';
import { cartTotals } from './totals';
import { itemCount } from './item-count';

const lines = [
  testLine('a', { quantity: 2, unitCents: 1299 }),
  testLine('b', { quantity: 1, unitCents: 3450, totalPrice: usd(3105) }),
];

describe('cartTotals', () => {
  it('shows Subtotal and Total only for a plain cart', () => {
    expect(cartTotals(testCart({ lineItems: lines }))).toEqual([
      { label: 'Subtotal', amount: usd(6048) },
      { label: 'Total', amount: usd(5703) },
    ]);
  });

  it('labels discount, adjustment, shipping, heat-resistant packaging, surcharge and tax', () => {
    const cart = testCart({
      lineItems: lines,
      discountTotal: usd(345),
      customLineItems: [
        testCustomLine('adj', 'adjustment', -500),
        testCustomLine('h1', 'shipment-1-heat-resistant-packaging', 295),
        testCustomLine('h2', 'shipment-2-heat-resistant-packaging', 295),
        testCustomLine('s', 'surcharge', 100),
        testCustomLine('slip', 'shipment-1-packing-slip', 0),
      ],
      shippingMode: 'Multiple',
      shipping: [
        { shippingKey: 'shipment-1', shippingMethodName: 'Nutshell Shipping', price: usd(999) },
        { shippingKey: 'shipment-2', shippingMethodName: 'Nutshell Shipping', price: usd(0) },
      ],
      totalPrice: usd(7187),
      taxedPrice: { totalNet: usd(7187), totalGross: usd(7663), totalTax: usd(476), taxPortions: [] },
    });
    expect(cartTotals(cart)).toEqual([
      { label: 'Subtotal', amount: usd(6048) },
      { label: 'Discount', amount: usd(-345) },
      { label: 'Adjustment', amount: usd(-500) },
      { label: 'Shipping', amount: usd(999) },
      { label: 'Heat-Resistant Packaging', amount: usd(590) },
      { label: 'Temporary Surcharge', amount: usd(100) },
      { label: 'Tax', amount: usd(476) },
      { label: 'Total', amount: usd(7663) },
    ]);
  });

  it('shows free Single-mode shipping as 0', () => {
    const cart = testCart({
      lineItems: lines,
      shippingInfo: { shippingMethodName: 'Nutshell Shipping', price: usd(0) },
    });
    expect(cartTotals(cart)).toContainEqual({ label: 'Shipping', amount: usd(0) });
  });
});

describe('itemCount', () => {
  it('sums the quantities of the lines, not counting child lines', () => {
    const cart = testCart({
      lineItems: [
        ...lines,
        testLine('box', { quantity: 2, custom: { externalId: 'x' } }),
        testLine('part', { quantity: 2, custom: { parentExternalId: 'x' } }),
      ],
    });
    expect(itemCount(cart)).toBe(5);
    expect(itemCount(testCart())).toBe(0);
  });
});
