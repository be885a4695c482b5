import { z } from 'zod';
import type { Cart } from '../../../core/cart';

/**
 * The newsletter and offer calls of the browser (spec: shell-account §7 /subscribe, /subscribe/customer, newsletter
 * check and signup, /survey-submissions, /campaign-landing; adapters/embedded/server/marketing-routes.ts), each
 * answer checked with zod. Loaded with the footer's island and the quiz's chunk, never the entry.
 */

/** What a call to the server came to: its data, or a failure (network, 4xx/5xx, an answer not understood). */
export type OfferAnswer<T> =
  { readonly ok: true; readonly data: T } | { readonly ok: false; readonly message?: string };

/** The signup's answer (shell-account §3 Newsletter check response; couponToken for a new quiz contact). */
export interface SignupAnswer {
  readonly existingCustomer: boolean;
  readonly existingContact: boolean;
  readonly couponToken?: string;
}

/** The calls the footer and the quiz make. */
export interface OfferClient {
  subscribeFooter(email: string, firstName: string): Promise<OfferAnswer<SignupAnswer>>;
  subscribeCustomer(email: string): Promise<OfferAnswer<SignupAnswer>>;
  signupForOffer(email: string): Promise<OfferAnswer<SignupAnswer>>;
  recordSurvey(email: string, answerIds: readonly string[]): Promise<OfferAnswer<unknown>>;
  landCampaign(token: string): Promise<OfferAnswer<{ readonly cart: Cart }>>;
}

const signupSchema = z.object({
  data: z.object({
    existingCustomer: z.boolean(),
    existingContact: z.boolean(),
    couponToken: z.string().optional(),
  }),
});
const errorSchema = z.object({ errors: z.array(z.object({ message: z.string() })).min(1) });
const anySchema = z.object({ data: z.unknown() });
// The cart is the server's own model (ports/cart-action-schema's Cart is what the HTTP adapters check in full).
const cartSchema = z.object({ data: z.object({ cart: z.custom<Cart>((v) => typeof v === 'object' && v !== null) }) });

const FORM = 'application/x-www-form-urlencoded';

/** An OfferClient over `fetch` against the page's own origin (session cookie, CSRF header). */
export function createOfferClient(fetcher: typeof fetch = (...args) => fetch(...args)): OfferClient {
  async function call<T>(url: string, body: string, type: string, schema: z.ZodType<{ data: T }>) {
    try {
      const res = await fetcher(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': type, 'x-nutshell-csrf': '1', accept: 'application/json' },
        body,
      });
      const json = (await res.json().catch(() => undefined)) as unknown;
      const parsed = res.ok ? schema.safeParse(json) : undefined;
      if (parsed?.success) return { ok: true as const, data: parsed.data.data };
      const error = errorSchema.safeParse(json);
      return { ok: false as const, ...(error.success ? { message: error.data.errors[0]!.message } : {}) };
    } catch {
      return { ok: false as const };
    }
  }
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  return {
    subscribeFooter: (email, firstName) =>
      call(
        '/subscribe',
        form({ inputEmail: email, inputFirstName: firstName, detailsForm: 'footer', reason: 'footer' }),
        FORM,
        signupSchema,
      ),
    subscribeCustomer: (email) => call('/subscribe/customer', form({ email, reason: 'footer' }), FORM, signupSchema),
    signupForOffer: (email) =>
      call(
        '/api/newsletter/signup',
        JSON.stringify({ email, reason: 'Onsite Offer Quiz' }),
        'application/json',
        signupSchema,
      ),
    recordSurvey: (email, answerIds) =>
      call(
        '/survey-submissions',
        JSON.stringify({ email, surveySubmissions: answerIds.map((answerId) => ({ answerId })) }),
        'application/json',
        anySchema,
      ),
    landCampaign: (token) =>
      call(`/campaign-landing?token=${encodeURIComponent(token)}`, '', 'application/json', cartSchema),
  };
}
