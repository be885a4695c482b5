import algoliasearchNode from 'algoliasearch-v4';
import algoliasearchBrowserLite from 'algoliasearch-v4/dist/algoliasearch-lite.esm.browser.js';
import type { AlgoliaSearchOptions, SearchClient } from 'algoliasearch-v4/lite';
import { toSearchError, toSearchResponses } from '../../adapters/algolia/algolia-search';
import type { SearchPort, SearchRequest, SearchResponse } from '../../ports/search';

/**
 * A test-only SearchPort on algoliasearch 4, the previous major of the official client that many InstantSearch
 * sites still run (spec: shell-account §7 Search service; DESIGN §4 contract suites), so that the search contract
 * suite proves the local server answers it. It searches as InstantSearch does with v4: `client.search([{ indexName,
 * params }])`, which v4 sends as POST /1/indexes/*\/queries with the parameters as one URL-encoded `params` string
 * per query, in a JSON body labelled `application/x-www-form-urlencoded` (to avoid a CORS preflight) and the
 * agent string in the URL. The browser build puts the credentials in URL query parameters, the node build in
 * headers. Answers and failures are mapped as the v5 adapter (adapters/algolia/algolia-search.ts) maps them.
 */

/** algoliasearch 4's requester: sends one request ({ method, url, headers, data, timeouts in seconds }). */
export type V4Requester = NonNullable<AlgoliaSearchOptions['requester']>;
/** algoliasearch 4's cache interface (responses, requests in flight, host states). */
type V4Cache = NonNullable<AlgoliaSearchOptions['responsesCache']>;

/**
 * A v4 requester on `fetchFn` that sends exactly what the client hands it: method, URL (with its query
 * parameters), headers and body. It gives up after the client's connect + response timeouts (seconds), answering
 * `isTimedOut` as v4's own requesters do; a network failure is status 0 with the error's message.
 */
export function v4FetchRequester(fetchFn: typeof fetch): V4Requester {
  return {
    async send(request) {
      const signal = AbortSignal.timeout((request.connectTimeout + request.responseTimeout) * 1000);
      try {
        const res = await fetchFn(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.data,
          signal,
        });
        return { status: res.status, content: await res.text(), isTimedOut: false };
      } catch (e) {
        if (signal.aborted) return { status: 0, content: 'Socket timeout', isTimedOut: true };
        return { status: 0, content: e instanceof Error ? e.message : String(e), isTimedOut: false };
      }
    },
  };
}

/**
 * A cache that keeps nothing (as @algolia/cache-common's createNullCache), so that every search reaches the
 * server and the browser build never looks for `window.localStorage`.
 */
function nullCache(): V4Cache {
  return {
    get: (_key, defaultValue, events) =>
      defaultValue().then((value) => Promise.resolve(events?.miss(value)).then(() => value)),
    set: (_key, value) => Promise.resolve(value),
    delete: () => Promise.resolve(),
    clear: () => Promise.resolve(),
  };
}

/** Where and how an algoliasearch 4 client searches. */
export interface AlgoliaV4Options {
  /** Application id; the local server accepts any non-empty one and documents 'nutshell'. */
  readonly appId: string;
  /** Search-only API key; the local server accepts any non-empty one and documents 'nutshell-search'. */
  readonly apiKey: string;
  /** The one host to search, e.g. { url: '127.0.0.1:3000', protocol: 'http' }. */
  readonly host: { readonly url: string; readonly protocol: 'http' | 'https' };
  /** The fetch that carries the client's requests (a recorder, a replay, or the global fetch). */
  readonly fetch: typeof fetch;
  /**
   * Read timeout in seconds (v4's unit); default 30, not the browser build's 2, so that a loaded test machine
   * does not turn a slow answer into v4's RetryError.
   */
  readonly readTimeoutSeconds?: number;
}

function clientOptions(options: AlgoliaV4Options): AlgoliaSearchOptions {
  return {
    hosts: [{ url: options.host.url, protocol: options.host.protocol }],
    requester: v4FetchRequester(options.fetch),
    timeouts: { connect: 5, read: options.readTimeoutSeconds ?? 30, write: 30 },
    responsesCache: nullCache(),
    requestsCache: nullCache(),
    hostsCache: nullCache(),
  };
}

/** The v4 query of one port request: the defined parameters, which v4 serialises into the `params` string. */
function toV4Query(request: SearchRequest): Parameters<SearchClient['search']>[0][number] {
  const { indexName, ...parameters } = request;
  const params = Object.fromEntries(Object.entries(parameters).filter(([, value]) => value !== undefined));
  return { indexName, params };
}

/** SearchPort over an algoliasearch 4 client (either build); see the module docstring. */
export class AlgoliaSearchV4 implements SearchPort {
  constructor(private readonly client: Pick<SearchClient, 'search'>) {}

  async search(requests: readonly SearchRequest[]): Promise<readonly SearchResponse[]> {
    if (requests.length === 0) return [];
    let body: unknown;
    try {
      body = await this.client.search(requests.map(toV4Query));
    } catch (e) {
      throw toSearchError(e);
    }
    return toSearchResponses(body, requests);
  }
}

/**
 * algoliasearch 4's browser lite build (what InstantSearch sites bundle): credentials and agent string in URL
 * query parameters, JSON body labelled application/x-www-form-urlencoded.
 */
export function algoliasearchV4BrowserLite(options: AlgoliaV4Options): AlgoliaSearchV4 {
  return new AlgoliaSearchV4(algoliasearchBrowserLite(options.appId, options.apiKey, clientOptions(options)));
}

/**
 * algoliasearch 4's node build (what `algoliasearch` and `algoliasearch/lite` resolve to in Node): credentials in
 * x-algolia-* headers, agent string in the URL, JSON body labelled application/x-www-form-urlencoded.
 */
export function algoliasearchV4Node(options: AlgoliaV4Options): AlgoliaSearchV4 {
  return new AlgoliaSearchV4(algoliasearchNode(options.appId, options.apiKey, clientOptions(options)));
}
