import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  invalidParamsMessage,
  searchParamsSchema,
  searchRequestSchema,
  SearchRequestError,
  type SearchErrorCode,
  type SearchPort,
  type SearchRequest,
} from '../../../ports/search';
import { decodeParamsString } from '../search/params-string';
import { multiQueryJson, searchResponseJson } from '../search/response-json';
import { isClientErrorStatus, statusFor } from './error-status';
import { refusedSearchParameter, unknownParameterMessage, URL_QUERY_PARAMETERS } from './search-parameters';

/**
 * The Algolia search API subset on the local server (spec: shell-account §7 Search service; DESIGN §1 "The
 * wire protocols the local server speaks"), so that `algoliasearch` 4 and 5 and InstantSearch work unchanged:
 * - POST /1/indexes/*\/queries with
 *   `{ requests: [{ indexName, params: 'query=...' } | { indexName, query, ... }], strategy? }` → `{ results: [...] }`:
 *   the parameters as a URL-encoded `params` string (as v4 sends them), as fields (as v5 does), or both when they
 *   name different parameters; `type` 'default' only, `strategy` 'none' only;
 * - POST /1/indexes/:indexName/query with the parameters as fields and/or `{ params }` → one result.
 *
 * Bodies: read as JSON whatever the Content-Type says (application/json, text/plain, the
 * application/x-www-form-urlencoded that algoliasearch 4 labels its JSON with to avoid a CORS preflight, any
 * other, or none), as Algolia reads them; only within this scope, the rest of the app still parses real forms.
 * An empty body is no parameters. Credentials: any non-empty x-algolia-application-id and x-algolia-api-key, as
 * headers (node builds) or URL query parameters (browser builds); locally app id 'nutshell', search key
 * 'nutshell-search'. x-algolia-agent is accepted the same two ways.
 *
 * Nothing is dropped silently. Errors are Algolia's `{ message, status }`:
 * - 403 'Invalid Application-ID or API key' without both credentials;
 * - 400 'Invalid JSON in the request body' for a body that is not JSON, and 'The request must not contain NUL
 *   characters (U+0000) or unpaired UTF-16 surrogates.' for a body string holding one (the index cannot take them);
 * - 400 'Unknown parameter: foo' for a name Algolia does not know (body field, `params` entry or URL query
 *   parameter), 'Parameter not supported by the local search server: getRankingInfo' for an Algolia parameter
 *   the local index does not implement;
 * - 400 'Invalid value for "hitsPerPage" parameter: ...' for a wrong type, and for a parameter given in `params`
 *   and as a field with different values;
 * - 400 "Search of type 'facet' is not supported", "Strategy 'stopIfEnoughMatches' is not supported";
 * - 400 from the index for an invalid filter ('filters: Unexpected end of filter ...'), 404 'Index does not exist'.
 */

/** The Content-Type of every answer, as fastify writes it for a JSON payload. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Most queries in one multi-query request. */
export const MAX_QUERIES_PER_REQUEST = 50;

/** The 400 message for a request body that is not JSON (whatever its Content-Type). */
export const INVALID_JSON_MESSAGE = 'Invalid JSON in the request body';

/** The 400 message for a body string holding NUL (U+0000) or an unpaired UTF-16 surrogate (the app's wording). */
export const UNSEARCHABLE_MESSAGE =
  'The request must not contain NUL characters (U+0000) or unpaired UTF-16 surrogates.';

const entrySchema = z.looseObject({
  indexName: z.string().min(1),
  params: z.string().optional(),
  type: z.string().optional(),
});
const multipleQueriesSchema = z.looseObject({
  requests: z.array(entrySchema).min(1).max(MAX_QUERIES_PER_REQUEST),
  strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
});
const singleQuerySchema = z.looseObject({ params: z.string().optional() });

/**
 * A refused search request: its error code and, by fastify's convention, the status of that code (error-status.ts:
 * 'search/invalid-request' 400, 'search/index-not-found' 404), answered as `{ message, status }`.
 */
class HttpError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: SearchErrorCode,
    message: string,
  ) {
    super(message);
    this.statusCode = statusFor(code);
  }
}

/** A request the search API refuses: Algolia's 400. */
const invalidRequest = (message: string) => new HttpError('search/invalid-request', message);

/** A URL query parameter, its name compared case-insensitively (algoliasearch 3 sent 'X-Algolia-API-Key'). */
function queryParameter(req: FastifyRequest, name: string): string | undefined {
  const query = (req.query ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(query))
    if (key.toLowerCase() === name && typeof value === 'string') return value;
  return undefined;
}

function credential(req: FastifyRequest, name: string): string {
  const header = req.headers[name];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return (fromHeader ?? queryParameter(req, name) ?? '').trim();
}

/**
 * Refuses URL query parameters other than Algolia's `x-algolia-*` request headers sent as parameters (the
 * credentials, the agent string, and those the clients add, such as algoliasearch 5's x-algolia-request-id).
 */
function checkUrlQuery(req: FastifyRequest): void {
  for (const key of Object.keys((req.query ?? {}) as Record<string, unknown>)) {
    const name = key.toLowerCase();
    const allowed = URL_QUERY_PARAMETERS.has(name) || name.startsWith('x-algolia-');
    if (!allowed) throw invalidRequest(unknownParameterMessage(key));
  }
}

/** Refuses every name of `names` that is not a search parameter the local index implements. */
function checkParameterNames(names: Iterable<string>): void {
  for (const name of names) {
    const refused = refusedSearchParameter(name);
    if (refused) throw invalidRequest(refused);
  }
}

function parseParams(values: Record<string, unknown>): Record<string, unknown> {
  const parsed = searchParamsSchema.safeParse(values);
  if (!parsed.success) throw invalidRequest(invalidParamsMessage(parsed.error));
  return parsed.data;
}

/**
 * The search parameters of one request (or entry): `fields` beside the `params` string. Every name must be
 * implemented; a parameter in both places must have the same value there (else 400, nothing is dropped).
 */
function searchParameters(fields: Record<string, unknown>, params: string | undefined): Record<string, unknown> {
  checkParameterNames(Object.keys(fields));
  const decoded = params === undefined ? {} : decodeParamsString(params);
  checkParameterNames(Object.keys(decoded));
  // Only a parameter named in both places needs its two values normalised and compared; otherwise the request's
  // one parse (toSearchRequest) validates them.
  if (!Object.keys(decoded).some((name) => name in fields)) return { ...fields, ...decoded };
  const fromFields = parseParams(fields);
  const fromParams = parseParams(decoded);
  for (const [name, value] of Object.entries(fromParams)) {
    if (name in fromFields && JSON.stringify(fromFields[name]) !== JSON.stringify(value)) {
      const text = 'given in params and as a field, with different values';
      throw invalidRequest(`Invalid value for "${name}" parameter: ${text}`);
    }
  }
  return { ...fromFields, ...fromParams };
}

function toSearchRequest(indexName: string, parameters: Record<string, unknown>): SearchRequest {
  const parsed = searchRequestSchema.safeParse({ ...parameters, indexName });
  if (!parsed.success) throw invalidRequest(invalidParamsMessage(parsed.error));
  return parsed.data;
}

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw invalidRequest(invalidParamsMessage(parsed.error));
  return parsed.data;
}

/** NUL, or a UTF-16 surrogate without its pair: text the index cannot search or highlight (as the app refuses it). */
const UNSEARCHABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A body as JSON: empty (or blank) is no body; anything else that does not parse is a 400, and so is a string
 * (key or value) holding NUL or an unpaired surrogate, raw or as a \u escape.
 */
function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  let unsearchable = UNSEARCHABLE.test(text);
  let parsed: unknown;
  try {
    // Only a \u escape can decode to what the raw text does not show; the reviver's cost is paid only then.
    parsed =
      unsearchable || !text.includes('\\u')
        ? JSON.parse(text)
        : JSON.parse(text, (key, value: unknown) => {
            unsearchable ||= UNSEARCHABLE.test(key) || (typeof value === 'string' && UNSEARCHABLE.test(value));
            return value;
          });
  } catch {
    throw invalidRequest(INVALID_JSON_MESSAGE);
  }
  if (unsearchable) throw invalidRequest(UNSEARCHABLE_MESSAGE);
  return parsed;
}

async function run(search: SearchPort, requests: readonly SearchRequest[]) {
  try {
    return await search.search(requests);
  } catch (e) {
    if (e instanceof SearchRequestError) throw new HttpError(e.code, e.message);
    throw e;
  }
}

/**
 * Registers the search API in its own scope: its body parser (JSON whatever the Content-Type), credential check
 * and `{ message, status }` error shape stay there. Answers as the module docstring says.
 */
export async function registerSearchRoutes(app: FastifyInstance, deps: { readonly search: SearchPort }): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => {
      try {
        done(null, parseJsonBody(String(body)));
      } catch (e) {
        done(e as HttpError, undefined);
      }
    });
    scope.setErrorHandler((error: { statusCode?: number; message: string }, req, reply: FastifyReply) => {
      // A 4xx is a refused request: ours (HttpError, its status from the table) or fastify's own protocol answers
      // (413 body too large, ...), which have no error code. Anything else is a bug, logged.
      const { statusCode } = error;
      const refused = isClientErrorStatus(statusCode);
      const status = refused ? statusCode : statusFor('server/error');
      if (!refused) req.log.error({ err: error }, 'search failed');
      void reply.code(status).send({ message: refused ? error.message : 'Internal server error', status });
    });
    scope.addHook('onRequest', async (req, reply) => {
      // fastify answers 415 to a Content-Type that is not a media type at all ('json', ''), before any parser;
      // Algolia ignores the header, so such a header is dropped and the body goes to the parser above.
      if (req.headers['content-type'] !== undefined && req.mediaType === undefined)
        delete req.raw.headers['content-type'];
      if (!credential(req, 'x-algolia-application-id') || !credential(req, 'x-algolia-api-key')) {
        const status = statusFor('auth/forbidden');
        return reply.code(status).send({ message: 'Invalid Application-ID or API key', status });
      }
      return undefined;
    });
    scope.addHook('preHandler', async (req) => checkUrlQuery(req));

    scope.post<{ Params: { indexName: string } }>('/1/indexes/:indexName/queries', async (req, reply) => {
      if (req.params.indexName !== '*') throw new HttpError('search/index-not-found', 'Index does not exist');
      const { requests, strategy, ...rest } = parseBody(multipleQueriesSchema, req.body);
      const [unknown] = Object.keys(rest);
      if (unknown !== undefined) throw invalidRequest(unknownParameterMessage(unknown));
      if (strategy === 'stopIfEnoughMatches') throw invalidRequest(`Strategy '${strategy}' is not supported`);
      const searchRequests = requests.map(({ indexName, params, type, ...fields }) => {
        if (type !== undefined && type !== 'default') throw invalidRequest(`Search of type '${type}' is not supported`);
        return toSearchRequest(indexName, searchParameters(fields, params));
      });
      // Written here, not by fastify: a cached answer's hits are written once (response-json.ts).
      const body = multiQueryJson(await run(deps.search, searchRequests));
      return reply.type(JSON_TYPE).send(body);
    });

    scope.post<{ Params: { indexName: string } }>('/1/indexes/:indexName/query', async (req, reply) => {
      const { params, ...fields } = parseBody(singleQuerySchema, req.body);
      const [result] = await run(deps.search, [
        toSearchRequest(req.params.indexName, searchParameters(fields, params)),
      ]);
      return reply.type(JSON_TYPE).send(result === undefined ? undefined : searchResponseJson(result));
    });
  });
}
