import { z } from 'zod';
import type { OrderCopiedForCustomer, OrderPlacedForCustomer } from '../../core/checkout';
import { domainError, err, ok, parseErrorCode, type Result } from '../../core/shared';
import type { CxOrderDesk } from '../../ports/cx-order-desk';
import { LocalApiClient, type LocalApiOptions } from '../http/local-api-client';

const money = z.object({ cents: z.number().int(), currency: z.literal('USD') });
const placedSchema = z.object({
  orderNumber: z.string(),
  total: money,
  receiptUrl: z.string(),
  paidWith: z.string(),
  customerEmail: z.string(),
  placedBy: z.enum(['Employee', 'Customer']),
  checkoutType: z.enum(['CX', 'Customer', 'Guest']),
}) satisfies z.ZodType<OrderPlacedForCustomer>;
const line = z.object({ sku: z.string(), name: z.string() });
const copiedSchema = z.object({
  orderNumber: z.string(),
  customerEmail: z.string(),
  cartId: z.string().nullable(),
  cartKey: z.string().nullable(),
  added: z.array(line.extend({ quantity: z.number().int() })),
  skipped: z.array(line),
}) satisfies z.ZodType<OrderCopiedForCustomer>;

/**
 * The CX order desk of a running local server over HTTP (adapters/embedded/server/cx-order-desk-routes.ts) with the
 * API client's bearer token: what `nutshell cart place-order` and `nutshell order copy-to-cart` use while the server
 * holds the data directory. A refusal comes back as its code (an ErrorCode, else 'validation/invalid') and message;
 * an unreachable server, a refused token or an answer of the wrong shape throws PortError ('cx-orders').
 */
export class HttpCxOrderDesk implements CxOrderDesk {
  private readonly api: LocalApiClient;

  constructor(options: LocalApiOptions) {
    this.api = new LocalApiClient('cx-orders', options);
  }

  placeOrder(input: Parameters<CxOrderDesk['placeOrder']>[0]): Promise<Result<OrderPlacedForCustomer>> {
    return this.post('/nutshell/cx/place-order', input, placedSchema);
  }

  copyOrderToCart(input: Parameters<CxOrderDesk['copyOrderToCart']>[0]): Promise<Result<OrderCopiedForCustomer>> {
    return this.post('/nutshell/cx/copy-order', input, copiedSchema);
  }

  private async post<T>(path: string, body: object, schema: z.ZodType<T>): Promise<Result<T>> {
    const answer = await this.api.submit('POST', path, body, schema);
    if ('ok' in answer) return ok(answer.ok);
    return err(domainError(parseErrorCode(answer.refused.code, 'validation/invalid'), answer.refused.message));
  }
}
