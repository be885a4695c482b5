import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResaleCertificate } from '../model';
import type { ResaleCertificateStore } from '../../../ports/resale-certificates';

/**
 * The behaviour every ResaleCertificateStore (ports/resale-certificates.ts) must have, as a reusable vitest suite: the
 * in-memory store runs it (in-memory-resale-certificate-store.test.ts) and so does the embedded one
 * (test/integration/resale-certificate-store.test.ts). `makeStore` gets a fresh, empty store whose customers
 * CERTIFICATE_CUSTOMERS exist.
 */
export type CertificateStoreUnderTest =
  ResaleCertificateStore | { readonly store: ResaleCertificateStore; readonly close: () => Promise<void> | void };

/** The customers of the suite. */
export const CERTIFICATE_CUSTOMERS = ['customer-ada', 'customer-bo'] as const;

/** A PDF's first bytes. */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n% resale certificate\n');

/** Ada's pending NJ certificate, submitted 2026-11-20T10:00Z. */
export function contractCertificate(overrides: Partial<ResaleCertificate> = {}): ResaleCertificate {
  return {
    id: 'cert-1',
    customerId: 'customer-ada',
    state: 'NJ',
    certificateNumber: 'NJ-12345',
    expiresOn: '2027-12-31',
    fileName: 'nj-certificate.pdf',
    contentType: 'application/pdf',
    sizeBytes: PDF_BYTES.length,
    status: 'pending',
    submittedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const REVIEW = { status: 'approved', reviewedAt: '2026-11-21T09:00:00.000Z', reviewedBy: 'cli' } as const;

/** Runs the contract against the stores `makeStore` makes (a fresh, empty one per test). */
export function describeResaleCertificateStore(
  name: string,
  makeStore: () => Promise<CertificateStoreUnderTest>,
): void {
  describe(name, () => {
    let store: ResaleCertificateStore;
    let close: () => Promise<void> | void = () => undefined;
    beforeEach(async () => {
      const made = await makeStore();
      if ('close' in made) ({ store, close } = made);
      else store = made;
    });
    afterEach(async () => close());

    it('keeps a certificate and its file; absent ids are undefined', async () => {
      await store.add(contractCertificate(), PDF_BYTES);
      expect(await store.get('cert-1')).toEqual(contractCertificate());
      const file = await store.file('cert-1');
      expect(file?.contentType).toBe('application/pdf');
      expect(file?.fileName).toBe('nj-certificate.pdf');
      expect([...(file?.bytes ?? [])]).toEqual([...PDF_BYTES]);
      expect(await store.get('cert-none')).toBeUndefined();
      expect(await store.file('cert-none')).toBeUndefined();
    });

    it('lists a customer’s certificates newest first and every pending one', async () => {
      await store.add(contractCertificate(), PDF_BYTES);
      const newer = contractCertificate({ id: 'cert-2', submittedAt: '2026-11-22T10:00:00.000Z' });
      await store.add(newer, PDF_BYTES);
      const bo = contractCertificate({ id: 'cert-3', customerId: 'customer-bo', state: 'NY' });
      await store.add(bo, PDF_BYTES);
      expect((await store.listByCustomer('customer-ada')).map((c) => c.id)).toEqual(['cert-2', 'cert-1']);
      expect((await store.listByCustomer('customer-bo')).map((c) => c.id)).toEqual(['cert-3']);
      await store.review('cert-1', REVIEW);
      expect((await store.list('pending')).map((c) => c.id)).toEqual(['cert-2', 'cert-3']);
      expect((await store.list()).map((c) => c.id)).toEqual(['cert-2', 'cert-3', 'cert-1']);
    });

    it('reviews a pending certificate once; a second review changes nothing', async () => {
      await store.add(contractCertificate(), PDF_BYTES);
      const approved = await store.review('cert-1', REVIEW);
      expect(approved).toEqual(contractCertificate(REVIEW));
      const rejection = { ...REVIEW, status: 'rejected', reason: 'Unreadable' } as const;
      expect(await store.review('cert-1', rejection)).toBeUndefined();
      expect(await store.get('cert-1')).toEqual(contractCertificate(REVIEW));
      expect(await store.review('cert-none', REVIEW)).toBeUndefined();
    });

    it('of two concurrent reviews exactly one wins', async () => {
      await store.add(contractCertificate(), PDF_BYTES);
      const rejection = { ...REVIEW, status: 'rejected', reason: 'Expired' } as const;
      const results = await Promise.all([store.review('cert-1', REVIEW), store.review('cert-1', rejection)]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });
  });
}
