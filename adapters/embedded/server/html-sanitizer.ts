import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { LRUCache } from 'lru-cache';

/** Distinct HTML texts whose sanitised form is kept (the catalogue's descriptions and ingredients fit). */
const CACHE_MAX = 5_000;

/**
 * The server's HTML sanitiser for server-rendered product pages (catalogue-gifting §7 sanitizing step): the
 * browser's own DOMPurify (same version, default allow-list) over a jsdom window, so the markup the server renders
 * is the markup the browser's sanitiser gives at hydration. Results are cached by input text (the same product
 * HTML is sanitised on every render of its page).
 */
export function createHtmlSanitizer(): (html: string) => string {
  const purify = createDOMPurify(new JSDOM('').window);
  const cache = new LRUCache<string, string>({ max: CACHE_MAX });
  return (html) => {
    const hit = cache.get(html);
    if (hit !== undefined) return hit;
    const clean = purify.sanitize(html);
    cache.set(html, clean);
    return clean;
  };
}
