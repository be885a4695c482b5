import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isContentEditError, type ContentEntry } from '../../../core/content';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrations';
import { CONTENT_FRESHNESS_CHECK_MS, EmbeddedContent } from './embedded-content';
import { seedContent } from './content-seed';

let db: Database;
let now = Date.parse('2026-11-01T12:00:00Z');
let tick = 0;
let n = 0;
const clock = { nowMs: () => now };
const ids = { uuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`, token: () => 'x'.repeat(32) };
const store = () => new EmbeddedContent(db, clock, ids, () => tick);
const page = (url: string, title = 'About Us') => ({ title, url, description: '', blocks: [] });
const at = (url: string) => ({ userAttributes: { urlPath: url } });

beforeAll(async () => {
  db = await openDatabase({ kind: 'memory' });
  await migrate(db);
});
afterAll(async () => db?.close());

describe('EmbeddedContent (migration 24)', () => {
  it('creates a draft by name with a 32-hex id, changes it keeping its id and state, and lists it', async () => {
    const content = store();
    const query = [{ property: 'urlPath', operator: 'is' as const, value: '/about-us' }];
    const created = await content.put('page', { name: 'about', data: page('/about-us'), query });
    expect(created).toMatchObject({ name: 'about', modelName: 'page', published: 'draft', query });
    expect(created.id).toMatch(/^[0-9a-f]{32}$/);
    now += 1000;
    const changed = await content.put('page', { name: 'about', data: page('/about-us', 'About Nutshell') });
    expect(changed).toMatchObject({ id: created.id, published: 'draft', createdDate: created.createdDate });
    expect(changed.lastUpdated).toBe(created.lastUpdated + 1000);
    expect((await content.get('page', created.id))?.data).toMatchObject({ title: 'About Nutshell' });
    expect((await content.list('page')).map((e) => e.name)).toContain('about');
  });

  it("refuses data that does not fit the model with 'validation/invalid' and its issues", async () => {
    const error = await store()
      .put('page', { name: 'broken', data: { title: '', url: 'about' } })
      .catch((e: unknown) => e);
    expect(isContentEditError(error) && error.error.code).toBe('validation/invalid');
    expect(isContentEditError(error) && error.error.details?.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'url' })]),
    );
    const banner = await store()
      .put('sitewide-banner', { name: 'bad', data: { content: 'x', url: 'javascript:alert(1)' } })
      .catch((e: unknown) => e);
    expect(isContentEditError(banner) && banner.error.code).toBe('validation/invalid');
  });

  it("answers 'content/not-found' for publishing an unknown entry", async () => {
    const error = await store()
      .setState('page', 'nope', 'published')
      .catch((e: unknown) => e);
    expect(isContentEditError(error) && error.error.code).toBe('content/not-found');
  });

  it('serves only published entries that target the request, drafts only with includeUnpublished', async () => {
    const content = store();
    await content.put('page', {
      name: 'careers',
      data: page('/careers', 'Careers'),
      query: [{ property: 'urlPath', operator: 'is', value: '/careers' }],
    });
    expect(await content.entries('page', at('/careers'))).toEqual([]);
    expect((await content.entries('page', { ...at('/careers'), includeUnpublished: true }))[0]?.name).toBe('careers');
    await content.setState('page', 'careers', 'published');
    expect((await content.entries('page', at('/careers')))[0]?.name).toBe('careers');
    expect(await content.entries('page', at('/help'))).toEqual([]);
    await content.setState('page', 'careers', 'archived');
    expect(await content.entries('page', { ...at('/careers'), includeUnpublished: true })).toEqual([]);
  });

  it("shows another process's write after the once-a-second check, and its own writes at once", async () => {
    const reader = store();
    const writer = store();
    const q = [{ property: 'urlPath', operator: 'is' as const, value: '/media' }];
    expect(await reader.entries('page', at('/media'))).toEqual([]);
    await writer.put('page', { name: 'media', data: page('/media', 'Media'), query: q, published: 'published' });
    expect(await reader.entries('page', at('/media'))).toEqual([]);
    tick += CONTENT_FRESHNESS_CHECK_MS;
    expect((await reader.entries('page', at('/media')))[0]?.name).toBe('media');
    await reader.setState('page', 'media', 'draft');
    expect(await reader.entries('page', at('/media'))).toEqual([]);
  });
});

describe('seedContent', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'content-seed-'));
    const entry = {
      name: 'seed-page',
      modelName: 'page',
      published: 'published',
      data: page('/seeded', 'Seeded'),
      query: [{ property: 'urlPath', operator: 'is', value: '/seeded' }],
    };
    writeFileSync(join(dir, 'seed-page.json'), JSON.stringify(entry));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("inserts missing entries once and never overwrites an editor's change", async () => {
    expect(await seedContent(db, now, dir)).toEqual({ inserted: 1 });
    const content = store();
    await content.put('page', { name: 'seed-page', data: page('/seeded', 'Edited') });
    expect(await seedContent(db, now, dir)).toEqual({ inserted: 0 });
    const edited: ContentEntry | undefined = await content.get('page', 'seed-page');
    expect(edited?.data).toMatchObject({ title: 'Edited' });
  });

  it('refuses a fixture whose data does not fit its model, naming the file', async () => {
    writeFileSync(join(dir, 'zz-bad.json'), JSON.stringify({ name: 'bad', modelName: 'page', data: { title: 'x' } }));
    await expect(seedContent(db, now, dir)).rejects.toThrow(/zz-bad\.json/);
    rmSync(join(dir, 'zz-bad.json'));
  });
});
