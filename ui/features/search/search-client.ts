import { createBrowserSearchClient, type BrowserSearchClient } from '../../../adapters/wiring/browser-search';

let client: BrowserSearchClient | undefined;

/**
 * Sets the page's search client instead of creating the browser's: the server renderer passes one that answers from
 * the same search API in process. Call before the first render.
 */
export function provideSearchClient(provided: BrowserSearchClient): void {
  client = provided;
}

/**
 * The page's one search client, created on first use (not at import) and shared by the suggestions popover
 * and the results page so the client's cache serves both. Same origin as the page.
 */
export function searchClient(): BrowserSearchClient {
  client ??= createBrowserSearchClient(window.location);
  return client;
}
