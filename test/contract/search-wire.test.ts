import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchProductRecord, SearchResponse } from '../../ports/search';
import { startTestServer, TEST_CLIENT, type TestServer } from '../support/test-server';
import { algoliasearchV4BrowserLite, algoliasearchV4Node } from './search-v4-port';

/**
 * The local server's Algolia wire protocol as algoliasearch 4 speaks it (spec: shell-account §7 Search service;
 * adapters/embedded/server/search-routes.ts): bodies read as JSON whatever their Content-Type (v4 labels its JSON
 * application/x-www-form-urlencoded), credentials from headers or URL query parameters, and Algolia's
 * `{ message, status }` refusals for everything it does not take, so that nothing is silently ignored.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const CREDENTIAL_HEADERS = { 'x-algolia-application-id': 'nutshell', 'x-algolia-api-key': 'nutshell-search' } as const;
const CREDENTIAL_QUERY =
  'x-algolia-agent=Algolia%20for%20JavaScript%20(4.26.0)%3B%20Browser%20(lite)&x-algolia-api-key=nutshell-search&x-algolia-application-id=nutshell';
const FORM = 'application/x-www-form-urlencoded';

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/**
 * POSTs `body` to the search API. `contentType` undefined sends no Content-Type at all (a byte body, which fetch
 * does not label); credentials go as headers unless `credentials` is 'query' (the browser builds' way) or 'none'.
 */
async function post(
  path: string,
  body: string,
  options: {
    contentType?: string;
    credentials?: 'headers' | 'query' | 'none';
    query?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const credentials = options.credentials ?? 'headers';
  const query = [credentials === 'query' ? CREDENTIAL_QUERY : '', options.query ?? ''].filter(Boolean).join('&');
  const headers: Record<string, string> = {
    ...(credentials === 'headers' ? CREDENTIAL_HEADERS : {}),
    ...options.headers,
  };
  if (options.contentType !== undefined) headers['content-type'] = options.contentType;
  const res = await fetch(`${server.baseUrl}${path}${query ? `?${query}` : ''}`, {
    method: 'POST',
    headers,
    body: options.contentType === undefined ? new TextEncoder().encode(body) : body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const QUERY_BODY = JSON.stringify({ query: 'cashews', hitsPerPage: 3, distinct: true });
const V4_QUERIES_BODY = JSON.stringify({
  requests: [{ indexName: 'Products', params: 'query=cashews&hitsPerPage=3&distinct=true' }],
});
const ids = (r: Record<string, unknown>) => (r.hits as SearchProductRecord[]).map((h) => h.objectID);
const firstResult = (a: Answer) => (a.body.results as SearchResponse[])[0]!;

describe('search wire: a body is JSON whatever its Content-Type', () => {
  it('honours the query and hitsPerPage of a JSON body labelled application/x-www-form-urlencoded, as the same body labelled JSON', async () => {
    const asJson = await post('/1/indexes/Products/query', QUERY_BODY, { contentType: 'application/json' });
    const asForm = await post('/1/indexes/Products/query', QUERY_BODY, { contentType: FORM });
    expect(asJson.status).toBe(200);
    expect(asForm.status).toBe(200);
    expect(asForm.body).toMatchObject({ query: 'cashews', hitsPerPage: 3, nbHits: asJson.body.nbHits });
    expect(ids(asForm.body)).toHaveLength(3);
    expect(ids(asForm.body)).toEqual(ids(asJson.body));
    const everything = await post('/1/indexes/Products/query', '{}', { contentType: 'application/json' });
    expect(asForm.body.nbHits).toBeLessThan(everything.body.nbHits as number);
  });

  it.each([
    'application/x-www-form-urlencoded; charset=UTF-8',
    'text/plain;charset=UTF-8',
    'application/json; charset=utf-8',
    'application/octet-stream',
    'multipart/form-data; boundary=x',
    'text/html',
    'json',
    '',
    undefined,
  ])('reads the body as JSON with Content-Type %j', async (contentType) => {
    const single = await post('/1/indexes/Products/query', QUERY_BODY, { contentType });
    expect(single.status).toBe(200);
    expect(single.body).toMatchObject({ query: 'cashews', hitsPerPage: 3 });
    const multi = await post('/1/indexes/*/queries', V4_QUERIES_BODY, { contentType });
    expect(multi.status).toBe(200);
    expect(ids(firstResult(multi) as unknown as Record<string, unknown>)).toEqual(ids(single.body));
  });

  it('answers */queries with a v4 params string labelled as a form, as the same query sent as v5 fields in JSON', async () => {
    const v4 = await post('/1/indexes/*/queries', V4_QUERIES_BODY, { contentType: FORM, credentials: 'query' });
    expect(v4.status).toBe(200);
    const v5 = await post(
      '/1/indexes/*/queries',
      JSON.stringify({ requests: [{ indexName: 'Products', query: 'cashews', hitsPerPage: 3, distinct: true }] }),
      { contentType: 'application/json' },
    );
    expect(firstResult(v4)).toMatchObject({ query: 'cashews', hitsPerPage: 3, nbHits: firstResult(v5).nbHits });
    expect(firstResult(v4).hits.map((h) => h.objectID)).toEqual(firstResult(v5).hits.map((h) => h.objectID));
  });

  it('takes an empty body as no parameters: /query answers the first page, */queries asks for requests', async () => {
    const empty = await post('/1/indexes/Departments/query', '', { contentType: FORM });
    expect(empty).toMatchObject({ status: 200, body: { index: 'Departments', hitsPerPage: 50 } });
    const none = await post('/1/indexes/*/queries', '', { contentType: FORM });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/^Invalid value for "requests" parameter/);
  });

  it('leaves the rest of the app parsing real forms: the OAuth token route', async () => {
    const res = await fetch(`${server.baseUrl}/commerce/oauth/token`, {
      method: 'POST',
      body: 'grant_type=client_credentials',
      headers: {
        authorization: `Basic ${Buffer.from(`${TEST_CLIENT.clientId}:${TEST_CLIENT.clientSecret}`).toString('base64')}`,
        'content-type': FORM,
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ access_token: expect.any(String) });
  });
});

describe('search wire: credentials', () => {
  it('takes the credentials and the agent string from URL query parameters (browser builds), or from headers (node builds)', async () => {
    expect(
      (await post('/1/indexes/Products/query', QUERY_BODY, { contentType: FORM, credentials: 'query' })).status,
    ).toBe(200);
    const capitalised = 'X-Algolia-Application-Id=nutshell&X-Algolia-API-Key=nutshell-search';
    expect(
      (
        await post('/1/indexes/Products/query', QUERY_BODY, {
          contentType: FORM,
          credentials: 'none',
          query: capitalised,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await post('/1/indexes/Products/query', QUERY_BODY, {
          contentType: FORM,
          headers: { 'x-algolia-agent': 'Algolia for JavaScript (4.27.0); Node.js (20.20.2)' },
        })
      ).status,
    ).toBe(200);
  });

  it('answers 403 without both credentials, wherever they were looked for', async () => {
    const forbidden = { status: 403, body: { message: 'Invalid Application-ID or API key', status: 403 } };
    expect(await post('/1/indexes/Products/query', QUERY_BODY, { contentType: FORM, credentials: 'none' })).toEqual(
      forbidden,
    );
    expect(
      await post('/1/indexes/*/queries', V4_QUERIES_BODY, {
        contentType: FORM,
        credentials: 'none',
        query: 'x-algolia-application-id=nutshell',
      }),
    ).toEqual(forbidden);
    expect(
      await post('/1/indexes/*/queries', V4_QUERIES_BODY, {
        contentType: FORM,
        credentials: 'none',
        query: 'x-algolia-application-id=nutshell&x-algolia-api-key=',
      }),
    ).toEqual(forbidden);
    expect(await post('/1/indexes/*/queries', '{not json', { contentType: FORM, credentials: 'none' })).toEqual(
      forbidden,
    );
  });
});

describe("search wire: refusals, in Algolia's { message, status }", () => {
  const invalidJson = { status: 400, body: { message: 'Invalid JSON in the request body', status: 400 } };

  it.each([
    ['a real form', 'query=almonds&hitsPerPage=3', FORM],
    ['truncated JSON', '{"query": "almonds"', 'application/json'],
    ['XML', '<query>almonds</query>', 'text/xml'],
    ['a bare word', 'almonds', undefined],
  ])('answers 400 Invalid JSON to a body that is not JSON: %s', async (_what, body, contentType) => {
    expect(await post('/1/indexes/Products/query', body, { contentType })).toEqual(invalidJson);
    expect(await post('/1/indexes/*/queries', body, { contentType })).toEqual(invalidJson);
  });

  it('answers 400 to a body string holding NUL or an unpaired surrogate, which the index cannot take', async () => {
    const refused = {
      status: 400,
      body: {
        message: 'The request must not contain NUL characters (U+0000) or unpaired UTF-16 surrogates.',
        status: 400,
      },
    };
    expect(await post('/1/indexes/Products/query', '{"query":"alm\\ud800"}', { contentType: FORM })).toEqual(refused);
    expect(
      await post('/1/indexes/*/queries', '{"requests":[{"indexName":"Products","params":"query=nuts\\u0000"}]}', {
        contentType: 'text/plain',
      }),
    ).toEqual(refused);
    expect(
      await post('/1/indexes/Products/query', '{"highlightPreTag":"\\udfff<b>"}', { contentType: undefined }),
    ).toEqual(refused);
  });

  it('refuses a name Algolia does not know with "Unknown parameter", in the body, the params string or the URL', async () => {
    const unknown = (name: string) => ({ status: 400, body: { message: `Unknown parameter: ${name}`, status: 400 } });
    expect(
      await post('/1/indexes/Products/query', JSON.stringify({ query: 'nuts', foo: 1 }), { contentType: FORM }),
    ).toEqual(unknown('foo'));
    expect(
      await post('/1/indexes/Products/query', JSON.stringify({ params: 'query=nuts&foo=1' }), { contentType: FORM }),
    ).toEqual(unknown('foo'));
    expect(await post('/1/indexes/Products/query', JSON.stringify({ requests: [] }), { contentType: FORM })).toEqual(
      unknown('requests'),
    );
    expect(
      await post(
        '/1/indexes/*/queries',
        JSON.stringify({ requests: [{ indexName: 'Products', params: 'query=nuts&hitsPerPge=3' }] }),
        { contentType: FORM },
      ),
    ).toEqual(unknown('hitsPerPge'));
    expect(
      await post('/1/indexes/*/queries', JSON.stringify({ requests: [{ indexName: 'Products', querry: 'nuts' }] }), {
        contentType: FORM,
      }),
    ).toEqual(unknown('querry'));
    expect(
      await post('/1/indexes/*/queries', JSON.stringify({ requests: [{ indexName: 'Products' }], foo: true }), {
        contentType: FORM,
      }),
    ).toEqual(unknown('foo'));
    expect(
      await post('/1/indexes/*/queries', V4_QUERIES_BODY, {
        contentType: FORM,
        credentials: 'query',
        query: 'query=nuts',
      }),
    ).toEqual(unknown('query'));
  });

  it("takes Algolia's x-algolia-* headers sent as URL parameters, such as algoliasearch 5's browser x-algolia-request-id", async () => {
    const answer = await post('/1/indexes/*/queries', V4_QUERIES_BODY, {
      contentType: 'text/plain',
      credentials: 'query',
      query: 'x-algolia-request-id=7uCWYBZ8UYw',
    });
    expect(answer.status).toBe(200);
    expect(ids(firstResult(answer) as unknown as Record<string, unknown>)).toHaveLength(3);
  });

  it('refuses an Algolia parameter the local index does not implement, rather than ignore it', async () => {
    const unsupported = (name: string) => ({
      status: 400,
      body: { message: `Parameter not supported by the local search server: ${name}`, status: 400 },
    });
    expect(
      await post(
        '/1/indexes/*/queries',
        JSON.stringify({ requests: [{ indexName: 'Products', params: 'query=nuts&getRankingInfo=true' }] }),
        { contentType: FORM },
      ),
    ).toEqual(unsupported('getRankingInfo'));
    expect(
      await post('/1/indexes/Products/query', JSON.stringify({ query: 'nuts', tagFilters: ['vegan'] }), {
        contentType: FORM,
      }),
    ).toEqual(unsupported('tagFilters'));
  });

  it('merges a params string with fields that name other parameters, and refuses one parameter given twice with different values', async () => {
    const merged = await post(
      '/1/indexes/*/queries',
      JSON.stringify({ requests: [{ indexName: 'Products', query: 'cashews', params: 'hitsPerPage=2' }] }),
      { contentType: FORM },
    );
    expect(firstResult(merged)).toMatchObject({ query: 'cashews', hitsPerPage: 2 });
    expect(firstResult(merged).hits).toHaveLength(2);
    const same = await post(
      '/1/indexes/Products/query',
      JSON.stringify({ query: 'cashews', params: 'query=cashews&hitsPerPage=2' }),
      { contentType: FORM },
    );
    expect(same.body).toMatchObject({ query: 'cashews', hitsPerPage: 2 });
    expect(
      await post('/1/indexes/Products/query', JSON.stringify({ query: 'almonds', params: 'query=cashews' }), {
        contentType: FORM,
      }),
    ).toEqual({
      status: 400,
      body: {
        message: 'Invalid value for "query" parameter: given in params and as a field, with different values',
        status: 400,
      },
    });
  });

  it("takes strategy 'none' and type 'default' (what it does), and refuses the others", async () => {
    const entry = { indexName: 'Products', params: 'query=nuts&hitsPerPage=1' };
    expect(
      (
        await post(
          '/1/indexes/*/queries',
          JSON.stringify({ requests: [{ ...entry, type: 'default' }], strategy: 'none' }),
          { contentType: FORM },
        )
      ).status,
    ).toBe(200);
    expect(
      await post('/1/indexes/*/queries', JSON.stringify({ requests: [entry], strategy: 'stopIfEnoughMatches' }), {
        contentType: FORM,
      }),
    ).toEqual({
      status: 400,
      body: { message: "Strategy 'stopIfEnoughMatches' is not supported", status: 400 },
    });
    expect(
      await post('/1/indexes/*/queries', JSON.stringify({ requests: [{ ...entry, type: 'facet', facet: 'tags' }] }), {
        contentType: FORM,
      }),
    ).toEqual({
      status: 400,
      body: { message: "Search of type 'facet' is not supported", status: 400 },
    });
    const badStrategy = await post('/1/indexes/*/queries', JSON.stringify({ requests: [entry], strategy: 'all' }), {
      contentType: FORM,
    });
    expect(badStrategy.status).toBe(400);
    expect(badStrategy.body.message).toMatch(/^Invalid value for "strategy" parameter/);
  });
});

describe('search wire: what algoliasearch 4 sends', () => {
  interface Sent {
    readonly url: URL;
    readonly method: string;
    readonly headers: Record<string, string>;
    readonly body: unknown;
  }
  /** A fetch that notes what it passes on to the server. */
  const capturing =
    (sent: Sent[]): typeof fetch =>
    async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      sent.push({
        url,
        method: init?.method ?? 'GET',
        headers: { ...(init?.headers as Record<string, string>) },
        body: JSON.parse(String(init?.body)) as unknown,
      });
      return fetch(input, init);
    };
  const request = [
    { indexName: 'Products', query: 'cashews', hitsPerPage: 3, distinct: true, facetFilters: [['inStock:true']] },
  ] as const;

  it('browser lite build: a JSON body labelled application/x-www-form-urlencoded, credentials and agent in the URL, params as a string', async () => {
    const sent: Sent[] = [];
    const [result] = await algoliasearchV4BrowserLite({
      appId: 'nutshell',
      apiKey: 'nutshell-search',
      host: { url: server.hostPort, protocol: 'http' },
      fetch: capturing(sent),
    }).search(request);
    expect(sent).toHaveLength(1);
    const [s] = sent;
    expect(s!.method).toBe('POST');
    expect(s!.url.pathname).toBe('/1/indexes/*/queries');
    expect(Object.fromEntries(s!.url.searchParams)).toEqual({
      'x-algolia-agent': 'Algolia for JavaScript (4.26.0); Browser (lite)',
      'x-algolia-api-key': 'nutshell-search',
      'x-algolia-application-id': 'nutshell',
    });
    expect(s!.headers).toEqual({ 'content-type': FORM });
    expect(s!.body).toEqual({
      requests: [
        {
          indexName: 'Products',
          params: 'query=cashews&hitsPerPage=3&distinct=true&facetFilters=%5B%5B%22inStock%3Atrue%22%5D%5D',
        },
      ],
    });
    expect(result).toMatchObject({ query: 'cashews', hitsPerPage: 3 });
    expect(result!.hits).toHaveLength(3);
  });

  it('node build: the same body and label, credentials in headers, the agent (naming Node.js) in the URL', async () => {
    const sent: Sent[] = [];
    const [result] = await algoliasearchV4Node({
      appId: 'nutshell',
      apiKey: 'nutshell-search',
      host: { url: server.hostPort, protocol: 'http' },
      fetch: capturing(sent),
    }).search(request);
    const [s] = sent;
    expect([...s!.url.searchParams.keys()]).toEqual(['x-algolia-agent']);
    expect(s!.url.searchParams.get('x-algolia-agent')).toMatch(/^Algolia for JavaScript \(4\.\d+\.\d+\); Node\.js \(/);
    expect(s!.headers).toEqual({
      'content-type': FORM,
      'x-algolia-api-key': 'nutshell-search',
      'x-algolia-application-id': 'nutshell',
    });
    expect((s!.body as { requests: { params: string }[] }).requests[0]!.params).toContain(
      'query=cashews&hitsPerPage=3',
    );
    expect(result!.hits).toHaveLength(3);
  });
});
