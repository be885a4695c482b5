import { blockOf, pageDataSchema, type ContentBlock } from './blocks';
import { contentDataError, contentUserAttributes } from './content-data';
import { isEntryServed, servedEntries, type ContentEntry, type TargetingCondition } from './content-entry';

const NOW = Date.UTC(2026, 10, 1);
const entry = (o: Partial<ContentEntry> = {}): ContentEntry => ({
  id: 'a'.repeat(32),
  name: 'e',
  modelName: 'page',
  published: 'published',
  data: {},
  query: [],
  lastUpdated: NOW - 1000,
  createdDate: NOW - 2000,
  ...o,
});
const served = (query: TargetingCondition[], attributes: Record<string, unknown>) =>
  isEntryServed(entry({ query }), attributes, { now: NOW });

describe('content targeting (shell-account §7 CMS content)', () => {
  it.each([
    ['is', '/help', { urlPath: '/help' }, true],
    ['is', '/help', { urlPath: '/shipping' }, false],
    ['isNot', '/help', { urlPath: '/shipping' }, true],
    ['isNot', '/help', { urlPath: '/help' }, false],
    ['contains', 'spring', { utm_campaign: 'big-spring-sale' }, true],
    ['contains', 'spring', { utm_campaign: 'fall' }, false],
    ['startsWith', '/nuts', { urlPath: '/nuts/almonds' }, true],
    ['startsWith', '/nuts', { urlPath: '/gifts/nuts' }, false],
  ] as const)('%s %s for %j is %s', (operator, value, attributes, expected) => {
    const property = Object.keys(attributes)[0]!;
    expect(served([{ property, operator, value }], attributes)).toBe(expected);
  });

  it("'is' matches one of a list, and an absent attribute is null", () => {
    const q: TargetingCondition[] = [{ property: 'isCustomer', operator: 'is', value: [true] }];
    expect(served(q, { isCustomer: true })).toBe(true);
    expect(served(q, {})).toBe(false);
    expect(served([{ property: 'businessIndustry', operator: 'is', value: null }], {})).toBe(true);
  });

  it('serves only inside the start and end dates, drafts only with includeUnpublished, never archived', () => {
    expect(isEntryServed(entry({ startDate: NOW + 1 }), {}, { now: NOW })).toBe(false);
    expect(isEntryServed(entry({ endDate: NOW }), {}, { now: NOW })).toBe(false);
    expect(isEntryServed(entry({ startDate: NOW, endDate: NOW + 1 }), {}, { now: NOW })).toBe(true);
    expect(isEntryServed(entry({ published: 'draft' }), {}, { now: NOW })).toBe(false);
    expect(isEntryServed(entry({ published: 'draft' }), {}, { now: NOW, includeUnpublished: true })).toBe(true);
    expect(isEntryServed(entry({ published: 'archived' }), {}, { now: NOW, includeUnpublished: true })).toBe(false);
  });

  it('orders by priority (absent last), then the most recently updated, at most limit', () => {
    const entries = [
      entry({ name: 'none-old', lastUpdated: 1 }),
      entry({ name: 'p2', priority: 2 }),
      entry({ name: 'none-new', lastUpdated: 5 }),
      entry({ name: 'p1', priority: 1 }),
    ];
    expect(servedEntries(entries, {}, { now: NOW, limit: 3 }).map((e) => e.name)).toEqual(['p1', 'p2', 'none-new']);
  });
});

describe('blocks and page data (shell-account §2 Page content blocks)', () => {
  const el = (name: string, options: Record<string, unknown>): ContentBlock => ({
    '@type': '@builder.io/sdk:Element',
    id: 'b1',
    component: { name, options },
  });

  it('reads a good block with its defaults, skips an unknown or broken one', () => {
    expect(blockOf(el('Marquee', { text: 'Free shipping' }))).toEqual({
      name: 'Marquee',
      options: { text: 'Free shipping' },
    });
    expect(blockOf(el('Button', { text: 'Shop', url: '/nuts' }))?.options).toMatchObject({ theme: 'green' });
    expect(blockOf(el('Unknown', {}))).toBeUndefined();
    expect(blockOf(el('Button', { text: 'Bad', url: 'javascript:alert(1)' }))).toBeUndefined();
    expect(blockOf({ '@type': '@builder.io/sdk:Element', id: 'box' })).toBeUndefined();
  });

  it('checks page data: a title and a path are required', () => {
    expect(pageDataSchema.parse({ title: 'Help', url: '/help' })).toEqual({
      title: 'Help',
      url: '/help',
      description: '',
      blocks: [],
    });
    expect(pageDataSchema.safeParse({ title: 'Help', url: 'help' }).success).toBe(false);
    expect(contentDataError('page', { title: '', url: '/help' })).toMatchObject({
      code: 'validation/invalid',
      details: { issues: [{ path: 'title' }] },
    });
    expect(contentDataError('secondary-nav', { links: [{ text: 'Nuts', url: '/nuts' }] })).toBeUndefined();
  });
});

describe('contentUserAttributes (shell-account §7 payload)', () => {
  it("carries the session's business facts, newSession, pageType, urlPath and the URL's utm_* parameters", () => {
    const search = new URLSearchParams('utm_source=mail&utm_campaign=spring&other=x&utm_term=');
    expect(contentUserAttributes({ newSession: true, pageType: 'ContentPage', urlPath: '/help', search })).toEqual({
      businessIndustry: null,
      hasBusinessAccount: false,
      hasBusinessIndustry: false,
      isB2BContact: false,
      isContact: false,
      isCustomer: false,
      userHasBusinessAccount: false,
      newSession: true,
      pageType: 'ContentPage',
      urlPath: '/help',
      utm_source: 'mail',
      utm_campaign: 'spring',
    });
  });
});
