import type { EndRequest, Requester, Response as AlgoliaResponse } from '@algolia/client-common';

/**
 * An algoliasearch requester on a fetch function (for recording and replaying the client's exchanges, or a
 * fetch with its own agent). Query parameters named x-algolia-* (agent string, credentials) are dropped from
 * the URL and sent as headers only, so a recorded exchange does not depend on the client's version string.
 */
export function fetchRequester(fetchFn: typeof fetch): Requester {
  return {
    async send(request: EndRequest): Promise<AlgoliaResponse> {
      const url = new URL(request.url);
      for (const key of [...url.searchParams.keys()]) if (key.startsWith('x-algolia-')) url.searchParams.delete(key);
      try {
        const res = await fetchFn(url.toString(), {
          method: request.method,
          headers: request.headers,
          body:
            typeof request.data === 'string' || request.data === undefined
              ? request.data
              : new TextDecoder().decode(request.data),
        });
        return { status: res.status, content: await res.text(), isTimedOut: false };
      } catch (e) {
        return { status: 0, content: e instanceof Error ? e.message : String(e), isTimedOut: false };
      }
    },
  };
}
