import { parseEnv } from '../../adapters/wiring/env';
import { startServer } from '../../adapters/wiring/node';

/**
 * The local server as `adapters/wiring/server-main.ts` starts it (same env, same startServer), without the UI
 * build: the crash test kills it with SIGKILL, and ui/ being edited meanwhile must not start a Vite build.
 */
const server = await startServer(parseEnv(process.env), { buildUi: false });
process.stdout.write(`ready ${server.url}\n`);
