import type { CertificateContentType, CertificateStatus, ResaleCertificate } from '../core/resellers';

/** A certificate's stored file: the sniffed type, the name it was uploaded with and its bytes. */
export interface CertificateFile {
  readonly contentType: CertificateContentType;
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** A review's outcome: the new status, an optional reason (required by the use case for a rejection), who and when. */
export interface CertificateReview {
  readonly status: Exclude<CertificateStatus, 'pending'>;
  readonly reason?: string;
  /** ISO 8601 instant. */
  readonly reviewedAt: string;
  /** The reviewing agent, e.g. 'cli' or a staff e-mail. */
  readonly reviewedBy: string;
}

/**
 * Resellers' resale certificates and their files (shell-account §2 Reseller Certifications).
 * Every upload is kept (history); which one counts per state is core's `currentCertificates`. Absent is `undefined`.
 * Lists are newest submitted first (ties by id). Throws PortError only when the store is unreachable.
 */
export interface ResaleCertificateStore {
  /** Stores a new certificate and its file's bytes. */
  add(certificate: ResaleCertificate, bytes: Uint8Array): Promise<void>;
  /** The certificate with this id, or undefined. */
  get(id: string): Promise<ResaleCertificate | undefined>;
  /** A customer's certificates, newest first (empty for none). */
  listByCustomer(customerId: string): Promise<readonly ResaleCertificate[]>;
  /** Every customer's certificates, newest first; only those with `status` when given. */
  list(status?: CertificateStatus): Promise<readonly ResaleCertificate[]>;
  /** The certificate's file, or undefined when there is no such certificate. */
  file(id: string): Promise<CertificateFile | undefined>;
  /**
   * Records a review of a pending certificate, atomically (a conditional update: of two concurrent reviews one
   * wins): the certificate afterwards, or undefined when there is none with this id or it is no longer pending.
   */
  review(id: string, review: CertificateReview): Promise<ResaleCertificate | undefined>;
}
