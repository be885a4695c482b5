import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { statusFor } from './error-status';
import { createHtmlSanitizer } from './html-sanitizer';
import { inProcessSearchClient } from './in-process-search-client';
import { loadPageTemplates, sendPage } from './page-routes';
import { pageReadsOf } from './page-reads';
import { registerShellContentRoute } from './shell-content-route';
import type { Sessions } from './sessions';
import type { ServerDeps } from './app';

const API_PREFIXES = ['/1/', '/api/', '/commerce/', '/payments/', '/images/', '/assets/', '/oidc/'];

/**
 * The product images (/images/products/), the built React app's assets (/assets/, when `deps.uiDir` holds a build)
 * and, for any other GET, the page rendered on the server (page-routes.ts); other unknown routes get the envelope's
 * 'route/not-found' (404).
 */
export async function registerUi(app: FastifyInstance, deps: ServerDeps, sessions: Sessions): Promise<void> {
  await app.register(fastifyStatic, {
    root: fileURLToPath(deps.imagesDir),
    prefix: '/images/products/',
    decorateReply: false,
    maxAge: '1h',
  });
  const uiDir =
    deps.uiDir && existsSync(fileURLToPath(new URL('index.html', deps.uiDir))) ? fileURLToPath(deps.uiDir) : undefined;
  if (uiDir)
    await app.register(fastifyStatic, {
      root: join(uiDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      maxAge: '1y',
      immutable: true,
      preCompressed: true,
    });
  const pages =
    uiDir && deps.createPageRenderer
      ? {
          templates: await loadPageTemplates(uiDir, (missing) =>
            app.log.warn({ missing }, 'UI modules named in html-shell.ts are not in the build manifest'),
          ),
          deps: {
            uiDir,
            renderer: deps.createPageRenderer({
              searchClient: inProcessSearchClient(app),
              sanitize: createHtmlSanitizer(),
            }),
            commerce: deps.commerce,
            storefront: deps.storefront,
            sessions,
            ...pageReadsOf(deps),
          },
        }
      : undefined;
  registerShellContentRoute(app, { ...pageReadsOf(deps), sessions });
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' || API_PREFIXES.some((p) => path.startsWith(p)) || !pages) {
      const message = `Route ${req.method} ${path} not found`;
      const statusCode = statusFor('route/not-found');
      return reply.code(statusCode).send({ statusCode, message, errors: [{ message, key: 'route/not-found' }] });
    }
    return sendPage(pages.deps, pages.templates, req, reply);
  });
}
