import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SSR_BUNDLE, UI_DIST } from '../embedded/server/ui-build';
import { parseEnv, PROJECT_KEY } from './env';
import { startServer } from './node';
import { shutdownOnSignals } from './shutdown';
import { runClusterPrimary, workersOf } from './cluster-main';

/**
 * true in the production bundle (`npm run build`, build-server.ts defines it): the UI was built beforehand, so the
 * server never starts Vite, and refuses to start without that build.
 */
const BUNDLED = process.env.NUTSHELL_BUNDLED === '1';

/**
 * `npm start` (TypeScript through tsx) and `npm run start:prod` (dist/node/server-main.js): the local server on the
 * embedded default (PGlite in NUTSHELL_DATA_DIR, or PostgreSQL with DATABASE_URL): builds the UI when needed (not in
 * the bundle), migrates and seeds on first start, prints the address. SIGTERM or SIGINT stops it gracefully within
 * NUTSHELL_SHUTDOWN_TIMEOUT_MS (shutdown.ts): exit 0, or 1 when that time ran out. With NUTSHELL_WORKERS=N (N > 1,
 * PostgreSQL) it is the primary of N such server processes on one port (cluster-main.ts).
 */
async function main(): Promise<void> {
  // React's production build renders the pages (five times faster than its development build) unless NODE_ENV says
  // otherwise; read when the server renderer first loads React, after this.
  process.env.NODE_ENV ??= 'production';
  const env = parseEnv(process.env);
  if (BUNDLED && !(existsSync(fileURLToPath(SSR_BUNDLE)) && existsSync(fileURLToPath(UI_DIST))))
    throw new Error(`the UI build (${fileURLToPath(UI_DIST)}, dist/server) is missing: run npm run build first`);
  // NUTSHELL_WORKERS > 1: this process forks the workers (cluster-main.ts), which each run the rest of main().
  const workers = workersOf(process.env);
  if (workers > 1 && cluster.isPrimary) return runClusterPrimary(env, workers, { buildUi: !BUNDLED });
  const server = await startServer(env, { buildUi: !BUNDLED && cluster.isPrimary });
  process.stdout.write(`Nutshell is ready at ${server.url} (project '${PROJECT_KEY}', data: ${server.dataLabel})\n`);
  shutdownOnSignals(server, {
    timeoutMs: env.NUTSHELL_SHUTDOWN_TIMEOUT_MS,
    log: (line) => process.stderr.write(`${line}\n`),
    exit: (code) => process.exit(code),
  });
}

main().catch((e: unknown) => {
  process.stderr.write(`nutshell server: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
