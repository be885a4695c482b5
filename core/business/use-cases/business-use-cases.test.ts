import { beforeEach, describe, expect, it } from 'vitest';
import { FakeCustomerStore } from '../../customers/use-cases/testing/fake-customer-store';
import { InMemoryBusinessProfileStore } from '../testing/in-memory-business-profile-store';
import { CreateBusinessAccount } from './create-business-account';
import { GetBusinessProfile } from './get-business-profile';
import { UpdateBusinessProfile } from './update-business-profile';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const FORM = {
  companyName: 'Ada Coffee LLC',
  industry: 'Restaurant / Cafe',
  phone: '201-555-0123',
  address: { name: 'Ada Lovelace', street1: '1 Main St', city: 'Hoboken', state: 'NJ', postalCode: '07030' },
  teamSize: '1-10',
};

let customers: FakeCustomerStore;
let profiles: InMemoryBusinessProfileStore;
let nowMs = NOW;
const clock = { nowMs: () => nowMs };
let adaId = '';

beforeEach(async () => {
  customers = new FakeCustomerStore();
  profiles = new InMemoryBusinessProfileStore();
  nowMs = NOW;
  const ada = await customers.create(
    {
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
      isB2b: false,
      isGuest: false,
      newsletterOptIn: true,
      passwordHash: null,
      loginTypes: [],
    },
    NOW,
  );
  if (!ada.ok) throw new Error('setup');
  adaId = ada.value.id;
});

const create = () => new CreateBusinessAccount(customers, profiles, clock);

describe('CreateBusinessAccount (core-cart-checkout §6 Business, §7 POST /api/business-units)', () => {
  it("converts a customer: the profile with source 'User Converted', the customer marked a business contact", async () => {
    const r = await create().execute(adaId, { ...FORM, source: 'User Converted' });
    expect(r.ok && r.value).toMatchObject({
      customerId: adaId,
      companyName: 'Ada Coffee LLC',
      industry: 'Restaurant / Cafe',
      phone: '2015550123',
      source: 'User Converted',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(profiles.b2bMarked).toEqual([adaId]);
    expect(await new GetBusinessProfile(profiles).facts(adaId)).toEqual({
      businessName: 'Ada Coffee LLC',
      businessIndustry: 'Restaurant / Cafe',
    });
  });

  it("a second business account is 'business/account-exists' and the first stays", async () => {
    await create().execute(adaId, { ...FORM, source: 'Account Creation' });
    const again = await create().execute(adaId, { ...FORM, companyName: 'Other', source: 'User Converted' });
    expect(again.ok ? undefined : again.error.code).toBe('business/account-exists');
    const kept = await new GetBusinessProfile(profiles).execute(adaId);
    expect(kept.ok && [kept.value.companyName, kept.value.source]).toEqual(['Ada Coffee LLC', 'Account Creation']);
  });

  it('refuses a missing or unknown source, with the field errors of the form', async () => {
    const r = await create().execute(adaId, { ...FORM, phone: '', source: 'Walk-in' });
    expect(r.ok ? undefined : r.error.details?.fields).toEqual({
      phone: 'Please enter your phone number',
      source: "Source must be 'Account Creation' or 'User Converted'",
    });
    const noSource = await create().execute(adaId, FORM);
    expect(noSource.ok ? undefined : noSource.error.message).toBe(
      "Source must be 'Account Creation' or 'User Converted'",
    );
    expect(await profiles.get(adaId)).toBeUndefined();
  });

  it("an id that is no account is 'account/not-signed-in'", async () => {
    const r = await create().execute('gone', { ...FORM, source: 'User Converted' });
    expect(r.ok ? undefined : r.error.code).toBe('account/not-signed-in');
  });
});

describe('GetBusinessProfile and UpdateBusinessProfile (core-cart-checkout §7 /api/business-units/me/profile)', () => {
  it("without a profile: 'business/not-found' for both, and no facts", async () => {
    const get = await new GetBusinessProfile(profiles).execute(adaId);
    expect(get.ok ? undefined : [get.error.code, get.error.message]).toEqual([
      'business/not-found',
      'This account has no business account.',
    ]);
    const put = await new UpdateBusinessProfile(profiles, clock).execute(adaId, FORM);
    expect(put.ok ? undefined : put.error.code).toBe('business/not-found');
    expect(await new GetBusinessProfile(profiles).facts(adaId)).toBeUndefined();
  });

  it('replaces the fields, keeps source and createdAt, stamps updatedAt; a source in the body is ignored', async () => {
    await create().execute(adaId, { ...FORM, source: 'Account Creation' });
    nowMs = NOW + 86_400_000;
    const r = await new UpdateBusinessProfile(profiles, clock).execute(adaId, {
      ...FORM,
      industry: 'Education',
      taxId: '98-7654321',
      source: 'User Converted',
    });
    expect(r.ok && r.value).toMatchObject({
      industry: 'Education',
      taxId: '98-7654321',
      source: 'Account Creation',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
    });
  });

  it('an invalid update changes nothing', async () => {
    await create().execute(adaId, { ...FORM, source: 'Account Creation' });
    const r = await new UpdateBusinessProfile(profiles, clock).execute(adaId, { ...FORM, teamSize: '5' });
    expect(r.ok ? undefined : r.error.details?.fields).toEqual({ teamSize: 'Please choose a team size' });
    expect((await profiles.get(adaId))?.teamSize).toBe('1-10');
  });
});
