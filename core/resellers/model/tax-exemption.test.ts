import { describe, expect, it } from 'vitest';
import type { ResaleCertificate } from './resale-certificate';
import { certificateToday, currentCertificates, taxExemptStatesOf } from './tax-exemption';

const cert = (o: Partial<ResaleCertificate>): ResaleCertificate => ({
  id: 'c1',
  customerId: 'ada',
  state: 'NJ',
  certificateNumber: 'N1',
  expiresOn: '2027-01-31',
  fileName: 'c.pdf',
  contentType: 'application/pdf',
  sizeBytes: 10,
  status: 'approved',
  submittedAt: '2026-11-01T00:00:00.000Z',
  ...o,
});

describe('taxExemptStatesOf', () => {
  it('an approved certificate is exempt through its expiry date, not the day after', () => {
    expect(taxExemptStatesOf([cert({})], '2027-01-31')).toEqual(['NJ']);
    expect(taxExemptStatesOf([cert({})], '2027-02-01')).toEqual([]);
  });

  it('pending and rejected certificates exempt nothing', () => {
    expect(
      taxExemptStatesOf(
        [cert({ status: 'pending' }), cert({ id: 'c2', state: 'NY', status: 'rejected' })],
        '2026-12-01',
      ),
    ).toEqual([]);
  });

  it('the newest upload per state counts: a newer pending one suspends an approved one', () => {
    const older = cert({});
    const newer = cert({ id: 'c2', status: 'pending', submittedAt: '2026-11-20T00:00:00.000Z' });
    expect(currentCertificates([older, newer]).map((c) => c.id)).toEqual(['c2']);
    expect(taxExemptStatesOf([older, newer], '2026-12-01')).toEqual([]);
    expect(taxExemptStatesOf([older, cert({ id: 'c3', state: 'CA' })], '2026-12-01')).toEqual(['CA', 'NJ']);
  });
});

describe('certificateToday', () => {
  it('is the warehouse’s (New York) calendar date', () => {
    expect(certificateToday(Date.parse('2026-11-28T03:00:00Z'))).toBe('2026-11-27');
    expect(certificateToday(Date.parse('2026-11-28T06:00:00Z'))).toBe('2026-11-28');
  });
});
