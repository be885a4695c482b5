import type { z } from 'zod';
import type { Envelope } from '../../core/notifications';
import type { AutoDeliveryBackendPort, OrderNowRequest, SubscriptionUpdate } from '../../ports/auto-delivery-backend';
import { withFetch, type HttpOptions } from '../http/request-json';
import {
  eligibilityAnswerSchema,
  nextDeliveriesSchema,
  oneSubscriptionSchema,
  outcomeAnswerSchema,
  paymentMethodAnswerSchema,
  subscriptionListSchema,
} from './auto-delivery-schemas';
import { callEnvelope, jsonRequest } from './envelope-call';

const PORT = 'auto-delivery';
const BASE = '/api/auto-delivery';

/**
 * The auto-delivery calls over HTTP with the session cookie (same origin), as the browser makes them
 * (ports/auto-delivery-backend.ts lists the routes; spec: catalogue-gifting §7 Auto-delivery SDK calls). Every answer
 * is an envelope validated with zod (auto-delivery-schemas.ts); a body that is none throws PortError, as do no
 * answer, a timeout and a 5xx. Loaded on demand (BrowserServices.loadAutoDelivery).
 */
export class HttpAutoDeliveryBackend implements AutoDeliveryBackendPort {
  private readonly http: HttpOptions;

  /** @param baseUrl prefix of every path ('' in the browser); @param fetchFn the browser's fetch by default. */
  constructor(
    private readonly baseUrl = '',
    fetchFn?: typeof fetch,
    http: HttpOptions = {},
  ) {
    this.http = withFetch(http, fetchFn);
  }

  private call<S extends z.ZodType>(schema: S, path: string, init: RequestInit = {}): Promise<Envelope<z.output<S>>> {
    return callEnvelope(PORT, `${this.baseUrl}${BASE}${path}`, schema, init, this.http);
  }

  private subscriptionPath(id: string, action = ''): string {
    return `/subscriptions/${encodeURIComponent(id)}${action}`;
  }

  nextDeliveries() {
    return this.call(nextDeliveriesSchema, '/next-deliveries');
  }
  subscriptions(options: { readonly includeInactive?: boolean } = {}) {
    return this.call(subscriptionListSchema, `/subscriptions?includeInactive=${options.includeInactive === true}`);
  }
  impulseUpsellEligibility() {
    return this.call(eligibilityAnswerSchema, '/impulse-upsell-eligibility');
  }
  create(input: Parameters<AutoDeliveryBackendPort['create']>[0]) {
    return this.call(oneSubscriptionSchema, '/subscriptions', jsonRequest('POST', input));
  }
  update(subscriptionId: string, changes: SubscriptionUpdate) {
    return this.call(oneSubscriptionSchema, this.subscriptionPath(subscriptionId), jsonRequest('PUT', changes));
  }
  skip(subscriptionId: string) {
    return this.call(oneSubscriptionSchema, this.subscriptionPath(subscriptionId, '/skip'), jsonRequest('POST', {}));
  }
  sendNow(subscriptionId: string) {
    return this.call(outcomeAnswerSchema, this.subscriptionPath(subscriptionId, '/send-now'), jsonRequest('POST', {}));
  }
  cancel(subscriptionId: string, reason: string) {
    const path = this.subscriptionPath(subscriptionId, '/cancel');
    return this.call(oneSubscriptionSchema, path, jsonRequest('POST', { reason }));
  }
  resume(subscriptionId: string) {
    return this.call(oneSubscriptionSchema, this.subscriptionPath(subscriptionId, '/resume'), jsonRequest('POST', {}));
  }
  skipDelivery(delivery: Omit<OrderNowRequest, 'customerId'>) {
    return this.call(subscriptionListSchema, '/deliveries/skip', jsonRequest('POST', delivery));
  }
  orderNow(request: OrderNowRequest) {
    return this.call(outcomeAnswerSchema, '/order-now', jsonRequest('POST', request));
  }
  paymentMethod() {
    return this.call(paymentMethodAnswerSchema, '/payment-method');
  }
}
