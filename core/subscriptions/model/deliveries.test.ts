import { usd } from '../../shared';
import { groupDeliveries, impulseUpsellEligibility } from './deliveries';
import type { SubscriptionRecord } from './subscription';

type Priced = SubscriptionRecord & { discountedExtendedPrice?: ReturnType<typeof usd> };
const sub = (id: string, overrides: Partial<Priced> = {}): Priced => ({
  id,
  customerId: 'c-1',
  sku: 'ALM-1LB',
  quantity: 1,
  intervalDays: 42,
  nextShipOn: '2026-12-01',
  addedAt: '2026-11-01T10:00:00.000Z',
  shippingAddressId: 'home',
  active: true,
  channelKey: 'auto-delivery',
  version: 1,
  ...overrides,
});

describe('groupDeliveries (catalogue-gifting §3 Auto-delivery order)', () => {
  const subscriptions = [
    sub('12', { discountedExtendedPrice: usd(1044), intervalDays: 56 }),
    sub('9', { discountedExtendedPrice: usd(3132), intervalDays: 28, addedAt: '2026-11-02T00:00:00.000Z' }),
    sub('30', { discountedExtendedPrice: usd(1187), shippingAddressId: 'work' }),
    sub('4', { nextShipOn: '2026-11-30', discountedExtendedPrice: usd(500), intervalDays: undefined }),
    sub('5', { nextShipOn: '2026-12-15' }),
    sub('6', { active: false, discountedExtendedPrice: usd(999) }),
    sub('7', { nextShipOn: undefined }),
  ];
  const deliveries = groupDeliveries(subscriptions);

  it('groups active subscriptions with a date by ship date and address, soonest first', () => {
    expect(deliveries.map((d) => `${d.shipOn} ${d.shippingAddressId}`)).toEqual([
      '2026-11-30 home',
      '2026-12-01 home',
      '2026-12-01 work',
      '2026-12-15 home',
    ]);
    expect(deliveries[1]!.subscriptions.map((s) => s.id)).toEqual(['12', '9']);
  });

  it('names a delivery by its lowest subscription id and gives it the shortest interval', () => {
    expect(deliveries.map((d) => d.id)).toEqual(['4', '9', '30', '5']);
    expect(deliveries.map((d) => d.interval)).toEqual([undefined, 28, 42, 42]);
    expect('interval' in deliveries[0]!).toBe(false);
  });

  it("sums the subscriptions' discounted extended prices (unpriced ones count 0)", () => {
    expect(deliveries.map((d) => d.totals.subtotal)).toEqual([usd(500), usd(4176), usd(1187), usd(0)]);
  });

  it('offers the soonest delivery after today for an impulse add', () => {
    expect(impulseUpsellEligibility(deliveries, '2026-11-29')).toEqual({
      shipOn: '2026-11-30',
      shippingAddressId: 'home',
    });
    expect(impulseUpsellEligibility(deliveries, '2026-11-30')).toEqual({
      shipOn: '2026-12-01',
      shippingAddressId: 'home',
    });
    expect(impulseUpsellEligibility(deliveries, '2026-12-15')).toBeUndefined();
    expect(impulseUpsellEligibility([], '2026-11-29')).toBeUndefined();
  });
});
