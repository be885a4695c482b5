import { afterAll, beforeAll } from 'vitest';
import type { SearchPort } from '../../ports/search';
import { AlgoliaSearch } from '../../adapters/algolia/algolia-search';
import { startTestServer } from '../support/test-server';
import { fetchRequester } from '../../adapters/algolia/fetch-requester';
import { contractRecorder, contractReplay, RECORDING, REPLAY_BASE } from './recordings';
import { algoliasearchV4BrowserLite, algoliasearchV4Node } from './search-v4-port';

/**
 * Shared set-up of the search port's contract suite (DESIGN §4; spec: shell-account §7 Search service): the same
 * `it`s run against the embedded index in-process; the official algoliasearch 5 lite client through the local
 * server and replaying its recorded exchanges (fixtures/recorded/contract/search.json); and algoliasearch 4, the
 * previous major that InstantSearch sites still run, through the local server as its browser lite build (JSON
 * labelled application/x-www-form-urlencoded, credentials in URL query parameters) and as its node build
 * (credentials in headers), and its browser build replaying fixtures/recorded/contract/search-v4.json. One freshly
 * seeded database per test file. The local server's app id and search key are 'nutshell' / 'nutshell-search'.
 * `npm run record` (NUTSHELL_RECORD_CONTRACT=1) records both recordings; the v4 node build is not recorded, as
 * its agent string, part of the URL, names the Node.js version.
 */
const ALL = [
  'embedded in-process',
  'algoliasearch via local server',
  'algoliasearch replaying recorded fixtures',
  'algoliasearch v4 via local server',
  'algoliasearch v4 node build via local server',
  'algoliasearch v4 replaying recorded fixtures',
] as const;
/** One of the search implementations. */
export type SearchImplementationName = (typeof ALL)[number];
const REPLAYS: readonly SearchImplementationName[] = [
  'algoliasearch replaying recorded fixtures',
  'algoliasearch v4 replaying recorded fixtures',
];
/** The implementations run: all of them, or all but the replays while recording (`npm run record`). */
export const SEARCH_IMPLEMENTATIONS: readonly SearchImplementationName[] = RECORDING
  ? ALL.filter((n) => !REPLAYS.includes(n))
  : ALL;

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
  const recorderV4 = contractRecorder('search-v4');
  const credentials = { appId: 'nutshell', apiKey: 'nutshell-search' } as const;
  beforeAll(async () => {
    const server = await startTestServer();
    url = server.baseUrl;
    const local = { url: server.hostPort, protocol: 'http' } as const;
    const replayHost = { url: new URL(REPLAY_BASE).host, protocol: 'http' } as const;
    impls.set('embedded in-process', server.services.search);
    impls.set(
      'algoliasearch via local server',
      new AlgoliaSearch({ ...credentials, host: local, requester: fetchRequester(recorder.fetch(fetch)) }),
    );
    impls.set(
      'algoliasearch v4 via local server',
      algoliasearchV4BrowserLite({ ...credentials, host: local, fetch: recorderV4.fetch(fetch) }),
    );
    impls.set(
      'algoliasearch v4 node build via local server',
      algoliasearchV4Node({ ...credentials, host: local, fetch }),
    );
    if (!RECORDING) {
      impls.set(
        'algoliasearch replaying recorded fixtures',
        new AlgoliaSearch({ ...credentials, host: replayHost, requester: fetchRequester(contractReplay('search')) }),
      );
      impls.set(
        'algoliasearch v4 replaying recorded fixtures',
        algoliasearchV4BrowserLite({ ...credentials, host: replayHost, fetch: contractReplay('search-v4') }),
      );
    }
    close = () => server.close();
  });
  afterAll(async () => {
    recorder.save();
    recorderV4.save();
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
