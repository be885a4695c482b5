import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../adapters/embedded/db/database';
import { migrate } from '../../adapters/embedded/db/migrations';
import { EmbeddedSubscriptionStore } from '../../adapters/embedded/subscriptions/embedded-subscription-store';
import {
  CONTRACT_CUSTOMERS,
  describeSubscriptionStore,
} from '../../core/subscriptions/testing/subscription-store-contract';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';

// The SubscriptionStore contract (ports/subscriptions.ts) on the embedded database: PGlite, or PostgreSQL with
// NUTSHELL_TEST_DATABASE_URL. One database for the file; each test starts from empty tables and the contract's
// customers (subscriptions reference customers).
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

describeSubscriptionStore(
  `EmbeddedSubscriptionStore (${process.env.NUTSHELL_TEST_DATABASE_URL ? 'postgres' : 'pglite'})`,
  async (clock) => {
    await db.exec('TRUNCATE delivery_runs, subscriptions RESTART IDENTITY; DELETE FROM customers');
    for (const [n, c] of Object.values(CONTRACT_CUSTOMERS).entries()) {
      await db.query(
        'INSERT INTO customers (id, email, email_normalized, full_name, first_name, is_b2b, is_guest, ' +
          "newsletter_opt_in, created_at) VALUES ($1, $2, $2, 'Contract Customer', 'Contract', false, false, false, now())",
        [c.id, `contract-${n}@example.com`],
      );
    }
    return new EmbeddedSubscriptionStore(db, clock);
  },
);
