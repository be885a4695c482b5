import type { Result } from '../../../../../core/shared';
import { andOf, type Predicate } from './ast';
import { compilePredicate, type CompiledPredicate, type Variables } from './compile';
import type { QueryError } from './errors';
import { parsePredicate } from './parser';
import type { ResourceSchema } from './schema';
import { parseSort, type Sort } from './sort';

/**
 * The commercetools query language of the local server (https://docs.commercetools.com/api/predicates/query):
 * `where` predicates parsed into a tree, checked against resource schemas and compiled; `sort`; the query planner;
 * the standard query parameters and paging. The README of this folder lists what is implemented and the sources.
 */

export type { Predicate, Literal, Operand, Primitive } from './ast';
export type { CompiledPredicate, Variables } from './compile';
export type { QueryError, QueryErrorReason } from './errors';
export type { FieldKind, Fields, ResourceSchema } from './schema';
export type { Sort, SortClause } from './sort';
export type { FieldPath, PathStep } from './plan';
export type { PagedQueryResponse, PageParams } from './paginate';
export type { QueryParams } from './params';
export { parsePredicate } from './parser';
export { printPredicate } from './printer';
export { compilePredicate } from './compile';
export { parseSort } from './sort';
export { planValues } from './plan';
export { paginate } from './paginate';
export { parseQueryParams, productProjectionParams, standardParamsSchema } from './params';
export { cartSchema, orderSchema } from './schemas-cart';
export { categorySchema, channelSchema, productProjectionSchema } from './schemas-catalogue';
export { cartDiscountSchema, customObjectSchema, discountCodeSchema, productDiscountSchema } from './schemas-discounts';

/**
 * Parses every `where` parameter (several are ANDed), checks them against `schema` and compiles them with the
 * input variables; undefined when there is none (everything matches).
 */
export function compileWhere(
  wheres: readonly string[],
  schema: ResourceSchema,
  variables: Variables = {},
): Result<CompiledPredicate | undefined, QueryError> {
  const parsed: Predicate[] = [];
  for (const w of wheres) {
    const p = parsePredicate(w);
    if (!p.ok) return p;
    parsed.push(p.value);
  }
  if (parsed.length === 0) return { ok: true, value: undefined };
  return compilePredicate(andOf(parsed), schema, variables);
}

/** A checked query: the compiled `where` (undefined: everything matches) and the `sort` comparator. */
export interface PreparedQuery {
  readonly where: CompiledPredicate | undefined;
  readonly sort: Sort;
}

/** Compiles the `where` and `sort` parameters of a query (QueryParams) for resources of `schema`. */
export function prepareQuery(
  params: { readonly where: readonly string[]; readonly sort: readonly string[]; readonly variables: Variables },
  schema: ResourceSchema,
): Result<PreparedQuery, QueryError> {
  const where = compileWhere(params.where, schema, params.variables);
  if (!where.ok) return where;
  const sort = parseSort(params.sort, schema);
  if (!sort.ok) return sort;
  return { ok: true, value: { where: where.value, sort: sort.value } };
}
