import { createBrowserSearchClient, type BrowserSearchClient } from '../../../adapters/wiring/browser-search';

let client: BrowserSearchClient | undefined;

/**
 * The page's one search client, created on first use (not at import) and shared by the suggestions popover
 * and the results page so the client's cache serves both. Same origin as the page.
 */
export function searchClient(): BrowserSearchClient {
  client ??= createBrowserSearchClient(window.location);
  return client;
}
