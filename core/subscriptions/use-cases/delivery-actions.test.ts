import { autoDeliveryHarness } from '../testing/auto-delivery-harness';

const refused = (code: string, message: string) => ({ ok: false, error: { code, message } });

/** Pat: ALM-1LB every 4 weeks and MANGO-1LB every 8 weeks home, MANGO-1LB to work, all shipping 2026-12-01. */
async function delivery() {
  const h = await autoDeliveryHarness();
  const create = h.useCases.createSubscription;
  await create.execute({ customerId: h.pat.id, sku: 'ALM-1LB', intervalDays: 28 });
  await create.execute({ customerId: h.pat.id, sku: 'MANGO-1LB', intervalDays: 56 });
  await create.execute({ customerId: h.pat.id, sku: 'MANGO-1LB', shippingAddressId: h.pat.work });
  return h;
}

const dates = async (h: Awaited<ReturnType<typeof delivery>>) =>
  (await h.store.list(h.pat.id)).map((s) => [s.id, s.nextShipOn]);

describe('SkipDelivery', () => {
  it('skips every subscription of the delivery by its own interval', async () => {
    const h = await delivery();
    const skipped = await h.useCases.skipDelivery.execute({
      customerId: h.pat.id,
      addressId: h.pat.home,
      nextShipOn: '2026-12-01',
    });
    expect(skipped.ok && skipped.value.map((s) => [s.id, s.nextShipOn])).toEqual([
      ['1', '2026-12-29'],
      ['2', '2027-01-26'],
    ]);
    expect(await dates(h)).toEqual([
      ['1', '2026-12-29'],
      ['2', '2027-01-26'],
      ['3', '2026-12-01'],
    ]);
  });

  it('skips only the subscriptions of the interval named, or the one subscription named', async () => {
    const h = await delivery();
    const target = { customerId: h.pat.id, addressId: h.pat.home, nextShipOn: '2026-12-01', interval: 56 };
    const skipped = await h.useCases.skipDelivery.execute(target);
    expect(skipped.ok && skipped.value.map((s) => s.id)).toEqual(['2']);
    const one = await h.useCases.skipDelivery.execute({ customerId: h.pat.id, subscriptionId: '3' });
    expect(one.ok && one.value.map((s) => [s.id, s.nextShipOn])).toEqual([['3', '2027-01-12']]);
  });

  it("answers 'subscription/not-found' for no such delivery or another customer's", async () => {
    const h = await delivery();
    const notFound = refused('subscription/not-found', 'No delivery with those details.');
    const skip = h.useCases.skipDelivery;
    expect(await skip.execute({ customerId: h.pat.id, addressId: h.pat.home, nextShipOn: '2026-12-02' })).toEqual(
      notFound,
    );
    expect(await skip.execute({ customerId: h.sam.id, addressId: h.pat.home, nextShipOn: '2026-12-01' })).toEqual(
      notFound,
    );
    expect(await skip.execute({ customerId: h.sam.id, subscriptionId: '1' })).toEqual(notFound);
    expect(await skip.execute({ customerId: h.pat.id, addressId: h.pat.home, nextShipOn: '2026-02-30' })).toEqual(
      refused('validation/invalid', 'Invalid delivery request.'),
    );
    expect((await dates(h)).map(([, d]) => d)).toEqual(['2026-12-01', '2026-12-01', '2026-12-01']);
  });
});

describe('SendDeliveryNow', () => {
  it("moves the subscription and the rest of its address's delivery to today and places their order", async () => {
    const h = await delivery();
    await h.store.update(h.pat.id, '2', 1, { nextShipOn: '2026-12-03' });
    await h.store.update(h.pat.id, '1', 1, { nextShipOn: '2026-12-03' });
    const sent = await h.useCases.sendNow.execute({ customerId: h.pat.id, subscriptionId: '1' }, 'web');
    expect(sent).toEqual({
      ok: true,
      value: { status: 'ordered', orderNumber: '100001', advance: [{ subscriptionId: '1', nextShipOn: '2026-12-28' }] },
    });
    expect(h.commerce.orders.map((o) => o.cart.lineItems.map((l) => l.variant.sku))).toEqual([['ALM-1LB']]);
    expect(await h.store.runsOn('2026-11-30')).toEqual([
      expect.objectContaining({ status: 'ordered', orderNumber: '100001', shipOn: '2026-11-30' }),
    ]);
  });

  it('sends a whole delivery now, once', async () => {
    const h = await delivery();
    const target = { customerId: h.pat.id, addressId: h.pat.home, nextShipOn: '2026-12-01' };
    const sent = await h.useCases.sendNow.execute(target, 'web');
    expect(sent.ok && sent.value.status).toBe('ordered');
    expect(h.commerce.orders.map((o) => o.cart.lineItems.map((l) => l.variant.sku))).toEqual([
      ['ALM-1LB', 'MANGO-1LB'],
    ]);
    expect(await h.useCases.sendNow.execute(target, 'web')).toEqual(
      refused('subscription/not-found', 'No delivery with those details.'),
    );
    expect(await h.useCases.runDue.execute('scheduler', { date: '2026-12-01' })).toMatchObject({
      ok: true,
      value: { ordered: [{ customerId: h.pat.id, orderNumber: '100002' }] },
    });
    expect(h.commerce.orders.map((o) => o.cart.lineItems.map((l) => l.variant.sku))).toEqual([
      ['ALM-1LB', 'MANGO-1LB'],
      ['MANGO-1LB'],
    ]);
  });

  it('refuses while another worker is placing the same delivery', async () => {
    const h = await delivery();
    const run = await h.store.openRun(h.pat.id, h.pat.home, '2026-11-30');
    await h.store.claimRun('scheduler', 60_000, run!.id);
    expect(await h.useCases.sendNow.execute({ customerId: h.pat.id, subscriptionId: '1' }, 'web')).toEqual(
      refused('subscription/version-conflict', 'This delivery is being placed right now.'),
    );
    expect(h.commerce.orders).toEqual([]);
  });
});
