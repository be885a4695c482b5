import { usd } from '../../shared';
import { autoDeliveryHarness, DAY_MS } from '../testing/auto-delivery-harness';

async function threeSubscriptions() {
  const h = await autoDeliveryHarness();
  const create = h.useCases.createSubscription;
  await create.execute({ customerId: h.pat.id, sku: 'ALM-1LB', quantity: 3, intervalDays: 56 });
  await create.execute({ customerId: h.pat.id, sku: 'MANGO-1LB', intervalDays: 28 });
  await create.execute({ customerId: h.pat.id, sku: 'MANGO-1LB', shippingAddressId: h.pat.work, intervalDays: null });
  await create.execute({ customerId: h.sam.id, sku: 'ALM-1LB' });
  await h.store.update(h.pat.id, '3', 1, { nextShipOn: '2026-12-04' });
  return h;
}

describe('ListSubscriptions', () => {
  it("lists the customer's active subscriptions by ship date, priced; inactive ones only when asked", async () => {
    const h = await threeSubscriptions();
    await h.useCases.changeState.execute('cancel', { customerId: h.pat.id, subscriptionId: '2', reason: 'Too much' });
    const active = await h.useCases.listSubscriptions.execute({ customerId: h.pat.id });
    expect(active.ok && active.value.map((s) => [s.id, s.nextShipOn, s.discountedExtendedPrice.cents])).toEqual([
      ['1', '2026-12-01', 3132],
      ['3', '2026-12-04', 1187],
    ]);
    const all = await h.useCases.listSubscriptions.execute({ customerId: h.pat.id, includeInactive: true });
    expect(all.ok && all.value.map((s) => s.id)).toEqual(['1', '3', '2']);
    expect(await h.useCases.listSubscriptions.execute({ customerId: '' })).toEqual({
      ok: false,
      error: { code: 'validation/invalid', message: 'Invalid subscriptions request.' },
    });
  });
});

describe('ListNextDeliveries', () => {
  it('groups the deliveries by ship date and address with subtotals, and offers the next one for an add', async () => {
    const h = await threeSubscriptions();
    const next = await h.useCases.listNextDeliveries.execute({ customerId: h.pat.id });
    expect(next.ok).toBe(true);
    if (!next.ok) return;
    expect(next.value.today).toBe('2026-11-30');
    expect(next.value.declined).toEqual([]);
    expect(
      next.value.deliveries.map((d) => [d.id, d.shipOn, d.shippingAddressId, d.interval, d.totals.subtotal]),
    ).toEqual([
      ['1', '2026-12-01', h.pat.home, 28, usd(4319)],
      ['3', '2026-12-04', h.pat.work, undefined, usd(1187)],
    ]);
    expect(next.value.deliveries[0]!.subscriptions.map((s) => s.name)).toEqual(['Roasted Almonds', 'Dried Mango']);
    expect(next.value.impulseUpsell).toEqual({ shipOn: '2026-12-01', shippingAddressId: h.pat.home });
  });

  it('offers no add once every delivery ships today or earlier', async () => {
    const h = await threeSubscriptions();
    h.clock.ms += 4 * DAY_MS;
    const next = await h.useCases.listNextDeliveries.execute({ customerId: h.pat.id });
    expect(next.ok && next.value.today).toBe('2026-12-04');
    expect(next.ok && 'impulseUpsell' in next.value).toBe(false);
  });
});
