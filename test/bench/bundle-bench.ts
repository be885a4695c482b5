import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Page-weight benchmark: builds the UI with `vite build --manifest` (vite.config.ts
 * unchanged, output to a temporary directory) and sums, per route, the gzip size (level 9, each file on its
 * own, as served) of the JavaScript a first visit loads: the entry chunk and its static imports, plus the
 * chunk holding the route's page module (when lazily loaded) and its static imports. Which chunk holds a
 * module is read from the build's source maps (the config builds them), so the figures follow the code as
 * it is split today, whatever the chunk names. The stylesheets those chunks load are summed the same way.
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
  /** Page modules (repo-relative) the route renders; their chunks are added to the entry's. */
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
  /** InstantSearch packages bundled into those files. */
  readonly instantSearch: readonly string[];
  /** Why the route could not be measured (e.g. the search route is not built yet). */
  readonly missing?: string;
}

/** Results of the bundle benchmark. */
export interface BundleBenchResult {
  readonly buildMs: number;
  readonly routes: RouteBundle[];
  readonly errors: string[];
}

/** Budget of the initial JS of home, listing and product: 140 KB (KiB, 1024 B) gzip. */
export const INITIAL_JS_BUDGET_BYTES = 140 * 1024;

const INSTANTSEARCH = /node_modules\/((?:@[^/]+\/)?(?:react-instantsearch[^/]*|instantsearch\.js|instantsearch-ui-components|instantsearch-core|algoliasearch-helper))\//;

/** An ANSI colour code (ESC [ … m), as vite prints them. */
const ANSI_COLOUR = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g');

/** Routes and the page modules each renders (ui/app/app.tsx, ui/routes/*). */
const ROUTES: readonly { route: string; modules: readonly string[]; budget: boolean }[] = [
  { route: 'home', modules: ['ui/routes/home-route.tsx'], budget: true },
  // Listing and product pages are rendered by ui/routes/resolved-route.tsx.
  { route: 'listing', modules: ['ui/routes/resolved-route.tsx', 'ui/features/category/category-page.tsx'], budget: true },
  { route: 'product', modules: ['ui/routes/resolved-route.tsx', 'ui/features/product/product-page.tsx'], budget: true },
  { route: 'cart', modules: ['ui/routes/cart-route.tsx'], budget: false },
  { route: 'checkout', modules: ['ui/routes/checkout-route.tsx'], budget: false },
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

/** The search results route's lazily loaded chunk: a dynamic entry named after search (prefer ui/routes/). */
function searchRouteKey(manifest: Manifest): string | undefined {
  const candidates = Object.entries(manifest).filter(([, c]) => c.isDynamicEntry && /search/i.test(c.src ?? ''));
  candidates.sort(([, a], [, b]) => Number((b.src ?? '').startsWith('routes/')) - Number((a.src ?? '').startsWith('routes/')));
  return candidates[0]?.[0];
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
 * Builds the UI into a temporary directory (`vite build --manifest --outDir <tmp>`; the project's
 * vite.config.ts otherwise as is) and measures the initial JS of home, listing, product and search.
 */
export function runBundleBench(repoRoot: string, log: (line: string) => void): BundleBenchResult {
  const errors: string[] = [];
  const routes: RouteBundle[] = [];
  const outDir = mkdtempSync(join(tmpdir(), 'nutshell-bench-ui-'));
  const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  log(`bundle: vite build --manifest --outDir ${outDir}…`);
  const t0 = performance.now();
  const build = spawnSync(process.execPath, [vite, 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: repoRoot, encoding: 'utf8', timeout: 120_000, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
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
    const chunkOf = (module: string): string | undefined => [...modulesOf].find(([, ms]) => ms.includes(module))?.[0];

    for (const { route, modules, budget } of ROUTES) {
      const keys = new Set(entrySet);
      const notFound: string[] = [];
      for (const m of modules) {
        const key = chunkOf(m);
        if (!key) notFound.push(m);
        else for (const k of closure(manifest, [key])) keys.add(k);
      }
      if (notFound.length > 0) errors.push(`${route}: module(s) not found in any chunk's source map: ${notFound.join(', ')} (counted the entry only)`);
      routes.push({ route, modules, ...measureFiles(manifest, keys, outDir, modulesOf), ...(budget ? { budgetBytes: INITIAL_JS_BUDGET_BYTES } : {}) });
    }

    const search = searchRouteKey(manifest);
    if (!search) {
      routes.push({ route: 'search', modules: [], files: [], rawBytes: 0, gzipBytes: 0, instantSearch: [], cssFiles: [], cssRawBytes: 0, cssGzipBytes: 0, missing: 'search: route not built yet' });
    } else {
      const keys = new Set([...entrySet, ...closure(manifest, [search])]);
      routes.push({ route: 'search', modules: [`ui/${manifest[search]!.src ?? search}`], ...measureFiles(manifest, keys, outDir, modulesOf) });
    }
  } catch (e) {
    errors.push(e instanceof Error ? e.message : String(e));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return { buildMs, routes, errors };
}
