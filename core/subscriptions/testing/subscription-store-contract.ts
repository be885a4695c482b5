import { afterEach, beforeEach, describe } from 'vitest';
import type { SubscriptionStore } from '../../../ports/subscriptions';
import { CONTRACT_START_MS, type ContractClock, type ContractContext } from './contract-fixtures';
import { subscriptionCases } from './contract-subscription-cases';
import { enqueueAndClaimCases } from './contract-enqueue-claim-cases';
import { openAndReadRunCases } from './contract-run-read-cases';

export { CONTRACT_CUSTOMERS, CONTRACT_START_MS, type ContractClock } from './contract-fixtures';

/**
 * The behaviour every SubscriptionStore (ports/subscriptions.ts) must have, as a reusable vitest suite: the
 * in-memory store runs it (in-memory-subscription-store.test.ts) and so does the PostgreSQL one.
 *
 * The suite uses the customers of CONTRACT_CUSTOMERS with their saved address ids: a store whose tables reference
 * customers and addresses seeds those rows in `makeStore`. Its wall clock (leases, `updatedAt`) is the clock
 * handed to `makeStore`, starting at CONTRACT_START_MS, which the suite moves on.
 */

/** What `makeStore` gives: the store, or the store with how to close it after each test. */
export type StoreUnderTest =
  SubscriptionStore | { readonly store: SubscriptionStore; readonly close: () => Promise<void> | void };

/**
 * Declares the SubscriptionStore contract suite `name` over stores made by `makeStore` (a fresh, empty store for
 * each test, on the wall clock given).
 */
export function describeSubscriptionStore(name: string, makeStore: (clock: ContractClock) => Promise<StoreUnderTest>) {
  describe(`SubscriptionStore contract: ${name}`, () => {
    let store: SubscriptionStore;
    let close: (() => Promise<void> | void) | undefined;
    const clock: ContractClock = { ms: CONTRACT_START_MS, nowMs: () => clock.ms };

    beforeEach(async () => {
      clock.ms = CONTRACT_START_MS;
      const made = await makeStore(clock);
      ({ store, close } = 'store' in made ? made : { store: made, close: undefined });
    });
    afterEach(async () => {
      await close?.();
    });

    const t: ContractContext = {
      get store() {
        return store;
      },
      clock,
    };
    subscriptionCases(t);
    enqueueAndClaimCases(t);
    openAndReadRunCases(t);
  });
}
