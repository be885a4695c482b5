import { liteClient } from 'algoliasearch/lite';
import type { FastifyInstance } from 'fastify';

/** Credentials of the local search API (the browser's: README "Local service endpoints"). */
const CREDENTIALS = { appId: 'nutshell', apiKey: 'nutshell-search' } as const;

/**
 * An `algoliasearch/lite` client whose requests the local server answers in process (`app.inject`) instead of over a
 * socket: the server renderer's search client (search results in the HTML, against the same search API
 * the browser's client calls). Requests and answers are the Algolia wire format, through the same routes.
 */
export function inProcessSearchClient(app: FastifyInstance): ReturnType<typeof liteClient> {
  return liteClient(CREDENTIALS.appId, CREDENTIALS.apiKey, {
    hosts: [{ url: 'local.search', protocol: 'http', accept: 'read' }],
    requester: {
      async send(request) {
        const url = new URL(request.url);
        const res = await app.inject({
          method: request.method as 'GET' | 'POST',
          url: `${url.pathname}${url.search}`,
          headers: request.headers,
          ...(request.data !== undefined ? { payload: request.data } : {}),
        });
        return { status: res.statusCode, content: res.body, isTimedOut: false };
      },
    },
  });
}
