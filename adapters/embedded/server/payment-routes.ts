import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PaymentTokenizerPort } from '../../../ports/payments';
import { zodMessage } from './commerce-routes';
import { statusFor } from './error-status';
import { requireCsrf } from './storefront-routes';
import type { Sessions } from './sessions';

/**
 * The embedded test payment gateway's browser-facing endpoint: POST /payments/v1/tokenize exchanges card data
 * for a single-use nonce bound to the caller's session; a refused card gets the gateway's message and code, with the
 * status of that code (402 for 'payment/*'), and a body that fails its schema 400 under 'payment/invalid-card'.
 * The expiry year is a four-digit year, as the payment form takes it (an enormous year would never expire).
 */
export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: { tokenizer: PaymentTokenizerPort; sessions: Sessions },
): void {
  app.post('/payments/v1/tokenize', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const body = z
      .object({
        number: z.string().max(30),
        expMonth: z.number().int(),
        expYear: z.number().int().min(1000).max(9999),
        cvc: z.string().max(4),
        postalCode: z.string().max(20).optional(),
      })
      .strict()
      .safeParse(req.body);
    if (!body.success) {
      // Invalid input's status, under the payment form's own key so that the form shows the message.
      const errors = [{ message: zodMessage(body.error), key: 'payment/invalid-card' }];
      return reply.code(statusFor('validation/invalid')).send({ errors });
    }
    const r = await deps.tokenizer.tokenizeCard(body.data, await deps.sessions.ensure(req, reply));
    if (r.ok) return { data: r.value };
    return reply.code(statusFor(r.error.code)).send({ errors: [{ message: r.error.message, key: r.error.code }] });
  });
}
