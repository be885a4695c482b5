import { AUTO_DELIVERY_PATHS, deliveryDetailId, deliveryDetailPath, deliveryForDetailId } from './delivery-ids';

const grouped = { id: '1042', shipOn: '2026-12-01', shippingAddressId: '77', interval: 28, subscriptions: [{}] };
const bare = { shipOn: '2026-12-01', shippingAddressId: '77', interval: 28, subscriptions: [] };
const oneTime = { shipOn: '2026-12-03', shippingAddressId: '77', subscriptions: [] };

describe('delivery detail ids (catalogue-gifting §2)', () => {
  it('uses the subscription-group id of a delivery holding subscriptions, on both pages', () => {
    expect(deliveryDetailId(grouped, false)).toBe('1042');
    expect(deliveryDetailId(grouped, true)).toBe('1042');
    expect(deliveryDetailPath(grouped, false)).toBe('/account/auto-delivery/details/1042');
    expect(deliveryDetailPath(grouped, true)).toBe('/account/auto-delivery-redesign/details/1042');
  });

  it('otherwise joins the ship date without dashes to the address id, prefixed by the interval in the redesign', () => {
    expect(deliveryDetailId(bare, false)).toBe('2026120177');
    expect(deliveryDetailId(bare, true)).toBe('282026120177');
    expect(deliveryDetailId(oneTime, true)).toBe('2026120377');
    expect(deliveryDetailPath(bare, true)).toBe('/account/auto-delivery-redesign/details/282026120177');
  });

  it('finds the delivery a numeric id names; a non-numeric or unknown id names none', () => {
    const deliveries = [grouped, bare];
    expect(deliveryForDetailId(deliveries, '1042', false)).toBe(grouped);
    expect(deliveryForDetailId(deliveries, '2026120177', false)).toBe(bare);
    expect(deliveryForDetailId(deliveries, '282026120177', true)).toBe(bare);
    expect(deliveryForDetailId(deliveries, '282026120177', false)).toBeUndefined();
    expect(deliveryForDetailId(deliveries, 'abc', false)).toBeUndefined();
    expect(deliveryForDetailId(deliveries, '1042x', false)).toBeUndefined();
    expect(deliveryForDetailId(deliveries, '', false)).toBeUndefined();
    expect(deliveryForDetailId(deliveries, '9', false)).toBeUndefined();
  });

  it('has the list, redesign and help pages', () => {
    expect(AUTO_DELIVERY_PATHS).toEqual({
      list: '/account/auto-delivery',
      redesign: '/account/auto-delivery-redesign',
      help: '/auto-delivery',
    });
  });
});
