import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import { RESALE_CERTIFICATE_LIMITS, RESELLER_MESSAGES } from '../model';
import type { BusinessProfileStore } from '../../../ports/business-profiles';
import type { Clock } from '../../../ports/clock';
import type { CustomerStore } from '../../../ports/customers';
import type { ResaleCertificateStore } from '../../../ports/resale-certificates';
import type { CertificateForReview } from '../../../ports/reseller-desk';
import { forReview } from './list-pending-certificates';
import { ALREADY_REVIEWED, CERTIFICATE_NOT_FOUND } from './reseller-errors';

const reviewInput = z.object({
  id: z.string().min(1).max(100),
  decision: z.enum(['approve', 'reject']),
  reason: z.string().optional(),
  reviewedBy: z.string().min(1).max(200),
});

/** A review's input: the certificate's id, approve or reject, the reason (required to reject), the agent. */
export type ReviewCertificateInput = z.input<typeof reviewInput>;

const invalid = (message: string) => err(domainError('validation/invalid', message, { fields: { reason: message } }));

/**
 * A CX agent approves or rejects a pending resale certificate ("nutshell reseller approve|reject <id>
 * --reason"). A rejection needs a reason (1-500 characters, trimmed); an approval may carry one. Errors:
 * 'validation/invalid' ('Give a reason for the rejection.', 'The reason may hold up to 500 characters.'),
 * 'resource/not-found', 'business/certificate-reviewed' (no longer pending; of two concurrent reviews one wins).
 */
export class ReviewCertificate {
  constructor(
    private readonly certificates: ResaleCertificateStore,
    private readonly customers: Pick<CustomerStore, 'byId'>,
    private readonly profiles: BusinessProfileStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: ReviewCertificateInput): Promise<Result<CertificateForReview>> {
    const parsed = reviewInput.safeParse(input);
    if (!parsed.success) return err(domainError('validation/invalid', RESELLER_MESSAGES.notFound));
    const { id, decision, reviewedBy } = parsed.data;
    const reason = parsed.data.reason?.trim() ?? '';
    if (decision === 'reject' && reason === '') return invalid(RESELLER_MESSAGES.reasonRequired);
    if (reason.length > RESALE_CERTIFICATE_LIMITS.maxReasonLength) return invalid(RESELLER_MESSAGES.reasonTooLong);
    const before = await this.certificates.get(id);
    if (!before) return err(CERTIFICATE_NOT_FOUND);
    if (before.status !== 'pending') return err(ALREADY_REVIEWED);
    const reviewed = await this.certificates.review(id, {
      status: decision === 'approve' ? 'approved' : 'rejected',
      ...(reason ? { reason } : {}),
      reviewedAt: new Date(this.clock.nowMs()).toISOString(),
      reviewedBy,
    });
    return reviewed
      ? ok(await forReview(reviewed, { customers: this.customers, profiles: this.profiles }))
      : err(ALREADY_REVIEWED);
  }
}
