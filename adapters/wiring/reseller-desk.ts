import {
  GetCertificateFile,
  ListPendingCertificates,
  ListResaleCertificates,
  ReviewCertificate,
  SubmitResaleCertificate,
} from '../../core/resellers';
import type { BusinessProfileStore } from '../../ports/business-profiles';
import type { Clock } from '../../ports/clock';
import type { CustomerStore } from '../../ports/customers';
import type { IdGenerator } from '../../ports/ids';
import type { ResaleCertificateStore } from '../../ports/resale-certificates';
import type { ResellerDesk } from '../../ports/reseller-desk';

/**
 * The in-process resale certificates desk (server and CLI): the resellers' use cases (core/resellers) over the
 * certificate, business profile and customer stores. The server's customer routes use `submit`, `listOwn` and
 * `file`; the CX agent's CLI (in-process, or over the local server's bearer-token API) `list`, `approve`, `reject`.
 */
export function resellerDesk(parts: {
  readonly certificates: ResaleCertificateStore;
  readonly profiles: BusinessProfileStore;
  readonly customers: Pick<CustomerStore, 'byId'>;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}): ResellerDesk {
  const { certificates, profiles, customers, clock, ids } = parts;
  const submit = new SubmitResaleCertificate(profiles, certificates, clock, ids);
  const listOwn = new ListResaleCertificates(certificates);
  const file = new GetCertificateFile(certificates);
  const list = new ListPendingCertificates(certificates, customers, profiles);
  const review = new ReviewCertificate(certificates, customers, profiles, clock);
  return {
    submit: (customerId, fields, bytes) => submit.execute(customerId, fields, bytes),
    listOwn: (customerId) => listOwn.execute(customerId),
    file: (customerId, id) => file.execute(customerId, id),
    list: (filter) => list.execute(filter),
    approve: (id, reviewedBy, reason) =>
      review.execute({ id, decision: 'approve', reviewedBy, ...(reason === undefined ? {} : { reason }) }),
    reject: (id, reason, reviewedBy) => review.execute({ id, decision: 'reject', reason, reviewedBy }),
  };
}
