import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortError } from '../../core/shared';
import type { ContentEditorPort, ContentPort } from '../../ports/content';
import { HttpContent } from '../../adapters/builder/http-content';
import { startTestServer, type TestServer } from '../support/test-server';
import { openDatabase, type Database } from '../../adapters/embedded/db/database';
import { migrate } from '../../adapters/embedded/db/migrations';
import { seedContent } from '../../adapters/embedded/content/content-seed';
import { EmbeddedContent } from '../../adapters/embedded/content/embedded-content';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';

/**
 * Contract suite of the content port (ports/content.ts; spec: shell-account §7 CMS content; core-cart-checkout §2
 * content pages), run on EmbeddedContent (the database, seeded from fixtures/content) and on HttpContent against a
 * local server (Builder's Content API, content-routes.ts): the same cases, the same answers. Each implementation
 * writes its own draft through its editor (EmbeddedContent in-process, the server's store for HTTP).
 */
interface Subject {
  readonly content: ContentPort;
  readonly editor: ContentEditorPort;
}

const at = (urlPath: string) => ({ userAttributes: { urlPath, pageType: 'ContentPage', newSession: true } });

function contract(name: string, open: () => Promise<Subject & { close(): Promise<void> }>) {
  describe(`ContentPort contract: ${name}`, () => {
    let s: Subject & { close(): Promise<void> };
    beforeAll(async () => {
      s = await open();
      await s.editor.put('page', {
        name: 'contract-draft',
        data: { title: 'Draft', url: '/contract-draft', blocks: [] },
        query: [{ property: 'urlPath', operator: 'is', value: '/contract-draft' }],
      });
    }, 60_000);
    afterAll(async () => s?.close());

    it('serves the published page entry whose targeting matches the path, with its data', async () => {
      const [entry] = await s.content.entries('page', at('/shipping'));
      expect(entry).toMatchObject({ name: 'shipping', modelName: 'page', published: 'published' });
      expect(entry?.data).toMatchObject({ title: 'Shipping Information', url: '/shipping' });
      expect(entry?.id).toMatch(/^[0-9a-f]{32}$/);
    });

    it('serves nothing for a path no entry targets', async () => {
      expect(await s.content.entries('page', at('/no-such-page'))).toEqual([]);
    });

    it('leaves drafts out unless includeUnpublished', async () => {
      expect(await s.content.entries('page', at('/contract-draft'))).toEqual([]);
    });

    it('answers at most `limit` entries, best first', async () => {
      const entries = await s.content.entries('page', { userAttributes: {}, limit: 2 });
      expect(entries.length).toBeLessThanOrEqual(2);
    });
  });
}

contract('EmbeddedContent', async () => {
  const db: Database = await openDatabase({ kind: 'memory' });
  await migrate(db);
  await seedContent(db, systemClock.nowMs());
  const store = new EmbeddedContent(db, systemClock, cryptoIds);
  return { content: store, editor: store, close: () => db.close() };
});

let server: TestServer | undefined;
contract('HttpContent against the local server', async () => {
  server = await startTestServer();
  const content = new HttpContent({ baseUrl: server.baseUrl, apiKey: 'nutshell-public', fetch });
  return { content, editor: server.services.content, close: async () => server?.close() };
});

describe('HttpContent failures', () => {
  it('throws PortError for a refused key or an unreachable service', async () => {
    const s = await startTestServer();
    try {
      const wrongKey = new HttpContent({ baseUrl: s.baseUrl, apiKey: 'wrong', fetch });
      await expect(wrongKey.entries('page', at('/help'))).rejects.toBeInstanceOf(PortError);
    } finally {
      await s.close();
    }
    const gone = new HttpContent({ baseUrl: 'http://127.0.0.1:9', apiKey: 'nutshell-public', fetch });
    await expect(gone.entries('page', at('/help'))).rejects.toBeInstanceOf(PortError);
  }, 60_000);
});
