import { buildTestApp, injectBearer, TEST_CLIENT, type TestApp } from '../../../test/support/test-server';

let t: TestApp;
let bearer: string;
beforeAll(async () => {
  t = await buildTestApp();
  bearer = await injectBearer(t.app, TEST_CLIENT);
}, 60_000);
afterAll(async () => t?.close());

const attrs = (urlPath: string) => encodeURIComponent(JSON.stringify({ urlPath }));
const get = (url: string, auth = false) =>
  t.app.inject({ method: 'GET', url, headers: auth ? { authorization: `Bearer ${bearer}` } : {} });
const write = (method: 'POST' | 'PATCH', url: string, payload: unknown, auth = true) =>
  t.app.inject({ method, url, payload: payload as object, headers: auth ? { authorization: `Bearer ${bearer}` } : {} });
const draftPage = {
  name: 'draft-page',
  data: { title: 'Seasonal Gifts', url: '/seasonal', description: '', blocks: [] },
  query: [{ property: 'urlPath', operator: 'is', value: '/seasonal' }],
};

describe('GET /api/v3/content/:model (Builder Content API)', () => {
  it("answers the seeded /about-us page under Builder's field names for the right apiKey", async () => {
    const res = await get(`/api/v3/content/page?apiKey=nutshell-public&userAttributes=${attrs('/about-us')}`);
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().results;
    expect(entry).toMatchObject({ name: 'about-us', modelId: 'page', published: 'published' });
    expect(entry.data.title).toBe('About Us');
    expect(Object.keys(entry)).toEqual(expect.arrayContaining(['id', 'lastUpdated', 'createdDate', 'query']));
  });

  it('refuses a wrong or missing apiKey (401), an unknown model or bad JSON (400)', async () => {
    expect((await get('/api/v3/content/page?apiKey=wrong')).statusCode).toBe(401);
    expect((await get('/api/v3/content/page')).statusCode).toBe(401);
    expect((await get('/api/v3/content/blog?apiKey=nutshell-public')).statusCode).toBe(400);
    expect((await get('/api/v3/content/page?apiKey=nutshell-public&userAttributes=%7Bnope')).statusCode).toBe(400);
    expect((await get('/api/v3/content/page?apiKey=nutshell-public&limit=0')).statusCode).toBe(400);
  });

  it('hides drafts without the bearer token even with includeUnpublished, shows them with it', async () => {
    expect((await write('POST', '/api/v1/write/page', draftPage)).statusCode).toBe(200);
    const url = `/api/v3/content/page?apiKey=nutshell-public&includeUnpublished=true&userAttributes=${attrs('/seasonal')}`;
    expect((await get(url)).json().results).toEqual([]);
    expect((await get(url, true)).json().results.map((e: { name: string }) => e.name)).toEqual(['draft-page']);
  });
});

describe('the Write API (/api/v1/write)', () => {
  it('needs the bearer token (401)', async () => {
    expect((await write('POST', '/api/v1/write/page', draftPage, false)).statusCode).toBe(401);
    expect((await get('/api/v1/write/page')).statusCode).toBe(401);
  });

  it('refuses a body or data that does not fit (400 with issues) and an unknown id (404)', async () => {
    const bad = await write('POST', '/api/v1/write/page', { ...draftPage, data: { title: 'x', url: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ key: 'validation/invalid', issues: [{ path: 'url' }] });
    expect((await write('POST', '/api/v1/write/page', { name: 'x' })).statusCode).toBe(400);
    expect((await write('PATCH', `/api/v1/write/page/${'f'.repeat(32)}`, { published: 'published' })).statusCode).toBe(
      404,
    );
  });

  it('publishes by PATCH, after which the page resolves as a ContentPage with SSR-able status 200', async () => {
    const created = (await write('POST', '/api/v1/write/page', draftPage)).json();
    expect((await get('/api/resolve-path?path=%2Fseasonal')).statusCode).toBe(404);
    const patched = await write('PATCH', `/api/v1/write/page/${created.id}`, { published: 'published' });
    expect(patched.json()).toMatchObject({ id: created.id, published: 'published' });
    const res = await get('/api/resolve-path?path=%2Fseasonal');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ pageType: 'ContentPage', props: { entry: { name: 'draft-page' } } });
  });
});

describe('GET /api/resolve-path with content', () => {
  it('resolves /refer as the ReferralPage and /help as a ContentPage', async () => {
    const refer = (await get('/api/resolve-path?path=%2Frefer')).json().data;
    expect(refer.pageType).toBe('ReferralPage');
    expect(refer.props.entry.data.title).toBe('Refer a Friend');
    expect((await get('/api/resolve-path?path=%2Fhelp')).json().data.pageType).toBe('ContentPage');
  });

  it('gives the home page its content entry and leaves catalogue paths and unknown paths as they were', async () => {
    const home = (await get('/api/resolve-path?path=%2F')).json().data;
    expect(home.pageType).toBe('HomePage');
    expect(home.props.content.data.url).toBe('/');
    expect((await get('/api/resolve-path?path=%2Fnuts')).json().data.pageType).toMatch(/^Category/);
    expect((await get('/api/resolve-path?path=%2Fno-such-page')).statusCode).toBe(404);
  });
});
