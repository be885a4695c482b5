import { describe, expect, it } from 'vitest';
import { GIFT_OPTIONS, giftOptionOf, giftOptionOfProduct, GIFT_SHIPPING_NOTE } from './gift-options';

describe('gift options landing (catalogue-gifting §1, §2, §9)', () => {
  it('offers the Premium and Classic trays, the Medium box and a disabled coming-soon entry, in that order', () => {
    expect(
      GIFT_OPTIONS.map((o) => (o.disabled ? [o.title, 'disabled'] : [o.title, o.priceLabel, o.choicesLabel])),
    ).toEqual([
      ['Custom Gift Tray, Premium', 'from $69.99', '130+ choices'],
      ['Custom Gift Tray, Classic', 'from $59.99', '50+ choices'],
      ['Custom Gift Box, Medium', '$42.99', '50 choices'],
      ['New Option Coming Soon', 'disabled'],
    ]);
    expect(giftOptionOfProduct('3719')?.description).toBe('Six treats chosen from 50 gourmet flavors');
    expect(GIFT_SHIPPING_NOTE).toBe(
      'Shipping is only within the United States (including Hawaii and Alaska) and Puerto Rico.',
    );
  });

  it("links each card to the builder with its type and category, and finds an option by the link's query", () => {
    expect(GIFT_OPTIONS.flatMap((o) => (o.disabled ? [] : [o.href]))).toEqual([
      '/gift-drop/build/gift?type=Tray&category=Premium',
      '/gift-drop/build/gift?type=Tray&category=Classic',
      '/gift-drop/build/gift?type=Box&category=Classic',
    ]);
    expect(giftOptionOf('Tray', 'Premium')).toMatchObject({ productKey: '9901', sku: '9901-05', priceCents: 6999 });
    expect(giftOptionOf('Tray', 'Classic')).toMatchObject({ productKey: '9900', sku: '9900-03', priceCents: 5999 });
    expect(giftOptionOf('Box', 'Classic')).toMatchObject({ productKey: '3719', sku: '3719-01', priceCents: 4299 });
    expect(giftOptionOf('Box', 'Premium')).toBeUndefined();
    expect(giftOptionOf('tray', 'premium')).toBeUndefined();
  });
});
