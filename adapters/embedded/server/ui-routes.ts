import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { statusFor } from './error-status';
import { createHtmlSanitizer } from './html-sanitizer';
import { inProcessSearchClient } from './in-process-search-client';
import { sendPage } from './page-routes';
import {
  pageTemplates,
  parseViteManifest,
  routePreloads,
  TELEMETRY_CLASS,
  type PageKind,
  type PageTemplate,
} from './html-shell';
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
          templates: await loadPageTemplates(
            uiDir,
            (missing) => app.log.warn({ missing }, 'UI modules named in html-shell.ts are not in the build manifest'),
            deps.browserTelemetry === true,
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

/**
 * index.html as a template per kind of page, from the build's manifest, its style sheets inlined (html-shell.ts);
 * with `browserTelemetry`, the body has the class enableBrowserTelemetry (shell-account §4).
 */
export async function loadPageTemplates(
  uiDir: string,
  warn: (missing: string[]) => void,
  browserTelemetry = false,
): Promise<Record<PageKind, PageTemplate>> {
  const indexHtml = await readFile(join(uiDir, 'index.html'), 'utf8');
  const manifestPath = join(uiDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? parseViteManifest(await readFile(manifestPath, 'utf8')) : {};
  const { preloads, missing } = routePreloads(manifest);
  if (missing.length > 0) warn(missing);
  // Every style sheet a page links, read once, to be inlined (html-shell.ts pageTemplates).
  const hrefs = new Set([
    ...[...indexHtml.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!),
    ...Object.values(preloads).flatMap((kind) => kind.css),
  ]);
  const css = new Map<string, string>();
  for (const href of hrefs) {
    const file = join(uiDir, href);
    if (existsSync(file)) css.set(href, await readFile(file, 'utf8'));
  }
  return pageTemplates(indexHtml, preloads, (href) => css.get(href), browserTelemetry ? [TELEMETRY_CLASS] : []);
}
