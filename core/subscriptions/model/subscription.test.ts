import { REMOVE_BUTTON_REASON, sortSubscriptions, type SubscriptionRecord } from './subscription';

const sub = (id: string, overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  id,
  customerId: 'c-1',
  sku: 'ALM-1LB',
  quantity: 1,
  intervalDays: 42,
  addedAt: '2026-11-01T10:00:00.000Z',
  shippingAddressId: 'home',
  active: true,
  channelKey: 'auto-delivery',
  version: 1,
  ...overrides,
});

describe('sortSubscriptions (catalogue-gifting §4)', () => {
  it('lists active ones by next ship date, those without a date after, then inactive ones', () => {
    const input = [
      sub('1', { active: false, nextShipOn: '2026-11-30', addedAt: '2026-10-02T00:00:00.000Z' }),
      sub('2'),
      sub('3', { nextShipOn: '2026-12-15' }),
      sub('4', { nextShipOn: '2026-12-01' }),
      sub('5', { active: false, addedAt: '2026-10-01T00:00:00.000Z' }),
    ];
    expect(sortSubscriptions(input).map((s) => s.id)).toEqual(['4', '3', '2', '5', '1']);
    expect(input.map((s) => s.id)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('orders the same ship date by added date, then by id numerically', () => {
    const input = [
      sub('10', { nextShipOn: '2026-12-01', addedAt: '2026-11-02T00:00:00.000Z' }),
      sub('9', { nextShipOn: '2026-12-01', addedAt: '2026-11-02T00:00:00.000Z' }),
      sub('11', { nextShipOn: '2026-12-01', addedAt: '2026-11-01T00:00:00.000Z' }),
      sub('7'),
      sub('6', { addedAt: '2026-11-03T00:00:00.000Z' }),
    ];
    expect(sortSubscriptions(input).map((s) => s.id)).toEqual(['11', '9', '10', '7', '6']);
  });

  it("records the Remove link's reason", () => {
    expect(REMOVE_BUTTON_REASON).toBe('Removed with remove button');
  });
});
