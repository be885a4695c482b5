import { describe, expect, it } from 'vitest';
import { ANONYMOUS_SESSION, type SessionSummary } from '../../core/customers';
import { createFakeServices } from '../testing/fake-services';
import { AutoDeliveryControlStore } from './auto-delivery-control-store';
import { createRootStore } from './root-store';
import { SessionStore } from './session-store';

const jane: SessionSummary = {
  ...ANONYMOUS_SESSION,
  customer: { id: 'c-1', email: 'jane@example.com' },
  signedLoginType: 'password',
  userFirstName: 'Jane',
  email: 'jane@example.com',
};

function storesWith(session?: SessionSummary) {
  const services = createFakeServices();
  const root = createRootStore(services, { url: '/', cart: null, csrfToken: 't', origin: 'http://x', session });
  return { services, root, control: new AutoDeliveryControlStore(root) };
}

describe('AutoDeliveryControlStore (spec: catalogue-gifting §4 Subscription, §2 panel)', () => {
  it('starts idle at 6 weeks (42 days), then Adding, then added with the panel open', async () => {
    const { services, control } = storesWith(jane);
    expect([control.status, control.intervalDays]).toEqual(['idle', 42]);
    control.setInterval(28);
    const adding = control.add('1072-01', 2);
    expect(control.status).toBe('adding');
    await adding;
    expect(control.status).toBe('added');
    expect(control.panelOpen).toBe(true);
    expect(control.subscription).toMatchObject({
      sku: '1072-01',
      quantity: 2,
      intervalDays: 28,
      nextShipOn: '2026-11-26',
    });
    expect(services.autoDelivery.state.calls).toEqual(['create']);
    control.closePanel();
    expect(control.panelOpen).toBe(false);
  });

  it("Remove cancels with 'Removed with remove button' and goes back to idle", async () => {
    const { services, control } = storesWith(jane);
    await control.add('1072-01', 1);
    await control.remove();
    expect(control.status).toBe('idle');
    expect(control.subscription).toBeUndefined();
    expect(services.autoDelivery.state.subscriptions[0]).toMatchObject({
      active: false,
      cancelReason: 'Removed with remove button',
    });
  });

  it('asks a visitor to sign in first, and subscribes once signed in', async () => {
    const { services, root, control } = storesWith();
    await control.add('1072-01', 1);
    const session = root.sessionFrom(SessionStore);
    expect(control.status).toBe('idle');
    expect(services.autoDelivery.state.calls).toEqual([]);
    const callback = session.login?.callback;
    expect(callback).toBeDefined();
    session.apply({ ...jane, cart: null });
    await callback?.();
    expect(control.status).toBe('added');
    expect(services.autoDelivery.state.calls).toEqual(['create']);
  });

  it('keeps an error answer for the control to show, and stays idle', async () => {
    const { services, control } = storesWith(jane);
    services.autoDelivery.state.failNext = {
      key: 'subscription/no-address',
      message: 'Add a shipping address to your Address Book first.',
    };
    await control.add('1072-01', 1);
    expect(control.status).toBe('idle');
    expect(control.error).toEqual({
      key: 'subscription/no-address',
      message: 'Add a shipping address to your Address Book first.',
    });
    expect(control.panelOpen).toBe(false);
  });
});
