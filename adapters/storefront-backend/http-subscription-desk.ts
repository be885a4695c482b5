import { z } from 'zod';
import { domainError, err, ok, parseErrorCode, type Result } from '../../core/shared';
import type { Subscription } from '../../core/subscriptions';
import {
  NO_CUSTOMER_WITH_EMAIL,
  type DeskAction,
  type DeskRunReport,
  type SubscriptionDesk,
  type SubscriptionListing,
} from '../../ports/subscription-desk';
import type { DeliveryRunOutcome } from '../../ports/subscriptions';
import { LocalApiClient, type LocalApiOptions } from '../http/local-api-client';
import { outcomeAnswerSchema, subscriptionSchema } from './auto-delivery-schemas';

const moneySchema = z.object({ cents: z.number().int(), currency: z.literal('USD') });
const listingSchema = z.object({
  customer: z.object({ id: z.string(), email: z.string() }),
  subscriptions: z.array(subscriptionSchema),
  deliveries: z.array(
    z.object({
      id: z.string(),
      shipOn: z.string(),
      shippingAddressId: z.string(),
      interval: z.number().int().positive().optional(),
      subscriptionIds: z.array(z.string()),
      subtotal: moneySchema,
    }),
  ),
}) satisfies z.ZodType<SubscriptionListing>;
const outcomeSchema = outcomeAnswerSchema.shape.outcome satisfies z.ZodType<DeliveryRunOutcome>;
const runEntry = z.object({ runId: z.string(), customerId: z.string(), email: z.string().optional() });
const reportSchema = z.object({
  date: z.string(),
  ordered: z.array(runEntry.extend({ orderNumber: z.string() })),
  declined: z.array(runEntry.extend({ failure: z.string() })),
  empty: z.number().int(),
  failed: z.array(z.object({ runId: z.string(), message: z.string() })),
  lost: z.number().int(),
}) satisfies z.ZodType<DeskRunReport>;

/**
 * The subscription desk of a running local server over HTTP (adapters/embedded/server/subscription-desk-routes.ts)
 * with the API client's bearer token: what `nutshell subscriptions` uses while the server holds the data directory.
 * A refusal comes back as its code (an ErrorCode, else 'validation/invalid') and message; an unreachable server, a
 * refused token or an answer of the wrong shape throws PortError ('subscriptions').
 */
export class HttpSubscriptionDesk implements SubscriptionDesk {
  private readonly api: LocalApiClient;

  constructor(options: LocalApiOptions) {
    this.api = new LocalApiClient('subscriptions', options);
  }

  async list(email: string, options: { readonly includeInactive: boolean }): Promise<Result<SubscriptionListing>> {
    const query = new URLSearchParams({ email, all: String(options.includeInactive) });
    const listing = await this.api.find(`/nutshell/subscriptions?${query}`, listingSchema);
    return listing ? ok(listing) : err(domainError('resource/not-found', NO_CUSTOMER_WITH_EMAIL));
  }

  change(
    action: DeskAction,
    input: { readonly subscriptionId: string; readonly reason?: string },
  ): Promise<Result<Subscription>> {
    const body = input.reason ? { reason: input.reason } : {};
    return this.send('POST', `${this.path(input.subscriptionId)}/${action}`, body, subscriptionSchema);
  }

  setInterval(subscriptionId: string, weeks: number): Promise<Result<Subscription>> {
    return this.send('PUT', `${this.path(subscriptionId)}/interval`, { weeks }, subscriptionSchema);
  }

  sendNow(subscriptionId: string, worker: string): Promise<Result<DeliveryRunOutcome>> {
    return this.send('POST', `${this.path(subscriptionId)}/send-now`, { worker }, outcomeSchema);
  }

  runDue(input: { readonly date?: string; readonly worker: string }): Promise<Result<DeskRunReport>> {
    return this.send('POST', '/nutshell/subscriptions/run-due', input, reportSchema);
  }

  private path(subscriptionId: string): string {
    return `/nutshell/subscriptions/${encodeURIComponent(subscriptionId)}`;
  }

  private async send<T>(method: 'POST' | 'PUT', path: string, body: object, schema: z.ZodType<T>): Promise<Result<T>> {
    const answer = await this.api.submit(method, path, body, schema);
    if ('ok' in answer) return ok(answer.ok);
    return err(domainError(parseErrorCode(answer.refused.code, 'validation/invalid'), answer.refused.message));
  }
}
