import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The React app's build output folder. */
export const UI_DIST = new URL('../../../dist/ui/', import.meta.url);
const UI_SRC = new URL('../../../ui/', import.meta.url);

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/**
 * Builds the React app with Vite when dist/ui is missing or older than ui/ (so `npm start` on a fresh clone
 * serves the app without a separate build step). Returns true when it built.
 */
export async function ensureUiBuild(log: (msg: string) => void): Promise<boolean> {
  const index = fileURLToPath(new URL('index.html', UI_DIST));
  const src = fileURLToPath(UI_SRC);
  if (existsSync(index) && statSync(index).mtimeMs >= newestMtime(src)) return false;
  log('Building the storefront UI (first start or UI changed)...');
  const { build } = await import('vite');
  // The module runner loads the TypeScript config as Vite will by default, without the bundled loader's warnings.
  const configFile = fileURLToPath(new URL('../../../vite.config.ts', import.meta.url));
  await build({ configFile, configLoader: 'runner', logLevel: 'warn' });
  return true;
}
