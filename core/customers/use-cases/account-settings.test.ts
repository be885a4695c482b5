import { describe, expect, it } from 'vitest';
import { FIXED_NOW_MS } from '../../checkout/use-cases/testing/fixed';
import { contactOf } from '../model';
import { FakeCustomerStore, FakePasswordHasher } from './testing/fake-customer-store';
import { ChangeName } from './change-name';
import { ChangePassword } from './change-password';
import { HasPassword } from './has-password';
import { SetNewsletterChoice } from './set-newsletter-choice';

const PASSWORD = 'Walnut.Tree7';
const NEW_PASSWORD = 'Pecan!Grove9';

async function world() {
  const store = new FakeCustomerStore();
  const hasher = new FakePasswordHasher();
  const draft = { isB2b: false, isGuest: false, newsletterOptIn: true, loginTypes: ['password'] as const };
  const ann = await store.create(
    { ...draft, email: 'ann@example.com', fullName: 'Ann Lee', passwordHash: `hash:${PASSWORD}` },
    FIXED_NOW_MS,
  );
  const guest = await store.create(
    { ...draft, email: 'gil@example.com', fullName: 'Gil', isGuest: true, passwordHash: null, loginTypes: [] },
    FIXED_NOW_MS,
  );
  if (!ann.ok || !guest.ok) throw new Error('seed');
  return { store, hasher, ann: ann.value, guest: guest.value };
}

describe('ChangeName (shell-account §2 Your Account, §5 name)', () => {
  it('changes the full name and the first name, trimmed', async () => {
    const w = await world();
    const r = await new ChangeName(w.store).execute(w.ann.id, { fullName: '  Annabel  Lee-Park ' });
    expect(r).toMatchObject({ ok: true, value: { id: w.ann.id, fullName: 'Annabel  Lee-Park', firstName: 'Annabel' } });
    expect((await w.store.byId(w.ann.id))?.fullName).toBe('Annabel  Lee-Park');
  });

  it('refuses a blank name with the spec’s message, and a name over 200 characters', async () => {
    const w = await world();
    const blank = await new ChangeName(w.store).execute(w.ann.id, { fullName: '   ' });
    expect(blank).toEqual({
      ok: false,
      error: {
        code: 'validation/invalid',
        message: 'Please enter your full name',
        details: { fields: { fullName: 'Please enter your full name' } },
      },
    });
    const long = await new ChangeName(w.store).execute(w.ann.id, { fullName: 'x'.repeat(201) });
    expect(long).toMatchObject({
      ok: false,
      error: { code: 'validation/invalid', message: 'Your name can have at most 200 characters.' },
    });
    expect((await w.store.byId(w.ann.id))?.fullName).toBe('Ann Lee');
  });

  it('answers not-signed-in for an account that is gone', async () => {
    const w = await world();
    expect(await new ChangeName(w.store).execute('c-404', { fullName: 'Nobody' })).toMatchObject({
      ok: false,
      error: { code: 'account/not-signed-in' },
    });
  });
});

describe('ChangePassword (shell-account §2 Your Account, §5 New password)', () => {
  it('sets the new password after checking the current one; the old one no longer matches', async () => {
    const w = await world();
    const r = await new ChangePassword(w.store, w.hasher).execute(w.ann.id, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(r).toMatchObject({ ok: true, value: { id: w.ann.id, loginTypes: ['password'] } });
    expect((await w.store.byEmail('ann@example.com'))?.passwordHash).toBe(`hash:${NEW_PASSWORD}`);
  });

  it('refuses a wrong current password and leaves the password as it was', async () => {
    const w = await world();
    const r = await new ChangePassword(w.store, w.hasher).execute(w.ann.id, {
      currentPassword: 'Wrong.Pass1',
      newPassword: NEW_PASSWORD,
    });
    expect(r).toEqual({
      ok: false,
      error: { code: 'account/wrong-password', message: 'Your current password is incorrect.' },
    });
    expect((await w.store.byEmail('ann@example.com'))?.passwordHash).toBe(`hash:${PASSWORD}`);
  });

  it('refuses a weak new password with the spec’s length message, before any verification', async () => {
    const w = await world();
    const r = await new ChangePassword(w.store, w.hasher).execute(w.ann.id, {
      currentPassword: PASSWORD,
      newPassword: 'Short1!',
    });
    expect(r).toMatchObject({
      ok: false,
      error: {
        code: 'account/weak-password',
        message: 'Your password needs to be at least 8 characters. Capitalization matters.',
        details: { rules: [{ id: 'length', label: 'At least 8 characters' }] },
      },
    });
    expect(w.hasher.verifications).toBe(0);
  });

  it('answers password-not-set for an account without a password (a guest), which sets one by mail', async () => {
    const w = await world();
    const r = await new ChangePassword(w.store, w.hasher).execute(w.guest.id, {
      currentPassword: '',
      newPassword: NEW_PASSWORD,
    });
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'account/password-not-set',
        message: 'Your account has no password yet. We can email you a link to set one.',
      },
    });
    expect(await new HasPassword(w.store).execute(w.guest.id)).toBe(false);
    expect(await new HasPassword(w.store).execute(w.ann.id)).toBe(true);
    expect(await new HasPassword(w.store).execute('c-404')).toBe(false);
  });

  it('treats an over-long current password as wrong, and answers not-signed-in for an account that is gone', async () => {
    const w = await world();
    const change = new ChangePassword(w.store, w.hasher);
    expect(
      await change.execute(w.ann.id, { currentPassword: 'x'.repeat(201), newPassword: NEW_PASSWORD }),
    ).toMatchObject({ ok: false, error: { code: 'account/wrong-password' } });
    expect(await change.execute('c-404', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).toMatchObject({
      ok: false,
      error: { code: 'account/not-signed-in' },
    });
  });
});

describe('SetNewsletterChoice (shell-account §2 Email Communications)', () => {
  it('records the choice; the contact’s subscribed follows', async () => {
    const w = await world();
    const off = await new SetNewsletterChoice(w.store).execute(w.ann.id, { optInNewsletter: false });
    expect(off).toMatchObject({ ok: true, value: { newsletterOptIn: false, fullName: 'Ann Lee' } });
    expect(contactOf((await w.store.byId(w.ann.id))!).subscribed).toBe(false);
    const on = await new SetNewsletterChoice(w.store).execute(w.ann.id, { optInNewsletter: true });
    expect(on).toMatchObject({ ok: true, value: { newsletterOptIn: true } });
    expect(contactOf((await w.store.byId(w.ann.id))!).subscribed).toBe(true);
    expect(await new SetNewsletterChoice(w.store).execute('c-404', { optInNewsletter: true })).toMatchObject({
      ok: false,
      error: { code: 'account/not-signed-in' },
    });
  });
});
