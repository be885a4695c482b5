import { describe, expect, it } from 'vitest';
import {
  RESALE_CERTIFICATE_LIMITS,
  checkCertificateFile,
  sniffCertificateType,
  validateCertificateFields,
} from './resale-certificate';
import { RESELLER_MESSAGES } from './reseller-messages';

const bytes = (...b: number[]) => new Uint8Array(b);
const ascii = (s: string) => new TextEncoder().encode(s);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const PDF = ascii('%PDF-1.4\n');
const TODAY = '2026-11-27';
const FORM = { state: 'nj', certificateNumber: 'NJ-123-abc', expiresOn: '2026-11-28', fileName: ' cert.pdf ' };

describe('sniffCertificateType: the type from the bytes, never the name', () => {
  it('knows PDF, PNG and JPEG by their first bytes', () => {
    expect(sniffCertificateType(PDF)).toBe('application/pdf');
    expect(sniffCertificateType(PNG)).toBe('image/png');
    expect(sniffCertificateType(JPEG)).toBe('image/jpeg');
  });

  it('refuses text, a truncated signature and other formats', () => {
    expect(sniffCertificateType(ascii('just some text, renamed .pdf'))).toBeUndefined();
    expect(sniffCertificateType(ascii('%PDF'))).toBeUndefined();
    expect(sniffCertificateType(bytes(0xff, 0xd8))).toBeUndefined();
    expect(sniffCertificateType(ascii('GIF89a'))).toBeUndefined();
    expect(sniffCertificateType(bytes(0x50, 0x4b, 0x03, 0x04))).toBeUndefined();
  });
});

describe('checkCertificateFile', () => {
  it('accepts a PNG whatever it is called (the name is not read) and gives its real type', () => {
    expect(checkCertificateFile(PNG)).toEqual({ ok: true, value: 'image/png' });
  });

  it("refuses a text file with 'Upload a PDF, PNG or JPEG file.'", () => {
    const r = checkCertificateFile(ascii('hello'));
    expect(r.ok ? undefined : r.error).toMatchObject({
      code: 'validation/invalid',
      message: 'Upload a PDF, PNG or JPEG file.',
      details: { fields: { file: 'Upload a PDF, PNG or JPEG file.' } },
    });
  });

  it('takes exactly 10 MB and refuses one byte more with "The file is larger than 10 MB."', () => {
    expect(RESALE_CERTIFICATE_LIMITS.maxBytes).toBe(10_485_760);
    const atLimit = new Uint8Array(10 * 1024 * 1024);
    atLimit.set(PDF);
    expect(checkCertificateFile(atLimit).ok).toBe(true);
    const over = new Uint8Array(10 * 1024 * 1024 + 1);
    over.set(PDF);
    const r = checkCertificateFile(over);
    expect(r.ok ? '' : r.error.message).toBe('The file is larger than 10 MB.');
  });

  it('refuses an empty file', () => {
    const r = checkCertificateFile(new Uint8Array(0));
    expect(r.ok ? '' : r.error.message).toBe(RESELLER_MESSAGES.fileEmpty);
  });
});

describe('validateCertificateFields', () => {
  it('accepts a US state (upper-cased), a number of letters, digits and dashes, an expiry after today', () => {
    expect(validateCertificateFields(FORM, TODAY)).toEqual({
      ok: true,
      value: { state: 'NJ', certificateNumber: 'NJ-123-abc', expiresOn: '2026-11-28', fileName: 'cert.pdf' },
    });
  });

  const message = (input: object) => {
    const r = validateCertificateFields({ ...FORM, ...input }, TODAY);
    return r.ok ? undefined : r.error.details?.fields;
  };

  it('names each bad field with its message', () => {
    expect(message({ state: 'ZZ' })).toEqual({ state: 'Choose the state the certificate is for.' });
    expect(message({ state: 'ON' })).toEqual({ state: 'Choose the state the certificate is for.' });
    expect(message({ certificateNumber: '  ' })).toEqual({ certificateNumber: 'Enter the certificate number.' });
    expect(message({ certificateNumber: 'NJ 123' })).toEqual({
      certificateNumber: 'The certificate number may hold up to 40 letters, digits and dashes.',
    });
    expect(message({ certificateNumber: 'A'.repeat(41) })).toBeDefined();
    expect(message({ certificateNumber: 'A'.repeat(40) })).toBeUndefined();
    expect(message({ expiresOn: '2026-11-27' })).toEqual({ expiresOn: 'The expiry date must be after today.' });
    expect(message({ expiresOn: '2025-01-01' })).toEqual({ expiresOn: 'The expiry date must be after today.' });
    expect(message({ expiresOn: '2026-02-30' })).toEqual({ expiresOn: 'Enter the expiry date.' });
    expect(message({ expiresOn: '' })).toEqual({ expiresOn: 'Enter the expiry date.' });
  });

  it('reports every bad field at once, the first as the message; a missing file name becomes "certificate"', () => {
    const r = validateCertificateFields({}, TODAY);
    expect(r.ok ? undefined : r.error.message).toBe('Choose the state the certificate is for.');
    expect(r.ok ? undefined : Object.keys(r.error.details?.fields as object)).toEqual([
      'state',
      'certificateNumber',
      'expiresOn',
    ]);
    const named = validateCertificateFields({ ...FORM, fileName: undefined }, TODAY);
    expect(named.ok && named.value.fileName).toBe('certificate');
  });
});
