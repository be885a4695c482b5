import type { SearchRequest, SearchResponse } from '../../../ports/search';

/** Most responses kept (each is one request's answer; the popover's are a few KiB). */
export const RESPONSE_CACHE_ENTRIES = 256;

/** Responses with more hits than this are not kept (a 1,000-hit page is large and rarely asked twice). */
export const RESPONSE_CACHE_MAX_HITS = 100;

/** The kept answer each handed-out copy was made from (response-json.ts writes the kept one's hits and facets). */
const keptOf = new WeakMap<SearchResponse, SearchResponse>();

/**
 * The kept answer `copy` was made from, when it is such a copy. Its object-valued fields (hits, facets, ...)
 * have the same JSON as the copy's as long as the copy's hits were not changed by whoever received them.
 */
export function keptAnswerOf(copy: SearchResponse): SearchResponse | undefined {
  return keptOf.get(copy);
}

/**
 * A copy of the kept answer `kept` to hand out, with `own` fields replaced in place (same key order): its hits
 * are copies (a caller may change a hit's fields, as it could the fresh hits of a computed answer); the objects
 * inside a hit (its _highlightResult, nested attributes) and the facets stay shared, and are never changed.
 */
function copyOf(kept: SearchResponse, own: Partial<SearchResponse>): SearchResponse {
  const copy: SearchResponse = { ...kept, hits: kept.hits.map((h) => Object.assign({}, h)), ...own };
  keptOf.set(copy, kept);
  return copy;
}

/**
 * The answers of identical requests while the index does not change (spec: shell-account §7 Search service: the
 * answers are the index's; this only skips recomputing them). Keyed by the request as JSON (its index name and
 * every parameter, in the order given); the response is kept whole but for its per-query fields: a hit gets a
 * fresh `queryID` (when the request asked for clickAnalytics) and its own `processingTimeMS` (ms), in the same
 * key positions as a computed answer. `clear()` must be called on every change of any index (rebuild, upsert,
 * removal, derived indexes rebuilt). Bounded: at most RESPONSE_CACHE_ENTRIES entries, least recently used first
 * out. Every answer is handed out as a copy (copyOf), so a caller changing a hit's fields changes only its own.
 */
export class ResponseCache {
  private readonly entries = new Map<string, SearchResponse>();

  /** The key of `request`: its JSON (requests parsed by the same schema list their fields in the same order). */
  static keyOf(request: SearchRequest): string {
    return JSON.stringify(request);
  }

  /**
   * A copy of the kept answer for `key` (copyOf) with a fresh queryID (from `queryId`, when the answer has one)
   * and `processingTimeMS` set to `elapsedMs`; undefined when not kept.
   */
  get(key: string, queryId: () => string, elapsedMs: number): SearchResponse | undefined {
    const kept = this.entries.get(key);
    if (kept === undefined) return undefined;
    // Most recently used last: delete and set again.
    this.entries.delete(key);
    this.entries.set(key, kept);
    return copyOf(
      kept,
      'queryID' in kept ? { processingTimeMS: elapsedMs, queryID: queryId() } : { processingTimeMS: elapsedMs },
    );
  }

  /**
   * Keeps `response` as the answer for `key` and returns the copy to hand out (copyOf); a response with more
   * than RESPONSE_CACHE_MAX_HITS hits is not kept and is returned as it is.
   */
  set(key: string, response: SearchResponse): SearchResponse {
    if (response.hits.length > RESPONSE_CACHE_MAX_HITS) return response;
    this.entries.delete(key);
    this.entries.set(key, response);
    if (this.entries.size > RESPONSE_CACHE_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return copyOf(response, {});
  }

  /** Forgets every answer: call on every change of any index. */
  clear(): void {
    this.entries.clear();
  }

  /** Number of answers kept. */
  get size(): number {
    return this.entries.size;
  }
}
