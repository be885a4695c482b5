import { z } from 'zod';
import type { Result } from '../../../../../core/shared';
import type { Variables } from './compile';
import { queryError, type QueryError } from './errors';

/**
 * The standard query parameters of commercetools query endpoints, as fastify hands them over (`req.query`: a
 * repeated key is an array): `where` (repeatable; several are ANDed), `sort` (repeatable), `expand`
 * (repeatable), `limit` (0–500, default 20), `offset` (0–10000, default 0), `withTotal` (default true) and the
 * input variables `var.{name}` (repeatable: a list). A route adds its own parameters (product projections:
 * `productProjectionParams`); any other parameter is refused as InvalidInput (ours: commercetools' handling of
 * unknown parameters is not documented).
 */

/** The parsed standard parameters. */
export interface QueryParams {
  readonly where: readonly string[];
  readonly sort: readonly string[];
  readonly expand: readonly string[];
  readonly limit: number;
  readonly offset: number;
  readonly withTotal: boolean;
  /** Input variables by name (without the `var.` prefix). */
  readonly variables: Variables;
}

/** Longest accepted `where`, `sort` or `expand` value (ours). */
export const MAX_PARAMETER_LENGTH = 20_000;
/** Most values of one repeated parameter (ours). */
export const MAX_REPEAT = 100;

/** A string parameter that may be repeated: always read as a list. */
export function repeatable(max = MAX_PARAMETER_LENGTH) {
  return z
    .union([z.string().max(max), z.array(z.string().max(max)).max(MAX_REPEAT)])
    .optional()
    .transform((v) => (v === undefined ? [] : [v].flat()));
}

/** A `true` / `false` parameter. */
export function booleanParameter(defaultValue: boolean) {
  return z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? defaultValue : v === 'true'));
}

/** An integer parameter in [min..max]. */
function rangeParameter(min: number, max: number, defaultValue: number) {
  return z
    .union([z.string().regex(/^\d+$/), z.number()])
    .optional()
    .transform((v) => (v === undefined ? defaultValue : Number(v)))
    .pipe(z.number().int().min(min).max(max));
}

/** The zod schema of the standard parameters (input variables are read apart, by prefix). */
export const standardParamsSchema = z.object({
  where: repeatable(),
  sort: repeatable(),
  expand: repeatable(),
  limit: rangeParameter(0, 500, 20),
  offset: rangeParameter(0, 10_000, 0),
  withTotal: booleanParameter(true),
});

/** The extra parameters of GET /product-projections (price selection, projections and `staged`). */
export const productProjectionParams = {
  staged: booleanParameter(false),
  priceCurrency: z.string().max(3).optional(),
  priceCountry: z.string().max(2).optional(),
  priceCustomerGroup: z.string().max(256).optional(),
  priceCustomerGroupAssignments: repeatable(256),
  priceChannel: z.string().max(256).optional(),
  priceRecurrencePolicy: z.string().max(256).optional(),
  localeProjection: repeatable(20),
  storeProjection: z.string().max(256).optional(),
} satisfies z.ZodRawShape;

/** The messages of invalid standard parameters: offset is commercetools' wording, the others follow it (ours). */
const MESSAGES: Readonly<Record<string, string>> = {
  limit: 'The limit parameter must be in the range of [0..500]',
  offset: 'The offset parameter must be in the range of [0..10000]',
  withTotal: "The withTotal parameter must be 'true' or 'false'",
};

function parameterError(name: string, issue: z.core.$ZodIssue | undefined): QueryError {
  const text =
    MESSAGES[name] ??
    (issue?.code === 'too_big'
      ? `The ${name} parameter is too long.`
      : `The ${name} parameter is not valid: ${issue?.message ?? 'invalid'}.`);
  return queryError(name, 'invalid-parameter', text);
}

/** The input variables of `query`: keys `var.{name}`, and a nested `var` object from a qs-style parser. */
function variablesOf(query: Record<string, unknown>): Result<Record<string, string | readonly string[]>, QueryError> {
  const out: Record<string, string | readonly string[]> = {};
  const entries = Object.entries(query).flatMap(([k, v]): [string, unknown][] =>
    k === 'var' && typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.entries(v).map(([n, x]) => [`var.${n}`, x])
      : k.startsWith('var.')
        ? [[k, v]]
        : [],
  );
  for (const [key, value] of entries) {
    const name = key.slice('var.'.length);
    const parsed = z
      .union([z.string().max(MAX_PARAMETER_LENGTH), z.array(z.string().max(MAX_PARAMETER_LENGTH)).max(MAX_REPEAT)])
      .safeParse(value);
    if (!/^[A-Za-z0-9_-]+$/.test(name) || !parsed.success)
      return {
        ok: false,
        error: queryError(key, 'invalid-parameter', `The input variable parameter '${key}' is not valid.`),
      };
    out[name] = parsed.data;
  }
  return { ok: true, value: out };
}

/**
 * Parses `query` (fastify's `req.query`) into the standard parameters and, when given, the route's own
 * parameters `extra`. Every other key is refused (reason `unknown-parameter`) unless `allowUnknown` is set.
 */
export function parseQueryParams<E extends z.ZodRawShape = Record<never, never>>(
  query: unknown,
  options: { readonly extra?: E; readonly allowUnknown?: boolean } = {},
): Result<QueryParams & { readonly extra: z.infer<z.ZodObject<E>> }, QueryError> {
  const q = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  const extraShape = (options.extra ?? {}) as E;
  const known = new Set([...Object.keys(standardParamsSchema.shape), ...Object.keys(extraShape)]);
  if (!options.allowUnknown) {
    const unknown = Object.keys(q).find((k) => !known.has(k) && !k.startsWith('var.') && k !== 'var');
    if (unknown !== undefined)
      return { ok: false, error: queryError(unknown, 'unknown-parameter', `Unknown query parameter '${unknown}'.`) };
  }
  const standard = standardParamsSchema.safeParse(q);
  if (!standard.success) {
    const issue = standard.error.issues[0];
    return { ok: false, error: parameterError(String(issue?.path[0] ?? 'query'), issue) };
  }
  const extra = z.object(extraShape).safeParse(q);
  if (!extra.success) {
    const issue = extra.error.issues[0];
    return { ok: false, error: parameterError(String(issue?.path[0] ?? 'query'), issue) };
  }
  const variables = variablesOf(q);
  if (!variables.ok) return variables;
  return {
    ok: true,
    value: { ...standard.data, variables: variables.value, extra: extra.data as z.infer<z.ZodObject<E>> },
  };
}
