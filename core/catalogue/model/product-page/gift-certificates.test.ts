import { usd } from '../../../shared';
import { testPrice, testVariant } from '../test-product';
import {
  GIFT_CERTIFICATE_PRESETS,
  giftCertificateSku,
  initialVariant,
  isGiftCertificate,
  presetOf,
  variationIdOf,
} from './gift-certificates';

const certificates = GIFT_CERTIFICATE_PRESETS.map((p, i) =>
  testVariant(giftCertificateSku(p.variationId), {
    variantName: `$${p.amount.cents / 100}`,
    prices: [testPrice(`gc-${i}`, p.amount.cents)],
  }),
);

describe('gift certificates (catalogue-gifting §4, §9)', () => {
  it('has the preset amounts by variation id: 236 = $10, 5 = $25, 155 = $35, 156 = $40, 6 = $50, 7 = $75, 8 = $100, 9 = $200', () => {
    expect(GIFT_CERTIFICATE_PRESETS.map((p) => [p.variationId, p.amount.cents / 100])).toEqual([
      [236, 10],
      [5, 25],
      [155, 35],
      [156, 40],
      [6, 50],
      [7, 75],
      [8, 100],
      [9, 200],
    ]);
    expect(presetOf(155)?.amount).toEqual(usd(3500));
    expect(presetOf(1)).toBeUndefined();
  });

  it('selects the certificate variant by variation id, and falls back to the first for an unknown or malformed id', () => {
    expect(initialVariant('gift-certificate', certificates, { id: '236' })?.variantName).toBe('$10');
    expect(initialVariant('gift-certificate', certificates, { id: '9' })?.variantName).toBe('$200');
    expect(initialVariant('gift-certificate', certificates, { id: '156' })?.sku).toBe('GC-156');
    expect(initialVariant('gift-certificate', certificates, { id: '4' })?.variantName).toBe('$10');
    expect(initialVariant('gift-certificate', certificates, { id: '6abc' })?.variantName).toBe('$10');
    expect(variationIdOf(certificates[4]!)).toBe(6);
    expect(variationIdOf({ sku: '1001-01' })).toBeUndefined();
    expect(isGiftCertificate('gift-certificate')).toBe(true);
    expect(isGiftCertificate('roasted-almonds')).toBe(false);
  });

  it('selects other products by SKU, never by id, falling back to the first in stock', () => {
    const bags = [testVariant('1001-01', { backordered: true }), testVariant('1001-02'), testVariant('1001-03')];
    expect(initialVariant('roasted-almonds', bags, { sku: '1001-03' })?.sku).toBe('1001-03');
    expect(initialVariant('roasted-almonds', bags, { id: '236' })?.sku).toBe('1001-02');
    expect(initialVariant('roasted-almonds', bags, { sku: 'nope' })?.sku).toBe('1001-02');
  });
});
