import type { Container } from 'inversify';
import { HttpContent, HttpContentEditor } from '../builder/http-content';
import type { Database } from '../embedded/db/database';
import { EmbeddedContent } from '../embedded/content/embedded-content';
import { PortError } from '../../core/shared';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
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
