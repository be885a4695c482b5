import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import { csrfToken, CSRF_FIELD, isFormPost, requireFormToken } from './security';

/** A user the sign-in page offers: its subject, and the name and e-mail its button shows. */
export interface LocalPageUser {
  readonly sub: string;
  readonly name: string;
  readonly email: string;
}

/** What the pages show: the users to pick from and the provider's name for a client id ('Google'). */
export interface LocalPagesOptions {
  readonly users: readonly LocalPageUser[];
  readonly providerLabelOf: (clientId: string) => string;
}

const uidParams = z.strictObject({ uid: z.string().min(1).max(100) });
const loginForm = z.strictObject({ [CSRF_FIELD]: z.string().min(1).max(200), user: z.string().min(1).max(100) });
const abortForm = z.strictObject({ [CSRF_FIELD]: z.string().min(1).max(200) });

/** `text` with the five characters HTML gives a meaning escaped, for element content and quoted attributes. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;background:#f6f3ee;color:#222}' +
  'main{max-width:28rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:.5rem;' +
  'box-shadow:0 1px 4px rgba(0,0,0,.15)}h1{font-size:1.4rem;margin:0 0 .5rem}p{color:#555}' +
  'ul{list-style:none;padding:0}li{margin:.5rem 0}button{width:100%;padding:.75rem;font-size:1rem;' +
  'border:1px solid #888;border-radius:.4rem;background:#fff;cursor:pointer;text-align:left}' +
  'button:hover,button:focus{background:#f0ede6}.cancel{margin-top:1.5rem}.cancel button{text-align:center}';

function page(title: string, body: string): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

/** The page that lists the test users, one form (and button) per user, and a Cancel form. */
function chooserPage(uid: string, label: string, token: string, users: readonly LocalPageUser[]): string {
  const action = `/oidc/interaction/${encodeURIComponent(uid)}`;
  const csrf = `<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(token)}">`;
  const items = users
    .map(
      (u) =>
        `<li><form method="post" action="${action}/login">${csrf}` +
        `<input type="hidden" name="user" value="${escapeHtml(u.sub)}">` +
        `<button type="submit">${escapeHtml(`${u.name} <${u.email}>`)}</button></form></li>`,
    )
    .join('');
  return page(
    `Sign in with ${label} (test provider)`,
    `<h1>Sign in with ${escapeHtml(label)}</h1>` +
      '<p>Local test identity provider: choose a test user to continue to Nutshell.</p>' +
      `<ul>${items}</ul><form class="cancel" method="post" action="${action}/abort">${csrf}` +
      '<button type="submit">Cancel</button></form>',
  );
}

const EXPIRED = page(
  'Sign-in expired',
  '<h1>This sign-in has expired</h1><p>Please start again.</p><p><a href="/sign/in">Back to sign in</a></p>',
);

/** The interaction of the request's cookie when it is `uid`'s, else undefined after answering 400 (expired page). */
async function interactionOf(provider: Provider, req: FastifyRequest, reply: FastifyReply) {
  const params = uidParams.safeParse(req.params);
  const details = await provider.interactionDetails(req.raw, reply.raw).catch(() => undefined);
  if (params.success && details?.uid === params.data.uid) return details;
  void reply.code(400).type('text/html; charset=utf-8').send(EXPIRED);
  return undefined;
}

/** Hands the interaction's result to the provider, which answers the redirect back to the authorization. */
async function finish(
  provider: Provider,
  req: FastifyRequest,
  reply: FastifyReply,
  result: InteractionResults,
): Promise<void> {
  reply.hijack();
  try {
    await provider.interactionFinished(req.raw, reply.raw, result, { mergeWithLastSubmission: false });
  } catch {
    const res: ServerResponse = reply.raw;
    res.statusCode = 400;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(EXPIRED);
  }
}

/**
 * The local test provider's sign-in pages (server-rendered, escaped HTML, no script, so the site's
 * Content-Security-Policy holds): GET /oidc/interaction/{uid} lists the test users; POST …/login (form: `user`,
 * `_csrf`) signs the chosen user in and POST …/abort cancels (the client gets `access_denied`). Both posts need the
 * page's CSRF token (@fastify/csrf-protection) and the interaction cookie of `uid`; otherwise 400/403.
 */
export function registerLocalIdentityPages(
  app: FastifyInstance,
  providerOf: () => Promise<Provider>,
  options: LocalPagesOptions,
): void {
  app.get('/oidc/interaction/:uid', async (req, reply) => {
    const provider = await providerOf();
    const details = await interactionOf(provider, req, reply);
    if (!details) return reply;
    const label = options.providerLabelOf(String(details.params.client_id ?? ''));
    const html = chooserPage(details.uid, label, csrfToken(reply), options.users);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
  app.post('/oidc/interaction/:uid/login', { preHandler: requireFormToken }, async (req, reply) => {
    const form = isFormPost(req) ? loginForm.safeParse(req.body) : undefined;
    const user = form?.success ? options.users.find((u) => u.sub === form.data.user) : undefined;
    if (!user) return reply.code(400).type('text/html; charset=utf-8').send(EXPIRED);
    const provider = await providerOf();
    const details = await interactionOf(provider, req, reply);
    if (!details) return reply;
    await finish(provider, req, reply, { login: { accountId: user.sub } });
    return reply;
  });
  app.post('/oidc/interaction/:uid/abort', { preHandler: requireFormToken }, async (req, reply) => {
    if (!isFormPost(req) || !abortForm.safeParse(req.body).success)
      return reply.code(400).type('text/html; charset=utf-8').send(EXPIRED);
    const provider = await providerOf();
    const details = await interactionOf(provider, req, reply);
    if (!details) return reply;
    await finish(provider, req, reply, { error: 'access_denied', error_description: 'The shopper cancelled' });
    return reply;
  });
}
