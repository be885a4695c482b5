import { ClientBuilder, type Client } from '@commercetools/ts-client';
import { createApiBuilderFromCtpClient, type ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import { PortError } from '../../core/shared';

/** Where and as whom to call a commercetools project (WIRE.md). */
export interface CtApiConfig {
  /** API host, e.g. `http://localhost:3000/commerce` for the local server or `https://api.europe-west1.gcp.commercetools.com`. */
  readonly apiUrl: string;
  /** Auth host (the token is POSTed to `{authUrl}/oauth/token`). */
  readonly authUrl: string;
  readonly projectKey: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The fetch to use (tests pass a recording or replaying fetch); the global fetch by default. */
  readonly fetch?: typeof fetch;
  /** Request timeout in ms (default 10,000). */
  readonly timeoutMs?: number;
}

/**
 * The official commercetools client for a project: the client-credentials flow and the HTTP middleware with
 * retries of 502/503/504 and network failures (up to MAX_RETRIES), built with @commercetools/ts-client.
 */
export function createCtApi(config: CtApiConfig): ByProjectKeyRequestBuilder {
  const httpClient = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const client: Client = new ClientBuilder()
    .withProjectKey(config.projectKey)
    .withClientCredentialsFlow({
      host: config.authUrl,
      projectKey: config.projectKey,
      credentials: { clientId: config.clientId, clientSecret: config.clientSecret },
      httpClient,
    })
    .withHttpMiddleware({
      host: config.apiUrl,
      httpClient,
      timeout: config.timeoutMs ?? 10_000,
      enableRetry: true,
      retryConfig: {
        maxRetries: MAX_RETRIES,
        retryDelay: 50,
        backoff: true,
        maxDelay: 1_000,
        retryCodes: [502, 503, 504],
        retryOnAbort: true,
      },
    })
    .build();
  return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: config.projectKey });
}

import { MAX_RETRIES } from '../http/request-json';
import type { CtAnswer } from './ct-errors';
export type { CtAnswer } from './ct-errors';

interface Executable<T> {
  execute(): Promise<{ body: T; statusCode?: number }>;
}

function errorStatus(e: unknown): { status: number; body: unknown } | undefined {
  if (!e || typeof e !== 'object') return undefined;
  const rec = e as { statusCode?: unknown; status?: unknown; body?: unknown; error?: unknown };
  const inner =
    rec.error && typeof rec.error === 'object' ? (rec.error as { statusCode?: unknown; body?: unknown }) : undefined;
  const status = [rec.statusCode, rec.status, inner?.statusCode].find(
    (s): s is number => typeof s === 'number' && s > 0,
  );
  if (status === undefined) return undefined;
  const body = rec.body ?? inner?.body ?? rec.error;
  return { status, body };
}

/**
 * Executes an SDK request and answers its status and body, errors included (4xx are answers, not throws).
 * Throws PortError when the platform is unreachable or answers 5xx after the retries.
 */
export async function run<T>(request: Executable<T>): Promise<CtAnswer> {
  try {
    const res = await request.execute();
    return { status: res.statusCode ?? 200, body: res.body };
  } catch (e) {
    const answer = errorStatus(e);
    if (answer && answer.status < 500) return answer;
    throw new PortError(
      'commerce',
      answer ? `commerce platform answered HTTP ${answer.status}` : 'commerce platform unreachable',
      answer?.status,
      { cause: e },
    );
  }
}

/** The CtApiConfig of a Nutshell local server at `baseUrl` (its commercetools API answers under `/commerce`). */
export function localServerConfig(
  baseUrl: string,
  client: { clientId: string; clientSecret: string },
  projectKey = 'nutshell',
  fetchFn?: typeof fetch,
): CtApiConfig {
  return { apiUrl: `${baseUrl}/commerce`, authUrl: `${baseUrl}/commerce`, projectKey, ...client, fetch: fetchFn };
}
