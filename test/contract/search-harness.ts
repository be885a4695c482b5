import { afterAll, beforeAll } from 'vitest';
import type { SearchPort } from '../../ports/search';
import { AlgoliaSearch } from '../../adapters/algolia/algolia-search';
import { startTestServer } from '../support/test-server';
import { fetchRequester } from '../../adapters/algolia/fetch-requester';
import { contractRecorder, contractReplay, RECORDING, REPLAY_BASE } from './recordings';

/**
 * Shared set-up of the search port's contract suite (DESIGN §4): the same `it`s run against the embedded
 * index in-process, the official algoliasearch lite client through the local server, and the same client
 * replaying the recorded exchanges (fixtures/recorded/contract/search.json, `npm run record`), on one freshly
 * seeded database per test file. The local server's app id and search key are 'nutshell' / 'nutshell-search'.
 */
const ALL = ['embedded in-process', 'algoliasearch via local server', 'algoliasearch replaying recorded fixtures'] as const;
/** One of the search implementations. */
export type SearchImplementationName = (typeof ALL)[number];
/** The implementations run: all three, or all but the replay while recording (`npm run record`). */
export const SEARCH_IMPLEMENTATIONS: readonly SearchImplementationName[] = RECORDING ? ALL.filter((n) => n !== 'algoliasearch replaying recorded fixtures') : ALL;

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
  const recorder = contractRecorder('search');
  beforeAll(async () => {
    const server = await startTestServer();
    url = server.baseUrl;
    impls.set('embedded in-process', server.services.search);
    impls.set('algoliasearch via local server', new AlgoliaSearch({ appId: 'nutshell', apiKey: 'nutshell-search', host: { url: server.hostPort, protocol: 'http' }, requester: fetchRequester(recorder.fetch(fetch)) }));
    if (!RECORDING) {
      impls.set('algoliasearch replaying recorded fixtures', new AlgoliaSearch({ appId: 'nutshell', apiKey: 'nutshell-search', host: { url: new URL(REPLAY_BASE).host, protocol: 'http' }, requester: fetchRequester(contractReplay('search')) }));
    }
    close = () => server.close();
  });
  afterAll(async () => {
    recorder.save();
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
