import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The first folder at or above `start` (a file: URL) holding both package.json and fixtures/: the repository root,
 * whether this code runs from its TypeScript source (adapters/embedded/) or from the production bundle
 * (dist/node/server-main.js, built by adapters/wiring/build-server.ts), which moves the module. Throws when none is
 * found (a bundle copied away from its repository).
 */
export function findRepoRoot(start: URL): URL {
  let dir = fileURLToPath(new URL('.', start));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'fixtures'))) return pathToFileURL(`${dir}/`);
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no Nutshell repository (package.json and fixtures/) above ${start.href}`);
    dir = parent;
  }
}

/** The repository root as a file: URL ending in '/': UI builds, fixtures and vite.config.ts resolve from it. */
export const REPO_ROOT: URL = findRepoRoot(new URL(import.meta.url));

/** `relative` (e.g. 'dist/ui/', 'fixtures/catalog/catalog.json') inside the repository, as a file: URL. */
export function repoUrl(relative: string): URL {
  return new URL(relative, REPO_ROOT);
}
