import { InMemorySubscriptionStore } from './in-memory-subscription-store';
import { CONTRACT_CUSTOMERS, describeSubscriptionStore } from './subscription-store-contract';

describeSubscriptionStore('in-memory', async (clock) => new InMemorySubscriptionStore(clock));

describe('InMemorySubscriptionStore', () => {
  const draft = {
    customerId: CONTRACT_CUSTOMERS.pat.id,
    sku: 'ALM-1LB',
    quantity: 1,
    intervalDays: 42,
    nextShipOn: '2026-12-01',
    addedAt: '2026-11-20T10:00:00.000Z',
    shippingAddressId: 'home',
    channelKey: 'auto-delivery',
  };

  it("numbers subscriptions and runs from '1', each in its own sequence", async () => {
    const store = new InMemorySubscriptionStore({ nowMs: () => 0 });
    expect((await store.create(draft)).id).toBe('1');
    expect((await store.create({ ...draft, shippingAddressId: 'work' })).id).toBe('2');
    expect(await store.enqueueDue('2026-12-01')).toBe(2);
    expect((await store.runsOn('2026-12-01')).map((r) => r.id)).toEqual(['1', '2']);
  });

  it('keeps its own copies: a record handed out does not change when the store does', async () => {
    const store = new InMemorySubscriptionStore({ nowMs: () => 0 });
    const created = await store.create(draft);
    await store.update(draft.customerId, created.id, 1, { quantity: 9 });
    expect(created.quantity).toBe(1);
    expect((await store.get(draft.customerId, created.id))?.quantity).toBe(9);
  });
});
