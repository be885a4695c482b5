import {
  AUTO_DELIVERY_INTERVAL_WEEKS,
  autoDeliveryDiscountLabel,
  daysToWeeks,
  DEFAULT_AUTO_DELIVERY_OPTION,
  DEFAULT_INTERVAL_DAYS,
  intervalLabel,
  isIntervalChoice,
  weeksToDays,
} from './intervals';

describe('auto-delivery intervals (catalogue-gifting §9)', () => {
  it('offers 1, 2, 3, 4, 6, 8, 10 and 12 weeks, 6 weeks (42 days) by default', () => {
    expect(AUTO_DELIVERY_INTERVAL_WEEKS).toEqual([1, 2, 3, 4, 6, 8, 10, 12]);
    expect(DEFAULT_INTERVAL_DAYS).toBe(42);
  });

  it('labels an interval in weeks, and a one-time subscription', () => {
    expect(intervalLabel(7)).toBe('Every 1 Week');
    expect(intervalLabel(28)).toBe('Every 4 Weeks');
    expect(intervalLabel(42)).toBe('Every 6 Weeks');
    expect(intervalLabel(84)).toBe('Every 12 Weeks');
    expect(intervalLabel(undefined)).toBe('Ships one time');
  });

  it('accepts only the choices, in days', () => {
    expect([7, 14, 21, 28, 42, 56, 70, 84].map(isIntervalChoice)).toEqual(Array(8).fill(true));
    expect(isIntervalChoice(35)).toBe(false);
    expect(isIntervalChoice(0)).toBe(false);
    expect(isIntervalChoice(91)).toBe(false);
    expect(isIntervalChoice(10)).toBe(false);
    expect(isIntervalChoice(-7)).toBe(false);
  });

  it('converts weeks to days and back', () => {
    expect(weeksToDays(6)).toBe(42);
    expect(daysToWeeks(42)).toBe(6);
    expect(AUTO_DELIVERY_INTERVAL_WEEKS.map((w) => daysToWeeks(weeksToDays(w)))).toEqual([1, 2, 3, 4, 6, 8, 10, 12]);
  });

  it("has the default option 'autoDeliveryOff5': 5 % off, priced from the 'auto-delivery' channel", () => {
    expect(DEFAULT_AUTO_DELIVERY_OPTION).toEqual({
      key: 'autoDeliveryOff5',
      discountPercent: 5,
      channelKey: 'auto-delivery',
    });
    expect(autoDeliveryDiscountLabel(DEFAULT_AUTO_DELIVERY_OPTION.discountPercent)).toBe('5% off Auto-Delivery');
    expect(autoDeliveryDiscountLabel(10)).toBe('10% off Auto-Delivery');
  });
});
