import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Lighthouse (tracker issue 5): the performance category with Lighthouse's mobile defaults (a mid-range phone,
 * simulated slow 4G and a 4× slower CPU) on Debian's Chromium, against the `npm start` server on a fresh data
 * directory, after a fresh production build of the UI: home, a category listing, a product page, the cart with two lines and /checkout/address (the
 * two-line cart's session cookie is sent with those two). Budgets: score ≥ 98 and CLS < 0.05 on each page.
 * BENCH_LIGHTHOUSE_REPORTS=<dir> also writes each page's full report (JSON) there.
 */
export interface LighthouseCell {
  readonly page: string;
  readonly path: string;
  /** Performance score, 0–100. */
  readonly score: number;
  /** Largest Contentful Paint, First Contentful Paint and Total Blocking Time, ms (simulated). */
  readonly lcpMs: number;
  readonly fcpMs: number;
  readonly tbtMs: number;
  /** Cumulative Layout Shift (unitless). */
  readonly cls: number;
  /** Transferred bytes of the page load. */
  readonly transferBytes: number;
  /** The failed audits that cost the most, for the log. */
  readonly opportunities: readonly string[];
}


/** Debian's Chromium, or CHROME_PATH. */
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];
const CSRF = { 'x-nutshell-csrf': '1', 'content-type': 'application/json' };

async function startServer(repoRoot: string, dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/wiring/server-main.ts'], {
    cwd: repoRoot, env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NUTSHELL_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (b: Buffer) => { stderr = (stderr + b.toString()).slice(-2000); });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server not ready after 180 s: ${stderr}`)), 180_000);
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /Nutshell is ready at (\S+)/.exec(out);
      if (m) { clearTimeout(timer); resolve(m[1]!.replace('localhost', '127.0.0.1')); }
    });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`server exited with code ${code}: ${stderr}`)); });
  });
  child.stdout!.resume();
  return { child, url };
}

/** Two lines (two products of the first listing page) in a new session's cart; answers the session cookie. */
async function twoLineCart(base: string, skus: readonly string[]): Promise<string> {
  let cookie = '';
  for (const sku of skus) {
    const res = await fetch(`${base}/cart`, { method: 'POST', headers: { ...CSRF, ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ cart_sku: { sku_external_id: sku, quantity: 1 } }) });
    if (!res.ok) throw new Error(`POST /cart answered ${res.status}`);
    cookie ||= (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  }
  return cookie;
}

/** Two in-stock products of the catalogue, by search: their SKUs and the first one's path. */
async function products(base: string): Promise<{ skus: string[]; path: string }> {
  const res = await fetch(`${base}/1/indexes/*/queries`, {
    method: 'POST', headers: { 'content-type': 'text/plain', 'x-algolia-application-id': 'nutshell', 'x-algolia-api-key': 'nutshell-search' },
    body: JSON.stringify({ requests: [{ indexName: 'Products', query: 'almonds', hitsPerPage: 2, distinct: true, facetFilters: [['categories.lvl0:Nuts'], 'inStock:true'] }] }),
  });
  const hits = ((await res.json()) as { results: { hits: { sku: string; path: string }[] }[] }).results[0]?.hits ?? [];
  if (hits.length < 2) throw new Error('the search index has fewer than two in-stock almond products');
  return { skus: hits.map((h) => h.sku), path: hits[0]!.path };
}

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Runs Lighthouse on the five pages; removes its data directory afterwards. */
export async function runLighthouseBench(repoRoot: string, log: (line: string) => void): Promise<LighthouseCell[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nutshell-bench-lighthouse-'));
  let server: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    // The pages as they are now: the production build of the UI the server serves (dist/ui).
    const build = spawnSync(process.execPath, [join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: repoRoot, encoding: 'utf8', timeout: 180_000 });
    if (build.status !== 0) throw new Error(`vite build failed (status ${build.status}): ${(build.stderr ?? '').slice(-1000)}`);
    const started = await startServer(repoRoot, dataDir);
    server = started.child;
    const base = started.url;
    const { skus, path } = await products(base);
    const cookie = await twoLineCart(base, skus);
    const pages: { page: string; path: string; cookie?: string }[] = [
      { page: 'home', path: '/' },
      { page: 'category listing', path: '/nuts' },
      { page: 'product', path },
      { page: 'cart (two lines)', path: '/cart', cookie },
      { page: 'checkout address', path: '/checkout/address', cookie },
    ];
    chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
    const cells: LighthouseCell[] = [];
    for (const p of pages) {
      // One unmeasured load first: the server's code paths and caches are warm, as for a real visitor.
      await fetch(`${base}${p.path}`);
      const result = await lighthouse(`${base}${p.path}`, {
        port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'],
        ...(p.cookie ? { extraHeaders: { Cookie: p.cookie } } : {}),
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${p.path}`);
      const lhr = result.lhr;
      if (process.env.BENCH_LIGHTHOUSE_REPORTS) writeFileSync(join(process.env.BENCH_LIGHTHOUSE_REPORTS, `${p.page.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
      const opportunities = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && (a.details?.type === 'opportunity' || a.scoreDisplayMode === 'metricSavings'))
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      const cell: LighthouseCell = {
        page: p.page, path: p.path, score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: numeric(lhr, 'largest-contentful-paint'), fcpMs: numeric(lhr, 'first-contentful-paint'), tbtMs: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'), transferBytes: numeric(lhr, 'total-byte-weight'), opportunities,
      };
      cells.push(cell);
      log(`lighthouse ${p.page} (${p.path}): score ${cell.score}, LCP ${cell.lcpMs.toFixed(0)} ms, FCP ${cell.fcpMs.toFixed(0)} ms, TBT ${cell.tbtMs.toFixed(0)} ms, CLS ${cell.cls.toFixed(3)}, ${(cell.transferBytes / 1024).toFixed(1)} KB${opportunities.length ? `; to fix: ${opportunities.join(', ')}` : ''}`);
    }
    return cells;
  } finally {
    await chrome?.kill();
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
