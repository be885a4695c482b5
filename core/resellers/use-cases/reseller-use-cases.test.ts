import { beforeEach, describe, expect, it } from 'vitest';
import { contractProfile } from '../../business/testing/business-profile-store-contract';
import { InMemoryBusinessProfileStore } from '../../business/testing/in-memory-business-profile-store';
import { FakeCustomerStore } from '../../customers/use-cases/testing/fake-customer-store';
import { InMemoryResaleCertificateStore } from '../testing/in-memory-resale-certificate-store';
import { GetCertificateFile } from './get-certificate-file';
import { ListPendingCertificates } from './list-pending-certificates';
import { ListResaleCertificates } from './list-resale-certificates';
import { ReviewCertificate } from './review-certificate';
import { SubmitResaleCertificate } from './submit-resale-certificate';
import { TaxExemption } from './tax-exemption';

const NOW = Date.parse('2026-11-27T15:00:00.000Z');
const PDF = new TextEncoder().encode('%PDF-1.7 certificate');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]);
const FORM = { state: 'NJ', certificateNumber: 'NJ-555', expiresOn: '2027-06-30', fileName: 'nj.pdf' };

let certificates: InMemoryResaleCertificateStore;
let profiles: InMemoryBusinessProfileStore;
let customers: FakeCustomerStore;
let submit: SubmitResaleCertificate;
let review: ReviewCertificate;
let adaId = '';
let boId = '';
let n = 0;
const clock = { nowMs: () => NOW };
const ids = { uuid: () => `cert-${++n}`, token: () => 'token' };

async function customer(email: string): Promise<string> {
  const fields = { email, fullName: email, isB2b: true, isGuest: false, newsletterOptIn: false };
  const made = await customers.create({ ...fields, passwordHash: null, loginTypes: [] }, NOW);
  if (!made.ok) throw new Error('setup');
  return made.value.id;
}

beforeEach(async () => {
  certificates = new InMemoryResaleCertificateStore();
  profiles = new InMemoryBusinessProfileStore();
  customers = new FakeCustomerStore();
  n = 0;
  adaId = await customer('ada@example.com');
  boId = await customer('bo@example.com');
  await profiles.create(contractProfile({ customerId: adaId, industry: 'Retail / Reseller', companyName: 'Ada Nuts' }));
  await profiles.create(contractProfile({ customerId: boId, industry: 'Restaurant / Cafe' }));
  submit = new SubmitResaleCertificate(profiles, certificates, clock, ids);
  review = new ReviewCertificate(certificates, customers, profiles, clock);
});

describe('SubmitResaleCertificate', () => {
  it('stores a pending certificate with the sniffed type and size', async () => {
    const r = await submit.execute(adaId, FORM, PDF);
    expect(r).toEqual({
      ok: true,
      value: {
        id: 'cert-1',
        customerId: adaId,
        ...FORM,
        contentType: 'application/pdf',
        sizeBytes: PDF.length,
        status: 'pending',
        submittedAt: '2026-11-27T15:00:00.000Z',
      },
    });
    expect(await new ListResaleCertificates(certificates).execute(adaId)).toHaveLength(1);
  });

  it('a PNG renamed .pdf is stored as image/png', async () => {
    const r = await submit.execute(adaId, FORM, PNG);
    expect(r.ok && r.value.contentType).toBe('image/png');
  });

  it("refuses a text file renamed .pdf with 'Upload a PDF, PNG or JPEG file.' and stores nothing", async () => {
    const r = await submit.execute(adaId, FORM, new TextEncoder().encode('not a pdf'));
    expect(r.ok ? '' : r.error.message).toBe('Upload a PDF, PNG or JPEG file.');
    expect(await certificates.list()).toEqual([]);
  });

  it("refuses a customer whose business is not a reseller's, or who has none: 'business/not-reseller'", async () => {
    const other = await submit.execute(boId, FORM, PDF);
    expect(other.ok ? '' : other.error.code).toBe('business/not-reseller');
    const none = await submit.execute('nobody', FORM, PDF);
    expect(none.ok ? '' : none.error.message).toBe('Resale certificates are for reseller business accounts.');
  });

  it('refuses an expiry of today (New York) with "The expiry date must be after today."', async () => {
    const r = await submit.execute(adaId, { ...FORM, expiresOn: '2026-11-27' }, PDF);
    expect(r.ok ? '' : r.error.message).toBe('The expiry date must be after today.');
  });
});

describe('ReviewCertificate, ListPendingCertificates, GetCertificateFile', () => {
  it('lists pending certificates with e-mail and company; approving takes it off the pending list', async () => {
    await submit.execute(adaId, FORM, PDF);
    const pending = await new ListPendingCertificates(certificates, customers, profiles).execute({ pending: true });
    expect(pending.map((c) => [c.id, c.customerEmail, c.companyName])).toEqual([
      ['cert-1', 'ada@example.com', 'Ada Nuts'],
    ]);
    const r = await review.execute({ id: 'cert-1', decision: 'approve', reviewedBy: 'cli' });
    expect(r.ok && [r.value.status, r.value.reviewedAt, r.value.reviewedBy]).toEqual([
      'approved',
      '2026-11-27T15:00:00.000Z',
      'cli',
    ]);
    expect(await new ListPendingCertificates(certificates, customers, profiles).execute({ pending: true })).toEqual([]);
    const again = await review.execute({ id: 'cert-1', decision: 'reject', reason: 'x', reviewedBy: 'cli' });
    expect(again.ok ? '' : again.error.code).toBe('business/certificate-reviewed');
  });

  it('a rejection needs a reason; an unknown id is not found', async () => {
    await submit.execute(adaId, FORM, PDF);
    const bare = await review.execute({ id: 'cert-1', decision: 'reject', reason: '  ', reviewedBy: 'cli' });
    expect(bare.ok ? '' : bare.error.message).toBe('Give a reason for the rejection.');
    const r = await review.execute({ id: 'cert-1', decision: 'reject', reason: 'Unreadable', reviewedBy: 'cli' });
    expect(r.ok && [r.value.status, r.value.reason]).toEqual(['rejected', 'Unreadable']);
    const none = await review.execute({ id: 'nope', decision: 'approve', reviewedBy: 'cli' });
    expect(none.ok ? '' : none.error.code).toBe('resource/not-found');
  });

  it("gives a certificate's file to its owner only", async () => {
    await submit.execute(adaId, FORM, PDF);
    const files = new GetCertificateFile(certificates);
    expect((await files.execute(adaId, 'cert-1'))?.contentType).toBe('application/pdf');
    expect(await files.execute(boId, 'cert-1')).toBeUndefined();
  });
});

describe('TaxExemption', () => {
  it('is exempt for an approved, unexpired certificate of that state only', async () => {
    await submit.execute(adaId, FORM, PDF);
    const exemption = new TaxExemption(certificates);
    expect(await exemption.isTaxExempt(adaId, 'NJ', '2026-11-27')).toBe(false);
    await review.execute({ id: 'cert-1', decision: 'approve', reviewedBy: 'cli' });
    expect(await exemption.taxExemptStates(adaId, '2026-11-27')).toEqual(['NJ']);
    expect(await exemption.isTaxExempt(adaId, 'NY', '2026-11-27')).toBe(false);
    expect(await exemption.isTaxExempt(adaId, 'NJ', '2027-06-30')).toBe(true);
    expect(await exemption.isTaxExempt(adaId, 'NJ', '2027-07-01')).toBe(false);
    expect(await exemption.isTaxExempt(boId, 'NJ', '2026-11-27')).toBe(false);
  });
});
