import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is adapters/wiring/build-server.ts; it runs from source at build time only). */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where `npm run build` writes the server: dist/node/server-main.js (npm run start:prod) and dist/node/cli.js. */
export const SERVER_OUT_DIR = `${ROOT}dist/node`;

/**
 * Compiles the server (adapters/wiring/server-main.ts) and the CLI (cli/main.ts) to JavaScript with esbuild: one ESM
 * file each for Node 20 in `outDir` (default dist/node), npm packages left as imports (node_modules beside them at
 * run time), `process.env.NUTSHELL_BUNDLED` fixed to '1' so the server never loads Vite or tsx. Module-relative
 * files (fixtures, dist/ui) resolve from the repository root found above the bundle (adapters/embedded/repo-root.ts),
 * so `outDir` must lie inside the repository. Throws with esbuild's messages when the build fails.
 */
export async function buildServer(outDir: string = SERVER_OUT_DIR): Promise<{ readonly files: readonly string[] }> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { 'server-main': 'adapters/wiring/server-main.ts', cli: 'cli/main.ts' },
    outdir: outDir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    define: { 'process.env.NUTSHELL_BUNDLED': '"1"' },
  });
  return { files: Object.keys(result.metafile.outputs) };
}
