import type { Product } from '../../../core/catalogue';
import type { Database } from '../db/database';
import { followCatalog, FOLLOW_REBUILD_OVER } from './catalog-follower';

/** A database whose `listen` hands the test its callbacks. */
function listeningDb() {
  const heard: { message?: (p: string) => void; resync?: () => void; channel?: string } = {};
  const db = {
    listen: async (channel: string, message: (p: string) => void, resync: () => void) => {
      Object.assign(heard, { channel, message, resync });
      return { close: async () => undefined };
    },
  } as unknown as Database;
  return { db, heard };
}

const product = (key: string) => ({ key }) as Product;
const settle = () => new Promise((r) => setTimeout(r, 10));

describe('followCatalog', () => {
  it('re-reads each changed key: upserts a product still there, removes one gone', async () => {
    const { db, heard } = listeningDb();
    const calls: string[] = [];
    const index = {
      upsertProduct: (p: Product) => void calls.push(`upsert ${p.key}`),
      removeProduct: (k: string) => void calls.push(`remove ${k}`),
      rebuild: async () => void calls.push('rebuild'),
    };
    const read: string[][] = [];
    const reader = {
      byKeys: async (keys: readonly string[]) => {
        read.push([...keys]);
        return keys.filter((k) => k !== 'gone').map(product);
      },
    };
    await followCatalog(db, index, reader);
    expect(heard.channel).toBe('nutshell_catalog');
    heard.message!('almonds');
    heard.message!('gone');
    heard.message!('almonds');
    await settle();
    expect(calls).toEqual(['rebuild', 'upsert almonds', 'remove gone']);
    expect(read).toEqual([['almonds', 'gone']]);
  });

  it('builds the index once listening, and applies a change notified meanwhile after that build', async () => {
    const { db, heard } = listeningDb();
    const calls: string[] = [];
    let finish = () => undefined as void;
    const index = {
      upsertProduct: (p: Product) => void calls.push(`upsert ${p.key}`),
      removeProduct: (k: string) => void calls.push(`remove ${k}`),
      rebuild: () => {
        calls.push('rebuild');
        return new Promise<void>((r) => (finish = r));
      },
    };
    const following = followCatalog(db, index, { byKeys: async (keys) => keys.map(product) });
    await settle();
    heard.message!('cashews');
    await settle();
    expect(calls).toEqual(['rebuild']);
    finish();
    await following;
    await settle();
    expect(calls).toEqual(['rebuild', 'upsert cashews']);
  });

  it('rebuilds for an empty payload, a batch over the limit, and after a reconnection', async () => {
    const { db, heard } = listeningDb();
    let rebuilds = 0;
    const index = { upsertProduct: () => undefined, removeProduct: () => undefined, rebuild: async () => rebuilds++ };
    await followCatalog(db, index, { byKeys: async () => [] });
    heard.message!('');
    await settle();
    for (let i = 0; i <= FOLLOW_REBUILD_OVER; i++) heard.message!(`p${i}`);
    await settle();
    heard.resync!();
    await settle();
    expect(rebuilds).toBe(1 + 3);
  });

  it('does nothing on a database without listen (PGlite)', async () => {
    const index = { upsertProduct: () => undefined, removeProduct: () => undefined, rebuild: async () => 0 };
    expect(await followCatalog({} as Database, index, { byKeys: async () => [] })).toBeUndefined();
  });
});
