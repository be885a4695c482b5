import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CommercePort } from '../../../ports/commerce';
import { SEEDED_AT } from './ct/encode-values';
import { statusFor } from './error-status';

/**
 * What crawlers read beside the pages (server rendering): GET /robots.txt, GET /sitemap.xml (sitemaps.org
 * protocol 0.9) and GET /logo.svg (the Organization logo the home page's structured data names).
 */

/** Options of the SEO routes. */
export interface SeoRouteOptions {
  /** The catalogue whose home, category and product pages the sitemap lists. */
  readonly commerce: Pick<CommercePort, 'listCategories' | 'listProducts'>;
  /**
   * The site's origin, e.g. 'https://www.example.com' (a trailing slash is ignored); absent: the request's protocol
   * and Host header (a malformed Host header is answered 400).
   */
  readonly origin?: string;
  /**
   * When the catalogue last changed (ISO 8601): the `<lastmod>` of every page, for the domain model has no
   * modification time per product or category. Default: when the embedded catalogue's resources say they were last
   * modified (`SEEDED_AT`, as its commercetools API reports them).
   */
  readonly catalogueModifiedAt?: string;
}

/** The path of the logo image (the Organization's `logo` in ui/seo/seo-copy.ts names the same path). */
export const LOGO_PATH = '/logo.svg';

/** Products per listProducts call while building the sitemap (ProductQuery's largest `limit`). */
const PRODUCT_PAGE_SIZE = 500;
/** How long caches may keep the answers, seconds. */
const CACHE_CONTROL = 'public, max-age=3600';

/** The path prefixes crawlers are asked to leave alone: the APIs (commerce, search, storefront backend). */
export const DISALLOWED_PATHS = ['/api/', '/commerce/', '/1/'] as const;

/** The store's nut mark (ui/components/logo.tsx) as a standalone 32×32 SVG, in the header's brown. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="512" height="512">' +
  '<path d="M16 4c-1.2 0-2 .8-2 1.8V8h4V5.8C18 4.8 17.2 4 16 4z" fill="#7a4b22" opacity=".7"/>' +
  '<path d="M5 13c0-3.3 4.9-5.5 11-5.5S27 9.7 27 13c0 .8-.4 1.5-1.1 2H6.1C5.4 14.5 5 13.8 5 13z" fill="#7a4b22"/>' +
  '<path d="M6.5 16h19c-.4 6.6-4.8 11.5-9.5 11.5S6.9 22.6 6.5 16z" fill="#c98a46"/></svg>\n';

/** A Host header: a DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** `text` with the five XML special characters escaped (element content and attribute values). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** robots.txt: everything allowed but `DISALLOWED_PATHS`, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** One sitemap entry: an absolute URL and its W3C date of last modification ('2026-01-01'). */
export interface SitemapEntry {
  readonly loc: string;
  readonly lastmod: string;
}

/** A sitemaps.org 0.9 `<urlset>` of `entries`, XML-escaped. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) => `<url><loc>${escapeXml(e.loc)}</loc><lastmod>${escapeXml(e.lastmod)}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Every product's storefront path, paging through the catalogue (ordered by name, as listProducts answers). */
async function productPaths(commerce: SeoRouteOptions['commerce']): Promise<string[]> {
  const paths: string[] = [];
  for (let offset = 0; ; offset += PRODUCT_PAGE_SIZE) {
    const { total, results } = await commerce.listProducts({ limit: PRODUCT_PAGE_SIZE, offset });
    paths.push(...results.map((p) => p.path));
    if (results.length < PRODUCT_PAGE_SIZE || offset + results.length >= total) return paths;
  }
}

/**
 * The sitemap's entries: the home page, every category page (by order hint) and every product page, hidden-from-
 * search products included (they have pages), each with the catalogue's last modification as its `lastmod`.
 */
export async function sitemapEntries(
  commerce: SeoRouteOptions['commerce'],
  origin: string,
  modifiedAt: string,
): Promise<SitemapEntry[]> {
  const [categories, products] = await Promise.all([commerce.listCategories(), productPaths(commerce)]);
  const lastmod = modifiedAt.slice(0, 10);
  return ['/', ...categories.map((c) => c.path), ...products].map((path) => ({ loc: `${origin}${path}`, lastmod }));
}

/** The site's origin for `req`: the configured one, else the request's protocol and Host; undefined when malformed. */
function originOf(req: FastifyRequest, configured: string | undefined): string | undefined {
  if (configured) return configured.replace(/\/+$/, '');
  const host = req.headers.host;
  return host && HOST.test(host) ? `${req.protocol}://${host}` : undefined;
}

/**
 * Registers GET /robots.txt (`text/plain; charset=utf-8`), GET /sitemap.xml (`application/xml; charset=utf-8`) and
 * GET /logo.svg, each cacheable for an hour. Without a configured origin, a request whose Host header is missing or
 * malformed gets 400 ('validation/invalid') in the envelope's error shape. A catalogue that cannot be read fails the
 * sitemap request (the server's error handler answers it).
 */
export function registerSeoRoutes(app: FastifyInstance, options: SeoRouteOptions): void {
  const modifiedAt = options.catalogueModifiedAt ?? SEEDED_AT;
  const statusCode = statusFor('validation/invalid');
  const message = 'The Host header is missing or malformed.';
  const badHost = { statusCode, message, errors: [{ message, key: 'validation/invalid' }] };
  app.get('/robots.txt', async (req, reply) => {
    const origin = originOf(req, options.origin);
    if (!origin) return reply.code(statusCode).send(badHost);
    return reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(origin));
  });
  app.get('/sitemap.xml', async (req, reply) => {
    const origin = originOf(req, options.origin);
    if (!origin) return reply.code(statusCode).send(badHost);
    const xml = sitemapXml(await sitemapEntries(options.commerce, origin, modifiedAt));
    return reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
  });
  app.get(LOGO_PATH, async (_req, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('image/svg+xml').send(LOGO_SVG),
  );
}
