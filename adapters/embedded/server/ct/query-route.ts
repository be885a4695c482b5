import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { sendCtError } from './errors';
import {
  paginate,
  parseQueryParams,
  planValues,
  prepareQuery,
  type FieldPath,
  type Predicate,
  type ResourceSchema,
} from './query';

/**
 * One commercetools query endpoint (`GET /{resources}`) on the local server: the standard parameters (`where`,
 * repeatable and ANDed, with `var.*` input variables; `sort`, repeatable; `expand`; `limit`; `offset`;
 * `withTotal`) and a route's own, checked against the resource's documented fields (ct/query), then the
 * candidates loaded (narrowed through an index when the predicate pins an indexed field), filtered by the
 * predicate, sorted and paged. Errors are commercetools' 400 InvalidInput. adapters/commercetools/WIRE.md "Queries".
 */

/** What a route's loader is told: which values the predicate pins a field path to (undefined: not pinned). */
export interface QueryPlan {
  /** The values every match has at one of `paths` (ct/query planValues), as strings; undefined when unconstrained. */
  pinned(...paths: readonly FieldPath[]): readonly string[] | undefined;
}

/** The parsed route-specific parameters of a query. */
export type ExtraParams<E extends z.ZodRawShape> = z.infer<z.ZodObject<E>>;

/**
 * Answers the query `query` (fastify's req.query) over the resources `load` returns, each as its commercetools
 * JSON representation; `load` may use the plan to read fewer rows (every match must still be among them).
 */
export async function answerQuery<E extends z.ZodRawShape = Record<never, never>>(
  reply: FastifyReply,
  query: unknown,
  schema: ResourceSchema,
  load: (plan: QueryPlan, extra: ExtraParams<E>) => Promise<readonly object[]>,
  extra?: E,
): Promise<FastifyReply> {
  const params = parseQueryParams(query, extra ? { extra } : {});
  if (!params.ok) return sendCtError(reply, params.error);
  const prepared = prepareQuery(params.value, schema);
  if (!prepared.ok) return sendCtError(reply, prepared.error);
  const { where, sort } = prepared.value;
  const plan: QueryPlan = { pinned: (...paths) => pinned(where?.predicate, schema, paths) };
  const candidates = await load(plan, params.value.extra);
  const matches = where ? candidates.filter((r) => where.matches(r)) : candidates;
  return reply.send(paginate(matches, params.value, sort));
}

function pinned(
  predicate: Predicate | undefined,
  schema: ResourceSchema,
  paths: readonly FieldPath[],
): readonly string[] | undefined {
  if (!predicate) return undefined;
  const values = planValues(predicate, schema, paths);
  return values ? [...values].map(String) : undefined;
}
