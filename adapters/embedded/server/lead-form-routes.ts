import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { escapeMailHtml, type MailMessage } from '../../../core/shared';
import type { MailPort } from '../../../ports/mail';
import { zodMessage } from './commerce-routes';
import { envelopeError, requireCsrf } from './storefront-routes';

/** Leads one client address may send in LEAD_RATE_WINDOW_MS. */
export const LEAD_RATE_PER_ADDRESS = 10;
/** The window of the lead form's rate limit: 15 minutes. */
export const LEAD_RATE_WINDOW_MS = 15 * 60_000;
/** The store's customer-experience address, where leads go by default. */
export const DEFAULT_CX_EMAIL = 'support@nutshell.example';

/** A payload value: the text of one field. */
const fieldText = z.string().max(5000);

/**
 * The body of POST /api/lead-forms (spec: shell-account §3 Lead form "gladlyEmail, hubspotFormId or formId, fileUrl,
 * fileName, payload"; §7 POST /api/lead-forms): one of hubspotFormId and formId, and the form's values by field name
 * (at most 20 fields, as the Lead Form block allows).
 */
export const leadFormBodySchema = z
  .strictObject({
    gladlyEmail: z.string().email().max(254).optional(),
    hubspotFormId: z.string().min(1).max(100).optional(),
    formId: z.string().min(1).max(100).optional(),
    fileUrl: z.string().max(2000).optional(),
    fileName: z.string().max(200).optional(),
    payload: z
      .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/), fieldText)
      .refine((p) => Object.keys(p).length <= 20, 'payload: at most 20 fields'),
  })
  .refine((b) => b.hubspotFormId !== undefined || b.formId !== undefined, 'hubspotFormId or formId is required');

/** A lead as the route reads it. */
export type LeadFormBody = z.infer<typeof leadFormBodySchema>;

/** What the route needs: the mail port, and the store's CX address (default DEFAULT_CX_EMAIL). */
export interface LeadFormDeps {
  readonly mail: MailPort;
  readonly cxEmail?: string;
}

/** The domain of an address, lower-case ('Support@Nutshell.example' → 'nutshell.example'). */
const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * The mail of a lead (kind 'lead-form'): to the block's `gladlyEmail` when it is at the store's own mail domain (the
 * CX address's), else to the CX address, so that the route can never be used to mail anyone else; the subject names
 * the form; the body lists each field and its value, and the file offered.
 */
export function leadMail(body: LeadFormBody, cxEmail: string): MailMessage {
  const to = body.gladlyEmail && domainOf(body.gladlyEmail) === domainOf(cxEmail) ? body.gladlyEmail : cxEmail;
  const form = body.hubspotFormId ?? body.formId ?? '';
  const lines = Object.entries(body.payload).map(([name, value]) => [name, value] as const);
  const file = body.fileUrl ? [['file', `${body.fileName ?? ''} ${body.fileUrl}`.trim()] as const] : [];
  const rows = [...lines, ...file];
  return {
    kind: 'lead-form',
    to,
    subject: `New lead from form ${form}`,
    text: [`Form: ${form}`, ...rows.map(([k, v]) => `${k}: ${v}`)].join('\n'),
    html:
      `<p>Form: ${escapeMailHtml(form)}</p><dl>` +
      rows.map(([k, v]) => `<dt>${escapeMailHtml(k)}</dt><dd>${escapeMailHtml(v)}</dd>`).join('') +
      '</dl>',
  };
}

/** A per-address counter of the leads sent in the current window (this process's memory, an LRU). */
function rateLimiter(max: number, windowMs: number): (req: FastifyRequest) => number | undefined {
  const windows = new LRUCache<string, { start: number; count: number }>({ max: 10_000 });
  return (req) => {
    const now = Date.now();
    const seen = windows.get(req.ip);
    const current = seen && now - seen.start < windowMs ? seen : { start: now, count: 0 };
    current.count += 1;
    windows.set(req.ip, current);
    return current.count > max ? Math.ceil((current.start + windowMs - now) / 1000) : undefined;
  };
}

/**
 * POST /api/lead-forms (spec: shell-account §3 Lead form, §7 "POST /api/lead-forms | gladlyEmail, hubspotFormId,
 * payload | success or failure text"): the CSRF header required (403 'auth/forbidden'); the body by
 * leadFormBodySchema (400 'validation/invalid'); LEAD_RATE_PER_ADDRESS leads per client address in
 * LEAD_RATE_WINDOW_MS (429 'account/rate-limited' with Retry-After in seconds); the lead sent as a 'lead-form' mail
 * through the mail port (leadMail; the outbox shows it in `nutshell mail list`). Answers `{ data: { sent: true } }`;
 * a mail port that fails is the server's error (500), which the form shows as its failure text.
 */
export function registerLeadFormRoutes(app: FastifyInstance, deps: LeadFormDeps): void {
  const limit = rateLimiter(LEAD_RATE_PER_ADDRESS, LEAD_RATE_WINDOW_MS);
  const cxEmail = deps.cxEmail ?? DEFAULT_CX_EMAIL;
  app.post('/api/lead-forms', async (req, reply) => {
    if (!requireCsrf(req, reply)) return reply;
    const body = leadFormBodySchema.safeParse(req.body);
    if (!body.success) return envelopeError(reply, { code: 'validation/invalid', message: zodMessage(body.error) });
    const retryAfterS = limit(req);
    if (retryAfterS !== undefined) {
      reply.header('retry-after', String(retryAfterS));
      return envelopeError(reply, {
        code: 'account/rate-limited',
        message: 'Too many attempts. Please wait a few minutes and try again.',
      });
    }
    await deps.mail.send(leadMail(body.data, cxEmail));
    req.log.info({ form: body.data.hubspotFormId ?? body.data.formId }, 'lead form sent');
    return reply.send({ data: { sent: true } });
  });
}
