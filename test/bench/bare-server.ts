import Fastify from 'fastify';

/**
 * The bare fastify route of the throughput bench, in a process of its own like the server it
 * is compared with: GET / answers `{"ok":true}`. Prints `listening <url>` once ready; exits on SIGTERM.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
