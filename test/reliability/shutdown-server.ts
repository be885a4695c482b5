import { parseEnv } from '../../adapters/wiring/env';
import { startServer } from '../../adapters/wiring/node';
import { shutdownOnSignals } from '../../adapters/wiring/shutdown';

/**
 * The local server as `adapters/wiring/server-main.ts` runs it (same env, startServer, shutdownOnSignals), without
 * the UI build (ui/ being edited meanwhile must not start a Vite build): the shutdown test sends it SIGTERM.
 */
const env = parseEnv(process.env);
const server = await startServer(env, { buildUi: false });
shutdownOnSignals(server, {
  timeoutMs: env.NUTSHELL_SHUTDOWN_TIMEOUT_MS,
  log: (line) => process.stderr.write(`${line}\n`),
  exit: (code) => process.exit(code),
});
process.stdout.write(`ready ${server.url}\n`);
