import type { PageState } from '../../ports/page-renderer';
import { pageKindOf } from '../app/page-kind';
import { pageHead } from '../seo/page-head';

/**
 * The head's tags of a rendered page (ui/seo/page-head.ts: title, description, canonical, Open Graph and Twitter
 * tags, JSON-LD with the response's CSP nonce), from the page state the page was rendered with.
 */
export function pageHeadOf(state: PageState, nonce: string): string {
  const pathname = new URL(state.url, 'http://localhost').pathname;
  return pageHead({
    origin: state.origin,
    url: state.url,
    kind: pageKindOf(pathname, state.page?.resolved),
    page: state.page?.resolved,
    nonce,
  }).html;
}
