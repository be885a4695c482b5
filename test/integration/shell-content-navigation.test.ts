import { fetchShellContent } from '../../adapters/storefront-backend/http-shell-content';
import { ShellStore } from '../../ui/stores/shell-store';
import { startTestServer, type TestServer } from '../support/test-server';

// spec: shell-account §4 CMS content loading ("Fetched on mount or prefetched; an error clears the content"), §7 user
// attributes (urlPath): the shell is read again for the new path of an in-app navigation.

let server: TestServer;
const HELP_BANNER = '<p>Questions? Our help centre answers them.</p>';

beforeAll(async () => {
  server = await startTestServer();
  await server.services.content.put('sitewide-banner', {
    name: 'help-banner',
    published: 'published',
    data: { content: HELP_BANNER, url: '/contact' },
    query: [{ property: 'urlPath', operator: 'is', value: '/help' }],
  });
}, 60_000);
afterAll(async () => server?.close());

const shellAt = async (path: string) => {
  const res = await fetch(`${server.baseUrl}/api/shell-content?path=${encodeURIComponent(path)}`);
  return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as { data?: object } };
};

describe('GET /api/shell-content', () => {
  it("answers the path's shell: the banner targeted at '/help' there only, private and not cached", async () => {
    const help = await shellAt('/help');
    expect(help.status).toBe(200);
    expect(help.cache).toBe('private, no-cache');
    expect(help.body.data).toMatchObject({ sitewideBanner: { content: HELP_BANNER, url: '/contact' } });
    expect((await shellAt('/')).body.data).not.toHaveProperty('sitewideBanner');
    expect((await shellAt('/help?utm_source=mail')).body.data).toHaveProperty('sitewideBanner');
  });

  it('answers nothing on the checkout pages (their own header)', async () => {
    expect((await shellAt('/checkout/address')).body.data).toEqual({});
  });

  it("refuses a missing path or one that is not a site path with 400 'validation/invalid'", async () => {
    for (const query of ['', '?path=', '?path=help', '?path=%2F%2Fevil.example', `?path=/${'a'.repeat(500)}`]) {
      const res = await fetch(`${server.baseUrl}/api/shell-content${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: { key: string }[] }).errors[0]?.key).toBe('validation/invalid');
    }
  });
});

describe('in-app navigation from / to /help and back (ShellStore over fetchShellContent)', () => {
  it('shows the /help banner after navigating to /help and drops it going back to /', async () => {
    const initial = (await shellAt('/')).body.data;
    const shell = new ShellStore((path) => fetchShellContent(path, server.baseUrl), initial, '/');
    expect(shell.content?.sitewideBanner).toBeUndefined();
    await shell.pathChanged('/help');
    expect(shell.content?.sitewideBanner).toEqual({ content: HELP_BANNER, url: '/contact' });
    await shell.pathChanged('/');
    expect(shell.content?.sitewideBanner).toBeUndefined();
  });

  it('clears the content when the read fails (§4 "an error clears the content")', async () => {
    const shell = new ShellStore(
      (path) => fetchShellContent(path, 'http://127.0.0.1:9'),
      { sitewideBanner: { content: 'x' } },
      '/',
    );
    await shell.pathChanged('/help');
    expect(shell.content).toBeUndefined();
  });
});
