import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';

/**
 * The servers the throughput, Lighthouse and start-up benches run against, each in its own
 * process, and what they ask of them. For profiling, BENCH_SERVER_NODE_ARGS (e.g. '--cpu-prof
 * --cpu-prof-dir=/tmp/prof' or '--trace-gc') is passed to the servers' node, and BENCH_SERVER_STDOUT=<file> keeps
 * their standard output.
 */

/** Headers of the search API as algoliasearch v5 sends them to the local server. */
export const SEARCH_HEADERS = { 'content-type': 'text/plain', 'x-algolia-application-id': 'nutshell', 'x-algolia-api-key': 'nutshell-search' } as const;

/** Headers of a state-changing JSON call from the browser (with the CSRF header). */
export const CSRF_JSON = { 'x-nutshell-csrf': '1', 'content-type': 'application/json' } as const;

/** A server the benches spawned: its process, its URL, and the last 2,000 characters of its standard error. */
export interface SpawnedServer {
  readonly child: ChildProcess;
  readonly url: string;
  stderr(): string;
}

/** Spawns `node --import tsx <script>` in `repoRoot` and resolves with the URL its first stdout line matching `ready` names. */
export async function spawnServer(repoRoot: string, script: string, ready: RegExp, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', script], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (b: Buffer) => { stderr = (stderr + b.toString()).slice(-2000); });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${script} not ready after ${timeoutMs} ms: ${stderr}`)), timeoutMs);
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const m = ready.exec(out);
      if (m) { clearTimeout(timer); resolve(m[1]!); }
    });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`${script} exited with code ${code}: ${stderr}`)); });
  });
  child.stdout!.resume();
  if (process.env.BENCH_SERVER_STDOUT) child.stdout!.pipe(createWriteStream(process.env.BENCH_SERVER_STDOUT));
  return { child, url, stderr: () => stderr };
}

/** `npm start`'s server (adapters/wiring/server-main.ts) on PGlite in `dataDir`, on a free loopback port; its base URL. */
export async function startNpmServer(repoRoot: string, dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<SpawnedServer> {
  const started = await spawnServer(repoRoot, 'adapters/wiring/server-main.ts', /Nutshell is ready at (\S+)/, { PORT: '0', HOST: '127.0.0.1', NUTSHELL_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env }, 180_000);
  return { ...started, url: started.url.replace('localhost', '127.0.0.1') };
}

/** Stops `child` with SIGTERM and waits for it to exit (nothing when it is not running). */
export async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** `count` in-stock almond products of the running server's catalogue (from its search index, distinct): SKU and path. */
export async function inStockAlmonds(base: string, count: number): Promise<{ sku: string; path: string }[]> {
  const res = await fetch(`${base}/1/indexes/*/queries`, {
    method: 'POST', headers: SEARCH_HEADERS,
    body: JSON.stringify({ requests: [{ indexName: 'Products', query: 'almonds', hitsPerPage: count, distinct: true, facetFilters: [['categories.lvl0:Nuts'], 'inStock:true'] }] }),
  });
  const hits = ((await res.json()) as { results: { hits: { sku: string; path: string }[] }[] }).results[0]?.hits ?? [];
  if (hits.length < count) throw new Error(`the search index has fewer than ${count} in-stock almond products`);
  return hits;
}

/** `pid` and its descendants' pids (Linux /proc; a cluster's workers are children of the server's node process). */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (text) children = children.concat(text.split(/\s+/).map(Number));
    }
  } catch {
    return [pid];
  }
  return [pid, ...children.flatMap(processTree)];
}

/** Resident set size of `pid` (VmRSS in /proc/<pid>/status), KiB; NaN when it cannot be read. */
export function rssKiB(pid: number): number {
  try {
    const m = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
