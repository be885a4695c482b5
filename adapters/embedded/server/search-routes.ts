import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invalidParamsMessage, searchRequestSchema, SearchRequestError, type SearchErrorCode, type SearchPort, type SearchRequest } from '../../../ports/search';
import { decodeParamsString } from '../search/params-string';

/**
 * The Algolia search API subset on the local server (spec: shell-account §7 Search service; DESIGN §1 "The
 * wire protocols the local server speaks"), so that `algoliasearch` and InstantSearch work unchanged:
 * - POST /1/indexes/*\/queries with `{ requests: [{ indexName, params: 'query=...' } | { indexName, query, ... }] }`
 *   → `{ results: [...] }` (params as a URL-encoded string, as v4 sends them, or as fields, as v5 does);
 * - POST /1/indexes/:indexName/query with the parameters (or `{ params }`) → one result.
 * Bodies come as application/json or text/plain JSON. Credentials: any non-empty x-algolia-application-id
 * and x-algolia-api-key, in headers or query (locally app id 'nutshell', search key 'nutshell-search').
 * Errors are Algolia's `{ message, status }`: 400 invalid parameters, 403 no credentials, 404 unknown index.
 */

/** HTTP status of each search error code (the search API's one table). */
const STATUS: Readonly<Record<SearchErrorCode, number>> = {
  'search/index-not-found': 404,
  'search/invalid-request': 400,
};

/** Most queries in one multi-query request. */
export const MAX_QUERIES_PER_REQUEST = 50;

const entrySchema = z.looseObject({ indexName: z.string().min(1), params: z.string().optional(), type: z.string().optional() });
const multipleQueriesSchema = z.looseObject({ requests: z.array(entrySchema).min(1).max(MAX_QUERIES_PER_REQUEST) });
const singleQuerySchema = z.looseObject({ params: z.string().optional() });

/** An error that carries its HTTP status (fastify's convention), answered as `{ message, status }`. */
class HttpError extends Error {
  constructor(readonly statusCode: number, message: string) {
    super(message);
  }
}

function credential(req: FastifyRequest, name: string): string {
  const header = req.headers[name];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const query = req.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.[name] === 'string' ? (query[name] as string) : undefined;
  return (fromHeader ?? fromQuery ?? '').trim();
}

/** One request entry (v4 `params` string or v5 fields) validated into a SearchRequest; throws HttpError 400. */
function toSearchRequest(indexName: string, entry: Record<string, unknown>): SearchRequest {
  const { params, type, ...fields } = entry;
  if (type !== undefined && type !== 'default') throw new HttpError(400, `Search of type '${String(type)}' is not supported`);
  const decoded = typeof params === 'string' ? decodeParamsString(params) : {};
  const parsed = searchRequestSchema.safeParse({ ...fields, ...decoded, indexName });
  if (!parsed.success) throw new HttpError(400, invalidParamsMessage(parsed.error));
  return parsed.data;
}

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new HttpError(400, invalidParamsMessage(parsed.error));
  return parsed.data;
}

async function run(search: SearchPort, requests: readonly SearchRequest[]) {
  try {
    return await search.search(requests);
  } catch (e) {
    if (e instanceof SearchRequestError) throw new HttpError(STATUS[e.code], e.message);
    throw e;
  }
}

/** Registers the search API in its own scope (its text/plain JSON parser and error shape stay there). */
export async function registerSearchRoutes(app: FastifyInstance, deps: { readonly search: SearchPort }): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
      try {
        done(null, JSON.parse(String(body)) as unknown);
      } catch {
        done(new HttpError(400, 'Invalid JSON in the request body'), undefined);
      }
    });
    scope.setErrorHandler((error: { statusCode?: number; message: string }, req, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) req.log.error({ err: error }, 'search failed');
      void reply.code(status).send({ message: status === 500 ? 'Internal server error' : error.message, status });
    });
    scope.addHook('onRequest', async (req, reply) => {
      if (!credential(req, 'x-algolia-application-id') || !credential(req, 'x-algolia-api-key')) {
        return reply.code(403).send({ message: 'Invalid Application-ID or API key', status: 403 });
      }
      return undefined;
    });

    scope.post<{ Params: { indexName: string } }>('/1/indexes/:indexName/queries', async (req) => {
      if (req.params.indexName !== '*') throw new HttpError(404, 'Index does not exist');
      const body = parseBody(multipleQueriesSchema, req.body);
      const requests = body.requests.map((entry) => toSearchRequest(entry.indexName, entry));
      return { results: await run(deps.search, requests) };
    });

    scope.post<{ Params: { indexName: string } }>('/1/indexes/:indexName/query', async (req) => {
      const body = parseBody(singleQuerySchema, req.body);
      const [result] = await run(deps.search, [toSearchRequest(req.params.indexName, body)]);
      return result;
    });
  });
}
