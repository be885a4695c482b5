import { describe, expect, it } from 'vitest';
import type { Cart, LineItem } from '../../cart/model';
import { sequentialIds, FIXED_NOW_MS } from '../../checkout/use-cases/testing/fixed';
import { FakeCustomerStore, FakeMail, FakePasswordHasher } from './testing/fake-customer-store';
import { SignInWithPassword } from './sign-in-with-password';
import { SignUp } from './sign-up';
import { SendSignInLink } from './send-sign-in-link';
import { SignInByLinkKey } from './sign-in-by-link-key';
import { ForgotPassword } from './forgot-password';
import { ResetPassword } from './reset-password';
import { ReadSignKeyPage } from './read-sign-key-page';
import { SaveAddress } from './save-address';
import { mergeLineActions } from './adopt-session-cart';

const ORIGIN = 'https://shop.example';
const PASSWORD = 'Walnut.Tree7';

function world(nowMs = FIXED_NOW_MS) {
  const store = new FakeCustomerStore();
  const hasher = new FakePasswordHasher();
  const mail = new FakeMail();
  let now = nowMs;
  const clock = { nowMs: () => now };
  const ids = sequentialIds();
  const signUp = (email: string, extra: Partial<Parameters<SignUp['execute']>[0]> = {}) =>
    new SignUp(store, hasher, mail, clock, ids).execute({
      email,
      name: 'Ann Lee',
      password: PASSWORD,
      isB2b: false,
      optInNewsletter: true,
      attachGuestOrders: true,
      origin: ORIGIN,
      ...extra,
    });
  return { store, hasher, mail, clock, ids, signUp, advance: (ms: number) => (now += ms) };
}

describe('sign-up and sign-in', () => {
  it('signs up and mails the welcome message with a confirm link; a second sign-up is email-taken', async () => {
    const w = world();
    const r = await w.signUp('Ann@Example.com');
    expect(r).toMatchObject({
      ok: true,
      value: { email: 'Ann@Example.com', firstName: 'Ann', loginTypes: ['password'] },
    });
    expect(w.mail.sent.map((m) => [m.kind, m.to, m.subject])).toEqual([
      ['welcome', 'Ann@Example.com', 'Welcome to Nutshell'],
    ]);
    expect(w.mail.sent[0]!.text).toContain(
      'Confirm your email with the link below: orders you placed as a guest with this email then appear in your ' +
        'order history. It works once, within 24 hours.',
    );
    expect(w.mail.sent[0]!.text).toContain(`Confirm your email: ${ORIGIN}/sign/magic-link/token-1`);
    expect(await w.signUp('ann@example.com')).toMatchObject({ ok: false, error: { code: 'account/email-taken' } });
  });

  it('attaches guest orders only once the e-mail is proven: by the confirm link, not at sign-up', async () => {
    const w = world();
    await w.signUp('Ann@Example.com');
    expect(w.store.attached).toEqual([]);
    w.advance(23 * 3_600_000);
    const used = await new SignInByLinkKey(w.store, w.clock).execute('token-1');
    expect(used).toMatchObject({ ok: true, value: { redirectPath: '/account/order-history' } });
    expect(w.store.attached).toEqual([{ customerId: 'c-1', email: 'ann@example.com' }]);
  });

  it('a sign-up without attachGuestOrders mails no confirm link', async () => {
    const w = world();
    await w.signUp('solo@example.com', { attachGuestOrders: false });
    expect(w.mail.sent[0]!.text).not.toContain('Confirm your email');
    expect(w.mail.sent[0]!.text).toContain('Go to your account: https://shop.example/account');
  });

  it('refuses a weak password naming the rules not met', async () => {
    const r = await world().signUp('b@example.com', { password: 'walnuttree' });
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'account/weak-password',
        message: 'Your password needs: an upper-case letter, a special character (!@./#$%~`^&*-+=?).',
        details: {
          rules: [
            { id: 'upper', label: 'An upper-case letter' },
            { id: 'special', label: 'A special character (!@./#$%~`^&*-+=?)' },
          ],
        },
      },
    });
  });

  it('completes a guest account at sign-up', async () => {
    const w = world();
    const guest = await w.store.create(
      {
        email: 'g@example.com',
        fullName: '',
        isB2b: false,
        isGuest: true,
        newsletterOptIn: false,
        passwordHash: null,
        loginTypes: [],
      },
      FIXED_NOW_MS,
    );
    const r = await w.signUp('g@example.com', { name: 'Gil Guest' });
    expect(r).toMatchObject({ ok: true, value: { id: guest.ok && guest.value.id, isGuest: false, firstName: 'Gil' } });
  });

  it('answers a wrong password and an unknown e-mail alike, verifying a hash for both', async () => {
    const w = world();
    await w.signUp('c@example.com');
    const signIn = new SignInWithPassword(w.store, w.hasher);
    const wrong = await signIn.execute({ email: 'c@example.com', password: 'Nope.Nope1' });
    const unknown = await signIn.execute({ email: 'x@example.com', password: 'Nope.Nope1' });
    expect(wrong).toEqual(unknown);
    expect(wrong).toMatchObject({ ok: false, error: { code: 'account/invalid-credentials' } });
    expect(w.hasher.verifications).toBe(2);
    expect(await signIn.execute({ email: ' C@EXAMPLE.com ', password: PASSWORD })).toMatchObject({ ok: true });
  });
});

describe('mailed links', () => {
  it('a sign-in link works once within 15 minutes and leads only to a path of this site', async () => {
    const w = world();
    await w.signUp('d@example.com');
    const send = new SendSignInLink(w.store, w.mail, w.clock, w.ids);
    await send.execute({ email: 'd@example.com', redirectPath: '//evil.example/x', origin: ORIGIN });
    expect(w.mail.sent.at(-1)).toMatchObject({ kind: 'sign-in-link', to: 'd@example.com' });
    // token-1 is the welcome mail's confirm link.
    expect(w.mail.sent.at(-1)!.text).toContain(`${ORIGIN}/sign/magic-link/token-2`);
    const use = new SignInByLinkKey(w.store, w.clock);
    expect(await use.execute('token-2')).toMatchObject({ ok: true, value: { redirectPath: '/' } });
    expect(await use.execute('token-2')).toMatchObject({ ok: false, error: { code: 'account/link-expired' } });
    await send.execute({ email: 'd@example.com', redirectPath: '/account', origin: ORIGIN });
    w.advance(15 * 60_000);
    expect(await use.execute('token-3')).toMatchObject({ ok: false, error: { code: 'account/link-expired' } });
    const before = w.mail.sent.length;
    await send.execute({ email: 'nobody@example.com', redirectPath: '/', origin: ORIGIN });
    expect(w.mail.sent).toHaveLength(before);
  });

  it('a guest gets a set-password link; its page says so; a weak password leaves the key usable', async () => {
    const w = world();
    await w.store.create(
      {
        email: 'e@example.com',
        fullName: 'Eve',
        isB2b: false,
        isGuest: true,
        newsletterOptIn: false,
        passwordHash: null,
        loginTypes: [],
      },
      FIXED_NOW_MS,
    );
    await new ForgotPassword(w.store, w.mail, w.clock, w.ids).execute({ email: 'e@example.com', origin: ORIGIN });
    expect(w.mail.sent.at(-1)).toMatchObject({ kind: 'set-password', subject: 'Set your Nutshell password' });
    const page = new ReadSignKeyPage(w.store, w.clock);
    expect(await page.execute('/sign/reset-password/token-1')).toEqual({
      pageType: 'ResetPasswordPage',
      props: { key: 'token-1', status: 'valid', setPassword: true },
    });
    expect(await page.execute('/sign/magic-link/token-1')).toMatchObject({ props: { status: 'expired' } });
    const reset = new ResetPassword(w.store, w.hasher, w.clock);
    expect(await reset.execute({ key: 'token-1', password: 'short' })).toMatchObject({
      ok: false,
      error: { code: 'account/weak-password' },
    });
    expect(await reset.execute({ key: 'token-1', password: PASSWORD })).toMatchObject({
      ok: true,
      value: { isGuest: false, loginTypes: ['password'] },
    });
    expect(await reset.execute({ key: 'token-1', password: PASSWORD })).toMatchObject({
      ok: false,
      error: { code: 'account/link-expired' },
    });
  });
});

describe('the address book', () => {
  it('applies the §5 rules and keeps addresses to their customer', async () => {
    const w = world();
    const save = new SaveAddress(w.store, w.clock);
    const address = {
      name: 'Ann',
      street1: '1 Elm St',
      city: 'Newark',
      state: 'nj',
      postalCode: '07102',
      country: 'US',
    };
    const saved = await save.execute('c-1', { address, isDefault: true });
    expect(saved).toMatchObject({ ok: true, value: { address: { address: { state: 'NJ' }, isDefault: true } } });
    expect(await save.execute('c-1', { address: { ...address, name: '' } })).toMatchObject({
      ok: false,
      error: { code: 'validation/invalid-address', message: 'Please enter your full name' },
    });
    const id = saved.ok ? saved.value.address.id : '';
    expect(await save.execute('c-2', { addressId: id, address })).toMatchObject({
      ok: false,
      error: { code: 'account/address-not-found' },
    });
  });
});

describe('merging carts (MergeWithExistingCustomerCart)', () => {
  const line = (id: string, sku: string, quantity: number, maximumPiecesPerOrder = 0) =>
    ({ id, quantity, variant: { sku, maximumPiecesPerOrder } }) as unknown as LineItem;
  const cart = (lines: LineItem[]) => ({ maxQuantity: 4999, lineItems: lines }) as unknown as Cart;

  it('adds up lines of the same SKU and adds the others, within 4999 and the per-order maximum', () => {
    const own = cart([line('l1', 'A', 2), line('l2', 'B', 4990), line('l3', 'C', 1, 3)]);
    const anonymous = [
      line('x1', 'A', 3),
      line('x2', 'B', 20),
      line('x3', 'C', 5),
      line('x4', 'D', 1),
      line('x5', 'D', 2),
    ];
    expect(mergeLineActions(own, anonymous)).toEqual([
      { action: 'changeLineItemQuantity', lineItemId: 'l1', quantity: 5 },
      { action: 'changeLineItemQuantity', lineItemId: 'l2', quantity: 4999 },
      { action: 'changeLineItemQuantity', lineItemId: 'l3', quantity: 3 },
      { action: 'addLineItem', sku: 'D', quantity: 3 },
    ]);
  });
});
