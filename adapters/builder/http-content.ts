import {
  CONTENT_MODELS,
  ContentEditError,
  type ContentEntry,
  type ContentModelName,
  type ContentState,
} from '../../core/content';
import { PortError, type DomainError } from '../../core/shared';
import {
  CONTENT_TIMEOUT_MS,
  type ContentDraft,
  type ContentEditorPort,
  type ContentPort,
  type ContentRequest,
} from '../../ports/content';
import { builderEntrySchema, builderResultsSchema, fromBuilderEntry, toBuilderEntry } from '../../ports/content-wire';
import { z } from 'zod';

/** Where the Builder API is and how to call it: its base URL (no trailing slash), the public key, fetch. */
export interface BuilderOptions {
  /** e.g. 'https://cdn.builder.io', or a Nutshell local server's origin. */
  readonly baseUrl: string;
  /** The public API key the Content API takes as `apiKey`. */
  readonly apiKey: string;
  readonly fetch: typeof fetch;
}

/** The editor's options: the Builder options and the bearer token of the Write API (the private key, a local token). */
export interface BuilderEditorOptions extends BuilderOptions {
  readonly bearer: () => Promise<string>;
}

const PORT = 'content';

/** Builder's refusal body (the local server's form): `errors[0]` with `key` and optional `issues`. */
const refusalSchema = z.looseObject({
  message: z.string().optional(),
  errors: z
    .array(z.looseObject({ message: z.string(), key: z.string().optional(), issues: z.array(z.unknown()).optional() }))
    .optional(),
});

/** GET or send JSON with the request's signal and CONTENT_TIMEOUT_MS; PortError when unreachable or timed out. */
async function call(fetchFn: typeof fetch, url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(CONTENT_TIMEOUT_MS);
  try {
    return await fetchFn(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (e) {
    const timedOut = timeout.aborted;
    throw new PortError(PORT, timedOut ? `timed out after ${CONTENT_TIMEOUT_MS} ms` : 'unreachable', undefined, {
      cause: e,
    });
  }
}

/** The JSON body of `res` parsed by `schema`; PortError for a body that is not JSON or not of that shape. */
async function bodyOf<T>(res: Response, schema: z.ZodType<T>, what: string): Promise<T> {
  const json: unknown = await res.json().catch(() => undefined);
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new PortError(PORT, `bad answer to ${what}`, res.status);
  return parsed.data;
}

/**
 * ContentPort over Builder's Content API (GET {baseUrl}/api/v3/content/{model}?apiKey=&limit=&userAttributes=
 * [&includeUnpublished=true]; spec: shell-account §7 CMS content "4000 ms abort timeout"). Aborted after
 * CONTENT_TIMEOUT_MS or by the request's signal. Errors: PortError for a failure, a timeout, a non-2xx status or an
 * answer that is not `{ results: [...] }` of Builder entries.
 */
export class HttpContent implements ContentPort {
  constructor(private readonly options: BuilderOptions) {}

  async entries(model: ContentModelName, request: ContentRequest): Promise<readonly ContentEntry[]> {
    const q = new URLSearchParams({
      apiKey: this.options.apiKey,
      limit: String(request.limit ?? 1),
      userAttributes: JSON.stringify(request.userAttributes),
    });
    if (request.includeUnpublished) q.set('includeUnpublished', 'true');
    const url = `${this.options.baseUrl}/api/v3/content/${model}?${q}`;
    const res = await call(this.options.fetch, url, { headers: { accept: 'application/json' } }, request.signal);
    if (!res.ok) throw new PortError(PORT, `GET /api/v3/content/${model} answered ${res.status}`, res.status);
    const body = await bodyOf(res, builderResultsSchema, `GET /api/v3/content/${model}`);
    return body.results.map((r) => fromBuilderEntry(r, model));
  }
}

/**
 * ContentEditorPort over Builder's Write API with the bearer token (POST {baseUrl}/api/v1/write/{model}, PATCH
 * {baseUrl}/api/v1/write/{model}/{id}) and its list reads (GET /api/v1/write/{model}[/{idOrName}], the local
 * server's). A 404 is 'content/not-found' and a 400 'validation/invalid' (with the answer's issues), thrown as
 * ContentEditError; anything else that is not 2xx, a timeout or a bad answer is PortError.
 */
export class HttpContentEditor implements ContentEditorPort {
  constructor(private readonly options: BuilderEditorOptions) {}

  async list(model?: ContentModelName): Promise<readonly ContentEntry[]> {
    if (!model) return (await Promise.all(CONTENT_MODELS.map((m) => this.list(m)))).flat();
    const res = await this.send('GET', `/api/v1/write/${model}`);
    const body = await bodyOf(res, builderResultsSchema, `GET /api/v1/write/${model}`);
    return body.results.map((r) => fromBuilderEntry(r, model));
  }

  async get(model: ContentModelName, idOrName: string): Promise<ContentEntry | undefined> {
    const res = await this.send('GET', `/api/v1/write/${model}/${encodeURIComponent(idOrName)}`, undefined, true);
    if (res.status === 404) return undefined;
    return fromBuilderEntry(await bodyOf(res, builderEntrySchema, 'GET /api/v1/write'), model);
  }

  async put(model: ContentModelName, draft: ContentDraft): Promise<ContentEntry> {
    const wire = toBuilderEntry({
      id: '0'.repeat(32),
      modelName: model,
      published: draft.published ?? 'draft',
      query: draft.query ?? [],
      lastUpdated: 0,
      createdDate: 0,
      ...draft,
    });
    const body = {
      name: draft.name,
      data: draft.data,
      ...(draft.published ? { published: draft.published } : {}),
      ...(draft.query ? { query: wire.query } : {}),
      ...(draft.priority !== undefined ? { priority: draft.priority } : {}),
      ...(draft.startDate !== undefined ? { startDate: draft.startDate } : {}),
      ...(draft.endDate !== undefined ? { endDate: draft.endDate } : {}),
    };
    const res = await this.send('POST', `/api/v1/write/${model}`, body);
    return fromBuilderEntry(await bodyOf(res, builderEntrySchema, 'POST /api/v1/write'), model);
  }

  async setState(model: ContentModelName, idOrName: string, state: ContentState): Promise<ContentEntry> {
    const res = await this.send('PATCH', `/api/v1/write/${model}/${encodeURIComponent(idOrName)}`, {
      published: state,
    });
    return fromBuilderEntry(await bodyOf(res, builderEntrySchema, 'PATCH /api/v1/write'), model);
  }

  /** One Write API call; a 400 or 404 thrown as ContentEditError (404 answered when `notFoundIsAnswer`). */
  private async send(method: string, path: string, body?: unknown, notFoundIsAnswer = false): Promise<Response> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${await this.options.bearer()}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    };
    const init = { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) };
    const res = await call(this.options.fetch, `${this.options.baseUrl}${path}`, init);
    if (res.ok || (notFoundIsAnswer && res.status === 404)) return res;
    if (res.status === 400 || res.status === 404) throw new ContentEditError(await refusalOf(res));
    throw new PortError(PORT, `${method} ${path} answered ${res.status}`, res.status);
  }
}

/** The DomainError of a 400 or 404 answer. */
async function refusalOf(res: Response): Promise<DomainError> {
  const body = await bodyOf(res, refusalSchema, 'a refused write');
  const first = body.errors?.[0];
  const message = first?.message ?? body.message ?? `answered ${res.status}`;
  if (res.status === 404) return { code: 'content/not-found', message };
  return { code: 'validation/invalid', message, ...(first?.issues ? { details: { issues: first.issues } } : {}) };
}
