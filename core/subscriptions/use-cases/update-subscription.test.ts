import { usd, type Result } from '../../shared';
import type { SubscriptionRecord } from '../model';
import type { SubscriptionChanges } from '../../../ports/subscriptions';
import { autoDeliveryHarness } from '../testing/auto-delivery-harness';
import { InMemorySubscriptionStore } from '../testing/in-memory-subscription-store';

/** A store whose next `conflicts` updates meet a concurrent change first (a quantity of 2 made elsewhere). */
class ContendedStore extends InMemorySubscriptionStore {
  conflicts = 0;
  updates = 0;

  override async update(
    customerId: string,
    id: string,
    version: number,
    changes: SubscriptionChanges,
  ): Promise<Result<SubscriptionRecord>> {
    this.updates += 1;
    if (this.conflicts > 0) {
      this.conflicts -= 1;
      await super.update(customerId, id, version, { quantity: 2 });
    }
    return super.update(customerId, id, version, changes);
  }
}

const refused = (code: string, message: string) => ({ ok: false, error: { code, message } });

async function subscribed(store?: ContendedStore) {
  const h = await autoDeliveryHarness(store ? { makeStore: () => store } : {});
  const made = await h.useCases.createSubscription.execute({ customerId: h.pat.id, sku: 'ALM-1LB' });
  if (!made.ok) throw new Error('subscribing failed');
  return { h, id: made.value.id, update: h.useCases.updateSubscription };
}

describe('UpdateSubscription', () => {
  it('changes the quantity, interval, address, card and ship date, counting the version up', async () => {
    const { h, id, update } = await subscribed();
    h.vault.addCard(h.pat.id, { id: 'pm-second' });
    const changed = await update.execute({
      customerId: h.pat.id,
      subscriptionId: id,
      quantity: 3,
      intervalDays: 84,
      shippingAddressId: h.pat.work,
      paymentMethodId: 'pm-second',
      nextShipOn: '2026-12-15',
    });
    expect(changed.ok && changed.value).toMatchObject({
      quantity: 3,
      intervalDays: 84,
      shippingAddressId: h.pat.work,
      paymentMethodId: 'pm-second',
      nextShipOn: '2026-12-15',
      version: 2,
      extendedPrice: usd(3297),
      discountedExtendedPrice: usd(3132),
    });
    const once = await update.execute({ customerId: h.pat.id, subscriptionId: id, intervalDays: null });
    expect(once.ok && once.value.intervalDays).toBeUndefined();
    expect(once.ok && once.value).toMatchObject({ quantity: 3, nextShipOn: '2026-12-15', version: 3 });
  });

  it('retries on a concurrent change, keeping both', async () => {
    const store = new ContendedStore();
    const { h, id, update } = await subscribed(store);
    store.conflicts = 1;
    const changed = await update.execute({ customerId: h.pat.id, subscriptionId: id, intervalDays: 28 });
    expect(changed.ok && changed.value).toMatchObject({ quantity: 2, intervalDays: 28, version: 3 });
    expect(store.updates).toBe(2);
  });

  it("gives up with 'subscription/version-conflict' after three conflicts", async () => {
    const store = new ContendedStore();
    const { h, id, update } = await subscribed(store);
    store.conflicts = 3;
    const changed = await update.execute({ customerId: h.pat.id, subscriptionId: id, intervalDays: 28 });
    expect(changed.ok ? undefined : changed.error.code).toBe('subscription/version-conflict');
    expect(store.updates).toBe(3);
    expect((await store.get(h.pat.id, id))?.intervalDays).toBe(42);
  });

  it('refuses a ship date not after today, a bad interval, and a bad request', async () => {
    const { h, id, update } = await subscribed();
    const target = { customerId: h.pat.id, subscriptionId: id };
    expect(await update.execute({ ...target, nextShipOn: '2026-11-30' })).toEqual(
      refused('validation/invalid', 'Choose a ship date after today.'),
    );
    expect(await update.execute({ ...target, nextShipOn: '2026-02-30' })).toEqual(
      refused('validation/invalid', 'Invalid subscription change.'),
    );
    expect(await update.execute({ ...target, intervalDays: 35 })).toEqual(
      refused('subscription/invalid-interval', 'Choose an interval of 1, 2, 3, 4, 6, 8, 10 or 12 weeks.'),
    );
    expect(await update.execute({ ...target, subscriptionId: 'abc' })).toEqual(
      refused('validation/invalid', 'Invalid subscription change.'),
    );
    expect((await h.store.get(h.pat.id, id))?.version).toBe(1);
  });

  it("refuses another customer's subscription, address or card, and an inactive subscription", async () => {
    const { h, id, update } = await subscribed();
    expect(await update.execute({ customerId: h.sam.id, subscriptionId: id, quantity: 2 })).toEqual(
      refused('subscription/not-found', 'No subscription with that id.'),
    );
    const target = { customerId: h.pat.id, subscriptionId: id };
    expect(await update.execute({ ...target, shippingAddressId: h.sam.home })).toEqual(
      refused('account/address-not-found', 'We could not find that address.'),
    );
    expect(await update.execute({ ...target, paymentMethodId: `pm-${h.sam.id}` })).toEqual(
      refused('payment/method-not-found', 'We could not find that card. It may have been removed.'),
    );
    await h.useCases.changeState.execute('cancel', { ...target, reason: 'Moving' });
    expect(await update.execute({ ...target, quantity: 2 })).toEqual(
      refused('subscription/inactive', 'This subscription is not active.'),
    );
  });
});
