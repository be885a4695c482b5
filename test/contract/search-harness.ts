import { afterAll, beforeAll } from 'vitest';
import type { SearchPort } from '../../ports/search';
import { AlgoliaSearch } from '../../adapters/algolia/algolia-search';
import { startTestServer } from '../support/test-server';

/**
 * Shared set-up of the search port's contract suite (DESIGN §4): the same `it`s run against the embedded
 * index in-process and the official algoliasearch lite client through the local server, on one freshly
 * seeded database per test file. The local server's app id and search key are 'nutshell' / 'nutshell-search'.
 */
export const SEARCH_IMPLEMENTATIONS = ['embedded in-process', 'algoliasearch via local server'] as const;
/** One of SEARCH_IMPLEMENTATIONS. */
export type SearchImplementationName = (typeof SEARCH_IMPLEMENTATIONS)[number];

/** The open implementations and the local server's base URL (valid inside tests). */
export interface SearchHarness {
  port(name: SearchImplementationName): SearchPort;
  baseUrl(): string;
}

/** Registers beforeAll/afterAll hooks that open the embedded services and the local server on a random port. */
export function searchImplementations(): SearchHarness {
  let close: (() => Promise<void>) | undefined;
  let url = '';
  const impls = new Map<SearchImplementationName, SearchPort>();
  beforeAll(async () => {
    const server = await startTestServer();
    url = server.baseUrl;
    impls.set('embedded in-process', server.services.search);
    impls.set('algoliasearch via local server', new AlgoliaSearch({ appId: 'nutshell', apiKey: 'nutshell-search', host: { url: server.hostPort, protocol: 'http' } }));
    close = () => server.close();
  });
  afterAll(async () => {
    await close?.();
    impls.clear();
  });
  return {
    port: (name) => {
      const impl = impls.get(name);
      if (!impl) throw new Error('search implementations are not open yet');
      return impl;
    },
    baseUrl: () => url,
  };
}
