import { spawnSync, type ChildProcess } from 'node:child_process';
import { CSRF_JSON, inStockAlmonds, startNpmServer, stopServer } from './bench-server';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Lighthouse: the performance category with Lighthouse's mobile defaults (a mid-range phone,
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

/** Two lines (two products of the first listing page) in a new session's cart; answers the session cookie. */
async function twoLineCart(base: string, skus: readonly string[]): Promise<string> {
  let cookie = '';
  for (const sku of skus) {
    const res = await fetch(`${base}/cart`, { method: 'POST', headers: { ...CSRF_JSON, ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ cart_sku: { sku_external_id: sku, quantity: 1 } }) });
    if (!res.ok) throw new Error(`POST /cart answered ${res.status}`);
    cookie ||= (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  }
  return cookie;
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
    const started = await startNpmServer(repoRoot, dataDir);
    server = started.child;
    const base = started.url;
    const almonds = await inStockAlmonds(base, 2);
    const path = almonds[0]!.path;
    const cookie = await twoLineCart(base, almonds.map((a) => a.sku));
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
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
