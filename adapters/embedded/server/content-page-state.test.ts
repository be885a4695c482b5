import type { ContentEntry } from '../../../core/content';
import { InMemoryContent } from '../../../core/content/testing/in-memory-content';
import type { SessionSummary } from '../../../core/customers';
import type { Product } from '../../../core/catalogue';
import { builderPreviewPart, contentPageParts, shoppableKeysOf } from './content-page-state';

// spec: core-cart-checkout §2 "/builder-preview | content-tool preview"; shell-account §2 Page content blocks
// (shoppable ingredients).

const NOW = Date.UTC(2026, 10, 27);

function page(name: string, url: string, published: ContentEntry['published'], blocks: unknown[] = []): ContentEntry {
  return {
    id: name.padStart(32, '0').replace(/[^0-9a-f]/g, 'a'),
    name,
    modelName: 'page',
    published,
    data: { title: name, url, blocks },
    query: [{ property: 'urlPath', operator: 'is', value: url }],
    lastUpdated: NOW - 1,
    createdDate: NOW - 1,
  };
}

const shoppable = (id: string, productKeys: string[]) => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Shoppable Ingredients', options: { productKeys } },
});

const DRAFT = page('about-us', '/about-us', 'draft', [shoppable('s', ['almonds'])]);
const MENU: ContentEntry = { ...page('main-menu', '/', 'published'), modelName: 'mega-menu', query: [] };
const content = new InMemoryContent([DRAFT, page('careers', '/careers', 'published'), MENU], () => NOW);
const session = (permissions: string[], isAdmin = false) =>
  ({ customer: { id: 'c1', email: 'a@b.example' }, permissions, isAdmin }) as unknown as SessionSummary;
const STAFF = session(['checkOutAsCustomer']);
const url = (q: string) => new URL(`http://localhost/builder-preview${q}`);

describe('builderPreviewPart', () => {
  it('serves staff the entry of the url or name, drafts included', async () => {
    expect(await builderPreviewPart({ content }, url('?url=/about-us'), STAFF)).toEqual({
      builderPreview: { access: 'staff', entry: DRAFT },
    });
    // Without the editors' port a name is looked up among the entries served without targeting.
    const byName = await builderPreviewPart({ content }, url('?model=mega-menu&name=main-menu'), session([], true));
    expect(byName.builderPreview).toMatchObject({ access: 'staff', entry: { name: 'main-menu' } });
    const editor = { get: async () => DRAFT };
    const viaEditor = await builderPreviewPart({ content, contentEditor: editor }, url('?name=about-us'), STAFF);
    expect(viaEditor.builderPreview).toMatchObject({ entry: { name: 'about-us' } });
  });

  it('finds nothing for an unknown path, a bad model or without the content port', async () => {
    expect(await builderPreviewPart({ content }, url('?url=/nope'), STAFF)).toEqual({
      builderPreview: { access: 'staff' },
    });
    expect(await builderPreviewPart({ content }, url('?model=nope&url=/about-us'), STAFF)).toEqual({
      builderPreview: { access: 'staff' },
    });
    expect(await builderPreviewPart({}, url('?url=/about-us'), STAFF)).toEqual({ builderPreview: { access: 'staff' } });
  });

  it('refuses a customer who is not staff and sends a visitor to sign in; other paths have no preview', async () => {
    expect(await builderPreviewPart({ content }, url('?url=/about-us'), session([]))).toEqual({
      builderPreview: { access: 'forbidden' },
    });
    expect(await builderPreviewPart({ content }, url('?url=/about-us'), undefined)).toEqual({
      builderPreview: { access: 'signed-out' },
    });
    expect(await builderPreviewPart({ content }, new URL('http://localhost/about-us'), STAFF)).toEqual({});
  });
});

describe('contentPageParts', () => {
  const almonds = { key: 'almonds', variants: [] } as unknown as Product;
  const commerce = {
    getProductsByKeys: async (keys: readonly string[]) => (keys.includes('almonds') ? [almonds] : []),
  };

  it('reads the keys of Shoppable Ingredients blocks, nested ones too, each once', () => {
    const blocks = [
      shoppable('a', ['almonds', 'cashews']),
      { '@type': '@builder.io/sdk:Element', id: 'box', children: [shoppable('b', ['cashews', 'pecans'])] },
      shoppable('bad', []),
    ] as ContentEntry['data'][string][] as never;
    expect(shoppableKeysOf(blocks)).toEqual(['almonds', 'cashews', 'pecans']);
  });

  it("finds no cards for a page without shoppable blocks, and the preview's entry's for staff", async () => {
    const careers = await contentPageParts({ content, commerce }, new URL('http://localhost/careers'), undefined, {
      pageType: 'ContentPage',
      props: { entry: page('careers', '/careers', 'published') },
    });
    expect(careers).toEqual({});
    const preview = await contentPageParts({ content, commerce }, url('?url=/about-us'), { summary: STAFF }, undefined);
    expect(preview.builderPreview).toMatchObject({ access: 'staff' });
    // The test product has no variants, so no card comes of it: nothing is shown rather than a broken card.
    expect(preview.contentProducts).toBeUndefined();
  });
});
