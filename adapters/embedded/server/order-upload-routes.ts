import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ORDER_UPLOAD_LIMITS, ORDER_UPLOAD_MESSAGES } from '../../../core/checkout';
import { isBulkUploadAvailable } from '../../../core/customers';
import type { DomainError } from '../../../core/shared';
import type { AccountService } from '../../../ports/account-service';
import type { OrderUploadDesk } from '../../../ports/order-upload-desk';
import { statusFor } from './error-status';
import { envelopeError, requireCsrf } from './storefront-routes';

/** What the server needs for the bulk order upload; absent: no /api/order-upload routes. */
export interface OrderUploadServerDeps {
  /** The bulk order upload (adapters/wiring/order-upload-desk.ts). */
  readonly orderUpload?: OrderUploadDesk;
}

/** What the order upload routes use. */
export interface OrderUploadRouteDeps {
  readonly orderUpload: OrderUploadDesk;
  readonly accounts: Pick<AccountService, 'customer'>;
  /** The session's signed-in customer's id, or undefined after answering 401 'account/not-signed-in'. */
  signedIn(req: FastifyRequest, reply: FastifyReply): Promise<string | undefined>;
  /** The session's signed-in customer's id, or undefined (answering nothing). */
  currentCustomerId(req: FastifyRequest): Promise<string | undefined>;
}

/** The body types an upload may come as: raw bytes of any of these (the bytes, not the type, decide the format). */
const FILE_TYPES = [
  'application/octet-stream',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
];
const uploadQuery = z.strictObject({ fileName: z.string().trim().min(1).max(255).optional() });
const TEMPLATE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The refusal of an upload: 413 for a file over 10 MB, the code's status otherwise; row errors under data.rows. */
function uploadError(reply: FastifyReply, e: DomainError): FastifyReply {
  const problem = e.details?.problem;
  const status = problem === 'too-large' ? 413 : statusFor(e.code);
  const rows = problem === 'invalid-rows' ? (e.details?.errors ?? []) : [];
  return reply.code(status).send({ errors: [{ message: e.message, key: e.code }], data: { problem, rows } });
}

/**
 * The bulk order upload's routes (spec: core-cart-checkout §2 /order-upload; issue "Bulk order upload"), for a
 * signed-in customer with is_bulk_upload_available (403 'auth/forbidden' otherwise; 401 without a customer):
 * - POST /api/order-upload?fileName=orders.csv, the file's raw bytes as the body (CSV or XLSX, told apart by the
 *   bytes), behind the CSRF header: `{ data: { cartId, rows, shipments, lines } }`, the customer's new active cart
 *   in Multiple mode that checkout opens at payment. 400 `{ errors, data: { problem, rows: [{ row, column, message
 *   }] } }` for a bad file or bad rows (nothing created); 413 'The file is larger than 10 MB.'.
 * - GET /api/order-upload/template.csv and /api/order-upload/template.xlsx: the template to fill in.
 * - GET /api/order-upload/access: `{ data: { access } }`, 'allowed', 'not-allowed' or 'signed-out' (never 401 or 403):
 *   what the /order-upload page shows after a navigation in the browser (the server renders it from the same rule).
 */
export function registerOrderUploadRoutes(app: FastifyInstance, deps: OrderUploadRouteDeps): void {
  const allowed = async (req: FastifyRequest, reply: FastifyReply): Promise<string | undefined> => {
    const customerId = await deps.signedIn(req, reply);
    if (!customerId) return undefined;
    const customer = await deps.accounts.customer(customerId);
    if (customer && isBulkUploadAvailable(customer)) return customerId;
    void envelopeError(reply, { code: 'auth/forbidden', message: 'Order upload is not available for this account.' });
    return undefined;
  };
  app.get('/api/order-upload/access', async (req, reply) => {
    const customerId = await deps.currentCustomerId(req);
    const customer = customerId ? await deps.accounts.customer(customerId) : undefined;
    const access = !customer ? 'signed-out' : isBulkUploadAvailable(customer) ? 'allowed' : 'not-allowed';
    return reply.header('cache-control', 'private, no-store').send({ data: { access } });
  });
  for (const format of ['csv', 'xlsx'] as const) {
    app.get(`/api/order-upload/template.${format}`, async (req, reply) => {
      if (!(await allowed(req, reply))) return reply;
      const bytes = await deps.orderUpload.template(format);
      void reply.header('content-disposition', `attachment; filename="order-upload-template.${format}"`);
      return reply.type(TEMPLATE_TYPES[format]).send(Buffer.from(bytes));
    });
  }
  void app.register(async (scope) => {
    scope.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: ORDER_UPLOAD_LIMITS.maxBytes }, (_r, b, d) =>
      d(null, b),
    );
    scope.setErrorHandler((error: { statusCode?: number; message: string }, _req, reply) => {
      // Everything but a body over the limit goes on to the server's own handler (request-guards.ts).
      if (error.statusCode !== 413) throw error;
      const tooLarge = { code: 'validation/invalid', message: ORDER_UPLOAD_MESSAGES.tooLarge } as const;
      return uploadError(reply, { ...tooLarge, details: { problem: 'too-large' } });
    });
    scope.post('/api/order-upload', { bodyLimit: ORDER_UPLOAD_LIMITS.maxBytes }, async (req, reply) => {
      if (!requireCsrf(req, reply)) return reply;
      const query = uploadQuery.safeParse(req.query);
      const body = req.body;
      if (!query.success || !Buffer.isBuffer(body)) {
        const message = 'Send the CSV or XLSX file as the request body.';
        return envelopeError(reply, { code: 'validation/invalid', message });
      }
      const customerId = await allowed(req, reply);
      if (!customerId) return reply;
      const file = { bytes: new Uint8Array(body), fileName: query.data.fileName ?? 'upload' };
      const r = await deps.orderUpload.upload({ customerId }, file);
      if (!r.ok) return uploadError(reply, r.error);
      const { cartId, rows, shipments, lines } = r.value;
      return reply.send({ data: { cartId, rows, shipments, lines } });
    });
  });
}
