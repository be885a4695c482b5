import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { zodMessage } from './commerce-routes';
import { pageKindOf } from './html-shell';
import { signedInOf, type PageRouteDeps } from './page-routes';
import type { Sessions } from './sessions';
import { shellPartOf, type ShellContentDeps } from './shell-content-part';
import { envelopeError } from './storefront-routes';

/** What GET /api/shell-content reads: the content port (optional), the sessions and the accounts (optional). */
export interface ShellContentRouteDeps extends ShellContentDeps, Pick<PageRouteDeps, 'accounts'> {
  readonly sessions: Pick<Sessions, 'current'>;
}

/** `?path=`: a site path (with its query, whose UTM parameters are user attributes), at most 500 characters. */
const shellQuery = z.strictObject({
  path: z
    .string()
    .min(1)
    .max(500)
    .regex(/^\/(?!\/)/, 'a site path'),
});

/**
 * GET /api/shell-content?path={path}: the shell content of the page at `path` for the session, as the page state's
 * `shell` would hold it had the server rendered that page (shellPartOf: the user attributes of shell-account §7
 * incl. urlPath, the session's visitor and customer; each model read with its 4000 ms timeout, a failed read left
 * out). The browser reads it after an in-app navigation to a new path (ui/stores/shell-store.ts; §4 CMS content
 * loading), so content targeting a path appears and disappears as in a full page load. The page type is the path's
 * fixed kind ('other' for resolved pages: the browser does not wait for resolve-path). Answers `{ data: ShellContent }`
 * (`{}` without a content port, on checkout and receipt pages, or when nothing is served), `private, no-cache`; a
 * missing or bad path is 400 'validation/invalid'. Cheap: the content store caches each model's entries.
 */
export function registerShellContentRoute(app: FastifyInstance, deps: ShellContentRouteDeps): void {
  app.get('/api/shell-content', async (req, reply) => {
    const q = shellQuery.safeParse(req.query);
    if (!q.success) return envelopeError(reply, { code: 'validation/invalid', message: zodMessage(q.error) });
    const url = new URL(q.data.path, 'http://localhost');
    const session = await deps.sessions.current(req);
    const signedIn = await signedInOf(deps, session);
    const part = await shellPartOf(deps, url, pageKindOf(url.pathname, false), undefined, session, signedIn);
    return reply.header('cache-control', 'private, no-cache').send({ data: part.shell ?? {} });
  });
}
