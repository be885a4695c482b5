import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CONTENT_MODELS, isContentEditError, type ContentModelName } from '../../../core/content';
import type { DomainError } from '../../../core/shared';
import type { Clock } from '../../../ports/clock';
import type { ContentDraft, ContentEditorPort, ContentPort } from '../../../ports/content';
import {
  builderPatchBodySchema,
  builderWriteBodySchema,
  toBuilderEntry,
  type BuilderEntry,
} from '../../../ports/content-wire';
import type { Database } from '../db/database';
import { statusFor } from './error-status';
import { hasValidToken } from './oauth';

/** The Content API's public key when none is configured (env BUILDER_API_KEY). */
export const DEFAULT_CONTENT_API_KEY = 'nutshell-public';
/** The most entries one Content API request answers. */
export const MAX_CONTENT_LIMIT = 100;

/** What the content routes serve; each absent: those routes are not mounted. */
export interface ContentServerDeps {
  /** The content served to the storefront: Builder's Content API, resolve-path's content pages, the shell. */
  readonly content?: ContentPort;
  /** The editors' writes: Builder's Write API, the CLI's `nutshell content` over HTTP. */
  readonly contentEditor?: ContentEditorPort;
  /** The Content API's public key (env BUILDER_API_KEY); default DEFAULT_CONTENT_API_KEY. */
  readonly contentApiKey?: string;
}

/** The refusal body of the content routes: `{ statusCode, message, errors: [{ message, key, issues? }] }`. */
function refuse(reply: FastifyReply, e: DomainError): FastifyReply {
  const statusCode = statusFor(e.code);
  const issues = e.details?.issues;
  return reply.code(statusCode).send({
    statusCode,
    message: e.message,
    errors: [{ message: e.message, key: e.code, ...(issues ? { issues } : {}) }],
  });
}

const invalid = (reply: FastifyReply, message: string, issues?: unknown) =>
  refuse(reply, { code: 'validation/invalid', message, ...(issues ? { details: { issues } } : {}) });

const zodIssues = (e: z.ZodError) => e.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));

/** A model of the path, or undefined (answered 400) for a name that is not one of CONTENT_MODELS. */
function modelOf(req: FastifyRequest, reply: FastifyReply): ContentModelName | undefined {
  const model = (req.params as { model?: string }).model ?? '';
  if ((CONTENT_MODELS as readonly string[]).includes(model)) return model as ContentModelName;
  void invalid(reply, `Unknown content model '${model.slice(0, 100)}'; one of ${CONTENT_MODELS.join(', ')}.`);
  return undefined;
}

const contentQuery = z.object({
  apiKey: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_CONTENT_LIMIT).default(1),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  userAttributes: z.string().max(10_000).optional(),
  includeUnpublished: z.enum(['true', 'false']).optional(),
});

/** userAttributes=<JSON object of scalars>, parsed; a string when it is not one (the 400's message). */
function userAttributesOf(json: string | undefined): Record<string, unknown> | string {
  if (json === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return 'userAttributes must be JSON.';
  }
  const parsed = z
    .record(z.string().max(100), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]))
    .safeParse(value);
  return parsed.success ? parsed.data : 'userAttributes must be a JSON object of strings, numbers and booleans.';
}

/**
 * GET /api/v3/content/{model}?apiKey=&limit=&offset=&userAttributes=<JSON>&includeUnpublished=true (Builder's
 * Content API; spec: shell-account §7 CMS content): `{ results: [...] }` of the entries served for the user
 * attributes, best first, from `offset`, at most `limit` (default 1, at most 100). A wrong or missing apiKey is 401;
 * an unknown model or bad JSON 400; includeUnpublished counts only with the API client's bearer token (a preview),
 * else it is ignored.
 */
function registerContentApi(app: FastifyInstance, content: ContentPort, deps: ContentRouteDeps): void {
  app.get('/api/v3/content/:model', async (req, reply) => {
    const q = contentQuery.safeParse(req.query);
    if (!q.success) return invalid(reply, zodIssues(q.error)[0]?.message ?? 'Invalid query.', zodIssues(q.error));
    if (q.data.apiKey !== (deps.contentApiKey ?? DEFAULT_CONTENT_API_KEY))
      return refuse(reply, { code: 'auth/unauthorized', message: 'The apiKey is missing or wrong.' });
    const model = modelOf(req, reply);
    if (!model) return reply;
    const userAttributes = userAttributesOf(q.data.userAttributes);
    if (typeof userAttributes === 'string') return invalid(reply, userAttributes);
    const previews = q.data.includeUnpublished === 'true' && (await hasValidToken(req, deps.db, deps.clock));
    const served = await content.entries(model, {
      userAttributes,
      includeUnpublished: previews,
      limit: q.data.offset + q.data.limit,
    });
    return reply.send({ results: served.slice(q.data.offset).map(toBuilderEntry) });
  });
}

/** Answers a write: the entry on the wire, or the editor's refusal (404 not found, 400 invalid with issues). */
async function answerWrite(reply: FastifyReply, write: () => Promise<BuilderEntry>): Promise<FastifyReply> {
  try {
    return reply.send(await write());
  } catch (e) {
    if (isContentEditError(e)) return refuse(reply, e.error);
    throw e;
  }
}

/** ContentDraft of a parsed write body (the wire's '@type' tags dropped). */
function draftOf(body: z.output<typeof builderPatchBodySchema>, name: string, data: Record<string, unknown>) {
  const { query, ...rest } = body;
  const draft: ContentDraft = {
    ...rest,
    name,
    data,
    ...(query ? { query: query.map(({ property, operator, value }) => ({ property, operator, value })) } : {}),
  };
  return draft;
}

/**
 * Builder's Write API with the API client's bearer token (401 without): POST /api/v1/write/{model} (create or change
 * the entry named `name`), PATCH /api/v1/write/{model}/{id} (change that entry; 404 unknown), each answering the
 * entry; GET /api/v1/write/{model} (every entry of the model, drafts and archived ones too: `{ results }`) and
 * GET /api/v1/write/{model}/{idOrName} (one, or 404) for the CLI. A body that fails its schema, or data that does not
 * fit the model, is 400 with `errors[0].issues`.
 */
function registerWriteApi(app: FastifyInstance, editor: ContentEditorPort, deps: ContentRouteDeps): void {
  app.register(async (api) => {
    api.addHook('onRequest', async (req, reply) =>
      (await hasValidToken(req, deps.db, deps.clock))
        ? undefined
        : refuse(reply, { code: 'auth/unauthorized', message: 'The token is missing, invalid or expired.' }),
    );
    api.get('/api/v1/write/:model', async (req, reply) => {
      const model = modelOf(req, reply);
      return model ? reply.send({ results: (await editor.list(model)).map(toBuilderEntry) }) : reply;
    });
    api.get('/api/v1/write/:model/:id', async (req, reply) => {
      const model = modelOf(req, reply);
      if (!model) return reply;
      const id = String((req.params as { id: string }).id).slice(0, 200);
      const entry = await editor.get(model, id);
      return entry ? reply.send(toBuilderEntry(entry)) : refuse(reply, notFound(model, id));
    });
    api.post('/api/v1/write/:model', async (req, reply) => {
      const model = modelOf(req, reply);
      if (!model) return reply;
      const body = builderWriteBodySchema.safeParse(req.body);
      if (!body.success)
        return invalid(reply, zodIssues(body.error)[0]?.message ?? 'Invalid body.', zodIssues(body.error));
      const draft = draftOf(body.data, body.data.name, body.data.data);
      return answerWrite(reply, async () => toBuilderEntry(await editor.put(model, draft)));
    });
    api.patch('/api/v1/write/:model/:id', async (req, reply) => {
      const model = modelOf(req, reply);
      if (!model) return reply;
      const body = builderPatchBodySchema.safeParse(req.body ?? {});
      if (!body.success)
        return invalid(reply, zodIssues(body.error)[0]?.message ?? 'Invalid body.', zodIssues(body.error));
      const id = String((req.params as { id: string }).id).slice(0, 200);
      const old = await editor.get(model, id);
      if (!old) return refuse(reply, notFound(model, id));
      if (body.data.name !== undefined && body.data.name !== old.name)
        return invalid(reply, 'An entry keeps its name; write a new entry under the new name instead.');
      const onlyState = Object.keys(body.data).every((k) => k === 'published' || k === 'name');
      return answerWrite(reply, async () =>
        toBuilderEntry(
          onlyState && body.data.published
            ? await editor.setState(model, old.id, body.data.published)
            : await editor.put(model, draftOf(body.data, old.name, body.data.data ?? old.data)),
        ),
      );
    });
  });
}

function notFound(model: ContentModelName, id: string): DomainError {
  return { code: 'content/not-found', message: `No ${model} entry has the id or name '${id}'.` };
}

/** What the content routes use: the served content and the editor, the public key, and the bearer-token check. */
export interface ContentRouteDeps extends ContentServerDeps {
  readonly db: Database;
  readonly clock: Clock;
}

/**
 * Builder's wire protocol on the local server (spec: shell-account §7 CMS content; DESIGN §1 "Content: Builder's
 * content API"): the Content API when `content` is given, the Write API when `contentEditor` is.
 */
export function registerContentRoutes(app: FastifyInstance, deps: ContentRouteDeps): void {
  if (deps.content) registerContentApi(app, deps.content, deps);
  if (deps.contentEditor) registerWriteApi(app, deps.contentEditor, deps);
}
