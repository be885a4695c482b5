import { usd } from '../../shared';
import type { Price } from '../../cart/model';
import { isSubscribable, subscriptionChannelKey, subscriptionPrices } from './pricing';

const price = (cents: number, overrides: Partial<Price> = {}): Price => ({
  id: `p-${cents}`,
  value: usd(cents),
  tiers: [],
  ...overrides,
});
const almonds = {
  prices: [price(1099), price(1044, { channelKey: 'auto-delivery' })],
  autoDeliveryEligible: true,
  wholesale: false,
};

describe('subscriptionPrices (catalogue-gifting §3, §4)', () => {
  it('prices a piece at the default and the auto-delivery channel, and the quantity', () => {
    expect(subscriptionPrices(almonds, 1)).toEqual({
      piecePrice: usd(1099),
      discountedPiecePrice: usd(1044),
      currentPiecePrice: usd(1044),
      extendedPrice: usd(1099),
      discountedExtendedPrice: usd(1044),
    });
    expect(subscriptionPrices(almonds, 3)).toEqual({
      piecePrice: usd(1099),
      discountedPiecePrice: usd(1044),
      currentPiecePrice: usd(1044),
      extendedPrice: usd(3297),
      discountedExtendedPrice: usd(3132),
    });
  });

  it("applies each price's tiers for the quantity", () => {
    const tiered = {
      ...almonds,
      prices: [
        price(1099, { tiers: [{ minimumQuantity: 5, value: usd(999) }] }),
        price(1044, { channelKey: 'auto-delivery', tiers: [{ minimumQuantity: 5, value: usd(949) }] }),
      ],
    };
    expect(subscriptionPrices(tiered, 4)).toMatchObject({ piecePrice: usd(1099), discountedPiecePrice: usd(1044) });
    expect(subscriptionPrices(tiered, 5)).toMatchObject({
      piecePrice: usd(999),
      discountedPiecePrice: usd(949),
      extendedPrice: usd(4995),
      discountedExtendedPrice: usd(4745),
    });
  });

  it('charges the default price for a wholesale or ineligible item, or one without a channel price', () => {
    const plain = { piecePrice: usd(1099), discountedPiecePrice: usd(1099), discountedExtendedPrice: usd(2198) };
    expect(subscriptionPrices({ ...almonds, wholesale: true }, 2)).toMatchObject(plain);
    expect(subscriptionPrices({ ...almonds, autoDeliveryEligible: false }, 2)).toMatchObject(plain);
    expect(subscriptionPrices({ ...almonds, prices: [price(1099)] }, 2)).toMatchObject(plain);
    expect(subscriptionPrices(almonds, 2, 'other-channel')).toMatchObject(plain);
  });

  it('prices an item without any price at zero', () => {
    expect(subscriptionPrices({ ...almonds, prices: [] }, 2)).toMatchObject({
      piecePrice: usd(0),
      discountedExtendedPrice: usd(0),
    });
  });

  it('names the channel, and subscribes only active, eligible, non-wholesale items', () => {
    expect(subscriptionChannelKey(almonds)).toBe('auto-delivery');
    expect(subscriptionChannelKey({ ...almonds, wholesale: true })).toBeUndefined();
    expect(subscriptionChannelKey({ ...almonds, autoDeliveryEligible: false })).toBeUndefined();
    expect(isSubscribable(almonds)).toBe(true);
    expect(isSubscribable({ ...almonds, active: true })).toBe(true);
    expect(isSubscribable({ ...almonds, active: false })).toBe(false);
    expect(isSubscribable({ ...almonds, wholesale: true })).toBe(false);
    expect(isSubscribable({ ...almonds, autoDeliveryEligible: false })).toBe(false);
  });
});
