import type { Container } from 'inversify';
import { HttpContent, HttpContentEditor } from '../builder/http-content';
import type { Database } from '../embedded/db/database';
import { EmbeddedContent } from '../embedded/content/embedded-content';
import { PortError } from '../../core/shared';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { ContentEditorPort } from '../../ports/content';
import { token, TOKENS, type Token } from '../../ports/tokens';
import type { RemoteConfig } from './env';

/** The embedded content store, one per container, bound to both content ports. */
export const EMBEDDED_CONTENT: Token<EmbeddedContent> = token<EmbeddedContent>('wiring.EmbeddedContent');

/** Builder's defaults when the remote configuration names no content service. */
export const DEFAULT_BUILDER = { url: 'https://cdn.builder.io', apiKey: 'nutshell-public' } as const;

/**
 * Binds the content ports of the embedded profile (spec: shell-account §7 CMS content): TOKENS.Content and
 * TOKENS.ContentEditor to one EmbeddedContent on the database (`database`: the wiring's Database token).
 */
export function bindEmbeddedContent(c: Container, database: Token<Database>): void {
  c.bind(EMBEDDED_CONTENT).toResolvedValue(
    (d: Database, k: Clock, i: IdGenerator) => new EmbeddedContent(d, k, i),
    [database, TOKENS.Clock, TOKENS.Ids],
  );
  c.bind(TOKENS.Content).toResolvedValue((e: EmbeddedContent) => e, [EMBEDDED_CONTENT]);
  c.bind(TOKENS.ContentEditor).toResolvedValue((e: EmbeddedContent) => e, [EMBEDDED_CONTENT]);
}

/**
 * Binds the content ports of the remote profile: HttpContent over Builder's Content API (BUILDER_URL,
 * BUILDER_API_KEY) and HttpContentEditor over its Write API with BUILDER_PRIVATE_KEY as the bearer token (a write
 * without one fails with PortError before any request).
 */
export function bindRemoteContent(c: Container, config: RemoteConfig, fetchFn: typeof fetch): void {
  const content = config.content ?? DEFAULT_BUILDER;
  const options = { baseUrl: content.url.replace(/\/+$/, ''), apiKey: content.apiKey, fetch: fetchFn };
  c.bind(TOKENS.Content).toResolvedValue(() => new HttpContent(options));
  const privateKey = config.content?.privateKey;
  const bearer = async () => {
    if (!privateKey) throw new PortError('content', 'BUILDER_PRIVATE_KEY is not set');
    return privateKey;
  };
  c.bind(TOKENS.ContentEditor).toResolvedValue(() => new HttpContentEditor({ ...options, bearer }));
}

/**
 * The CLI's content editor over HTTP: a local server's Write API with a client-credentials token from its
 * /commerce/oauth/token (fetched once), or, without `client` (the remote profile), the container's ContentEditor.
 */
export function cliContentEditor(
  c: Container,
  fetchFn: typeof fetch,
  client?: { readonly baseUrl: string; readonly clientId: string; readonly clientSecret: string },
): ContentEditorPort {
  if (!client) return c.get(TOKENS.ContentEditor);
  let token: Promise<string> | undefined;
  const bearer = () => (token ??= clientToken(fetchFn, client));
  const baseUrl = client.baseUrl.replace(/\/+$/, '');
  return new HttpContentEditor({ baseUrl, apiKey: DEFAULT_BUILDER.apiKey, fetch: fetchFn, bearer });
}

/** A client-credentials access token of a local server; PortError when it refuses or cannot be reached. */
async function clientToken(
  fetchFn: typeof fetch,
  client: { readonly baseUrl: string; readonly clientId: string; readonly clientSecret: string },
): Promise<string> {
  const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
  const res = await fetchFn(`${client.baseUrl}/commerce/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  }).catch((e: unknown) => {
    throw new PortError('content', 'the local server is unreachable', undefined, { cause: e });
  });
  const body = (await res.json().catch(() => undefined)) as { access_token?: unknown } | undefined;
  if (!res.ok || typeof body?.access_token !== 'string') throw new PortError('content', 'no token', res.status);
  return body.access_token;
}
