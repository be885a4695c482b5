import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageRenderer, PageRendererDeps } from '../../../ports/page-renderer';
import { repoUrl } from '../repo-root';

/** The React app's build output folder. */
export const UI_DIST = repoUrl('dist/ui/');
/** The server-rendering entry's build (vite.config.ts `serverBuild`): exports `createPageRenderer`. */
export const SSR_BUNDLE = repoUrl('dist/server/render-page.js');
const UI_SRC = repoUrl('ui/');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Whether `file` exists and is at least as new as everything in ui/. */
function fresh(file: URL, newestSource: number): boolean {
  const path = fileURLToPath(file);
  return existsSync(path) && statSync(path).mtimeMs >= newestSource;
}

/**
 * Builds the React app with Vite when dist/ui or dist/server is missing or older than ui/ (so `npm start` on a
 * fresh clone serves the app without a separate build step): the browser build, then the server-rendering entry.
 * Returns true when it built.
 */
export async function ensureUiBuild(log: (msg: string) => void): Promise<boolean> {
  const newest = newestMtime(fileURLToPath(UI_SRC));
  if (fresh(new URL('index.html', UI_DIST), newest) && fresh(SSR_BUNDLE, newest)) return false;
  log('Building the storefront UI (first start or UI changed)...');
  const { build } = await import('vite');
  // The module runner loads the TypeScript config as Vite will by default, without the bundled loader's warnings.
  const configFile = fileURLToPath(repoUrl('vite.config.ts'));
  await build({ configFile, configLoader: 'runner', logLevel: 'warn' });
  await build({ configFile, configLoader: 'runner', logLevel: 'warn', build: { ssr: SSR_ENTRY } });
  return true;
}

/** The server-rendering entry of vite.config.ts, relative to ui/. */
const SSR_ENTRY = 'server/render-page.tsx';

/** The shape of the built server-rendering entry (ports/page-renderer.ts). */
type SsrModule = { createPageRenderer: (deps: PageRendererDeps) => PageRenderer };

/**
 * Imports the built server-rendering entry (dist/server/render-page.js); undefined when there is no build (a server
 * started without building the UI serves its APIs only). Throws when the file is not that entry.
 */
export async function loadPageRendererFactory(): Promise<SsrModule['createPageRenderer'] | undefined> {
  if (!existsSync(fileURLToPath(SSR_BUNDLE))) return undefined;
  const mod = (await import(SSR_BUNDLE.href)) as Partial<SsrModule>;
  if (typeof mod.createPageRenderer !== 'function')
    throw new Error(`${SSR_BUNDLE.pathname} exports no createPageRenderer`);
  return mod.createPageRenderer;
}
