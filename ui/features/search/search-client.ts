import { createContext, useContext } from 'react';
import type { InstantSearchProps } from 'react-instantsearch';
import { createBrowserSearchClient, type BrowserSearchClient } from '../../../adapters/wiring/browser-search';

let client: BrowserSearchClient | undefined;

/**
 * The page's one search client, created on first use (not at import) and shared by the suggestions popover
 * and the results page so the client's cache serves both. Same origin as the page. Browser only (it reads
 * `window.location`); rendering calls `useSearchClient`.
 */
export function searchClient(): BrowserSearchClient {
  client ??= createBrowserSearchClient(window.location);
  return client;
}

/** A search client as InstantSearch takes it (algoliasearch-lite's `search(requests)` shape). */
export type InstantSearchClient = InstantSearchProps['searchClient'];

/**
 * The search client of the page being rendered, when it is not the browser's: the server-rendering entry provides
 * the in-process client (`PageRendererDeps.searchClient`) with `<SearchClientContext value={client}>`.
 */
export const SearchClientContext = createContext<InstantSearchClient | undefined>(undefined);

/** The search client to render with: the provided one (on the server), else the browser's `searchClient()`. */
export function useSearchClient(): InstantSearchClient {
  return useContext(SearchClientContext) ?? searchClient();
}
