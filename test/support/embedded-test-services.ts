import { openEmbedded, type EmbeddedServices } from '../../adapters/wiring/embedded-services';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import type { Result } from '../../core/shared';
import type { CommercePort } from '../../ports/commerce';
import { freshTestDatabase } from './test-database';

/** The embedded services on a fresh test database, and a close that shuts them and drops the database. */
export interface TestServices {
  readonly services: EmbeddedServices;
  close(): Promise<void>;
}

/**
 * Opens the embedded profile's services (system clock, crypto ids) on a fresh test database (PGlite in memory, or
 * PostgreSQL per NUTSHELL_TEST_DATABASE_URL). `options.search`: whether the search index is built (false by default:
 * the integration tests of carts, orders and payments need none, and it costs seconds).
 */
export async function openTestServices(options: { search?: boolean } = {}): Promise<TestServices> {
  const database = await freshTestDatabase();
  const services = await openEmbedded(database.location, systemClock, cryptoIds, { search: options.search ?? false });
  return {
    services,
    async close() {
      await services.close();
      await database.drop();
    },
  };
}

/** The SKU of the first active, not backordered variant in the seeded 'nuts' category (its first five products). */
export async function activeNutsSku(commerce: CommercePort): Promise<string> {
  const { results } = await commerce.listProducts({ categoryKey: 'nuts', limit: 5, offset: 0 });
  const sku = results[0]?.variants.find((v) => v.active && !v.backordered)?.sku;
  if (sku === undefined) throw new Error('no active variant seeded in nuts');
  return sku;
}

/** The value of a successful Result; throws with the error's code and message otherwise. */
export function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}
