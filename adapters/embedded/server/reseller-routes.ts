import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RESALE_CERTIFICATE_LIMITS, RESELLER_MESSAGES } from '../../../core/resellers';
import type { DomainError } from '../../../core/shared';
import type { ResellerDesk } from '../../../ports/reseller-desk';
import { statusFor } from './error-status';
import { envelopeError, requireCsrf } from './storefront-routes';

/** What the server needs for resale certificates; absent: no /api/reseller-certificates routes. */
export interface ResellerServerDeps {
  /** Resale certificates (adapters/wiring/reseller-desk.ts). */
  readonly resellers?: ResellerDesk;
}

/** What the reseller routes use. */
export interface ResellerRouteDeps {
  readonly resellers: ResellerDesk;
  /** The session's signed-in customer's id, or undefined after answering 401 'account/not-signed-in'. */
  signedIn(req: FastifyRequest, reply: FastifyReply): Promise<string | undefined>;
}

/** The body types an upload may come as: the raw file (its bytes, not this type, decide what it is). */
const FILE_TYPES = ['application/octet-stream', 'application/pdf', 'image/png', 'image/jpeg'];
const text = (max: number) => z.string().max(max).optional();
const uploadQuery = z.strictObject({
  state: text(10),
  certificateNumber: text(100),
  expiresOn: text(20),
  fileName: text(255),
});
const idParams = z.object({ id: z.string().min(1).max(100) });

/** The refusal with each field's message (`fields`) when it has them. */
function certificateError(reply: FastifyReply, e: DomainError, status = statusFor(e.code)): FastifyReply {
  const fields = e.details?.fields;
  return reply.code(status).send({
    errors: [{ message: e.message, key: e.code, ...(fields && typeof fields === 'object' ? { fields } : {}) }],
  });
}

/** A header-safe file name for Content-Disposition: letters, digits, dot, dash and underscore. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || 'certificate';

/**
 * A reseller's resale certificates (shell-account §2 Reseller Certifications), every route for
 * the session's own customer only (401 'account/not-signed-in' without one):
 * - POST /api/reseller-certificates?state=NJ&certificateNumber=…&expiresOn=YYYY-MM-DD&fileName=…, the file's raw bytes
 *   as the body, behind the CSRF header (403 first): `{ data: { certificate } }` (pending); 400 'validation/invalid'
 *   with `fields` (file, state, certificateNumber, expiresOn); 403 'business/not-reseller'; 413 'The file is larger
 *   than 10 MB.'.
 * - GET /api/reseller-certificates: `{ data: { certificates } }`, the customer's own, newest first, no file bytes.
 * - GET /api/reseller-certificates/{id}/file: the file as an attachment with its sniffed Content-Type; 404
 *   'resource/not-found' for another customer's certificate or none.
 */
export function registerResellerRoutes(app: FastifyInstance, deps: ResellerRouteDeps): void {
  app.get('/api/reseller-certificates', async (req, reply) => {
    const customerId = await deps.signedIn(req, reply);
    if (!customerId) return reply;
    return reply.send({ data: { certificates: await deps.resellers.listOwn(customerId) } });
  });
  app.get('/api/reseller-certificates/:id/file', async (req, reply) => {
    const params = idParams.safeParse(req.params);
    const customerId = await deps.signedIn(req, reply);
    if (!customerId) return reply;
    const file = params.success ? await deps.resellers.file(customerId, params.data.id) : undefined;
    if (!file) return envelopeError(reply, { code: 'resource/not-found', message: RESELLER_MESSAGES.notFound });
    void reply.header('content-disposition', `attachment; filename="${safeName(file.fileName)}"`);
    void reply.header('x-content-type-options', 'nosniff');
    return reply.type(file.contentType).send(Buffer.from(file.bytes));
  });
  void app.register(async (scope) => {
    const limit = RESALE_CERTIFICATE_LIMITS.maxBytes;
    scope.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: limit }, (_r, b, d) => d(null, b));
    scope.setErrorHandler((error: { statusCode?: number; message: string }, _req, reply) => {
      // Everything but a body over the limit goes on to the server's own handler (request-guards.ts).
      if (error.statusCode !== 413) throw error;
      const message = RESELLER_MESSAGES.fileTooLarge;
      return certificateError(
        reply,
        { code: 'validation/invalid', message, details: { fields: { file: message } } },
        413,
      );
    });
    scope.post('/api/reseller-certificates', { bodyLimit: limit }, async (req, reply) => {
      if (!requireCsrf(req, reply)) return reply;
      const customerId = await deps.signedIn(req, reply);
      if (!customerId) return reply;
      const query = uploadQuery.safeParse(req.query);
      if (!query.success || !Buffer.isBuffer(req.body)) {
        const message = RESELLER_MESSAGES.fileType;
        return certificateError(reply, { code: 'validation/invalid', message, details: { fields: { file: message } } });
      }
      const r = await deps.resellers.submit(customerId, query.data, new Uint8Array(req.body));
      return r.ok ? reply.send({ data: { certificate: r.value } }) : certificateError(reply, r.error);
    });
  });
}
