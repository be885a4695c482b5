import { describe, expect, it } from 'vitest';
import { FIXED_NOW_MS, sequentialIds } from '../../checkout/use-cases/testing/fixed';
import { ok, err } from '../../shared';
import type {
  AuthorizationCallback,
  IdentityProviderName,
  IdentityProviderPort,
  PendingAuthorization,
  VerifiedClaims,
} from '../../../ports/identity-provider';
import { FakeCustomerStore, FakeMail, FakePasswordHasher } from './testing/fake-customer-store';
import { socialSignInFailed } from '../model';
import { SignInWithProvider } from './sign-in-with-provider';
import { StartProviderSignIn } from './start-provider-sign-in';
import { SignUp } from './sign-up';

const ORIGIN = 'https://shop.example';
const PENDING: PendingAuthorization = { state: 'state-1', nonce: 'nonce-1', codeVerifier: 'v'.repeat(43) };

/** An identity port answering `claims` for the code 'good' with the pending state, and a failure otherwise. */
class FakeIdentity implements IdentityProviderPort {
  readonly providers: readonly IdentityProviderName[] = ['google', 'apple'];
  constructor(public claims: VerifiedClaims) {}
  async start(provider: IdentityProviderName) {
    return { url: `https://idp.example/${provider}/auth?state=state-1`, pending: PENDING };
  }
  async finish(provider: IdentityProviderName, callback: AuthorizationCallback, pending: PendingAuthorization) {
    return callback.code === 'good' && callback.state === pending.state
      ? ok(this.claims)
      : err(socialSignInFailed(provider));
  }
}

const SHOPPER: VerifiedClaims = {
  subject: 'sub-1',
  email: 'Shopper@Example.test',
  emailVerified: true,
  name: 'Test Shopper',
};

function world(claims: VerifiedClaims = SHOPPER) {
  const store = new FakeCustomerStore();
  const mail = new FakeMail();
  const identity = new FakeIdentity(claims);
  const clock = { nowMs: () => FIXED_NOW_MS };
  const useCase = new SignInWithProvider(identity, store, mail, clock);
  const signIn = (provider: IdentityProviderName = 'google', code = 'good') =>
    useCase.execute({
      provider,
      callback: { code, state: 'state-1' },
      pending: PENDING,
      attachGuestOrders: true,
      optInNewsletter: false,
      origin: ORIGIN,
    });
  return { store, mail, identity, clock, signIn };
}

describe('SignInWithProvider', () => {
  it('creates an account without a password, login type google, name from the claims, and mails the welcome', async () => {
    const w = world();
    const r = await w.signIn();
    expect(r.ok && r.value).toMatchObject({
      email: 'Shopper@Example.test',
      fullName: 'Test Shopper',
      firstName: 'Test',
      isGuest: false,
      loginTypes: ['google'],
      newsletterOptIn: false,
    });
    const id = r.ok ? r.value.id : '';
    expect(w.store.rows.get(id)?.passwordHash).toBeNull();
    expect(w.store.identities.get('google sub-1')).toBe(id);
    expect(w.store.attached).toEqual([{ customerId: id, email: 'shopper@example.test' }]);
    expect(w.mail.sent.map((m) => [m.to, m.kind])).toEqual([['Shopper@Example.test', 'welcome']]);
  });

  it('finds the same account by its subject on a second sign-in, even after the e-mail changed', async () => {
    const w = world();
    const first = await w.signIn();
    w.identity.claims = { ...SHOPPER, email: 'renamed@example.test' };
    const second = await w.signIn();
    expect(second.ok && second.value.id).toBe(first.ok && first.value.id);
    expect(w.store.rows.size).toBe(1);
    expect(w.mail.sent).toHaveLength(1);
  });

  it('signs an existing password account in when the e-mail is verified, adding the login type', async () => {
    const w = world();
    const hasher = new FakePasswordHasher();
    const up = await new SignUp(w.store, hasher, w.mail, w.clock, sequentialIds()).execute({
      ...{ email: 'shopper@example.test', name: 'Ann Lee', password: 'Walnut.Tree7', isB2b: false },
      ...{ optInNewsletter: true, attachGuestOrders: false, origin: ORIGIN },
    });
    const r = await w.signIn('apple');
    expect(r.ok && r.value.id).toBe(up.ok && up.value.id);
    expect(r.ok && r.value.loginTypes).toEqual(['password', 'apple']);
    expect(w.store.identities.get('apple sub-1')).toBe(up.ok && up.value.id);
  });

  it('refuses an unverified e-mail that belongs to an account, and links nothing', async () => {
    const w = world({ ...SHOPPER, emailVerified: false });
    await w.store.create(
      {
        email: 'shopper@example.test',
        fullName: 'Ann Lee',
        isB2b: false,
        isGuest: false,
        newsletterOptIn: true,
        passwordHash: 'hash:x',
        loginTypes: ['password'],
      },
      FIXED_NOW_MS,
    );
    const r = await w.signIn();
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'account/email-unverified',
        message:
          'An account already exists for Shopper@Example.test. Sign in with your password, then use Google next time.',
      },
    });
    expect(w.store.identities.size).toBe(0);
  });

  it('does not attach guest orders to an unverified e-mail', async () => {
    const w = world({ ...SHOPPER, emailVerified: false });
    const r = await w.signIn();
    expect(r.ok).toBe(true);
    expect(w.store.attached).toEqual([]);
  });

  it('answers social-sign-in-failed for a refused code and for claims without an e-mail', async () => {
    const failed = {
      ok: false,
      error: {
        code: 'account/social-sign-in-failed',
        message: "We couldn't sign you in with Google. Please try again.",
      },
    };
    expect(await world().signIn('google', 'bad')).toEqual(failed);
    expect(await world({ ...SHOPPER, email: null }).signIn()).toEqual(failed);
  });
});

describe('StartProviderSignIn', () => {
  it('answers the authorization of a configured provider and refuses the others', async () => {
    const start = new StartProviderSignIn(new FakeIdentity(SHOPPER));
    expect(await start.execute('google')).toEqual({
      ok: true,
      value: { url: 'https://idp.example/google/auth?state=state-1', pending: PENDING },
    });
    const facebook = await start.execute('facebook');
    expect(facebook.ok || facebook.error.message).toBe("We couldn't sign you in with Facebook. Please try again.");
    const unknown = await start.execute('myspace');
    expect(unknown.ok || unknown.error.code).toBe('validation/invalid');
  });
});
