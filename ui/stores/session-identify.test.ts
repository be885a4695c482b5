import { describe, expect, it } from 'vitest';
import { ANONYMOUS_SESSION, type SessionSummary } from '../../core/customers';
import { createFakeServices } from '../testing/fake-services';
import { createRootStore } from './root-store';
import { IDENTIFIED_KEY, SessionStore } from './session-store';
import type { KeyValueStorage } from './product-delivery-store';

/** Identify events (spec: shell-account §7 events; core-cart-checkout §6 CX). */
const jane: SessionSummary = {
  ...ANONYMOUS_SESSION,
  customer: { id: 'c-1', email: 'jane@example.com' },
  signedLoginType: 'password',
  userFirstName: 'Jane',
  email: 'jane@example.com',
};
const agent: SessionSummary = {
  ...ANONYMOUS_SESSION,
  customer: { id: 'agent-1', email: 'agent@example.com' },
  signedLoginType: 'password',
  userFirstName: 'Ada',
  permissions: ['checkOutAsCustomer'],
};

function memoryStorage(): KeyValueStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

function sessionOf(initial: SessionSummary | undefined, storage = memoryStorage()) {
  const services = createFakeServices();
  const root = createRootStore(services, { url: '/', cart: null, csrfToken: 't', origin: 'http://x' });
  return { services, storage, session: new SessionStore(root, initial, storage) };
}

const janeIdentified = {
  event: 'identify',
  properties: { userId: 'c-1', traits: { email: 'jane@example.com', firstName: 'Jane' } },
};

describe('SessionStore.identify', () => {
  it('identifies a signed-in session on page load once per browser session', () => {
    const { services, storage, session } = sessionOf(jane);
    session.identify();
    session.identify();
    expect(services.state.analytics).toEqual([janeIdentified]);
    expect(storage.items.get(IDENTIFIED_KEY)).toBe('c-1');
    // A new page of the same browser session (same storage) sends nothing again.
    const again = sessionOf(jane, storage);
    again.session.identify();
    expect(again.services.state.analytics).toEqual([]);
  });

  it('identifies the customer after sign-in or sign-up (apply), not an anonymous session', () => {
    const { services, session } = sessionOf(undefined);
    session.identify();
    expect(services.state.analytics).toEqual([]);
    session.apply({ ...jane, cart: null });
    expect(services.state.analytics).toEqual([janeIdentified]);
  });

  it('identifies another customer signing in on the same browser session', () => {
    const { services, storage, session } = sessionOf(jane);
    session.identify();
    session.apply({ ...jane, customer: { id: 'c-2', email: 'kim@example.com' }, userFirstName: 'Kim', cart: null });
    expect(services.state.analytics.map((e) => e.properties['userId'])).toEqual(['c-1', 'c-2']);
    expect(storage.items.get(IDENTIFIED_KEY)).toBe('c-2');
  });

  it('never identifies in CX mode: not the agent, not the customer acted for', () => {
    const acting: SessionSummary = {
      ...agent,
      actingFor: { cartId: 'cart-9', cartKey: 'K-9', customerId: 'c-1', customerEmail: 'jane@example.com' },
    };
    for (const summary of [agent, acting]) {
      const { services, storage, session } = sessionOf(summary);
      session.identify();
      session.apply({ ...summary, cart: null });
      expect(services.state.analytics).toEqual([]);
      expect(storage.items.size).toBe(0);
    }
  });
});
