import type { SearchResponse } from '../../../ports/search';
import { keptAnswerOf } from './response-cache';

/** The JSON of objects and arrays already written: the hits and facets a cached answer shares with its copies. */
const written = new WeakMap<object, string>();

/** JSON of `value`, a kept answer's field, reusing the text written before (kept answers never change). */
function jsonOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  let text = written.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    written.set(value, text);
  }
  return text;
}

/**
 * The JSON of one search response, byte for byte what `JSON.stringify(response)` writes (spec: shell-account §7
 * Search service: the Algolia response body), but each object-valued field (hits, facets, facets_stats) written
 * once per object: for a copy handed out by the response cache (response-cache.ts), the kept answer's hits and
 * facets, so only its own fields (queryID, processingTimeMS, ...) are written again. Call it on an answer as
 * received (the search routes do, at once): a copy whose hits were changed since would be written as kept.
 * Responses are plain data (no toJSON).
 */
export function searchResponseJson(response: SearchResponse): string {
  const kept = keptAnswerOf(response) as Readonly<Record<string, unknown>> | undefined;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(response)) {
    const text =
      value !== null && typeof value === 'object' && kept !== undefined && key in kept
        ? jsonOf(kept[key])
        : JSON.stringify(value);
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}

/** The body of a multi-query answer, `{"results":[...]}`, as JSON (each response as searchResponseJson writes it). */
export function multiQueryJson(results: readonly SearchResponse[]): string {
  return `{"results":[${results.map(searchResponseJson).join(',')}]}`;
}
