import { z } from 'zod';
import type { Envelope } from '../../core/notifications';
import { addressSchema } from '../../core/cart';
import { giftDropSchema } from '../../core/gifting';
import { PortError } from '../../core/shared';
import type { GiftDropBackendPort, RedeemGiftRequest } from '../../ports/gift-drop-backend';
import { GIFTED_TRAYS_CATALOG_PATH, giftedTraysCatalogSchema, type GiftedTraysCatalog } from '../../ports/gifted-trays';
import type { GiftForRedeem } from '../../ports/gift-drops';
import { requestJson, withFetch, type HttpOptions } from '../http/request-json';
import { callEnvelope, jsonRequest } from './envelope-call';

const PORT = 'gift-drop';
const BASE = '/api/gift-drop';

/** A gift choice's name and image on the wire. */
const giftChoiceItemSchema = z.object({
  productNumber: z.number().int().min(1).max(215_999),
  name: z.string(),
  imageUrl: z.string(),
});

/** zod schema of GiftForRedeem (ports/gift-drops.ts) as GET and POST /api/gift-drop/redeem answer it. */
export const giftForRedeemSchema = z.object({
  giftId: z.string(),
  recipientId: z.string(),
  recipientName: z.string(),
  title: z.string(),
  productKey: z.string(),
  sku: z.string(),
  senderName: z.string(),
  message: z.string(),
  status: z.enum(['sent', 'redeemed']),
  count: z.number().int().min(0),
  productNumbers: z.array(z.number().int()),
  items: z.array(giftChoiceItemSchema),
  selection: z.array(z.number().int()).optional(),
  shipOn: z.string().optional(),
  orderNumber: z.string().optional(),
  shippingAddress: addressSchema.optional(),
}) satisfies z.ZodType<GiftForRedeem>;

const giftAnswer = z.object({ gift: giftForRedeemSchema });
const sentAnswer = z.object({ gifts: z.array(giftDropSchema) });
const choicesAnswer = z.object({ choices: z.array(giftChoiceItemSchema) });

/**
 * The gift drop calls over HTTP with the session cookie (same origin), as the browser makes them (spec:
 * catalogue-gifting §2 /gift-drop/build, /gift-drop/redeem; §4 Gift drop; §7 /api/gifted-trays/catalog). Every answer
 * is validated with zod: the /api/gift-drop answers as storefront envelopes, the trays' catalogue as its own shape; a
 * body that is neither throws PortError, as do no answer, a timeout and a 5xx. Loaded on demand
 * (BrowserServices.loadGiftDrop).
 */
export class HttpGiftDropBackend implements GiftDropBackendPort {
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

  forRedeem(key: string) {
    return this.call(giftAnswer, `/redeem?key=${encodeURIComponent(key)}`);
  }
  redeem(request: RedeemGiftRequest) {
    const body = { key: request.key, selection: [...request.selection], address: request.address };
    return this.call(giftAnswer, '/redeem', jsonRequest('POST', body));
  }
  sent() {
    return this.call(sentAnswer, '/sent');
  }
  boxChoices() {
    return this.call(choicesAnswer, '/choices?productKey=3719');
  }
  async trayCatalog(category: 'Premium' | 'Classic'): Promise<GiftedTraysCatalog> {
    const url = `${this.baseUrl}${GIFTED_TRAYS_CATALOG_PATH}?type=Tray&category=${category}`;
    const answer = await requestJson(PORT, url, { credentials: 'same-origin' }, this.http);
    const parsed = giftedTraysCatalogSchema.safeParse(answer.body);
    if (!parsed.success || answer.status >= 400)
      throw new PortError(
        PORT,
        `unexpected answer from ${url}: ${parsed.error?.issues[0]?.message ?? ''}`,
        answer.status,
      );
    return parsed.data;
  }
}
