import { describe, expect, it } from 'vitest';
import { sequentialIds, FIXED_NOW_MS } from '../../checkout/use-cases/testing/fixed';
import { FakeCustomerStore, FakeMail, FakePasswordHasher } from './testing/fake-customer-store';
import { CreateGuestAccount } from './create-guest-account';
import { ForgotPassword } from './forgot-password';
import { SignUp } from './sign-up';

const ORIGIN = 'https://shop.example';

function world() {
  const store = new FakeCustomerStore();
  const mail = new FakeMail();
  const clock = { nowMs: () => FIXED_NOW_MS };
  const create = new CreateGuestAccount(store, new ForgotPassword(store, mail, clock, sequentialIds()), clock);
  return { store, mail, clock, create };
}

describe('CreateGuestAccount (core-cart-checkout §4 Placing an order step 2, the set-password flow)', () => {
  it('creates a guest account without a password, attaches the orders and mails the set-password link', async () => {
    const w = world();
    const r = await w.create.execute({ email: 'Gus@Example.com', name: ' Gus Guest ', origin: ORIGIN });
    expect(r).toMatchObject({ ok: true, value: { email: 'Gus@Example.com', fullName: 'Gus Guest', isGuest: true } });
    expect((await w.store.byEmail('gus@example.com'))?.passwordHash).toBeNull();
    expect(w.store.attached).toEqual([{ customerId: 'c-1', email: 'gus@example.com' }]);
    expect(w.mail.sent).toHaveLength(1);
    expect(w.mail.sent[0]).toMatchObject({ to: 'Gus@Example.com' });
    expect(w.mail.sent[0]!.text).toMatch(/https:\/\/shop\.example\/sign\/reset-password\/\S+/);
    expect(w.mail.sent[0]!.text.toLowerCase()).toContain('set');
  });

  it('reuses an existing guest account (a second order) and mails again', async () => {
    const w = world();
    await w.create.execute({ email: 'gus@example.com', name: 'Gus Guest', origin: ORIGIN });
    const again = await w.create.execute({ email: 'gus@example.com', name: 'Gus Guest', origin: ORIGIN });
    expect(again).toMatchObject({ ok: true, value: { id: 'c-1' } });
    expect(w.store.attached).toHaveLength(2);
    expect(w.mail.sent).toHaveLength(2);
  });

  it('refuses an e-mail that has a full account, attaching and mailing nothing', async () => {
    const w = world();
    await new SignUp(w.store, new FakePasswordHasher(), w.mail, w.clock, sequentialIds()).execute({
      email: 'ann@example.com',
      name: 'Ann Lee',
      password: 'Walnut.Tree7',
      isB2b: false,
      optInNewsletter: false,
      attachGuestOrders: false,
      origin: ORIGIN,
    });
    const sent = w.mail.sent.length;
    const r = await w.create.execute({ email: 'ann@example.com', name: 'Ann Lee', origin: ORIGIN });
    expect(r).toEqual({
      ok: false,
      error: { code: 'account/email-taken', message: 'An account already exists for this email address.' },
    });
    expect(w.mail.sent).toHaveLength(sent);
    expect(w.store.attached).toEqual([]);
  });

  it("checks the e-mail and the name with the spec's messages", async () => {
    const w = world();
    expect(await w.create.execute({ email: 'gus@', name: 'Gus', origin: ORIGIN })).toMatchObject({
      ok: false,
      error: { code: 'validation/invalid', message: 'Please enter a valid email address' },
    });
    expect(await w.create.execute({ email: 'gus@example.com', name: '  ', origin: ORIGIN })).toMatchObject({
      ok: false,
      error: { code: 'validation/invalid', message: 'Please enter your full name' },
    });
  });
});
