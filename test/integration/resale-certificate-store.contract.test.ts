import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../adapters/embedded/db/database';
import { migrate } from '../../adapters/embedded/db/migrations';
import { EmbeddedResaleCertificateStore } from '../../adapters/embedded/resellers/embedded-resale-certificate-store';
import {
  CERTIFICATE_CUSTOMERS,
  describeResaleCertificateStore,
} from '../../core/resellers/testing/resale-certificate-store-contract';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';

// The ResaleCertificateStore contract (ports/resale-certificates.ts) on the embedded database (migration 23): PGlite,
// or PostgreSQL with NUTSHELL_TEST_DATABASE_URL. Each test starts from the suite's customers and no certificates.
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
  await db.exec('TRUNCATE resale_certificates, customers CASCADE');
  for (const id of CERTIFICATE_CUSTOMERS) {
    await db.query(
      'INSERT INTO customers (id, email, email_normalized, full_name, first_name, is_b2b, is_guest, ' +
        "newsletter_opt_in, created_at) VALUES ($1, $2, $2, 'Test Customer', 'Test', true, false, false, now())",
      [id, `${id}@example.com`],
    );
  }
}

describeResaleCertificateStore(
  `EmbeddedResaleCertificateStore (${process.env.NUTSHELL_TEST_DATABASE_URL ? 'postgres' : 'pglite'})`,
  async () => {
    await freshCustomers();
    return new EmbeddedResaleCertificateStore(db);
  },
);
