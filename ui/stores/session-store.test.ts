import { describe, expect, it } from 'vitest';
import { ANONYMOUS_SESSION, type SessionSummary } from '../../core/customers';
import { PortError } from '../../core/shared';
import { createFakeServices } from '../testing/fake-services';
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
  return { services, root, session: root.sessionFrom(SessionStore) };
}

describe('SessionStore (shell-account §3 Session)', () => {
  it('starts anonymous without a page-state session, and gates the account links', () => {
    const { session } = storesWith();
    expect([session.signedIn, session.firstName, session.email, session.loginType, session.gated]).toEqual([
      false,
      '',
      null,
      null,
      true,
    ]);
  });

  it("starts from the page state's session: signed in, first name, e-mail and login type", () => {
    const { root, session } = storesWith(jane);
    expect([session.signedIn, session.firstName, session.email, session.loginType, session.gated]).toEqual([
      true,
      'Jane',
      'jane@example.com',
      'password',
      false,
    ]);
    expect(root.sessionFrom(SessionStore)).toBe(session);
  });

  it('does not gate links for staff with checkOutAsCustomer (shell-account §4 Gated links)', () => {
    const { session } = storesWith({ ...ANONYMOUS_SESSION, permissions: ['checkOutAsCustomer'] });
    expect([session.signedIn, session.cxMode, session.gated]).toEqual([false, true, false]);
  });

  it('reads flags by layer precedence: local over session over site over visitor', () => {
    const layers = { local: {}, session: { disableReferral: false }, site: { disableReferral: true }, visitor: {} };
    const { session } = storesWith({ ...ANONYMOUS_SESSION, flagsByLayer: layers });
    expect([session.flag('disableReferral'), session.referralShown, session.flag('other')]).toEqual([
      false,
      true,
      undefined,
    ]);
    const off = storesWith({ ...ANONYMOUS_SESSION, flagsByLayer: { ...layers, session: {} } }).session;
    expect(off.referralShown).toBe(false);
  });

  it("puts the browser's local layer over every other, and the page's server layers (session, site, visitor) last", () => {
    const services = createFakeServices();
    const state = { url: '/', cart: null, csrfToken: 't', origin: 'http://x' };
    const root = createRootStore(services, {
      ...state,
      featureFlags: { disableReferral: true, cartLayoutUpdates: true },
    });
    const session = root.sessionFrom(SessionStore);
    expect([session.referralShown, session.flag('cartLayoutUpdates')]).toEqual([false, true]);
    root.ui.setLocalFlags({ disableReferral: false });
    expect([session.referralShown, session.flag('cartLayoutUpdates')]).toEqual([true, true]);
    root.ui.setLocalFlags({ cartLayoutUpdates: false });
    expect([session.referralShown, session.flag('cartLayoutUpdates')]).toEqual([false, false]);
  });

  it("takes an answer's session and cart", () => {
    const { services, root, session } = storesWith();
    const cart = services.seedCart(3);
    session.apply({ ...jane, cart });
    expect([session.signedIn, session.firstName, root.cart.itemCount, root.cart.status]).toEqual([
      true,
      'Jane',
      3,
      'loaded',
    ]);
  });

  it('opens and closes the login modal with its options, closing the mobile menu', () => {
    const { root, session } = storesWith();
    root.ui.toggleMobileMenu();
    session.openLogin({ destination: '/account' });
    expect([session.loginOpen, session.login?.destination, root.ui.mobileMenuOpen]).toEqual([true, '/account', false]);
    session.closeLogin();
    expect(session.loginOpen).toBe(false);
  });

  it('signs out without copying the cart, takes the anonymous session and cart and announces it', async () => {
    const { services, root, session } = storesWith(jane);
    root.cart.seed(services.seedCart(2));
    await session.signOut();
    expect(services.account.state.calls).toEqual(['signOut:copy=false']);
    expect([session.signedIn, session.firstName, root.cart.itemCount, root.ui.announcement]).toEqual([
      false,
      '',
      0,
      'Signed out',
    ]);
  });

  it('shows an unreachable backend on sign-out as an error and stays signed in', async () => {
    const { services, root, session } = storesWith(jane);
    services.account.state.throwNext.set('signOut', new PortError('account', 'unreachable: /api/sign/out'));
    await session.signOut();
    expect(session.signedIn).toBe(true);
    expect(root.notifications.messages.map((m) => m.message.message)).toEqual(['account: unreachable: /api/sign/out']);
    expect(session.signingOut).toBe(false);
  });
});
