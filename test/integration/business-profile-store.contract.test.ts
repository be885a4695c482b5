import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../adapters/embedded/db/database';
import { migrate } from '../../adapters/embedded/db/migrations';
import { EmbeddedBusinessProfileStore } from '../../adapters/embedded/business/embedded-business-profile-store';
import {
  CONTRACT_CUSTOMERS,
  contractProfile,
  describeBusinessProfileStore,
} from '../../core/business/testing/business-profile-store-contract';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';

// The BusinessProfileStore contract (ports/business-profiles.ts) on the embedded database: PGlite, or PostgreSQL with
// NUTSHELL_TEST_DATABASE_URL. One database for the file; each test starts from the suite's customers, no profiles.
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

async function freshCustomers(): Promise<void> {
  await db.exec('TRUNCATE business_units, customers CASCADE');
  for (const id of CONTRACT_CUSTOMERS) {
    await db.query(
      'INSERT INTO customers (id, email, email_normalized, full_name, first_name, is_b2b, is_guest, ' +
        "newsletter_opt_in, created_at) VALUES ($1, $2, $2, 'Test Customer', 'Test', false, false, false, now())",
      [id, `${id}@example.com`],
    );
  }
}

describeBusinessProfileStore(
  `EmbeddedBusinessProfileStore (${process.env.NUTSHELL_TEST_DATABASE_URL ? 'postgres' : 'pglite'})`,
  async () => {
    await freshCustomers();
    return new EmbeddedBusinessProfileStore(db);
  },
);

describe('EmbeddedBusinessProfileStore and the customer', () => {
  it('marks the customer a business contact with the profile, and the profile goes with the customer', async () => {
    await freshCustomers();
    const store = new EmbeddedBusinessProfileStore(db);
    await store.create(contractProfile());
    const flags = await db.query<{ id: string; is_b2b: boolean }>('SELECT id, is_b2b FROM customers ORDER BY id');
    expect(flags).toEqual([
      { id: 'customer-ada', is_b2b: true },
      { id: 'customer-bo', is_b2b: false },
    ]);
    await db.query("DELETE FROM customers WHERE id = 'customer-ada'");
    expect(await store.get('customer-ada')).toBeUndefined();
  });
});
