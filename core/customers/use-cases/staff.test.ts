import { describe, expect, it } from 'vitest';
import { sequentialIds, FIXED_NOW_MS } from '../../checkout/use-cases/testing/fixed';
import { FakeCustomerStore, FakeMail } from './testing/fake-customer-store';
import { AddStaff } from './add-staff';
import { RemoveStaff } from './remove-staff';
import { StaffRoles } from './staff-roles';
import { sessionSummaryOf } from '../model';

const ORIGIN = 'https://shop.example';

function world() {
  const store = new FakeCustomerStore();
  const mail = new FakeMail();
  const clock = { nowMs: () => FIXED_NOW_MS };
  return {
    store,
    mail,
    add: new AddStaff(store, mail, clock, sequentialIds()),
    remove: new RemoveStaff(store),
    roles: new StaffRoles(store),
  };
}

describe('AddStaff (core-cart-checkout §6: CX mode needs checkOutAsCustomer)', () => {
  it('creates a passwordless account with the permission and mails the set-password link', async () => {
    const w = world();
    const r = await w.add.execute({ email: 'Alex@Nutshell.example', name: 'Alex Agent', admin: true, origin: ORIGIN });
    expect(r).toEqual({
      ok: true,
      value: {
        member: {
          customer: expect.objectContaining({ id: 'c-1', email: 'Alex@Nutshell.example', fullName: 'Alex Agent' }),
          role: { permissions: ['checkOutAsCustomer'], isAdmin: true },
        },
        created: true,
        mailed: true,
      },
    });
    expect((await w.store.byEmail('alex@nutshell.example'))?.passwordHash).toBeNull();
    expect(w.mail.sent).toHaveLength(1);
    expect(w.mail.sent[0]).toMatchObject({ to: 'Alex@Nutshell.example' });
    expect(w.mail.sent[0]!.text).toMatch(/https:\/\/shop\.example\/sign\/reset-password\/\S+/);
  });

  it('gives an existing account with a password the permission once, keeps its admin flag and mails nothing', async () => {
    const w = world();
    await w.store.create(
      {
        email: 'pat@example.com',
        fullName: 'Pat Doe',
        isB2b: false,
        isGuest: false,
        newsletterOptIn: true,
        passwordHash: 'hash:pw',
        loginTypes: ['password'],
      },
      FIXED_NOW_MS,
    );
    await w.add.execute({ email: 'PAT@example.com', admin: true, origin: ORIGIN });
    const again = await w.add.execute({ email: 'pat@example.com', origin: ORIGIN });
    expect(again).toMatchObject({
      ok: true,
      value: {
        created: false,
        mailed: false,
        member: { role: { permissions: ['checkOutAsCustomer'], isAdmin: true } },
      },
    });
    expect(w.mail.sent).toEqual([]);
    expect(await w.roles.execute()).toHaveLength(1);
  });

  it('refuses a malformed e-mail', async () => {
    const r = await world().add.execute({ email: 'alex', origin: ORIGIN });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'validation/invalid', message: 'Please enter a valid email address' },
    });
  });
});

describe('RemoveStaff', () => {
  it('takes the permission and admin flag away and ends the sessions; unknown e-mails are not found', async () => {
    const w = world();
    await w.add.execute({ email: 'alex@nutshell.example', admin: true, origin: ORIGIN });
    const r = await w.remove.execute('ALEX@nutshell.example');
    expect(r).toMatchObject({ ok: true, value: { role: { permissions: [], isAdmin: false } } });
    expect(w.store.endedSessions).toEqual(['c-1']);
    expect(await w.roles.execute()).toEqual([]);
    expect(await w.roles.roleOf('c-1')).toEqual({ permissions: [], isAdmin: false });
    expect(await w.remove.execute('nobody@example.com')).toMatchObject({
      ok: false,
      error: { code: 'resource/not-found', message: 'No customer with that e-mail.' },
    });
  });
});

describe('sessionSummaryOf with a staff role (shell-account §2 staff bar, §3 Session)', () => {
  it('carries the permissions, the admin flag and whom the agent acts for; actingFor only for staff', async () => {
    const w = world();
    const added = await w.add.execute({ email: 'alex@nutshell.example', name: 'Alex', admin: false, origin: ORIGIN });
    if (!added.ok) throw new Error('not added');
    const acting = { cartId: 'cart-1', cartKey: 'K1', customerId: null, customerEmail: null };
    const { customer, role } = added.value.member;
    expect(sessionSummaryOf(customer, 'password', role, acting)).toMatchObject({
      permissions: ['checkOutAsCustomer'],
      isAdmin: false,
      actingFor: acting,
    });
    expect(sessionSummaryOf(customer, 'password', { permissions: [], isAdmin: true }, acting)).toMatchObject({
      permissions: [],
      isAdmin: true,
      actingFor: null,
    });
  });
});
