import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ORDER_UPLOAD_LIMITS } from '../../../core/checkout';
import type { OrderUploadDesk } from '../../../ports/order-upload-desk';
import { sendCtInputError } from './ct/errors';

/** A 10 MB file in base64 is 4/3 of it; the rest is the JSON around it. */
const BODY_LIMIT_BYTES = Math.ceil((ORDER_UPLOAD_LIMITS.maxBytes * 4) / 3) + 64 * 1024;
const uploadBody = z.strictObject({
  customerEmail: z.string().trim().min(1).max(254),
  fileName: z.string().trim().min(1).max(255),
  contentBase64: z.string().max(BODY_LIMIT_BYTES),
});

/**
 * The order upload for the CLI over HTTP (`nutshell order upload` while a local server holds the data directory), in
 * the scope whose every route needs the API client's bearer token (cli-api.ts):
 * POST /nutshell/cx/order-upload {customerEmail, fileName, contentBase64} answers 200 with the desk's Result as it
 * is, `{ ok: true, value: OrderUploadSummary }` or `{ ok: false, error: { code, message, details } }`, so that the
 * per-row errors (details.errors) reach the agent; 400 for a bad body. No browser reaches it (/api/order-upload is
 * the customers').
 */
export async function orderUploadDeskRoutes(
  api: FastifyInstance,
  options: { readonly desk: OrderUploadDesk },
): Promise<void> {
  api.post('/nutshell/cx/order-upload', { bodyLimit: BODY_LIMIT_BYTES }, async (req, reply) => {
    const body = uploadBody.safeParse(req.body);
    if (!body.success) return sendCtInputError(reply, body.error, req.body);
    const { customerEmail, fileName, contentBase64 } = body.data;
    const bytes = new Uint8Array(Buffer.from(contentBase64, 'base64'));
    return reply.send(await options.desk.upload({ customerEmail }, { bytes, fileName }));
  });
}
