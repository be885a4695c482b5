import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';
import { openDatabase, type Database } from '../../adapters/embedded/db/database';
import { migrate } from '../../adapters/embedded/db/migrations';
import { DatabaseOutbox } from '../../adapters/embedded/mail/database-outbox';
import type { MailMessage } from '../../ports/mail';

const message = (to: string, subject: string): MailMessage => ({
  kind: 'sign-in-link',
  to,
  subject,
  text: `text of ${subject}`,
  html: `<p>${subject}</p>`,
});

describe('the database outbox', () => {
  let t: TestDatabase;
  let db: Database;
  let outbox: DatabaseOutbox;
  let now = Date.parse('2026-11-26T10:00:00Z');
  let n = 0;

  beforeAll(async () => {
    t = await freshTestDatabase();
    db = await openDatabase(t.location);
    await migrate(db);
    outbox = new DatabaseOutbox(db, { nowMs: () => now }, { uuid: () => `m-${++n}`, token: () => 'x' });
  });
  afterAll(async () => {
    await db.close();
    await t.drop();
  });

  it('keeps every message sent, newest first, and reads one by id', async () => {
    await outbox.send(message('ann@example.com', 'first'));
    now += 1000;
    await outbox.send(message('Bob@Example.com', 'second'));
    await outbox.send(message('ann@example.com', 'third'));
    const all = await outbox.list({ limit: 10 });
    expect(all.map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    expect(all[2]).toEqual({
      id: 'm-1',
      kind: 'sign-in-link',
      to: 'ann@example.com',
      subject: 'first',
      text: 'text of first',
      html: '<p>first</p>',
      sentAt: '2026-11-26T10:00:00.000Z',
    });
    expect(await outbox.get('m-2')).toMatchObject({ to: 'Bob@Example.com', subject: 'second' });
    expect(await outbox.get('nope')).toBeUndefined();
  });

  it('lists the messages to one address, whatever its case, at most `limit`', async () => {
    expect((await outbox.list({ limit: 10, to: 'BOB@example.com' })).map((m) => m.subject)).toEqual(['second']);
    expect((await outbox.list({ limit: 1, to: 'ann@example.com' })).map((m) => m.subject)).toEqual(['third']);
  });
});
