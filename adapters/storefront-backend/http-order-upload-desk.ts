import { z } from 'zod';
import { domainError, err, ok, parseErrorCode, PortError, type Result } from '../../core/shared';
import type { OrderUploadDesk, OrderUploadSummary } from '../../ports/order-upload-desk';
import { LocalApiClient, type LocalApiOptions } from '../http/local-api-client';

const summarySchema = z.object({
  cartId: z.string(),
  customerId: z.string(),
  rows: z.number().int(),
  shipments: z.number().int(),
  lines: z.number().int(),
}) satisfies z.ZodType<OrderUploadSummary>;
const rowError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
const answerSchema = z.union([
  z.object({ ok: z.literal(true), value: summarySchema }),
  z.object({
    ok: z.literal(false),
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.object({ problem: z.string().optional(), errors: z.array(rowError).optional() }).optional(),
    }),
  }),
]);

/**
 * The order upload desk of a running local server over HTTP (adapters/embedded/server/order-upload-desk-routes.ts)
 * with the API client's bearer token: what `nutshell order upload` uses while the server holds the data directory.
 * The file goes as base64; a refusal keeps its code, message and per-row errors. No progress over HTTP (one
 * request). Templates are not served here (GET /api/order-upload/template.csv on the server). An unreachable server
 * or an answer of the wrong shape throws PortError ('order-upload').
 */
export class HttpOrderUploadDesk implements OrderUploadDesk {
  private readonly api: LocalApiClient;

  constructor(options: LocalApiOptions) {
    this.api = new LocalApiClient('order-upload', options);
  }

  async upload(...[who, file]: Parameters<OrderUploadDesk['upload']>): Promise<Result<OrderUploadSummary>> {
    if (!('customerEmail' in who)) throw new PortError('order-upload', 'the CLI uploads for a customer by e-mail');
    const body = {
      customerEmail: who.customerEmail,
      fileName: file.fileName,
      contentBase64: Buffer.from(file.bytes).toString('base64'),
    };
    const answer = await this.api.submit('POST', '/nutshell/cx/order-upload', body, answerSchema);
    if ('refused' in answer) {
      return err(domainError(parseErrorCode(answer.refused.code, 'validation/invalid'), answer.refused.message));
    }
    const r = answer.ok;
    if (r.ok) return ok(r.value);
    const code = parseErrorCode(r.error.code, 'validation/invalid');
    return err(domainError(code, r.error.message, r.error.details ?? {}));
  }

  template(): Promise<Uint8Array> {
    throw new PortError('order-upload', 'the template is served at /api/order-upload/template.csv');
  }
}
