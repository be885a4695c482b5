import { usd } from '../../shared';
import { autoDeliveryHarness, DAY_MS, type AutoDeliveryHarness } from '../testing/auto-delivery-harness';
import { emptyReport } from './run-due-deliveries';

/** Pat subscribes to 3 × ALM-1LB every 4 weeks and 1 × MANGO-1LB one time: both ship Tuesday 2026-12-01. */
async function patSubscribes(h: AutoDeliveryHarness) {
  const { createSubscription } = h.useCases;
  const almonds = await createSubscription.execute({
    customerId: h.pat.id,
    sku: 'ALM-1LB',
    quantity: 3,
    intervalDays: 28,
  });
  const mango = await createSubscription.execute({ customerId: h.pat.id, sku: 'MANGO-1LB', intervalDays: null });
  if (!almonds.ok || !mango.ok) throw new Error('subscribing failed');
  return { almonds: almonds.value, mango: mango.value };
}

const lines = (h: AutoDeliveryHarness) =>
  h.commerce.orders.map((o) =>
    o.cart.lineItems.map((l) => `${l.variant.sku} ×${l.quantity} @${l.unitPrice.cents} ${l.distributionChannelKey}`),
  );

describe('RunDueDeliveries with PlaceDeliveryOrder', () => {
  it('turns a due delivery into one order priced from the auto-delivery channel, and moves the subscriptions on', async () => {
    const h = await autoDeliveryHarness();
    const { almonds, mango } = await patSubscribes(h);
    expect(await h.useCases.runDue.execute('w1')).toEqual({ ok: true, value: emptyReport('2026-11-30') });
    h.clock.ms += DAY_MS;
    const report = await h.useCases.runDue.execute('w1');
    expect(report).toEqual({
      ok: true,
      value: { ...emptyReport('2026-12-01'), ordered: [{ runId: '1', customerId: h.pat.id, orderNumber: '100001' }] },
    });
    expect(lines(h)).toEqual([['ALM-1LB ×3 @1044 auto-delivery', 'MANGO-1LB ×1 @1187 auto-delivery']]);
    const [order] = h.commerce.orders;
    expect(order!.cart.lineItems.map((l) => l.custom)).toEqual([{ autoDeliveryInterval: 28 }, {}]);
    expect(order!.totals).toEqual([
      { label: 'Subtotal', amount: usd(4319) },
      { label: 'Shipping', amount: usd(899) },
      { label: 'Total', amount: usd(5218) },
    ]);
    expect(order).toMatchObject({ idempotencyKey: 'auto-delivery-1', customerEmail: 'pat@example.com' });
    expect(order!.cart.itemShippingAddresses.map((a) => [a.street1, a.custom.shippingMethodId])).toEqual([
      ['125 Moen Ave', 'ups-ground'],
    ]);
    expect(order!.payments).toEqual([
      { id: 'txn-1', method: 'card', amountPlanned: usd(5218), cardLast4: '4242', cardBrand: 'Visa' },
    ]);
    expect(h.vault.nonces.map((n) => n.cardId)).toEqual([`pm-${h.pat.id}`]);
    expect(h.mail.sent.map((m) => [m.kind, m.to, m.subject])).toEqual([
      ['order-confirmation', 'pat@example.com', 'Your Nutshell order 100001'],
    ]);
    expect(await h.store.get(h.pat.id, almonds.id)).toMatchObject({ nextShipOn: '2026-12-29', active: true });
    const ended = await h.store.get(h.pat.id, mango.id);
    expect(ended).toMatchObject({ active: false, version: 2 });
    expect(ended?.nextShipOn).toBeUndefined();
    expect(await h.store.runsOn('2026-12-01')).toEqual([
      expect.objectContaining({ id: '1', status: 'ordered', orderNumber: '100001', attempts: 1 }),
    ]);
    h.clock.ms += DAY_MS;
    expect(await h.useCases.runDue.execute('w1')).toEqual({ ok: true, value: emptyReport('2026-12-02') });
    expect(h.commerce.orders).toHaveLength(1);
  });

  it('places one order per customer and address, and none for a delivery not yet due', async () => {
    const h = await autoDeliveryHarness();
    const { createSubscription, runDue } = h.useCases;
    await createSubscription.execute({ customerId: h.pat.id, sku: 'ALM-1LB' });
    await createSubscription.execute({ customerId: h.pat.id, sku: 'MANGO-1LB', shippingAddressId: h.pat.work });
    await createSubscription.execute({ customerId: h.sam.id, sku: 'MANGO-1LB', quantity: 2 });
    h.clock.ms += DAY_MS;
    await createSubscription.execute({ customerId: h.sam.id, sku: 'ALM-1LB', shippingAddressId: h.sam.work });
    const report = await runDue.execute('w1');
    expect(report.ok && report.value.ordered.map((o) => o.customerId)).toEqual([h.pat.id, h.pat.id, h.sam.id]);
    expect(lines(h)).toEqual([
      ['ALM-1LB ×1 @1044 auto-delivery'],
      ['MANGO-1LB ×1 @1187 auto-delivery'],
      ['MANGO-1LB ×2 @1187 auto-delivery'],
    ]);
    expect(h.commerce.orders.map((o) => o.cart.itemShippingAddresses[0]!.street1)).toEqual([
      '125 Moen Ave',
      '1 Office Park',
      '125 Moen Ave',
    ]);
    expect(h.commerce.orders.map((o) => o.customerEmail)).toEqual([
      'pat@example.com',
      'pat@example.com',
      'sam@example.com',
    ]);
  });

  it('leaves a delivery whose card is declined unplaced, mails the customer, and does not run it again', async () => {
    const h = await autoDeliveryHarness();
    h.vault.addCard(h.pat.id, { id: 'pm-declines', last4: '0002', isDefault: true, declines: true });
    const { almonds } = await patSubscribes(h);
    expect(almonds.paymentMethodId).toBe('pm-declines');
    h.clock.ms += DAY_MS;
    const report = await h.useCases.runDue.execute('w1');
    expect(report).toEqual({
      ok: true,
      value: {
        ...emptyReport('2026-12-01'),
        declined: [{ runId: '1', customerId: h.pat.id, failure: 'Your card was declined.' }],
      },
    });
    expect(h.commerce.orders).toEqual([]);
    expect(h.mail.sent.map((m) => [m.kind, m.to, m.subject])).toEqual([
      ['auto-delivery-declined', 'pat@example.com', 'Your Auto-Delivery order could not be placed'],
    ]);
    expect(h.mail.sent[0]!.text).toContain('scheduled to ship Tuesday, December 1.\n\nReason: Your card was declined.');
    expect(h.mail.sent[0]!.text).toContain('https://shop.example.com/account/auto-delivery');
    expect(await h.store.get(h.pat.id, almonds.id)).toEqual(
      expect.objectContaining({ nextShipOn: '2026-12-01', version: 1 }),
    );
    const next = await h.useCases.listNextDeliveries.execute({ customerId: h.pat.id });
    expect(next.ok && next.value.declined.map((r) => [r.id, r.shipOn, r.failure])).toEqual([
      ['1', '2026-12-01', 'Your card was declined.'],
    ]);
    const authorizations = h.gateway.authorizations.length;
    expect(await h.useCases.runDue.execute('w1')).toEqual({ ok: true, value: emptyReport('2026-12-01') });
    h.clock.ms += DAY_MS;
    expect(await h.useCases.runDue.execute('w2')).toEqual({ ok: true, value: emptyReport('2026-12-02') });
    expect(h.gateway.authorizations).toHaveLength(authorizations);
    expect(h.mail.sent).toHaveLength(1);
  });

  it('places the order of a declined delivery when the customer sends it now with a good card', async () => {
    const h = await autoDeliveryHarness();
    h.vault.addCard(h.pat.id, { id: 'pm-declines', isDefault: true, declines: true });
    const { almonds } = await patSubscribes(h);
    h.clock.ms += DAY_MS;
    await h.useCases.runDue.execute('w1');
    const changed = await h.useCases.updateSubscription.execute({
      customerId: h.pat.id,
      subscriptionId: almonds.id,
      paymentMethodId: `pm-${h.pat.id}`,
    });
    expect(changed.ok).toBe(true);
    const sent = await h.useCases.sendNow.execute(
      { customerId: h.pat.id, addressId: h.pat.home, nextShipOn: '2026-12-01' },
      'web',
    );
    expect(sent).toEqual({
      ok: true,
      value: {
        status: 'ordered',
        orderNumber: '100001',
        advance: [{ subscriptionId: almonds.id, nextShipOn: '2026-12-29' }, { subscriptionId: '2' }],
      },
    });
    expect(lines(h)).toEqual([['ALM-1LB ×3 @1044 auto-delivery', 'MANGO-1LB ×1 @1187 auto-delivery']]);
    expect(await h.store.runsOf(h.pat.id, ['declined'])).toEqual([]);
    expect(await h.store.runsOn('2026-12-01')).toEqual([
      expect.objectContaining({ id: '1', status: 'ordered', attempts: 2 }),
    ]);
  });

  it('does not order twice when PlaceDeliveryOrder runs twice for the same run', async () => {
    const h = await autoDeliveryHarness();
    await patSubscribes(h);
    h.clock.ms += DAY_MS;
    await h.store.enqueueDue('2026-12-01');
    const run = (await h.store.claimRun('w1', 60_000))!;
    const first = await h.useCases.placeDelivery.execute(run);
    const again = await h.useCases.placeDelivery.execute(run);
    expect(again).toEqual(first);
    expect(first).toMatchObject({ status: 'ordered', orderNumber: '100001' });
    expect(h.commerce.orders).toHaveLength(1);
    expect(h.gateway.authorizations).toHaveLength(1);
  });

  it('finds the order a crashed worker placed when another takes its run over after the lease', async () => {
    const h = await autoDeliveryHarness({ leaseMs: 60_000 });
    const { almonds } = await patSubscribes(h);
    h.clock.ms += DAY_MS;
    await h.store.enqueueDue('2026-12-01');
    const run = (await h.store.claimRun('crashed', 60_000))!;
    await h.useCases.placeDelivery.execute(run);
    expect(await h.useCases.runDue.execute('w2')).toEqual({ ok: true, value: emptyReport('2026-12-01') });
    h.clock.ms += 60_000;
    const report = await h.useCases.runDue.execute('w2');
    expect(report.ok && report.value.ordered).toEqual([{ runId: '1', customerId: h.pat.id, orderNumber: '100001' }]);
    expect(h.commerce.orders).toHaveLength(1);
    expect(h.gateway.authorizations).toHaveLength(1);
    expect(await h.store.get(h.pat.id, almonds.id)).toMatchObject({ nextShipOn: '2026-12-29' });
    expect(await h.store.runsOn('2026-12-01')).toEqual([expect.objectContaining({ status: 'ordered', attempts: 2 })]);
  });

  it('does not count a subscription sent now into a crashed run as ordered when that run’s order lacks it', async () => {
    const h = await autoDeliveryHarness({ leaseMs: 60_000 });
    const almonds = await h.useCases.createSubscription.execute({ customerId: h.pat.id, sku: 'ALM-1LB' });
    h.clock.ms += DAY_MS;
    const mango = await h.useCases.createSubscription.execute({ customerId: h.pat.id, sku: 'MANGO-1LB' });
    expect(mango.ok && mango.value.nextShipOn).toBe('2026-12-02');
    await h.store.enqueueDue('2026-12-01');
    const run = (await h.store.claimRun('crashed', 60_000))!;
    await h.useCases.placeDelivery.execute(run);
    const refusedNow = await h.useCases.sendNow.execute({ customerId: h.pat.id, subscriptionId: '2' }, 'web');
    expect(refusedNow.ok ? undefined : refusedNow.error.message).toBe('This delivery is being placed right now.');
    h.clock.ms += 60_000;
    const report = await h.useCases.runDue.execute('w2');
    expect(report.ok && report.value.ordered.map((o) => [o.runId, o.orderNumber])).toEqual([['1', '100001']]);
    expect((await h.store.list(h.pat.id)).map((s) => [s.sku, s.nextShipOn])).toEqual([
      ['ALM-1LB', '2027-01-12'],
      ['MANGO-1LB', '2026-12-01'],
    ]);
    const next = await h.useCases.runDue.execute('w2');
    expect(next.ok && next.value.ordered.map((o) => [o.runId, o.orderNumber])).toEqual([['2', '100002']]);
    expect(lines(h)).toEqual([['ALM-1LB ×1 @1044 auto-delivery'], ['MANGO-1LB ×1 @1187 auto-delivery']]);
    expect((await h.store.list(h.pat.id)).map((s) => [s.sku, s.nextShipOn])).toEqual([
      ['ALM-1LB', '2027-01-12'],
      ['MANGO-1LB', '2027-01-12'],
    ]);
    expect(almonds.ok).toBe(true);
  });

  it('reports a run whose platform failed, and places it once when retried after the lease', async () => {
    const h = await autoDeliveryHarness({ leaseMs: 60_000 });
    await patSubscribes(h);
    h.clock.ms += DAY_MS;
    h.commerce.failNext('createOrderFromCart', new Error('platform down'));
    const failed = await h.useCases.runDue.execute('w1');
    expect(failed).toEqual({
      ok: true,
      value: { ...emptyReport('2026-12-01'), failed: [{ runId: '1', message: 'platform down' }] },
    });
    expect(h.commerce.orders).toEqual([]);
    h.clock.ms += 60_000;
    const retried = await h.useCases.runDue.execute('w1');
    expect(retried.ok && retried.value.ordered.map((o) => o.orderNumber)).toEqual(['100001']);
    expect(h.commerce.createdCarts).toHaveLength(1);
    expect(h.commerce.orders).toHaveLength(1);
  });

  it('counts a run it finished after losing it as lost, keeping the other worker’s outcome', async () => {
    const h = await autoDeliveryHarness();
    await patSubscribes(h);
    h.clock.ms += DAY_MS;
    await h.store.enqueueDue('2026-12-01');
    const slow = (await h.store.claimRun('slow', 60_000))!;
    h.clock.ms += 60_000;
    const fast = await h.useCases.runDue.execute('fast');
    expect(fast.ok && fast.value.ordered).toHaveLength(1);
    const report = emptyReport('2026-12-01');
    expect(await h.useCases.runDue.runOne('slow', slow, report)).toBeUndefined();
    expect(report).toEqual({ ...emptyReport('2026-12-01'), lost: 1 });
    expect(h.commerce.orders).toHaveLength(1);
  });

  it('ends a run with nothing due any more as empty', async () => {
    const h = await autoDeliveryHarness();
    const { almonds, mango } = await patSubscribes(h);
    h.clock.ms += DAY_MS;
    await h.store.enqueueDue('2026-12-01');
    for (const s of [almonds, mango]) {
      await h.useCases.changeState.execute('cancel', { customerId: h.pat.id, subscriptionId: s.id, reason: 'Moving' });
    }
    expect(await h.useCases.runDue.execute('w1')).toEqual({
      ok: true,
      value: { ...emptyReport('2026-12-01'), empty: 1 },
    });
    expect(h.commerce.orders).toEqual([]);
  });

  it('runs a given day, at most `limit` runs, and refuses a bad date', async () => {
    const h = await autoDeliveryHarness();
    await h.useCases.createSubscription.execute({ customerId: h.pat.id, sku: 'ALM-1LB' });
    await h.useCases.createSubscription.execute({ customerId: h.sam.id, sku: 'ALM-1LB' });
    const one = await h.useCases.runDue.execute('cli', { date: '2026-12-01', limit: 1 });
    expect(one.ok && one.value.ordered.map((o) => o.customerId)).toEqual([h.pat.id]);
    const rest = await h.useCases.runDue.execute('cli', { date: '2026-12-01' });
    expect(rest.ok && rest.value.ordered.map((o) => o.customerId)).toEqual([h.sam.id]);
    expect(await h.useCases.runDue.execute('cli', { date: '2026-02-30' })).toEqual({
      ok: false,
      error: { code: 'validation/invalid', message: 'Use a date written YYYY-MM-DD.' },
    });
  });
});
