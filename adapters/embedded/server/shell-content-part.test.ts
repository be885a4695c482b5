import { describe, expect, it } from 'vitest';
import { InMemoryContent } from '../../../core/content/testing/in-memory-content';
import type { ContentEntry, ContentModelName } from '../../../core/content';
import { ANONYMOUS_SESSION } from '../../../core/customers';
import type { ContentPort, ContentRequest } from '../../../ports/content';
import { shellUserAttributes, secondaryNavOf, shellContentPart, shellPartOf } from './shell-content-part';

const NOW = Date.UTC(2026, 10, 27);
let next = 1;
function entry(modelName: ContentModelName, data: Record<string, unknown>, extra: Partial<ContentEntry> = {}) {
  return {
    id: (next++).toString(16).padStart(32, '0'),
    name: `${modelName} ${next}`,
    modelName,
    published: 'published',
    data,
    query: [],
    lastUpdated: NOW,
    createdDate: NOW,
    ...extra,
  } satisfies ContentEntry;
}
const url = new URL('http://localhost/nuts?utm_source=mail&utm_campaign=fall');
const sanitize = (html: string) => html.replace(/<script>.*?<\/script>/g, '');
const bar = entry('promotional-messaging-bar', { content: 'Hi<script>x()</script>', theme: 'yellow' });
const carousel = entry('global-campaign-carousel', { items: [{ promotionName: 'Tins', content: '<b>Tins</b>' }] });
const mega = entry('mega-menu', { menuGroups: [] });
const businessOnly = entry(
  'sitewide-banner',
  { content: 'For business' },
  { query: [{ property: 'isB2BContact', operator: 'is', value: true }] },
);

describe('shellContentPart (shell-account §2 Header, §7 CMS content, §8)', () => {
  it("reads each shell model's first served entry, sanitising content HTML", async () => {
    const content = new InMemoryContent([bar, carousel, mega, businessOnly], () => NOW);
    const { shell } = await shellContentPart({ content }, { url, pageType: 'CategoryLandingPage', sanitize });
    expect(shell).toEqual({
      promotionalMessagingBar: { content: 'Hi', theme: 'yellow' },
      campaignCarousel: { items: [{ promotionName: 'Tins', content: '<b>Tins</b>' }] },
      megaMenu: { menuGroups: [] },
    });
  });

  it('sends the user attributes of shell-account §7: business facts, newSession, pageType, urlPath, UTM', () => {
    const attributes = shellUserAttributes({ url, pageType: 'HomePage', session: ANONYMOUS_SESSION });
    expect(attributes).toEqual({
      businessIndustry: null,
      hasBusinessAccount: false,
      hasBusinessIndustry: false,
      isB2BContact: false,
      isContact: false,
      isCustomer: false,
      userHasBusinessAccount: false,
      newSession: true,
      pageType: 'HomePage',
      urlPath: '/nuts',
      utm_source: 'mail',
      utm_campaign: 'fall',
    });
    expect(shellUserAttributes({ url, pageType: 'HomePage', visitorId: 'v1' }).newSession).toBe(false);
  });

  it('leaves out a model whose read fails, and one whose read outlasts the timeout (content cleared)', async () => {
    const memory = new InMemoryContent([bar, carousel, mega], () => NOW);
    const seen: ContentRequest[] = [];
    const content: ContentPort = {
      entries(model, request) {
        seen.push(request);
        if (model === 'global-campaign-carousel') return Promise.reject(new Error('down'));
        if (model === 'mega-menu') return new Promise(() => undefined); // never answers, ignores its signal
        return memory.entries(model, request);
      },
    };
    const { shell } = await shellContentPart({ content }, { url, pageType: 'HomePage', sanitize, timeoutMs: 20 });
    expect(shell).toEqual({ promotionalMessagingBar: { content: 'Hi', theme: 'yellow' } });
    expect(seen).toHaveLength(6);
    expect(seen.every((r) => r.signal instanceof AbortSignal && r.limit === 1)).toBe(true);
    expect(seen.find((r) => r.signal?.aborted)).toBeDefined();
  });

  it('leaves out data that does not fit its model, and answers nothing when nothing is served', async () => {
    const bad = entry('mega-menu', { menuGroups: 'none' });
    expect(await shellContentPart({ content: new InMemoryContent([bad], () => NOW) }, { url, pageType: 'x' })).toEqual(
      {},
    );
    expect(await shellContentPart({}, { url, pageType: 'x' })).toEqual({});
  });

  it('is not read for the checkout pages, which have their own header', async () => {
    const content = new InMemoryContent([bar], () => NOW);
    expect(await shellPartOf({ content }, url, 'checkout', undefined, undefined, undefined)).toEqual({});
    expect((await shellPartOf({ content }, url, 'category', undefined, undefined, undefined)).shell).toBeDefined();
  });
});

describe('secondaryNavOf (shell-account §2 secondary navigation, §3 CMS experiment)', () => {
  const nav = entry('secondary-nav', {
    links: [{ text: 'Organic', url: '/organic/' }],
    variations: [{ id: 'v-b', name: 'Categories first', links: [{ text: 'Nuts', url: '/nuts' }] }],
  });

  it('shows a new visitor the control and buckets a known visitor deterministically', () => {
    expect(secondaryNavOf(nav, undefined)).toEqual({
      links: [{ text: 'Organic', url: '/organic/' }],
      experiment: { id: nav.id, name: nav.name, testVariationId: nav.id, testVariationName: 'Control' },
    });
    const arms = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const served = secondaryNavOf(nav, `visitor-${i}`)!;
      expect(secondaryNavOf(nav, `visitor-${i}`)).toEqual(served);
      arms.add(served.experiment!.testVariationName);
    }
    expect([...arms].sort()).toEqual(['Categories first', 'Control']);
  });

  it('serves a list without variations as no experiment', () => {
    const plain = entry('secondary-nav', { links: [{ text: 'Nuts', url: '/nuts' }] });
    expect(secondaryNavOf(plain, 'v')).toEqual({ links: [{ text: 'Nuts', url: '/nuts' }] });
  });
});
