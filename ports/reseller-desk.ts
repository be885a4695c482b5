import type { ResaleCertificate } from '../core/resellers';
import type { Result } from '../core/shared';
import type { CertificateFile } from './resale-certificates';

/** A certificate as a CX agent reviews it: with its customer's e-mail and company name (when they have a profile). */
export interface CertificateForReview extends ResaleCertificate {
  readonly customerEmail: string;
  readonly companyName?: string;
}

/**
 * The CX agent's review of resale certificates ("nutshell reseller list --pending, approve|reject <id>
 * --reason"), in-process or over a local server's bearer-token API. Errors: 'resource/not-found' (no such
 * certificate), 'business/certificate-reviewed' (no longer pending), 'validation/invalid' (a rejection without a
 * reason; a reason over 500 characters).
 */
export interface ResellerReviewDesk {
  /** Every certificate, newest first; only the pending ones with `pending`. */
  list(filter: { readonly pending: boolean }): Promise<readonly CertificateForReview[]>;
  approve(id: string, reviewedBy: string, reason?: string): Promise<Result<CertificateForReview>>;
  reject(id: string, reason: string, reviewedBy: string): Promise<Result<CertificateForReview>>;
}

/**
 * The server's resale certificates (shell-account §2 Reseller Certifications): a signed-in
 * reseller's own uploads, list and files, and the agent's review. `submit` errors: 'business/not-reseller' (the
 * customer's business account is not in the reseller industry, or there is none), 'validation/invalid' with
 * `details.fields` (file, state, certificateNumber, expiresOn).
 */
export interface ResellerDesk extends ResellerReviewDesk {
  submit(customerId: string, fields: unknown, bytes: Uint8Array): Promise<Result<ResaleCertificate>>;
  /** The customer's own certificates, newest first. */
  listOwn(customerId: string): Promise<readonly ResaleCertificate[]>;
  /** The file of the customer's own certificate; undefined for another customer's or none. */
  file(customerId: string, id: string): Promise<CertificateFile | undefined>;
}
