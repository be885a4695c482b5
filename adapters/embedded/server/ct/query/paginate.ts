import type { Sort } from './sort';

/**
 * A page of query results as commercetools answers it (PagedQueryResponse): `limit` and `offset` as asked,
 * `count` the number of results on the page, `total` the number of all matches, present only with
 * `withTotal=true` (the default), and `results`.
 */
export interface PagedQueryResponse<T> {
  readonly limit: number;
  readonly offset: number;
  readonly count: number;
  readonly total?: number;
  readonly results: readonly T[];
}

/** The paging parameters `paginate` reads (QueryParams has them). */
export interface PageParams {
  readonly limit: number;
  readonly offset: number;
  readonly withTotal: boolean;
}

/**
 * The page of `matches` (every resource representation satisfying the query): sorted by `sort` when given (it
 * always ends with `id asc`), then `offset` skipped and at most `limit` kept.
 */
export function paginate<T>(matches: readonly T[], params: PageParams, sort?: Sort): PagedQueryResponse<T> {
  const ordered = sort ? [...matches].sort(sort.compare) : matches;
  const results = ordered.slice(params.offset, params.offset + params.limit);
  const page = { limit: params.limit, offset: params.offset, count: results.length, results };
  return params.withTotal ? { ...page, total: matches.length } : page;
}
