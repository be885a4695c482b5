import { z } from 'zod';
import { domainError, err, ok, parseErrorCode, type Result } from '../../core/shared';
import type { CertificateForReview, ResellerReviewDesk } from '../../ports/reseller-desk';
import { LocalApiClient, type LocalApiOptions } from '../http/local-api-client';
import { resaleCertificateSchema } from './account-area-schemas';

/** A certificate as the CX review routes answer it: the customer's certificate with its e-mail and company. */
const certificateSchema = resaleCertificateSchema.extend({
  customerEmail: z.string(),
  companyName: z.string().optional(),
}) satisfies z.ZodType<CertificateForReview>;
const listSchema = z.object({ certificates: z.array(certificateSchema) });
const answerSchema = z.union([
  z.object({ ok: z.literal(true), value: certificateSchema }),
  z.object({ ok: z.literal(false), error: z.object({ code: z.string(), message: z.string() }) }),
]);

/**
 * The resale certificates' review of a running local server over HTTP (adapters/embedded/server/
 * reseller-desk-routes.ts) with the API client's bearer token: what `nutshell reseller` uses while the server holds
 * the data directory. A refusal keeps its code and message; an unreachable server or an answer of the wrong shape
 * throws PortError ('resellers').
 */
export class HttpResellerDesk implements ResellerReviewDesk {
  private readonly api: LocalApiClient;

  constructor(options: LocalApiOptions) {
    this.api = new LocalApiClient('resellers', options);
  }

  async list(filter: { readonly pending: boolean }): Promise<readonly CertificateForReview[]> {
    const path = `/nutshell/resellers/certificates?pending=${filter.pending ? 'true' : 'false'}`;
    return (await this.api.get(path, listSchema)).certificates;
  }

  approve(id: string, reviewedBy: string, reason?: string): Promise<Result<CertificateForReview>> {
    return this.review(id, 'approve', { reviewedBy, ...(reason === undefined ? {} : { reason }) });
  }

  reject(id: string, reason: string, reviewedBy: string): Promise<Result<CertificateForReview>> {
    return this.review(id, 'reject', { reviewedBy, reason });
  }

  private async review(id: string, decision: string, body: object): Promise<Result<CertificateForReview>> {
    const path = `/nutshell/resellers/certificates/${encodeURIComponent(id)}/${decision}`;
    const answer = await this.api.submit('POST', path, body, answerSchema);
    if ('refused' in answer) {
      return err(domainError(parseErrorCode(answer.refused.code, 'validation/invalid'), answer.refused.message));
    }
    const r = answer.ok;
    return r.ok ? ok(r.value) : err(domainError(parseErrorCode(r.error.code, 'validation/invalid'), r.error.message));
  }
}
