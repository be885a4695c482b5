import type { ResolvedPage, StorefrontBackendPort } from '../../ports/storefront-backend';
import type { Envelope } from '../../core/notifications';

/** Id of the element the server puts the resolved page in (adapters/embedded/server/html-shell.ts). */
const EMBEDDED_PAGE_ID = 'nutshell-resolved-page';

/** What the element holds: the request path, and the status and body GET /api/resolve-path gives for it. */
interface EmbeddedPage {
  readonly path: string;
  readonly body: Envelope<ResolvedPage>;
}

/** Reads and removes the embedded page of `doc`; undefined when there is none or it is not what we expect. */
function takeEmbeddedPage(doc: Pick<Document, 'getElementById'> | undefined): EmbeddedPage | undefined {
  const el = doc?.getElementById(EMBEDDED_PAGE_ID);
  if (!el) return undefined;
  el.remove();
  try {
    const value = JSON.parse(el.textContent ?? '') as Partial<EmbeddedPage>;
    const data = value.body?.data as { pageType?: unknown } | undefined;
    return typeof value.path === 'string' && typeof data?.pageType === 'string' ? (value as EmbeddedPage) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `backend` whose first `resolvePath` for the page the browser opened is answered from the page data the server
 * embedded in index.html, exactly the body `GET /api/resolve-path` would have sent (one round
 * trip less before a listing or product page shows). Any other call, or a path that does not match, goes to
 * the server as before. The embedded data answers one call at most.
 */
export function withEmbeddedPage(
  backend: StorefrontBackendPort,
  doc: Pick<Document, 'getElementById'> | undefined,
): StorefrontBackendPort {
  let embedded = takeEmbeddedPage(doc);
  return Object.assign(Object.create(backend) as StorefrontBackendPort, {
    resolvePath(path: string): Promise<Envelope<ResolvedPage>> {
      if (!embedded || embedded.path !== path) return backend.resolvePath(path);
      const { body } = embedded;
      embedded = undefined;
      return Promise.resolve(body);
    },
  });
}
