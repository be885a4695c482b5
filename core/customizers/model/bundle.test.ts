import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BUNDLE_INCOMPLETE_MESSAGE,
  GIFT_BUNDLE_CONFIG,
  GIFT_SHIPMENT_TIMINGS,
  bundlePriceCents,
  bundleProblem,
  decodeBundleSelection,
  describeBundle,
  encodeBundleSelection,
  giftShipmentOptionOf,
  saveLabel,
} from './bundle';
import { addMonthsClamped, bundleShipDates, orderBundleShipDates } from './bundle-ship-dates';

const hit = (sku: string, name: string, cents: number, extra: object = {}) => ({
  sku,
  singlePiecePrice: cents,
  path: `/gifts/${name.toLowerCase().replace(/ /g, '-')}`,
  inStock: true,
  Product: { key: name.toLowerCase().replace(/ /g, '-'), name, listingImageUrl: `/img/${sku}.svg` },
  ...extra,
});

describe('the gift box bundle (catalogue-gifting §1, §3, §9)', () => {
  it('labels the three shipments as the spec words them', () => {
    expect(GIFT_SHIPMENT_TIMINGS).toEqual([
      'ship immediately',
      'one month after first box',
      'one month after second box',
    ]);
  });

  it('is configured as 9910-03 at 10% off with three default gift boxes', () => {
    expect(GIFT_BUNDLE_CONFIG).toEqual({
      sku: '9910-03',
      discountPercent: 10,
      shipments: ['8009-01', '8010-01', '8012-01'],
    });
    expect(saveLabel(GIFT_BUNDLE_CONFIG.discountPercent)).toBe('Save 10%');
  });

  it('prices the bundle at the rounded discounted sum of its piece prices, in cents', () => {
    const pieces = [1779, 1479, 1449].map((piecePrice) => ({ piecePrice }));
    expect(bundlePriceCents(pieces, 10)).toBe(4236); // 4707 × 0.9 = 4236.3
    expect(
      bundlePriceCents(
        [1169, 1169, 1169].map((piecePrice) => ({ piecePrice })),
        10,
      ),
    ).toBe(3156); // 3156.3
    expect(bundlePriceCents([{ piecePrice: 1005 }], 10)).toBe(905); // 904.5 rounds up
    expect(bundlePriceCents(pieces, 0)).toBe(4707);
  });

  it('never charges more than the sum, nor a negative price', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 3 }),
        fc.integer({ min: 0, max: 100 }),
        (p, d) => {
          const price = bundlePriceCents(
            p.map((piecePrice) => ({ piecePrice })),
            d,
          );
          const sum = p.reduce((a, b) => a + b, 0);
          return Number.isInteger(price) && price >= 0 && price <= sum;
        },
      ),
    );
  });

  it('encodes the selection as three base-60 product numbers and decodes it back', () => {
    expect(encodeBundleSelection([8009, 8010, 8012])).toBe('2dt2du2dw');
    expect(decodeBundleSelection('2dt2du2dw')).toEqual({ ok: true, value: [8009, 8010, 8012] });
  });

  it('refuses a selection that is not exactly three gift boxes', () => {
    const two = decodeBundleSelection(encodeBundleSelection([8009, 8010]));
    expect(two.ok ? undefined : two.error).toMatchObject({
      code: 'customizer/incomplete',
      message: BUNDLE_INCOMPLETE_MESSAGE,
    });
    const empty = decodeBundleSelection('2dt0002dw');
    expect(empty.ok ? undefined : empty.error.message).toBe('Choose a gift box for each of the 3 shipments.');
    const bad = decodeBundleSelection('2d!2du2dw');
    expect(bad.ok ? undefined : bad.error).toMatchObject({ code: 'customizer/invalid-selection' });
  });

  it('keeps a bundle from the cart unless each shipment is an offered gift box in stock', () => {
    const offered = new Map([
      [8009, { name: 'Dark Chocolate Gift Box', inStock: true }],
      [8014, { name: 'Dried Figs Gift Box', inStock: false }],
      [8001, { name: 'Dry Roasted Almonds Gift Tin', inStock: true }],
    ]);
    expect(bundleProblem([8009, 8009, 8009], offered)).toBeUndefined();
    expect(bundleProblem([8009, 8001, 8009], offered)).toBe('Shipment 2: 8001 is not a gift box.');
    expect(bundleProblem([8009, 8009, 8013], offered)).toBe('Shipment 3: 8013 is not a gift box.');
    expect(bundleProblem([8009, 8009, 8014], offered)).toBe('Shipment 3: Dried Figs Gift Box is out of stock.');
    expect(bundleProblem([8009, 8009], offered)).toBe(BUNDLE_INCOMPLETE_MESSAGE);
  });

  it('describes the line with each box and its timing label', () => {
    expect(
      describeBundle(['Dark Chocolate Gift Box', 'Milk Chocolate Almond Gift Box', 'Medjool Dates Gift Box']),
    ).toBe(
      'Dark Chocolate Gift Box (ship immediately), Milk Chocolate Almond Gift Box (one month after first box), ' +
        'Medjool Dates Gift Box (one month after second box)',
    );
  });

  it('reads a shipment variant from a search hit, ratings 0 when the hit has none', () => {
    expect(giftShipmentOptionOf(hit('8009-01', 'Dark Chocolate Gift Box', 1779))).toEqual({
      ok: true,
      value: {
        productKey: 'dark-chocolate-gift-box',
        sku: '8009-01',
        name: 'Dark Chocolate Gift Box',
        piecePrice: 1779,
        averageRating: 0,
        totalReviews: 0,
        productNumber: 8009,
        path: '/gifts/dark-chocolate-gift-box',
        imageUrl: '/img/8009-01.svg',
        inStock: true,
      },
    });
    const rated = giftShipmentOptionOf(hit('8010-01', 'Milk', 1479, { averageRating: 4.5, totalReviews: 12 }));
    expect(rated.ok && [rated.value.averageRating, rated.value.totalReviews]).toEqual([4.5, 12]);
    const bad = giftShipmentOptionOf({ sku: '8009-01' });
    expect(bad.ok ? undefined : bad.error.code).toBe('customizer/invalid-ingredient');
  });
});

describe('bundle ship dates (catalogue-gifting §1)', () => {
  it('ships on the order ship date, then one and two months later on the same day of the month', () => {
    expect(bundleShipDates('2026-11-26')).toEqual(['2026-11-26', '2026-12-26', '2027-01-26']);
  });

  it('clamps to the end of a shorter month, counting from the first date', () => {
    expect(bundleShipDates('2026-01-31')).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    expect(bundleShipDates('2027-12-31')).toEqual(['2027-12-31', '2028-01-31', '2028-02-29']);
    expect(addMonthsClamped('2026-03-31', 1)).toBe('2026-04-30');
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => addMonthsClamped('26/11/2026', 1)).toThrow(RangeError);
  });
});

describe('an order’s bundle ship dates (catalogue-gifting §1)', () => {
  it('ships first on the order’s date in the warehouse time zone', () => {
    // 02:30 UTC on Nov 27 is still Nov 26 in New York.
    expect(orderBundleShipDates('2026-11-27T02:30:00.000Z', 'America/New_York')).toEqual([
      '2026-11-26',
      '2026-12-26',
      '2027-01-26',
    ]);
    expect(orderBundleShipDates('not a date', 'America/New_York')).toBeUndefined();
  });
});
