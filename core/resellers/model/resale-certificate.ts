import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import { isValidRegion } from '../../validation/model';
import { RESELLER_MESSAGES } from './reseller-messages';

/** The file types a resale certificate may be, told apart by the file's first bytes. */
export const CERTIFICATE_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** One of CERTIFICATE_CONTENT_TYPES. */
export type CertificateContentType = (typeof CERTIFICATE_CONTENT_TYPES)[number];

/** The review states of a certificate: new uploads are 'pending' until a CX agent approves or rejects them. */
export const CERTIFICATE_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** One of CERTIFICATE_STATUSES. */
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** Limits of an upload: the file at most 10 MB (10 × 1024 × 1024 bytes), the number 1-40 characters. */
export const RESALE_CERTIFICATE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxNumberLength: 40,
  maxReasonLength: 500,
} as const;

/**
 * A reseller's resale certificate for one US state (shell-account §2 Reseller Certifications):
 * `state` a US code of core/validation's list, `expiresOn` and the times ISO 8601 (a date, YYYY-MM-DD, and instants),
 * `contentType` sniffed from the file's bytes, `sizeBytes` the file's size in bytes. `reason` is a rejection's (or an
 * approval's note); `reviewedBy` the agent. The file's bytes are kept by the store, never in this record.
 */
export interface ResaleCertificate {
  readonly id: string;
  readonly customerId: string;
  readonly state: string;
  readonly certificateNumber: string;
  readonly expiresOn: string;
  readonly fileName: string;
  readonly contentType: CertificateContentType;
  readonly sizeBytes: number;
  readonly status: CertificateStatus;
  readonly reason?: string;
  readonly submittedAt: string;
  readonly reviewedAt?: string;
  readonly reviewedBy?: string;
}

/** The form's fields of an upload, as validated by `validateCertificateFields`. */
export interface CertificateFields {
  readonly state: string;
  readonly certificateNumber: string;
  readonly expiresOn: string;
  readonly fileName: string;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/**
 * The file's type from its first bytes, never its name: PDF ('%PDF-'), PNG (its 8-byte signature) or JPEG
 * (FF D8 FF); undefined for anything else.
 */
export function sniffCertificateType(bytes: Uint8Array): CertificateContentType | undefined {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return undefined;
}

/**
 * Checks an upload's file: its type from the bytes and its size (at most 10 MB). Errors 'validation/invalid' with
 * `details.fields.file`: 'The file is empty.', 'The file is larger than 10 MB.', 'Upload a PDF, PNG or JPEG file.'.
 */
export function checkCertificateFile(bytes: Uint8Array): Result<CertificateContentType> {
  const refuse = (message: string) => err(domainError('validation/invalid', message, { fields: { file: message } }));
  if (bytes.length === 0) return refuse(RESELLER_MESSAGES.fileEmpty);
  if (bytes.length > RESALE_CERTIFICATE_LIMITS.maxBytes) return refuse(RESELLER_MESSAGES.fileTooLarge);
  const type = sniffCertificateType(bytes);
  return type ? ok(type) : refuse(RESELLER_MESSAGES.fileType);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (s: string): boolean =>
  ISO_DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

const rawFields = z.looseObject({
  state: z.unknown(),
  certificateNumber: z.unknown(),
  expiresOn: z.unknown(),
  fileName: z.unknown(),
});
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function fieldErrors(f: CertificateFields, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isValidRegion('US', f.state)) errors.state = RESELLER_MESSAGES.stateInvalid;
  if (f.certificateNumber === '') errors.certificateNumber = RESELLER_MESSAGES.numberRequired;
  else if (!/^[A-Za-z0-9-]{1,40}$/.test(f.certificateNumber))
    errors.certificateNumber = RESELLER_MESSAGES.numberInvalid;
  if (!isCalendarDate(f.expiresOn)) errors.expiresOn = RESELLER_MESSAGES.expiryInvalid;
  else if (f.expiresOn <= today) errors.expiresOn = RESELLER_MESSAGES.expiryPast;
  return errors;
}

/**
 * Validates an upload's fields against `today` (YYYY-MM-DD): `state` a US code (upper-cased), `certificateNumber`
 * 1-40 letters, digits and dashes, `expiresOn` a calendar date after today, `fileName` trimmed (default
 * 'certificate', at most 255 characters). Error 'validation/invalid' whose message is the first field's and
 * `details.fields` maps each bad field to its message.
 */
export function validateCertificateFields(input: unknown, today: string): Result<CertificateFields> {
  const parsed = rawFields.safeParse(input ?? {});
  const raw = parsed.success ? parsed.data : { state: '', certificateNumber: '', expiresOn: '', fileName: '' };
  const fields: CertificateFields = {
    state: text(raw.state).toUpperCase(),
    certificateNumber: text(raw.certificateNumber),
    expiresOn: text(raw.expiresOn),
    fileName: text(raw.fileName).slice(0, 255) || 'certificate',
  };
  const errors = fieldErrors(fields, today);
  const first = Object.values(errors)[0];
  return first ? err(domainError('validation/invalid', first, { fields: errors })) : ok(fields);
}
