import { blockOf, pageDataSchema, type ContentBlock } from '../../core/content';
import { footerLinks } from '../../ui/copy/footer-links';
import { loadContentFixtures } from '../../adapters/embedded/content/content-seed';

/** Every block of `blocks`, nested ones too. */
const allBlocks = (blocks: readonly ContentBlock[]): ContentBlock[] =>
  blocks.flatMap((b) => [b, ...allBlocks(b.children ?? [])]);

describe('the content fixtures (fixtures/content/**/*.json)', () => {
  it("each fits its file form and its model's schema, and each page's blocks are known components", async () => {
    const entries = await loadContentFixtures(0);
    const pages = entries.filter((e) => e.modelName === 'page');
    expect(pages.length).toBeGreaterThanOrEqual(15);
    for (const entry of pages) {
      const data = pageDataSchema.parse(entry.data);
      expect(entry.query, entry.name).toEqual([{ property: 'urlPath', operator: 'is', value: data.url }]);
      for (const block of allBlocks(data.blocks)) expect(blockOf(block), `${entry.name} ${block.id}`).toBeDefined();
    }
  });

  it('gives every footer link, the home page, /refer and the legal pages a published page', async () => {
    const served = new Set(
      (await loadContentFixtures(0))
        .filter((e) => e.modelName === 'page' && e.published === 'published')
        .map((e) => pageDataSchema.parse(e.data).url),
    );
    const catalogueOrApp = ['/account', '/account/easy-reorder', '/wholesale'];
    const footer = Object.values(footerLinks)
      .flat()
      .map((l) => l.path)
      .filter((p) => !catalogueOrApp.includes(p));
    const legal = [
      '/privacy',
      '/california-privacy-notice',
      '/ccpa-opt-out',
      '/terms-and-conditions',
      '/opt-out-of-use-sharing-of-sensitive-information-form',
    ];
    for (const path of ['/', '/refer', ...footer, ...legal]) expect(served.has(path), path).toBe(true);
  });
});
