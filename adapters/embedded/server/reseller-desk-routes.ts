import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ResellerReviewDesk } from '../../../ports/reseller-desk';
import { sendCtInputError } from './ct/errors';

const listQuery = z.strictObject({ pending: z.enum(['true', 'false']).optional() });
const idParams = z.object({ id: z.string().min(1).max(100) });
const reviewBody = z.strictObject({
  reviewedBy: z.string().trim().min(1).max(200),
  reason: z.string().max(1000).optional(),
});

/**
 * The CX agent's review of resale certificates over HTTP (`nutshell reseller` while a local server holds the data
 * directory), in the scope whose every route needs the API client's bearer token (cli-api.ts); no browser session
 * reaches them:
 * - GET /nutshell/resellers/certificates?pending=true: `{ certificates }` (CertificateForReview, newest first);
 * - POST /nutshell/resellers/certificates/{id}/approve|reject `{ reviewedBy, reason? }`: 200 with the desk's Result as
 *   it is, `{ ok: true, value }` or `{ ok: false, error: { code, message } }`; 400 for a bad query or body.
 */
export async function resellerDeskRoutes(
  api: FastifyInstance,
  options: { readonly desk: ResellerReviewDesk },
): Promise<void> {
  const { desk } = options;
  api.get('/nutshell/resellers/certificates', async (req, reply) => {
    const query = listQuery.safeParse(req.query);
    if (!query.success) return sendCtInputError(reply, query.error, req.query);
    return reply.send({ certificates: await desk.list({ pending: query.data.pending === 'true' }) });
  });
  for (const decision of ['approve', 'reject'] as const) {
    api.post(`/nutshell/resellers/certificates/:id/${decision}`, async (req, reply) => {
      const params = idParams.safeParse(req.params);
      if (!params.success) return sendCtInputError(reply, params.error, req.params);
      const body = reviewBody.safeParse(req.body ?? {});
      if (!body.success) return sendCtInputError(reply, body.error, req.body);
      const { reviewedBy, reason } = body.data;
      const id = params.data.id;
      return reply.send(
        decision === 'approve'
          ? await desk.approve(id, reviewedBy, reason)
          : await desk.reject(id, reason ?? '', reviewedBy),
      );
    });
  }
}
