import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpInventory } from '../../adapters/storefront-backend/http-inventory';
import {
  startOnFreshDatabase,
  type ProcessesOnDatabase,
  type ServerProcess,
  type ServerProcesses,
} from './server-processes';
import { LOCAL_CLIENT, send } from './support';

/**
 * The search index follows catalogue changes across processes (PostgreSQL only): two server processes on one
 * database; a stock change made through process 1 (PUT /nutshell/inventory/{sku}, as `nutshell catalog set-stock`
 * sends it) and a price change written straight to the products table (as an import or an operator would) are
 * searchable through process 2 within a second (migration 27's notifications, catalog-follower.ts). After process
 * 2's listening connection is cut, a change made meanwhile still arrives (it reconnects and rebuilds its index).
 */
const SKU = '1073-01'; // Blanched Almonds, 1 lb
const FOLLOW_MS = 1_000;

let suite: ProcessesOnDatabase;
let processes: ServerProcesses;
let sql: pg.Client;

beforeAll(async () => {
  suite = await startOnFreshDatabase(2);
  processes = suite.processes;
  sql = new pg.Client({ connectionString: suite.databaseUrl });
  await sql.connect();
}, 120_000);
afterAll(async () => {
  await sql?.end();
  await suite?.stop();
});

interface Hit {
  readonly inStock: boolean;
  readonly cost: number;
}

/** The Products record of SKU through `server`'s Algolia search API. */
async function hitOf(server: ServerProcess): Promise<Hit> {
  const r = await send<{ hits: Hit[] }>(`${server.baseUrl}/1/indexes/Products/query`, {
    headers: { 'x-algolia-application-id': 'nutshell', 'x-algolia-api-key': 'nutshell-search' },
    body: { query: '', filters: `objectID:${SKU}`, hitsPerPage: 1 },
  });
  const hit = r.body.hits?.[0];
  if (r.status !== 200 || !hit) throw new Error(`search answered ${r.status}: ${JSON.stringify(r.body)}`);
  return hit;
}

/** Polls `server`'s record until `test` holds; fails after `withinMs` (from the call). Returns the ms it took. */
async function followed(server: ServerProcess, test: (hit: Hit) => boolean, withinMs: number): Promise<number> {
  const t0 = performance.now();
  let last: Hit | undefined;
  while (performance.now() - t0 < withinMs) {
    last = await hitOf(server);
    if (test(last)) return Math.round(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`not followed within ${withinMs} ms; last record ${JSON.stringify(last)}`);
}

/** Adds `cents` to every default (channel-less) price of the SKU's product, in its stored document. */
async function raisePrice(cents: number): Promise<void> {
  const [row] = (
    await sql.query(
      'SELECT p.id, p.doc FROM products p JOIN product_skus k ON k.product_id = p.id ' + 'WHERE k.sku = $1',
      [SKU],
    )
  ).rows as { id: string; doc: { variants: { prices: { channelKey?: string; value: { cents: number } }[] }[] } }[];
  for (const v of row!.doc.variants) for (const p of v.prices) if (p.channelKey === undefined) p.value.cents += cents;
  await sql.query('UPDATE products SET doc = $2 WHERE id = $1', [row!.id, JSON.stringify(row!.doc)]);
}

describe('search follows catalogue changes across two processes on PostgreSQL', () => {
  it('a stock change through process 1 is searchable through process 2 within a second, and back', async () => {
    const [one, two] = processes.all as [ServerProcess, ServerProcess];
    expect((await hitOf(two)).inStock).toBe(true);
    const inventory = new HttpInventory({ baseUrl: one.baseUrl, ...LOCAL_CLIENT, fetch });
    expect((await inventory.setStock(SKU, 0)).ok).toBe(true);
    const outMs = await followed(two, (h) => !h.inStock, FOLLOW_MS);
    expect((await inventory.setStock(SKU, 40)).ok).toBe(true);
    const backMs = await followed(two, (h) => h.inStock, FOLLOW_MS);
    console.info(`search follows stock: out of stock after ${outMs} ms, back after ${backMs} ms`);
  });

  it('a price written to the database is searchable through both processes within a second', async () => {
    const before = (await hitOf(processes.all[1]!)).cost;
    await raisePrice(100);
    for (const server of processes.all) await followed(server, (h) => h.cost === before + 100, FOLLOW_MS);
    await raisePrice(-100);
    for (const server of processes.all) await followed(server, (h) => h.cost === before, FOLLOW_MS);
  });

  it('after its listening connection is cut, a process still gets the change made meanwhile', async () => {
    const two = processes.all[1]!;
    const before = (await hitOf(two)).cost;
    const cut = await sql.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() ' +
        "AND query = 'LISTEN nutshell_catalog'",
    );
    expect(cut.rowCount).toBe(2);
    await raisePrice(7);
    // Reconnecting waits 0.25 s, then the index is rebuilt from the database.
    await followed(two, (h) => h.cost === before + 7, 10_000);
    await raisePrice(-7);
    await followed(two, (h) => h.cost === before, FOLLOW_MS + 2_000);
  });
});
