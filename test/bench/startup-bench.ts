import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_JSON, stopServer } from './bench-server';

/**
 * Start-up benchmark: `npm start`'s server (tsx adapters/wiring/server-main.ts, the command
 * `npm start` runs) to its first answered request on an empty data directory (migrations, seed, search index)
 * and again on the same, now installed, directory; then the CLI's `cart show --json` wall time against that
 * running server. Times are wall-clock milliseconds from spawn to the first 200 of GET /health.
 */
export interface StartupResult {
  readonly emptyDataDirMs: number;
  readonly installedDataDirMs: number;
  /** Wall time of `nutshell cart show <id> --json` (spawned Node process, over HTTP to the running server). */
  readonly cliCartShowMs: number;
  readonly errors: readonly string[];
}

const PORT = 3219;
const BASE = `http://localhost:${PORT}`;

async function waitForHealth(child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`server not ready after ${timeoutMs} ms`);
}

async function timedStart(repoRoot: string, dataDir: string): Promise<{ ms: number; child: ChildProcess }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/wiring/server-main.ts'], {
    cwd: repoRoot, env: { ...process.env, PORT: String(PORT), NUTSHELL_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' }, stdio: 'ignore',
  });
  await waitForHealth(child, 180_000);
  return { ms: performance.now() - started, child };
}

/** Runs the three measurements in a temporary data directory, removed afterwards. */
export async function runStartupBench(repoRoot: string, log: (line: string) => void): Promise<StartupResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nutshell-bench-start-'));
  const errors: string[] = [];
  let emptyDataDirMs = Number.NaN;
  let installedDataDirMs = Number.NaN;
  let cliCartShowMs = Number.NaN;
  try {
    const first = await timedStart(repoRoot, dataDir);
    emptyDataDirMs = first.ms;
    await stopServer(first.child);
    log(`start on an empty data directory: ${emptyDataDirMs.toFixed(0)} ms`);
    const second = await timedStart(repoRoot, dataDir);
    installedDataDirMs = second.ms;
    log(`start on the installed data directory: ${installedDataDirMs.toFixed(0)} ms`);
    try {
      const added = await fetch(`${BASE}/cart`, { method: 'POST', headers: CSRF_JSON, body: JSON.stringify({ cart_sku: { sku_external_id: '1001-01', quantity: 1 } }) });
      const cartId = ((await added.json()) as { data?: { cart?: { id?: string } } }).data?.cart?.id;
      if (!cartId) throw new Error(`POST /cart answered ${added.status}`);
      const t0 = performance.now();
      const r = spawnSync(process.execPath, ['cli/bin/nutshell.mjs', 'cart', 'show', cartId, '--json'], { cwd: repoRoot, env: { ...process.env, NUTSHELL_DATA_DIR: dataDir, NUTSHELL_SERVER_URL: BASE }, encoding: 'utf8', timeout: 60_000 });
      cliCartShowMs = performance.now() - t0;
      if (r.status !== 0) throw new Error(`cart show exited ${r.status}: ${r.stderr.trim()}`);
      log(`CLI cart show --json: ${cliCartShowMs.toFixed(0)} ms`);
    } finally {
      await stopServer(second.child);
    }
  } catch (e) {
    errors.push(e instanceof Error ? e.message : String(e));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { emptyDataDirMs, installedDataDirMs, cliCartShowMs, errors };
}
