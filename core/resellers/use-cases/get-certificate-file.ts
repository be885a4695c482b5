import type { CertificateFile, ResaleCertificateStore } from '../../../ports/resale-certificates';

/**
 * The file of a customer's own resale certificate (shell-account §2 Reseller Certifications): undefined when the id is
 * no certificate or another customer's, so the two answer alike.
 */
export class GetCertificateFile {
  constructor(private readonly certificates: ResaleCertificateStore) {}

  async execute(customerId: string, id: string): Promise<CertificateFile | undefined> {
    const certificate = await this.certificates.get(id);
    if (!certificate || certificate.customerId !== customerId) return undefined;
    return this.certificates.file(id);
  }
}
