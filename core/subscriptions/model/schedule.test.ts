import { firstShipOn, nextShipDay, resumedShipOn, shipOnAfterDelivery, skippedShipOn } from './schedule';

const planned = (nextShipOn: string | undefined, shippingAddressId = 'home', active = true) => ({
  active,
  shippingAddressId,
  ...(nextShipOn ? { nextShipOn } : {}),
});

describe('delivery schedule', () => {
  it('ships on the next weekday after today', () => {
    expect(nextShipDay('2026-11-27')).toBe('2026-11-30');
    expect(nextShipDay('2026-11-28')).toBe('2026-11-30');
    expect(nextShipDay('2026-11-29')).toBe('2026-11-30');
    expect(nextShipDay('2026-11-30')).toBe('2026-12-01');
    expect(nextShipDay('2026-12-31')).toBe('2027-01-01');
  });

  it('joins a new subscription to the soonest delivery to the same address after today', () => {
    const deliveries = [
      planned('2026-12-15'),
      planned('2026-12-08'),
      planned('2026-12-03', 'work'),
      planned('2026-12-02', 'home', false),
      planned('2026-11-26'),
      planned(undefined),
    ];
    expect(firstShipOn('2026-11-26', deliveries, 'home')).toBe('2026-12-08');
    expect(firstShipOn('2026-11-26', deliveries, 'work')).toBe('2026-12-03');
    expect(firstShipOn('2026-11-27', deliveries, 'cabin')).toBe('2026-11-30');
    expect(firstShipOn('2026-11-27', [], 'home')).toBe('2026-11-30');
  });

  it('skips one interval on, the default 42 days for a one-time subscription', () => {
    expect(skippedShipOn({ intervalDays: 28, nextShipOn: '2026-12-01' }, '2026-11-26')).toBe('2026-12-29');
    expect(skippedShipOn({ nextShipOn: '2026-12-01' }, '2026-11-26')).toBe('2027-01-12');
    expect(skippedShipOn({ intervalDays: 7 }, '2026-11-26')).toBe('2026-12-03');
  });

  it('moves a recurring subscription one interval after a delivery; a one-time one ends', () => {
    expect(shipOnAfterDelivery({ intervalDays: 42 }, '2026-12-01')).toBe('2027-01-12');
    expect(shipOnAfterDelivery({ intervalDays: 7 }, '2026-12-29')).toBe('2027-01-05');
    expect(shipOnAfterDelivery({}, '2026-12-01')).toBeUndefined();
  });

  it('moves a delivery placed late past the day it was placed: one order, not one per missed interval', () => {
    // Due 2026-12-01 every 14 days, placed on 2026-12-20: 12-15 has passed too, so the next is 12-29.
    expect(shipOnAfterDelivery({ intervalDays: 14 }, '2026-12-01', '2026-12-20')).toBe('2026-12-29');
    // Placed on the next date itself: that date is taken by this order, the next is one interval later.
    expect(shipOnAfterDelivery({ intervalDays: 14 }, '2026-12-01', '2026-12-15')).toBe('2026-12-29');
    expect(shipOnAfterDelivery({ intervalDays: 14 }, '2026-12-01', '2026-12-01')).toBe('2026-12-15');
  });

  it('resumes at a future ship date, or rolls a past one forward by whole intervals', () => {
    expect(resumedShipOn({ intervalDays: 28, nextShipOn: '2026-12-10' }, '2026-11-26')).toBe('2026-12-10');
    expect(resumedShipOn({ intervalDays: 28, nextShipOn: '2026-10-01' }, '2026-11-26')).toBe('2026-12-24');
    expect(resumedShipOn({ intervalDays: 7, nextShipOn: '2026-11-19' }, '2026-11-26')).toBe('2026-12-03');
    expect(resumedShipOn({ nextShipOn: '2026-11-01' }, '2026-11-26')).toBe('2026-12-13');
    expect(resumedShipOn({ intervalDays: 28 }, '2026-11-27')).toBe('2026-11-30');
  });
});
