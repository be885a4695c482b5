/**
 * Where a link inside page content goes (spec: shell-account §2 Footer "Links inside page content are routed
 * client-side except campaign-landing, mailto, tel and javascript links").
 */

/** The path whose links always load in full: the campaign landing applies an offer on the server. */
const CAMPAIGN_LANDING = '/campaign-landing';

/** A link's address as content may show it: javascript: (and other script schemes) never. */
export function isRenderableHref(href: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

/**
 * The in-app path (path, query and hash) a content link to `href` is routed to without a page load, or undefined
 * when the browser follows it: mailto:, tel:, javascript: and other schemes, other origins, and /campaign-landing.
 * `origin` is the page's (e.g. 'https://shop.example.com').
 */
export function contentRouteOf(href: string, origin: string): string | undefined {
  if (!isRenderableHref(href) || /^\s*(mailto|tel):/i.test(href)) return undefined;
  let url: URL;
  try {
    url = new URL(href, `${origin}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  if (url.pathname === CAMPAIGN_LANDING || url.pathname.startsWith(`${CAMPAIGN_LANDING}/`)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The in-app path a click inside content should be routed to, or undefined when the browser should handle it: a
 * plain primary-button click, not already handled, on a link without a target or download whose address
 * `contentRouteOf` routes.
 */
export function contentClickTarget(
  event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'target'>,
  origin: string,
): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  return contentRouteOf(anchor.getAttribute('href') ?? '', origin);
}
