import { usd } from '../../../core/shared';
import type { Price } from '../../../core/cart';
import { testAddress, testCart, testCustomLine, testDiscountCode, testLine } from '../../../core/cart/model/test-cart';
import { DEMO_CART_DISCOUNTS, DEMO_DISCOUNT_CODES } from './demo-discounts';
import { recalculate, type DiscountCatalog } from './recalculate';

const catalog: DiscountCatalog = {
  cartDiscounts: new Map(DEMO_CART_DISCOUNTS.map((d) => [d.id, d])),
  codesById: new Map(DEMO_DISCOUNT_CODES.map((c) => [c.id, c])),
};
const SAVE10 = testDiscountCode('dc-save10', 'SAVE10');
const NUTS5 = testDiscountCode('dc-nuts5', 'NUTS5');
const tiered: Price = {
  id: 'p-tiered',
  value: usd(1000),
  tiers: [
    { minimumQuantity: 5, value: usd(900) },
    { minimumQuantity: 10, value: usd(800) },
  ],
};
const njAddress = { country: 'US' as const, state: 'NJ', postalCode: '07016' };

describe('recalculate: line prices', () => {
  it("uses a tier's price from the tier's minimumQuantity", () => {
    const at = (quantity: number) =>
      recalculate(testCart({ lineItems: [testLine('a', { quantity, price: tiered })] }), catalog).lineItems[0]!;
    expect(at(4).unitPrice.cents).toBe(1000);
    expect(at(5).unitPrice.cents).toBe(900);
    expect(at(5).totalPrice.cents).toBe(4500);
    expect(at(9).totalPriceBeforeCartLevelDiscount.cents).toBe(8100);
    expect(at(10).unitPrice.cents).toBe(800);
  });

  it('uses a lower product-discounted value', () => {
    const price: Price = {
      id: 'p',
      value: usd(1000),
      tiers: [],
      discounted: { value: usd(850), discountName: 'Sale' },
    };
    expect(
      recalculate(testCart({ lineItems: [testLine('a', { quantity: 2, price })] }), catalog).totalPrice.cents,
    ).toBe(1700);
  });

  it('marks shipping details valid only when the targets add up to the quantity', () => {
    const cart = testCart({
      lineItems: [
        testLine('a', {
          quantity: 3,
          shippingDetails: {
            targets: [
              { addressKey: 'shipment-1', quantity: 1 },
              { addressKey: 'shipment-2', quantity: 2 },
            ],
            valid: false,
          },
        }),
        testLine('b', {
          quantity: 3,
          shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 2 }], valid: true },
        }),
      ],
    });
    const [a, b] = recalculate(cart, catalog).lineItems;
    expect(a?.shippingDetails?.valid).toBe(true);
    expect(b?.shippingDetails?.valid).toBe(false);
  });
});

describe('recalculate: discount codes', () => {
  it('takes 10% off each line, rounded half up per line', () => {
    const cart = testCart({
      lineItems: [testLine('a', { unitCents: 1295 }), testLine('b', { quantity: 2, unitCents: 1299 })],
      discountCodes: [SAVE10],
    });
    const r = recalculate(cart, catalog);
    expect(r.lineItems.map((l) => l.totalPrice.cents)).toEqual([1165, 2338]);
    expect(r.lineItems.map((l) => l.totalPriceBeforeCartLevelDiscount.cents)).toEqual([1295, 2598]);
    expect(r.discountTotal.cents).toBe(390);
    expect(r.totalPrice.cents).toBe(3503);
    expect(r.discountCodes[0]).toMatchObject({ code: 'SAVE10', state: 'MatchesCart', name: '10% off' });
  });

  it('distributes $5 off over the lines in proportion, by largest remainder', () => {
    const cart = testCart({
      lineItems: [
        testLine('a', { unitCents: 1500 }),
        testLine('b', { unitCents: 1500 }),
        testLine('c', { unitCents: 1100 }),
      ],
      discountCodes: [NUTS5],
    });
    const r = recalculate(cart, catalog);
    expect(r.lineItems.map((l) => 1 * l.totalPriceBeforeCartLevelDiscount.cents - l.totalPrice.cents)).toEqual([
      183, 183, 134,
    ]);
    expect(r.discountTotal.cents).toBe(500);
    expect(r.totalPrice.cents).toBe(3600);
  });

  it('reports NUTS5 as DoesNotMatchCart below $40 and takes nothing off', () => {
    const cart = testCart({ lineItems: [testLine('a', { unitCents: 3999 })], discountCodes: [NUTS5] });
    const r = recalculate(cart, catalog);
    expect(r.discountCodes[0]?.state).toBe('DoesNotMatchCart');
    expect(r.discountTotal.cents).toBe(0);
    expect(r.totalPrice.cents).toBe(3999);
    const at40 = recalculate(
      testCart({ lineItems: [testLine('a', { unitCents: 4000 })], discountCodes: [NUTS5] }),
      catalog,
    );
    expect(at40.discountCodes[0]?.state).toBe('MatchesCart');
    expect(at40.totalPrice.cents).toBe(3500);
  });

  it('reports exhausted, inactive and unknown codes without a discount', () => {
    const cart = testCart({
      lineItems: [testLine('a', { unitCents: 10_000 })],
      discountCodes: [
        testDiscountCode('dc-summer15', 'SUMMER15'),
        testDiscountCode('dc-oldnuts', 'OLDNUTS'),
        testDiscountCode('dc-gone', 'GONE'),
      ],
    });
    const r = recalculate(cart, catalog);
    expect(r.discountCodes.map((c) => c.state)).toEqual(['MaxApplicationReached', 'NotActive', 'NotValid']);
    expect(r.totalPrice.cents).toBe(10_000);
  });

  it('applies the cart discounts of several codes by sortOrder (highest first), whatever the order of the codes', () => {
    const lines = [testLine('a', { unitCents: 10_000 })];
    for (const codes of [
      [NUTS5, SAVE10],
      [SAVE10, NUTS5],
    ]) {
      const r = recalculate(testCart({ lineItems: lines, discountCodes: codes }), catalog);
      expect(r.discountTotal.cents).toBe(1500); // 10% of 100.00, then 5.00 off 90.00
      expect(r.totalPrice.cents).toBe(8500);
      expect(r.discountCodes.map((c) => c.code)).toEqual(codes.map((c) => c.code));
    }
  });

  it("applies only a code's cart discounts that are active and whose predicate matches, never below zero", () => {
    const big = {
      ...DEMO_CART_DISCOUNTS[1]!,
      id: 'cd-big',
      cartPredicate: '1 = 1',
      value: { type: 'absolute' as const, cents: 100_000 },
    };
    const off = { ...DEMO_CART_DISCOUNTS[0]!, id: 'cd-off', isActive: false };
    const combo = {
      ...DEMO_DISCOUNT_CODES[0]!,
      id: 'dc-combo',
      code: 'COMBO',
      cartDiscountIds: ['cd-ten-percent', 'cd-five-off-forty', 'cd-off'],
    };
    const huge = { ...DEMO_DISCOUNT_CODES[0]!, id: 'dc-huge', code: 'HUGE', cartDiscountIds: ['cd-big'] };
    const own: DiscountCatalog = {
      cartDiscounts: new Map([...catalog.cartDiscounts, [big.id, big], [off.id, off]]),
      codesById: new Map([...catalog.codesById, [combo.id, combo], [huge.id, huge]]),
    };
    const combined = recalculate(
      testCart({
        lineItems: [testLine('a', { unitCents: 3000 })],
        discountCodes: [testDiscountCode('dc-combo', 'COMBO')],
      }),
      own,
    );
    expect(combined.discountCodes[0]?.state).toBe('MatchesCart');
    expect(combined.discountTotal.cents).toBe(300); // 10% only: $5 off needs $40, cd-off is inactive
    const capped = recalculate(
      testCart({
        lineItems: [testLine('a', { unitCents: 3000 }), testLine('b', { unitCents: 1000 })],
        discountCodes: [testDiscountCode('dc-huge', 'HUGE')],
      }),
      own,
    );
    expect(capped.lineItems.map((l) => l.totalPrice.cents)).toEqual([0, 0]);
    expect(capped.totalPrice.cents).toBe(0);
  });
});

describe('recalculate: custom lines, shipping and totalPrice', () => {
  it('totals custom line items as money × quantity, adjustments included', () => {
    const cart = testCart({
      lineItems: [testLine('a', { unitCents: 2000 })],
      customLineItems: [
        { ...testCustomLine('h', 'shipment-1-heat-resistant-packaging', 295), quantity: 2, totalPrice: usd(0) },
        testCustomLine('adj', 'adjustment', -500),
      ],
    });
    const r = recalculate(cart, catalog);
    expect(r.customLineItems.map((c) => c.totalPrice.cents)).toEqual([590, -500]);
    expect(r.totalPrice.cents).toBe(2090);
  });

  it('adds the Single-mode shipping method price to totalPrice', () => {
    const cart = testCart({
      lineItems: [testLine('a', { unitCents: 2000 })],
      shippingInfo: { shippingMethodName: 'Nutshell Shipping', price: usd(999) },
    });
    expect(recalculate(cart, catalog).totalPrice.cents).toBe(2999);
  });

  it('in Multiple mode adds each shipment method and ignores a cart-level one', () => {
    const cart = testCart({
      shippingMode: 'Multiple',
      lineItems: [testLine('a', { unitCents: 2000 })],
      shippingInfo: { shippingMethodName: 'ignored', price: usd(10_000) },
      shipping: [
        { shippingKey: 'shipment-1', shippingMethodName: 'Nutshell Shipping', price: usd(999) },
        { shippingKey: 'shipment-2', shippingMethodName: 'Nutshell Shipping', price: usd(500) },
      ],
    });
    expect(recalculate(cart, catalog).totalPrice.cents).toBe(3499);
  });
});

describe('recalculate: taxedPrice', () => {
  const taxed = (cents: number, address = njAddress) =>
    recalculate(testCart({ lineItems: [testLine('a', { unitCents: cents })], shippingAddress: address }), catalog)
      .taxedPrice;

  it('applies NJ 6.625% on the total, rounded to the cent (half up)', () => {
    expect(taxed(1999)).toEqual({
      totalNet: usd(1999),
      totalGross: usd(2131),
      totalTax: usd(132),
      taxPortions: [{ name: 'NJ Sales Tax', rate: 0.06625, amount: usd(132) }],
    });
    expect(taxed(400)?.totalTax.cents).toBe(27); // 26.5
    expect(taxed(1200)?.totalTax.cents).toBe(80); // 79.5
  });

  it('taxes shipping and custom lines with the merchandise', () => {
    const cart = testCart({
      lineItems: [testLine('a', { unitCents: 1000 })],
      customLineItems: [testCustomLine('s', 'surcharge', 500)],
      shippingInfo: { shippingMethodName: 'x', price: usd(500) },
      shippingAddress: njAddress,
    });
    expect(recalculate(cart, catalog).taxedPrice?.totalTax.cents).toBe(133); // 2000 × 6.625% = 132.5
  });

  it('rounds half-cent taxes up even where the rate is not exact in binary (CA 7.25%)', () => {
    expect(taxed(200, { country: 'US', state: 'CA', postalCode: '90001' })?.totalTax.cents).toBe(15); // 14.5
    expect(taxed(3000, { country: 'US', state: 'CA', postalCode: '90001' })?.totalTax.cents).toBe(218); // 217.5
  });

  it('has no taxedPrice without an address or a state', () => {
    expect(
      recalculate(testCart({ lineItems: [testLine('a', { unitCents: 1999 })] }), catalog).taxedPrice,
    ).toBeUndefined();
    expect(taxed(1999, { country: 'US', postalCode: '07016' } as typeof njAddress)).toBeUndefined();
  });

  it('uses the first item shipping address when there is no cart shipping address', () => {
    const cart = testCart({
      lineItems: [testLine('a', { unitCents: 1999 })],
      itemShippingAddresses: [testAddress('shipment-1')],
    });
    expect(recalculate(cart, catalog).taxedPrice?.totalTax.cents).toBe(132);
  });

  it('has a zero tax and no portions in an untaxed state', () => {
    expect(taxed(1999, { country: 'US', state: 'OR', postalCode: '97201' })).toEqual({
      totalNet: usd(1999),
      totalGross: usd(1999),
      totalTax: usd(0),
      taxPortions: [],
    });
  });

  it('applies Canadian GST/HST: 13% HST in Ontario, 5% GST in Alberta', () => {
    const on = taxed(10_000, { country: 'CA', state: 'ON', postalCode: 'M5V 2T6' } as never);
    expect(on?.totalTax.cents).toBe(1300);
    expect(on?.taxPortions).toEqual([{ name: 'GST/HST', rate: 0.13, amount: usd(1300) }]);
    expect(taxed(10_000, { country: 'CA', state: 'AB', postalCode: 'T2P 1J9' } as never)?.totalTax.cents).toBe(500);
  });
});
