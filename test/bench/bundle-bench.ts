import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ON_DEMAND_MODULES, type PageKind } from '../../adapters/embedded/server/html-shell';

/**
 * Page-weight benchmark: builds the UI with `vite build --manifest` (vite.config.ts
 * unchanged, output to a temporary directory) and sums, per route, the gzip size (level 9, each file on its
 * own, as served) of the JavaScript a first visit loads: the entry chunk and its static imports, plus the chunks
 * the server-rendered page preloads for its kind of page (html-shell.ts `ON_DEMAND_MODULES`: the route's lazily
 * loaded page module, and what loads with it, e.g. the product page's HTML sanitiser) and their static imports:
 * hydration waits for all of them. Which packages a chunk holds is read from the build's source maps (the config
 * builds them). The stylesheets those chunks load are summed the same way. Sizes in KiB (1,024 bytes).
 */

/** One entry of Vite's .vite/manifest.json. */
interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly name?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The initial JavaScript of one route. */
export interface RouteBundle {
  readonly route: string;
  /** On-demand modules (Vite manifest keys, relative to ui/) the route's page preloads; added to the entry's. */
  readonly modules: readonly string[];
  /** Emitted files loaded on first visit. */
  readonly files: readonly string[];
  readonly rawBytes: number;
  readonly gzipBytes: number;
  /** Stylesheets loaded on first visit (the entry's and the route chunks'), and their sizes. */
  readonly cssFiles: readonly string[];
  readonly cssRawBytes: number;
  readonly cssGzipBytes: number;
  /** Budget of the JS in bytes (absent: informational). */
  readonly budgetBytes?: number;
  /** What the budget is, for the table (e.g. a reference figure). */
  readonly budgetNote?: string;
  /** InstantSearch packages bundled into those files. */
  readonly instantSearch: readonly string[];
}

/** Results of the bundle benchmark. */
export interface BundleBenchResult {
  readonly buildMs: number;
  readonly routes: RouteBundle[];
  readonly errors: string[];
}

/**
 * Budgets of the initial JS, gzip, in KiB (1,024 B) as the whole section counts: home and listings
 * ≤ 112 KiB (for reference, Hydrogen's bare skeleton is 110.4 KB), the product page ≤ 125 KiB.
 */
export const INITIAL_JS_BUDGETS = {
  home: 112 * 1024,
  listing: 112 * 1024,
  product: 125 * 1024,
} as const;

/** The reference the home and listing budget is set against. */
export const HYDROGEN_REFERENCE = "Hydrogen's bare skeleton is 110.4 KB";

const INSTANTSEARCH = /node_modules\/((?:@[^/]+\/)?(?:react-instantsearch[^/]*|instantsearch\.js|instantsearch-ui-components|instantsearch-core|algoliasearch-helper))\//;

/** An ANSI colour code (ESC [ … m), as vite prints them. */
const ANSI_COLOUR = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g');

/** Routes, the kind of page the server renders for each (html-shell.ts), and their budgets. */
const ROUTES: readonly { route: string; kind: PageKind; budgetBytes?: number; budgetNote?: string }[] = [
  { route: 'home', kind: 'home', budgetBytes: INITIAL_JS_BUDGETS.home, budgetNote: HYDROGEN_REFERENCE },
  { route: 'listing', kind: 'other', budgetBytes: INITIAL_JS_BUDGETS.listing, budgetNote: HYDROGEN_REFERENCE },
  { route: 'product', kind: 'product', budgetBytes: INITIAL_JS_BUDGETS.product },
  { route: 'cart', kind: 'cart' },
  { route: 'checkout', kind: 'checkout' },
  { route: 'search', kind: 'search' },
];

function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const k of manifest[key]?.imports ?? []) visit(k);
  };
  keys.forEach(visit);
  return seen;
}

/** Repo-relative source modules of each JS chunk (manifest key → modules), from its source map. */
function chunkModules(manifest: Manifest, outDir: string, repoRoot: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const mapFile = join(outDir, `${chunk.file}.map`);
    if (!existsSync(mapFile)) {
      out.set(key, []);
      continue;
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[]; sourceRoot?: string };
    const base = resolve(dirname(mapFile), map.sourceRoot ?? '');
    out.set(key, (map.sources ?? []).map((s) => relative(repoRoot, resolve(base, s)).split('\\').join('/')));
  }
  return out;
}

function measureFiles(manifest: Manifest, keys: Iterable<string>, outDir: string, modulesOf: Map<string, string[]>): Pick<RouteBundle, 'files' | 'rawBytes' | 'gzipBytes' | 'instantSearch' | 'cssFiles' | 'cssRawBytes' | 'cssGzipBytes'> {
  const files: string[] = [];
  let rawBytes = 0;
  let gzipBytes = 0;
  const instant = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    for (const f of chunk?.css ?? []) css.add(f);
    if (!chunk || !chunk.file.endsWith('.js')) continue;
    const bytes = readFileSync(join(outDir, chunk.file));
    files.push(chunk.file);
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
    for (const m of modulesOf.get(key) ?? []) {
      const hit = INSTANTSEARCH.exec(m);
      if (hit) instant.add(hit[1]!);
    }
    // Without a source map, fall back on the text (package names survive in InstantSearch's code as strings).
    if ((modulesOf.get(key) ?? []).length === 0 && /react-instantsearch|instantsearch\.js/.test(bytes.toString('utf8'))) instant.add('(text match)');
  }
  let cssRawBytes = 0;
  let cssGzipBytes = 0;
  for (const f of css) {
    const bytes = readFileSync(join(outDir, f));
    cssRawBytes += bytes.length;
    cssGzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.sort(), rawBytes, gzipBytes, instantSearch: [...instant].sort(), cssFiles: [...css].sort(), cssRawBytes, cssGzipBytes };
}

/**
 * Builds the UI into a temporary directory (`vite build --configLoader runner --manifest --outDir <tmp>`; the
 * project's vite.config.ts otherwise as is) and measures the initial JS of home, listing, product, cart, checkout and
 * search.
 */
export function runBundleBench(repoRoot: string, log: (line: string) => void): BundleBenchResult {
  const errors: string[] = [];
  const routes: RouteBundle[] = [];
  const outDir = mkdtempSync(join(tmpdir(), 'nutshell-bench-ui-'));
  const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  log(`bundle: vite build --configLoader runner --manifest --outDir ${outDir}…`);
  const t0 = performance.now();
  const build = spawnSync(process.execPath, [vite, 'build', '--configLoader', 'runner', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: repoRoot, encoding: 'utf8', timeout: 120_000, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
  const buildMs = performance.now() - t0;
  try {
    if (build.status !== 0) {
      const text = `${build.stderr ?? ''}${build.stdout ?? ''}${build.error ? String(build.error) : ''}`.replace(ANSI_COLOUR, '');
      const lines = text.split('\n').filter((l) => l.trim() !== '' && !/^\s+at /.test(l));
      throw new Error(`vite build failed (status ${build.status}); the UI does not build as it stands:\n${lines.slice(0, 30).join('\n')}`);
    }
    const manifestFile = join(outDir, '.vite', 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
    if (entries.length === 0) throw new Error('the manifest has no entry chunk');
    const modulesOf = chunkModules(manifest, outDir, repoRoot);
    const entrySet = closure(manifest, entries);

    for (const { route, kind, budgetBytes, budgetNote } of ROUTES) {
      const modules = ON_DEMAND_MODULES[kind];
      const notFound = modules.filter((m) => !manifest[m]);
      if (notFound.length > 0) errors.push(`${route}: html-shell.ts ON_DEMAND_MODULES names module(s) not in the build manifest: ${notFound.join(', ')} (not counted)`);
      const keys = new Set([...entrySet, ...closure(manifest, modules.filter((m) => manifest[m]))]);
      routes.push({ route, modules, ...measureFiles(manifest, keys, outDir, modulesOf), ...(budgetBytes !== undefined ? { budgetBytes } : {}), ...(budgetNote ? { budgetNote } : {}) });
    }
  } catch (e) {
    errors.push(e instanceof Error ? e.message : String(e));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return { buildMs, routes, errors };
}
