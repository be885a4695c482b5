import { describe, expect, it } from 'vitest';
import { testAddress, testCart } from '../../cart/model/test-cart';
import type { Cart } from '../../cart/model';
import type { ShippingRatesPort } from '../../../ports/shipping-rates';
import { ListShipDates, SHIP_DATES_DAYS } from './list-ship-dates';

const NOW = Date.UTC(2026, 10, 26, 12);
const asked: Parameters<ShippingRatesPort['shipDates']>[0][] = [];
const rates = {
  shipDates: (input: Parameters<ShippingRatesPort['shipDates']>[0]) => {
    asked.push(input);
    return ['2026-11-26', '2026-11-27'];
  },
};
const cart: Cart = testCart({
  anonymousId: 'anon-1',
  itemShippingAddresses: [testAddress('shipment-1'), testAddress('shipment-2', {}, { country: 'CA' })],
});
const commerce = { getActiveCartOf: async (id: string) => (id === 'anon-1' ? cart : undefined) };
const useCase = new ListShipDates(rates, { nowMs: () => NOW }, commerce);

describe('ListShipDates (GET /api/shipping-calculator/ship-dates, spec §7)', () => {
  it('asks the rates for 30 days of the country, or of the shipment of the session cart', async () => {
    expect(await useCase.execute({ country: 'US' }, undefined)).toEqual({
      ok: true,
      value: { shipDates: ['2026-11-26', '2026-11-27'] },
    });
    expect((await useCase.execute({ shipmentKey: 'shipment-2' }, 'anon-1')).ok).toBe(true);
    expect(asked).toEqual([
      { country: 'US', nowMs: NOW, days: SHIP_DATES_DAYS },
      { country: 'CA', nowMs: NOW, days: 30 },
    ]);
  });

  it('an unknown shipment, or no session, is unknown; neither country nor key is invalid', async () => {
    const unknown = await useCase.execute({ shipmentKey: 'shipment-3' }, 'anon-1');
    expect(unknown.ok ? '' : unknown.error.message).toBe('unknown shipment: shipment-3');
    const none = await useCase.execute({ shipmentKey: 'shipment-1' }, undefined);
    expect(none.ok ? '' : none.error.code).toBe('cart/unknown-shipment');
    const bad = await useCase.execute({ country: 'MX' } as never, undefined);
    expect(bad.ok ? '' : bad.error.code).toBe('validation/invalid');
  });
});
