import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentEditError, contentDataError, type ContentModelName, type ContentState } from '../../../core/content';
import { InMemoryContent } from '../../../core/content/testing/in-memory-content';
import type { ContentDraft } from '../../../ports/content';
import { runCli } from '../../testing/run-cli';

/** InMemoryContent that checks data by model, as the real stores do. */
class CheckedContent extends InMemoryContent {
  override async put(model: ContentModelName, draft: ContentDraft) {
    const invalid = contentDataError(model, draft.data);
    if (invalid) throw new ContentEditError(invalid);
    return super.put(model, draft);
  }
  override async setState(model: ContentModelName, idOrName: string, state: ContentState) {
    if (!(await this.get(model, idOrName)))
      throw new ContentEditError({ code: 'content/not-found', message: `No ${model} entry '${idOrName}'.` });
    return super.setState(model, idOrName, state);
  }
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cli-content-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, body: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof body === 'string' ? body : JSON.stringify(body));
  return path;
};
const about = {
  name: 'about-us',
  data: { title: 'About Us', url: '/about-us', blocks: [] },
  query: [{ property: 'urlPath', operator: 'is', value: '/about-us' }],
};

describe('nutshell content', () => {
  it('puts a draft from a file, publishes it, lists it and gets it', async () => {
    const content = new CheckedContent([], () => Date.UTC(2026, 2, 2, 15));
    const put = await runCli(['content', 'put', 'page', file('about.json', about)], { content });
    expect(put.exitCode).toBe(0);
    expect(put.stdout).toMatch(/^Saved page about-us \(draft\), id [0-9a-f]{32}\.\n$/);
    const published = await runCli(['content', 'publish', 'page', 'about-us'], { content });
    expect(published.stdout).toMatch(/^Published page about-us \(published\)/);
    const list = await runCli(['content', 'list', 'page'], { content });
    expect(list.stdout).toContain('about-us');
    expect(list.stdout).toContain('/about-us');
    const json = JSON.parse((await runCli(['content', 'get', 'page', 'about-us', '--json'], { content })).stdout);
    expect(json).toMatchObject({ name: 'about-us', published: 'published', data: { title: 'About Us' } });
    const draft = await runCli(['content', 'unpublish', 'page', 'about-us', '--json'], { content });
    expect(JSON.parse(draft.stdout).published).toBe('draft');
  });

  it('exits 2 with the issues for a file whose data does not fit its model, or that is not an entry', async () => {
    const content = new CheckedContent();
    const bad = await runCli(['content', 'put', 'page', file('bad.json', { ...about, data: { title: 'x' } })], {
      content,
    });
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('url');
    const notEntry = await runCli(['content', 'put', 'page', file('x.json', { title: 'x' })], { content });
    expect(notEntry.exitCode).toBe(2);
    const notJson = await runCli(['content', 'put', 'page', file('y.json', '{oops')], { content });
    expect([notJson.exitCode, notJson.stderr]).toEqual([2, expect.stringContaining('is not JSON')]);
  });

  it('names a missing file, an unknown model and an unknown entry clearly', async () => {
    const content = new CheckedContent();
    const missing = await runCli(['content', 'put', 'page', join(dir, 'nope.json')], { content });
    expect([missing.exitCode, missing.stderr]).toEqual([2, expect.stringContaining('no such file')]);
    expect((await runCli(['content', 'list', 'blog'], { content })).exitCode).toBe(2);
    const unknown = await runCli(['content', 'publish', 'page', 'nope'], { content });
    expect(unknown.exitCode).toBe(3);
    expect((await runCli(['content', 'get', 'page', 'nope'], { content })).exitCode).toBe(3);
  });
});
