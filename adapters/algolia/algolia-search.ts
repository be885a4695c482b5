import { liteClient } from 'algoliasearch/lite';
import type { SearchQuery } from 'algoliasearch/lite';
import type { Requester } from '@algolia/client-common';
import { PortError } from '../../core/shared';
import {
  SEARCH_INDEXES,
  SearchRequestError,
  type SearchHit,
  type SearchPort,
  type SearchRecord,
  type SearchRequest,
  type SearchResponse,
} from '../../ports/search';
import {
  departmentHitSchema,
  productHitSchema,
  querySuggestionHitSchema,
  searchResponsesSchema,
  searchResultSchema,
} from './wire-schemas';

/** Where and as whom to search: Algolia itself (app id and search key), or the local server's host. */
export interface AlgoliaSearchOptions {
  /** Algolia application id; the local server accepts any, and documents 'nutshell'. */
  readonly appId: string;
  /** Search-only API key; the local server accepts any, and documents 'nutshell-search'. */
  readonly apiKey: string;
  /** A single read host instead of Algolia's, e.g. { url: '127.0.0.1:3000', protocol: 'http' } for the local server. */
  readonly host?: { readonly url: string; readonly protocol: 'http' | 'https' };
  /** Read timeout in milliseconds (the client's default is 5000). */
  readonly readTimeoutMs?: number;
  /** The client's requester; its own Node http requester by default (see fetchRequester for a fetch-based one). */
  readonly requester?: Requester;
}

/** Which hit schema parses the hits of an index: Departments, query suggestions, or Products and its replicas. */
function hitSchemaFor(indexName: string) {
  if (indexName === SEARCH_INDEXES.departments) return departmentHitSchema;
  if (indexName === SEARCH_INDEXES.querySuggestions) return querySuggestionHitSchema;
  return productHitSchema;
}

function statusOf(e: unknown): number | undefined {
  if (typeof e !== 'object' || e === null || !('status' in e)) return undefined;
  return typeof e.status === 'number' ? e.status : undefined;
}

function messageOf(e: unknown): string {
  if (e instanceof Error) return e.message;
  // algoliasearch 4 rejects with plain objects: { name: 'ApiError', message, status }
  // or { name: 'RetryError', message }.
  if (typeof e === 'object' && e !== null && 'message' in e && typeof e.message === 'string') return e.message;
  return String(e);
}

/**
 * The port's error for a failed algoliasearch call (v5's ApiError, or v4's plain `{ name, message, status }`):
 * status 404 → SearchRequestError 'search/index-not-found', 400 → 'search/invalid-request', both with the
 * service's message; any other status, or no answer (RetryError), → PortError('search') with the error as cause.
 */
export function toSearchError(e: unknown): Error {
  const status = statusOf(e);
  const message = messageOf(e);
  if (status === 404) return new SearchRequestError('search/index-not-found', message);
  if (status === 400) return new SearchRequestError('search/invalid-request', message);
  return new PortError('search', message, status, { cause: e });
}

/**
 * The port's responses from a multi-query answer `{ results: [...] }` (any algoliasearch version), in the order
 * of `requests`: each result parsed loosely, its hits with the schema of its request's index. Throws
 * PortError('search') for a body of another shape, a result count that differs from `requests`, or a hit that
 * does not parse.
 */
export function toSearchResponses(body: unknown, requests: readonly SearchRequest[]): SearchResponse[] {
  const parsed = searchResponsesSchema.safeParse(body);
  if (!parsed.success || parsed.data.results.length !== requests.length)
    throw new PortError('search', 'unexpected multi-query response');
  return parsed.data.results.map((raw, i) => toSearchResponse(raw, requests[i]!));
}

function toSearchResponse(raw: unknown, request: SearchRequest): SearchResponse {
  const result = searchResultSchema.safeParse(raw);
  if (!result.success)
    throw new PortError(
      'search',
      `unexpected search result for ${request.indexName}: ${result.error.issues[0]?.message ?? ''}`,
    );
  const schema = hitSchemaFor(request.indexName);
  const hits: SearchHit<SearchRecord>[] = [];
  for (const h of result.data.hits) {
    const hit = schema.safeParse(h);
    if (!hit.success)
      throw new PortError('search', `unexpected hit in ${request.indexName}: ${hit.error.issues[0]?.message ?? ''}`);
    hits.push(hit.data);
  }
  const { hits: _raw, index, ...rest } = result.data;
  return { ...rest, hits, index: index ?? request.indexName };
}

/** The request as Algolia v5 sends it: the parameters as fields beside indexName. */
function toWire(request: SearchRequest): SearchQuery {
  const { facetFilters, numericFilters, ...rest } = request;
  return {
    ...rest,
    ...(facetFilters === undefined
      ? {}
      : {
          facetFilters:
            typeof facetFilters === 'string'
              ? facetFilters
              : facetFilters.map((f) => (typeof f === 'string' ? f : [...f])),
        }),
    ...(numericFilters === undefined
      ? {}
      : {
          numericFilters:
            typeof numericFilters === 'string'
              ? numericFilters
              : numericFilters.map((f) => (typeof f === 'string' ? f : [...f])),
        }),
    facets: request.facets ? [...request.facets] : undefined,
    ruleContexts: request.ruleContexts ? [...request.ruleContexts] : undefined,
    attributesToHighlight: request.attributesToHighlight ? [...request.attributesToHighlight] : undefined,
    attributesToRetrieve: request.attributesToRetrieve ? [...request.attributesToRetrieve] : undefined,
  };
}

/**
 * SearchPort over Algolia's search API with the official lite client (`algoliasearch/lite` v5), against
 * Algolia or the local server (spec: shell-account §7 Search service). Responses are parsed with loose
 * schemas. A 404 becomes SearchRequestError 'search/index-not-found', a 400 'search/invalid-request' (with
 * the service's message); anything else, or no answer, is a PortError('search').
 */
export class AlgoliaSearch implements SearchPort {
  private readonly client: ReturnType<typeof liteClient>;

  constructor(options: AlgoliaSearchOptions) {
    this.client = liteClient(options.appId, options.apiKey, {
      ...(options.host
        ? { hosts: [{ url: options.host.url, protocol: options.host.protocol, accept: 'read' as const }] }
        : {}),
      ...(options.readTimeoutMs ? { timeouts: { connect: 2_000, read: options.readTimeoutMs, write: 30_000 } } : {}),
      ...(options.requester ? { requester: options.requester } : {}),
    });
  }

  async search(requests: readonly SearchRequest[]): Promise<readonly SearchResponse[]> {
    if (requests.length === 0) return [];
    let body: unknown;
    try {
      body = await this.client.search({ requests: requests.map(toWire) });
    } catch (e) {
      throw toSearchError(e);
    }
    return toSearchResponses(body, requests);
  }
}
