import { liteClient } from 'algoliasearch/lite';

/**
 * The browser's search client (spec: shell-account §7 Search service): the official Algolia lite client
 * (`algoliasearch/lite` v5) pointed at the same-origin local server, which speaks the Algolia search API.
 * Imported only by the lazily loaded search UI, so the client never weighs on the first page load.
 */

/** App id and search-only key the local server documents (README "Local service endpoints"); it accepts any. */
export const BROWSER_SEARCH_CREDENTIALS = { appId: 'nutshell', apiKey: 'nutshell-search' } as const;

/** Where the page was loaded from: `window.location` or a stand-in with the same two fields. */
export interface SearchOrigin {
  /** Host with port, e.g. 'localhost:3000'. */
  readonly host: string;
  /** 'http:' or 'https:' (as `Location.protocol`). */
  readonly protocol: string;
}

/** The lite search client, as InstantSearch takes it. */
export type BrowserSearchClient = ReturnType<typeof liteClient>;

/**
 * A lite client that sends multi-index queries (POST /1/indexes/{star}/queries) to `origin` (the page's own host and
 * protocol).
 */
export function createBrowserSearchClient(origin: SearchOrigin): BrowserSearchClient {
  return liteClient(BROWSER_SEARCH_CREDENTIALS.appId, BROWSER_SEARCH_CREDENTIALS.apiKey, {
    hosts: [{ url: origin.host, protocol: origin.protocol === 'https:' ? 'https' : 'http', accept: 'read' }],
  });
}
