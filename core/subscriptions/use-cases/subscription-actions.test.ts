import { REMOVE_BUTTON_REASON } from '../model';
import { autoDeliveryHarness, DAY_MS } from '../testing/auto-delivery-harness';

const refused = (code: string, message: string) => ({ ok: false, error: { code, message } });

async function subscribed(intervalDays: number | null = 28) {
  const h = await autoDeliveryHarness();
  const made = await h.useCases.createSubscription.execute({ customerId: h.pat.id, sku: 'ALM-1LB', intervalDays });
  if (!made.ok) throw new Error('subscribing failed');
  const target = { customerId: h.pat.id, subscriptionId: made.value.id };
  return { h, target, act: h.useCases.changeState };
}

describe('ChangeSubscriptionState', () => {
  it('skips the next delivery one interval on, each time', async () => {
    const { act, target } = await subscribed();
    const once = await act.execute('skip', target);
    expect(once.ok && [once.value.nextShipOn, once.value.version]).toEqual(['2026-12-29', 2]);
    const twice = await act.execute('skip', target);
    expect(twice.ok && twice.value.nextShipOn).toBe('2027-01-26');
  });

  it('skips a one-time delivery by the default 42 days', async () => {
    const { act, target } = await subscribed(null);
    const skipped = await act.execute('skip', target);
    expect(skipped.ok && skipped.value.nextShipOn).toBe('2027-01-12');
  });

  it('cancels only with a reason, and records it', async () => {
    const { h, act, target } = await subscribed();
    expect(await act.execute('cancel', target)).toEqual(
      refused('validation/invalid', 'Please tell us why you are cancelling.'),
    );
    expect(await act.execute('cancel', { ...target, reason: '   ' })).toEqual(
      refused('validation/invalid', 'Invalid subscription request.'),
    );
    const cancelled = await act.execute('cancel', { ...target, reason: REMOVE_BUTTON_REASON });
    expect(cancelled.ok && cancelled.value).toMatchObject({
      active: false,
      cancelReason: 'Removed with remove button',
      nextShipOn: '2026-12-01',
      version: 2,
    });
    expect(await h.store.list(h.pat.id)).toEqual([]);
    expect(await act.execute('skip', target)).toEqual(
      refused('subscription/inactive', 'This subscription is not active.'),
    );
    expect(await act.execute('cancel', { ...target, reason: 'Again' })).toEqual(
      refused('subscription/inactive', 'This subscription is not active.'),
    );
  });

  it('resumes at a ship date still ahead, clearing the reason', async () => {
    const { act, target } = await subscribed();
    await act.execute('cancel', { ...target, reason: 'Moving' });
    const resumed = await act.execute('resume', target);
    expect(resumed.ok && resumed.value).toMatchObject({ active: true, nextShipOn: '2026-12-01', version: 3 });
    expect(resumed.ok && resumed.value.cancelReason).toBeUndefined();
    expect(await act.execute('resume', target)).toEqual(
      refused('subscription/inactive', 'This subscription is already active.'),
    );
  });

  it('resumes a subscription whose date passed at its schedule’s next date after today', async () => {
    const { h, act, target } = await subscribed();
    await act.execute('cancel', { ...target, reason: 'Away' });
    h.clock.ms += 40 * DAY_MS;
    const resumed = await act.execute('resume', target);
    expect(resumed.ok && resumed.value.nextShipOn).toBe('2027-01-26');
  });

  it("refuses another customer's subscription and a malformed id", async () => {
    const { h, act, target } = await subscribed();
    expect(await act.execute('skip', { ...target, customerId: h.sam.id })).toEqual(
      refused('subscription/not-found', 'No subscription with that id.'),
    );
    expect(await act.execute('skip', { ...target, subscriptionId: '1; drop' })).toEqual(
      refused('validation/invalid', 'Invalid subscription request.'),
    );
    expect((await h.store.get(h.pat.id, target.subscriptionId))?.version).toBe(1);
  });
});
