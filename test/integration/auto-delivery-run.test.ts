import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, nextShipDay, todayOf } from '../../core/subscriptions';
import { systemClock } from '../../adapters/system/node-system';
import { activeNutsSku, openTestServices, value, type TestServices } from '../support/embedded-test-services';
import { subscriber } from '../support/auto-delivery';

let t: TestServices;
beforeAll(async () => {
  t = await openTestServices();
});
afterAll(() => t.close());

describe('auto-delivery on the embedded database (catalogue-gifting §3, §4)', () => {
  it('a due delivery becomes one order at the channel price, paid with the saved card, and moves on by its interval', async () => {
    const { useCases, commerce, outbox } = t.services;
    const sub = await subscriber(t.services, 'ada.run@example.com');
    const sku = await activeNutsSku(commerce);
    const created = value(
      await useCases.subscriptions.createSubscription.execute({ customerId: sub.customerId, sku, intervalDays: 28 }),
    );
    const today = todayOf(systemClock);
    expect(created.nextShipOn).toBe(nextShipDay(today));
    expect(created.discountedPiecePrice.cents).toBeLessThan(created.piecePrice.cents);

    const report = value(await useCases.subscriptions.runDue.execute('test-worker', { date: created.nextShipOn! }));
    expect(report).toMatchObject({ failed: [], declined: [] });
    expect(report.ordered).toHaveLength(1);
    const order = await commerce.getOrderByNumber(report.ordered[0]!.orderNumber);
    expect(order?.cart.lineItems.map((l) => [l.variant.sku, l.unitPrice.cents])).toEqual([
      [sku, created.discountedPiecePrice.cents],
    ]);
    expect(order?.paymentState).toBe('Paid');
    const [after] = value(await useCases.subscriptions.listSubscriptions.execute({ customerId: sub.customerId }));
    expect(after?.nextShipOn).toBe(addDays(created.nextShipOn!, 28));
    const mail = await outbox.list({ limit: 5, to: sub.email });
    expect(mail.map((m) => m.kind)).toContain('order-confirmation');

    const again = value(await useCases.subscriptions.runDue.execute('test-worker', { date: created.nextShipOn! }));
    expect(again.ordered).toHaveLength(0);
  });

  it('a declined card leaves the delivery unplaced, mails the customer and is not retried by the next run', async () => {
    const { useCases, commerce, outbox } = t.services;
    const sub = await subscriber(t.services, 'ada.declined@example.com', '4000000000000101');
    const sku = await activeNutsSku(commerce);
    const created = value(
      await useCases.subscriptions.createSubscription.execute({ customerId: sub.customerId, sku, intervalDays: 42 }),
    );
    const report = value(await useCases.subscriptions.runDue.execute('w', { date: created.nextShipOn! }));
    expect(report.declined).toEqual([expect.objectContaining({ failure: 'Your card was declined.' })]);
    const next = value(await useCases.subscriptions.listNextDeliveries.execute({ customerId: sub.customerId }));
    expect(next.declined.map((r) => r.shipOn)).toEqual([created.nextShipOn]);
    expect(next.deliveries[0]?.shipOn).toBe(created.nextShipOn);
    const [mail] = await outbox.list({ limit: 1, to: sub.email });
    expect(mail?.kind).toBe('auto-delivery-declined');
    const later = value(await useCases.subscriptions.runDue.execute('w', { date: addDays(created.nextShipOn!, 1) }));
    expect(later.declined).toHaveLength(0);
    expect(later.ordered).toHaveLength(0);
  });
});
