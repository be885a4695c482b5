import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../adapters/embedded/db/database';
import { migrate } from '../../adapters/embedded/db/migrations';
import { EmbeddedGiftDropStore } from '../../adapters/embedded/gifting/embedded-gift-drop-store';
import { contractDraft, describeGiftDropStore } from '../../core/gifting/testing/gift-drop-store-contract';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';

// The GiftDropStore contract (ports/gift-drops.ts) on the embedded database: PGlite, or PostgreSQL with
// NUTSHELL_TEST_DATABASE_URL. One database for the file; each test starts from empty tables.
let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await freshTestDatabase();
  db = await openDatabase(database.location);
  await migrate(db);
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

describeGiftDropStore(
  `EmbeddedGiftDropStore (${process.env.NUTSHELL_TEST_DATABASE_URL ? 'postgres' : 'pglite'})`,
  async () => {
    await db.exec('TRUNCATE gift_recipients, gift_drops');
    return new EmbeddedGiftDropStore(db);
  },
);

describe('EmbeddedGiftDropStore keys', () => {
  it('keeps only the SHA-256 of each redeem key', async () => {
    await db.exec('TRUNCATE gift_recipients, gift_drops');
    const draft = contractDraft();
    await new EmbeddedGiftDropStore(db).create(draft);
    const rows = await db.query<{ key_hash: string }>('SELECT key_hash FROM gift_recipients ORDER BY position');
    const hex = (k: string) => createHash('sha256').update(k).digest('hex');
    expect(rows.map((r) => r.key_hash)).toEqual(draft.recipients.map((r) => hex(r.key)));
    const dump = JSON.stringify(await db.query('SELECT * FROM gift_recipients'));
    for (const r of draft.recipients) expect(dump).not.toContain(r.key);
  });
});
