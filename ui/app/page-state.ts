import type { PageState } from '../../ports/page-renderer';

/** Id of the `<script type="application/json">` in which the server serializes a page's state. */
export const PAGE_STATE_ID = 'nutshell-state';

/**
 * The page state the server rendered the page with, read from its `<script id="nutshell-state">`, or undefined when
 * the page has none (a page the server did not render) or it is not an object with a URL and a CSRF token.
 */
export function readPageState(doc: Pick<Document, 'getElementById'>): PageState | undefined {
  const el = doc.getElementById(PAGE_STATE_ID);
  if (!el?.textContent) return undefined;
  try {
    const value = JSON.parse(el.textContent) as Partial<PageState> | null;
    return typeof value?.url === 'string' && typeof value.csrfToken === 'string' ? (value as PageState) : undefined;
  } catch {
    return undefined;
  }
}
