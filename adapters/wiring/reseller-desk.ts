import {
  GetCertificateFile,
  ListPendingCertificates,
  ListResaleCertificates,
  ReviewCertificate,
  SubmitResaleCertificate,
} from '../../core/resellers';
import type { BusinessProfileStore } from '../../ports/business-profiles';
import type { Clock } from '../../ports/clock';
import type { CommercePort } from '../../ports/commerce';
import type { CustomerStore } from '../../ports/customers';
import type { IdGenerator } from '../../ports/ids';
import type { ResaleCertificateStore } from '../../ports/resale-certificates';
import type { ResellerDesk } from '../../ports/reseller-desk';

/**
 * Prices the customer's active cart again (a `recalculate` action), once more after a version conflict; a cart
 * that cannot be updated stays as it is (its next change prices it).
 */
async function repriceActiveCart(
  carts: Pick<CommercePort, 'getActiveCartOf' | 'updateCart'>,
  customerId: string,
): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const cart = await carts.getActiveCartOf(customerId);
    if (!cart) return;
    const updated = await carts.updateCart(cart.id, cart.version, [{ action: 'recalculate' }]);
    if (updated.ok || updated.error.code !== 'cart/version-conflict') return;
  }
}

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
  /**
   * The commerce engine's carts: after an approval the customer's active cart is priced again, so its tax follows
   * the certificate before the next order (the engine decides the exemption when it prices a cart). Absent: no
   * re-pricing.
   */
  readonly carts?: Pick<CommercePort, 'getActiveCartOf' | 'updateCart'>;
}): ResellerDesk {
  const { certificates, profiles, customers, clock, ids, carts } = parts;
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
    approve: async (id, reviewedBy, reason) => {
      const approved = await review.execute({
        id,
        decision: 'approve',
        reviewedBy,
        ...(reason === undefined ? {} : { reason }),
      });
      if (approved.ok && carts) await repriceActiveCart(carts, approved.value.customerId);
      return approved;
    },
    reject: (id, reason, reviewedBy) => review.execute({ id, decision: 'reject', reason, reviewedBy }),
  };
}
