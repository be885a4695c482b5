import { get } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';
import { freePort, killHard, spawnWatched, type Watched } from './auto-delivery-support';

/**
 * The real cluster (PostgreSQL only): `NUTSHELL_WORKERS=2` as server-main.ts runs it (cluster-server.ts: the same
 * primary and worker code, without the UI build) on one fresh database. Both workers answer on the one port (GET
 * /health over new connections reports two pids, neither the primary's); a worker killed with SIGKILL is replaced;
 * SIGTERM to the primary stops every worker and the primary exits 0. With NUTSHELL_METRICS=1, GET /metrics on the port
 * answers the sum over both workers.
 */
let database: TestDatabase;
let dataDir = '';
let primary: Watched | undefined;
let baseUrl = '';

/** GET /health over a connection of its own (the primary hands each new connection to the next worker). */
function healthPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${baseUrl}/health`, { agent: false, timeout: 10_000 }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => {
        const body = JSON.parse(text) as { ok?: boolean; pid?: number };
        if (res.statusCode !== 200 || body.ok !== true || typeof body.pid !== 'number')
          reject(new Error(`GET /health answered ${res.statusCode}: ${text}`));
        else resolve(body.pid);
      });
    })
      .on('timeout', function (this: { destroy(e: Error): void }) {
        this.destroy(new Error('GET /health: no answer in 10 s'));
      })
      .on('error', reject);
  });
}

/** GET /metrics over a new connection: the cluster's count of GET /health answered 200 (http_requests_total). */
async function healthCount(): Promise<number> {
  const res = await fetch(`${baseUrl}/metrics`, { headers: { connection: 'close' } });
  expect(res.status).toBe(200);
  const line = /^http_requests_total\{method="GET",route="\/health",status="200"\} (\d+)$/m.exec(await res.text());
  return Number(line?.[1] ?? 0);
}

/** The pids answering /health over `requests` new connections, sent a few at a time. */
async function answeringPids(requests = 20): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < requests; i += 4) for (const pid of await Promise.all([0, 1, 2, 3].map(healthPid))) pids.add(pid);
  return pids;
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  database = await freshTestDatabase();
  if (database.location.kind !== 'postgres') throw new Error('this test runs on PostgreSQL (the postgres project)');
  dataDir = mkdtempSync(join(tmpdir(), 'nutshell-cluster-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  primary = spawnWatched('test/reliability/cluster-server.ts', {
    NUTSHELL_WORKERS: '2',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: database.location.url,
    NUTSHELL_DATA_DIR: dataDir,
    NUTSHELL_SCHEDULER_INTERVAL_MS: '0',
    NUTSHELL_METRICS: '1',
    LOG_LEVEL: 'silent',
  });
  await primary.waitFor((line) => line.startsWith('Nutshell is ready at'));
}, 120_000);
afterAll(async () => {
  if (primary) await killHard(primary);
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('NUTSHELL_WORKERS=2: the cluster on one port over PostgreSQL', () => {
  it('has both workers answer, replaces a killed one, and stops cleanly on SIGTERM', async () => {
    const p = primary!;
    expect(p.lines.filter((l) => l.startsWith('Nutshell is ready at'))).toEqual([
      `Nutshell is ready at http://localhost:${new URL(baseUrl).port} (project 'nutshell', data: PostgreSQL, 2 workers)`,
    ]);
    const first = await answeringPids();
    expect(first.size).toBe(2);
    expect(first.has(p.child.pid!)).toBe(false);
    // NUTSHELL_METRICS=1: a scrape, whichever worker takes it, counts the /health requests of both workers.
    for (let i = 0; i < 2; i++) expect(await healthCount()).toBeGreaterThanOrEqual(20);

    const [victim, survivor] = [...first] as [number, number];
    const t0 = performance.now();
    process.kill(victim, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    let now = new Set<number>();
    while (Date.now() < deadline) {
      now = await answeringPids(8).catch(() => new Set<number>());
      if (now.size === 2 && !now.has(victim)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(now.has(survivor)).toBe(true);
    expect(now.has(victim)).toBe(false);
    expect(now.size).toBe(2);

    const replacedMs = performance.now() - t0;
    const workers = [...now];
    const t1 = performance.now();
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    console.info(
      `cluster: a killed worker replaced in ${(replacedMs / 1000).toFixed(1)} s; ` +
        `stopped in ${((performance.now() - t1) / 1000).toFixed(1)} s`,
    );
    expect(workers.filter(isRunning)).toEqual([]);
    primary = undefined;
  }, 180_000);
});
