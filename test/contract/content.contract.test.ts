import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortError } from '../../core/shared';
import type { ContentPort } from '../../ports/content';
import { HttpContent } from '../../adapters/builder/http-content';
import { startTestServer, type TestServer } from '../support/test-server';
import { openDatabase, type Database } from '../../adapters/embedded/db/database';
import { migrate } from '../../adapters/embedded/db/migrations';
import { seedContent } from '../../adapters/embedded/content/content-seed';
import { EmbeddedContent } from '../../adapters/embedded/content/embedded-content';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { contractRecorder, contractReplay, RECORDING, REPLAY_BASE } from './recordings';

/**
 * Contract suite of the content port (ports/content.ts; spec: shell-account §7 CMS content; core-cart-checkout §2
 * content pages), run on EmbeddedContent (the database, seeded from fixtures/content), on HttpContent against a
 * local server (Builder's Content API, content-routes.ts) and on HttpContent replaying
 * fixtures/recorded/contract/content.json (recorded by `npm run record`) without a server: the same cases, the same
 * answers. The draft each case set relies on is written in-process (EmbeddedContent's own editor, the server's
 * store for HTTP); the replay answers from what the live HTTP run recorded, so it writes nothing. The requests
 * carry no time or id (fixed paths and attributes), so the replay matches them exactly.
 */
const SUITE = 'content';
type Name = 'EmbeddedContent' | 'HttpContent against the local server' | 'HttpContent replaying recorded fixtures';
const NAMES: readonly Name[] = RECORDING
  ? ['HttpContent against the local server']
  : ['EmbeddedContent', 'HttpContent against the local server', 'HttpContent replaying recorded fixtures'];

const at = (urlPath: string) => ({ userAttributes: { urlPath, pageType: 'ContentPage', newSession: true } });

const DRAFT = {
  name: 'contract-draft',
  data: { title: 'Draft', url: '/contract-draft', blocks: [] },
  query: [{ property: 'urlPath', operator: 'is' as const, value: '/contract-draft' }],
};

const recorder = contractRecorder(SUITE);
let server: TestServer | undefined;
let db: Database | undefined;
const ports = new Map<Name, ContentPort>();

beforeAll(async () => {
  db = await openDatabase({ kind: 'memory' });
  await migrate(db);
  await seedContent(db, systemClock.nowMs());
  const store = new EmbeddedContent(db, systemClock, cryptoIds);
  await store.put('page', DRAFT);
  ports.set('EmbeddedContent', store);
  server = await startTestServer();
  await server.services.content.put('page', DRAFT);
  const live = new HttpContent({ baseUrl: server.baseUrl, apiKey: 'nutshell-public', fetch: recorder.fetch(fetch) });
  ports.set('HttpContent against the local server', live);
  if (!RECORDING) {
    const replay = new HttpContent({ baseUrl: REPLAY_BASE, apiKey: 'nutshell-public', fetch: contractReplay(SUITE) });
    ports.set('HttpContent replaying recorded fixtures', replay);
  }
}, 60_000);
afterAll(async () => {
  recorder.save();
  await server?.close();
  await db?.close();
});

const port = (name: Name): ContentPort => ports.get(name)!;

describe.each(NAMES)('ContentPort contract: %s', (name) => {
  it('serves the published page entry whose targeting matches the path, with its data', async () => {
    const [entry] = await port(name).entries('page', at('/shipping'));
    expect(entry).toMatchObject({ name: 'shipping', modelName: 'page', published: 'published' });
    expect(entry?.data).toMatchObject({ title: 'Shipping Information', url: '/shipping' });
    expect(entry?.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('serves nothing for a path no entry targets', async () => {
    expect(await port(name).entries('page', at('/no-such-page'))).toEqual([]);
  });

  it('leaves drafts out unless includeUnpublished', async () => {
    expect(await port(name).entries('page', at('/contract-draft'))).toEqual([]);
  });

  it('answers at most `limit` entries, best first', async () => {
    const entries = await port(name).entries('page', { userAttributes: {}, limit: 2 });
    expect(entries.length).toBeLessThanOrEqual(2);
  });
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
