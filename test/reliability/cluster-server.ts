import cluster from 'node:cluster';
import { runClusterPrimary, workersOf } from '../../adapters/wiring/cluster-main';
import { parseEnv } from '../../adapters/wiring/env';
import { startServer } from '../../adapters/wiring/node';

/**
 * `NUTSHELL_WORKERS=N npm start` as server-main.ts runs it (the cluster primary, then startServer in each worker,
 * which stops on SIGTERM), without the UI build: ui/ being edited meanwhile must not start a Vite build in a test.
 * The primary prints its ready line; each worker prints `worker {pid} ready`.
 */
const env = parseEnv(process.env);
const workers = workersOf(process.env);
if (cluster.isPrimary) await runClusterPrimary(env, workers, { buildUi: false, stopTimeoutMs: 10_000 });
else {
  const server = await startServer(env, { buildUi: false });
  process.stdout.write(`worker ${process.pid} ready\n`);
  process.on('SIGTERM', () => {
    void server.close().then(() => process.exit(0));
  });
}
