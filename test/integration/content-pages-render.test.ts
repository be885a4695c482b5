// @vitest-environment node
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { enableStaticRendering } from 'mobx-react-lite';
import { Writable } from 'node:stream';
import type { ContentEntry } from '../../core/content';
import type { PageState, RenderedPage } from '../../ports/page-renderer';
import { almondsCard } from '../../ui/testing/fixtures';
import { createPageRenderer } from '../../ui/server/render-page';

// spec: core-cart-checkout §2 content pages and "/builder-preview | content-tool preview"; shell-account §2 Page
// content blocks. The content page renders on the server through the server-rendering entry, complete without
// JavaScript.

beforeAll(() => enableStaticRendering(true));
afterAll(() => enableStaticRendering(false));

const purify = createDOMPurify(new JSDOM('').window);
const renderer = createPageRenderer({ searchClient: {}, sanitize: (html) => purify.sanitize(html) });

function entry(data: Record<string, unknown>, published: ContentEntry['published'] = 'published'): ContentEntry {
  return {
    id: 'a'.repeat(32),
    name: 'about-us',
    modelName: 'page',
    published,
    data,
    query: [{ property: 'urlPath', operator: 'is', value: '/about-us' }],
    lastUpdated: 1,
    createdDate: 1,
  };
}

const ABOUT = entry({
  title: 'About Us',
  url: '/about-us',
  description: 'A family business since 1929.',
  blocks: [
    {
      '@type': '@builder.io/sdk:Element',
      id: 'b1',
      component: { name: 'Text', options: { text: '<p>We roast <b>nuts</b>.</p><script>alert(1)</script>' } },
    },
    {
      '@type': '@builder.io/sdk:Element',
      id: 'b2',
      component: { name: 'Shoppable Ingredients', options: { productKeys: [almondsCard.productKey] } },
    },
  ],
});

async function render(state: Omit<PageState, 'csrfToken' | 'origin'>): Promise<{ page: RenderedPage; html: string }> {
  const page = await renderer.render({
    state: { csrfToken: 'csrf', origin: 'https://shop.example', ...state },
    nonce: 'n',
  });
  let html = '';
  await new Promise<void>((resolve) => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        html += String(chunk);
        done();
      },
    });
    sink.on('finish', resolve);
    page.pipe(sink);
  });
  return { page, html };
}

describe('content pages render on the server', () => {
  it('a content page: its title as h1 and document title, its description, its blocks sanitised, its cards', async () => {
    const { page, html } = await render({
      url: '/about-us',
      page: { path: '/about-us', resolved: { pageType: 'ContentPage', props: { entry: ABOUT } } },
      contentProducts: [almondsCard],
    });
    expect(page.status).toBe(200);
    expect(html).toContain('<h1 class="content-page__title">About Us</h1>');
    expect(html).toContain('We roast <b>nuts</b>.');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(`Add to Cart: ${almondsCard.name}`);
    expect(page.head).toContain('<title>About Us');
    expect(page.head).toContain('<meta name="description" content="A family business since 1929.">');
    expect(page.head).toContain('<link rel="canonical" href="https://shop.example/about-us">');
    expect(Object.values(page.state.sanitized ?? {})).toContain('<p>We roast <b>nuts</b>.</p>');
  });

  it('a referral page renders the same way', async () => {
    const refer = entry({ title: 'Refer a friend', url: '/refer', blocks: [] });
    const { html } = await render({
      url: '/refer',
      page: { path: '/refer', resolved: { pageType: 'ReferralPage', props: { entry: refer } } },
    });
    expect(html).toContain('<h1 class="content-page__title">Refer a friend</h1>');
  });

  it('/builder-preview: a draft for staff with its Preview notice; 403 for others; sign-in for visitors', async () => {
    const draft = { ...ABOUT, published: 'draft' as const };
    const staff = await render({
      url: '/builder-preview?url=/about-us',
      builderPreview: { access: 'staff', entry: draft },
    });
    expect(staff.page.status).toBe(200);
    expect(staff.html).toContain('Preview: this entry is draft.');
    expect(staff.html).toContain('<h1 class="content-page__title">About Us</h1>');
    expect(staff.page.head).toContain('<meta name="robots" content="noindex">');
    const other = await render({ url: '/builder-preview?url=/about-us', builderPreview: { access: 'forbidden' } });
    expect(other.page.status).toBe(403);
    expect(other.html).toContain('Only staff may preview content.');
    expect(other.html).not.toContain('We roast');
    const visitor = await render({ url: '/builder-preview?url=/about-us', builderPreview: { access: 'signed-out' } });
    expect(visitor.page.redirect).toBe('/sign/in?redirect=%2Fbuilder-preview%3Furl%3D%2Fabout-us');
  });

  it('the home page shows its content blocks below its own sections, its h1 hero first', async () => {
    const home = entry({
      title: 'Home',
      url: '/',
      blocks: [
        {
          '@type': '@builder.io/sdk:Element',
          id: 'm',
          component: { name: 'Marquee', options: { text: 'Fresh roasted daily' } },
        },
      ],
    });
    const { html } = await render({
      url: '/',
      page: { path: '/', resolved: { pageType: 'HomePage', props: { categories: [], featured: [], content: home } } },
    });
    expect(html.match(/Fresh roasted daily/g)).toHaveLength(10);
    expect(html.indexOf('Fresh roasted daily')).toBeGreaterThan(html.indexOf('id="hero-title"'));
  });
});
