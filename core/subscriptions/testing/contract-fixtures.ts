import type { DeliveryRun, SubscriptionDraft, SubscriptionStore } from '../../../ports/subscriptions';
import type { Clock } from '../../../ports/clock';

/**
 * Fixtures of the SubscriptionStore contract suite (subscription-store-contract.ts): its customers, clock start,
 * lease (ms) and draft, shared by its case files.
 */

/** The customers the suite subscribes, each with the ids of their saved addresses. */
export const CONTRACT_CUSTOMERS = {
  pat: { id: 'contract-customer-1', addresses: ['contract-address-1', 'contract-address-2'] },
  sam: { id: 'contract-customer-2', addresses: ['contract-address-3'] },
} as const;

/** The wall clock's first reading: 2026-11-30T13:00:00Z. */
export const CONTRACT_START_MS = Date.UTC(2026, 10, 30, 13);

/** A clock the suite moves: `nowMs` reads `ms`. */
export interface ContractClock extends Clock {
  ms: number;
}

export const PAT = CONTRACT_CUSTOMERS.pat.id;
export const SAM = CONTRACT_CUSTOMERS.sam.id;
export const [HOME, WORK] = CONTRACT_CUSTOMERS.pat.addresses;
export const [SAMS] = CONTRACT_CUSTOMERS.sam.addresses;
export const LEASE = 60_000;

/** A draft for Pat: 1 × ALM-1LB every 42 days from 2026-12-01 to the home address, paid with card pm-1. */
export function draft(overrides: Partial<SubscriptionDraft> = {}): SubscriptionDraft {
  return {
    customerId: PAT,
    sku: 'ALM-1LB',
    quantity: 1,
    intervalDays: 42,
    nextShipOn: '2026-12-01',
    addedAt: '2026-11-20T10:00:00.000Z',
    shippingAddressId: HOME!,
    paymentMethodId: 'pm-1',
    channelKey: 'auto-delivery',
    ...overrides,
  };
}

export const byId = (a: { id: string }, b: { id: string }) => Number(a.id) - Number(b.id);
export const keyOf = (r: DeliveryRun) => `${r.customerId} ${r.shippingAddressId} ${r.shipOn} ${r.status}`;

/** What the case files read: the store of the running test (made fresh before each) and the suite's wall clock. */
export interface ContractContext {
  readonly store: SubscriptionStore;
  readonly clock: ContractClock;
}
