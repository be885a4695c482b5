import type { ResaleCertificate } from '../model';
import type { ResaleCertificateStore } from '../../../ports/resale-certificates';

/**
 * A customer's own resale certificates, newest first, without their files (shell-account §2 Reseller Certifications;
 * shell-account §2 Reseller Certifications' table).
 */
export class ListResaleCertificates {
  constructor(private readonly certificates: ResaleCertificateStore) {}

  execute(customerId: string): Promise<readonly ResaleCertificate[]> {
    return this.certificates.listByCustomer(customerId);
  }
}
