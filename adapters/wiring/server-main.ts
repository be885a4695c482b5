import cluster from 'node:cluster';
import { parseEnv, PROJECT_KEY } from './env';
import { startServer } from './node';
import { runClusterPrimary, workersOf } from './cluster-main';

/**
 * `npm start`: the local server on the embedded default (PGlite in NUTSHELL_DATA_DIR, or PostgreSQL with
 * DATABASE_URL): builds the UI when needed, migrates and seeds on first start, prints the address. With
 * NUTSHELL_WORKERS=N (N > 1, PostgreSQL) it is the primary of N such server processes on one port (cluster-main.ts).
 */
async function main(): Promise<void> {
  // React's production build renders the pages (five times faster than its development build) unless NODE_ENV says
  // otherwise; read when the server renderer first loads React, after this.
  process.env.NODE_ENV ??= 'production';
  const env = parseEnv(process.env);
  // NUTSHELL_WORKERS > 1: this process forks the workers (cluster-main.ts), which each run the rest of main().
  const workers = workersOf(process.env);
  if (workers > 1 && cluster.isPrimary) return runClusterPrimary(env, workers);
  const server = await startServer(env);
  process.stdout.write(`Nutshell is ready at ${server.url} (project '${PROJECT_KEY}', data: ${server.dataLabel})\n`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((e: unknown) => {
  process.stderr.write(`nutshell server: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
