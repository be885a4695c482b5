import type { BusinessProfileStore } from '../../../ports/business-profiles';
import type { CustomerStore } from '../../../ports/customers';
import type { ResaleCertificateStore } from '../../../ports/resale-certificates';
import type { CertificateForReview } from '../../../ports/reseller-desk';
import type { ResaleCertificate } from '../model';

/**
 * A certificate with its customer's e-mail ('' when the customer is gone) and company name (when they have a business
 * profile), as a CX agent reviews it.
 */
export async function forReview(
  c: ResaleCertificate,
  ports: { readonly customers: Pick<CustomerStore, 'byId'>; readonly profiles: BusinessProfileStore },
): Promise<CertificateForReview> {
  const [customer, profile] = await Promise.all([ports.customers.byId(c.customerId), ports.profiles.get(c.customerId)]);
  return { ...c, customerEmail: customer?.email ?? '', ...(profile ? { companyName: profile.companyName } : {}) };
}

/**
 * The certificates a CX agent reviews ("nutshell reseller list --pending"): every customer's, newest first,
 * only the pending ones with `pending`, each with its customer's e-mail and company.
 */
export class ListPendingCertificates {
  constructor(
    private readonly certificates: ResaleCertificateStore,
    private readonly customers: Pick<CustomerStore, 'byId'>,
    private readonly profiles: BusinessProfileStore,
  ) {}

  async execute(filter: { readonly pending: boolean }): Promise<readonly CertificateForReview[]> {
    const all = await this.certificates.list(filter.pending ? 'pending' : undefined);
    return Promise.all(all.map((c) => forReview(c, { customers: this.customers, profiles: this.profiles })));
  }
}
