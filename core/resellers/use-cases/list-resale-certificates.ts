import type { ResaleCertificate } from '../model';
import type { ResaleCertificateStore } from '../../../ports/resale-certificates';

/**
 * A customer's own resale certificates, newest first, without their files (issue 18 "Resellers"; shell-account §2
 * Reseller Certifications' table).
 */
export class ListResaleCertificates {
  constructor(private readonly certificates: ResaleCertificateStore) {}

  execute(customerId: string): Promise<readonly ResaleCertificate[]> {
    return this.certificates.listByCustomer(customerId);
  }
}
