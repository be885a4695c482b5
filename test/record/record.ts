import { mkdirSync, writeFileSync } from 'node:fs';
import { openEmbedded } from '../../adapters/wiring/embedded-services';
import { buildApp } from '../../adapters/embedded/server/app';
import { CATALOG_IMAGES_DIR } from '../../adapters/embedded/db/seed';
import { cryptoIds, systemClock } from '../../adapters/system/node-system';
import { cookieJarFetch, recordingFetch, type Exchange, type Recording } from '../replay/http-exchanges';
import { portsFor, SCENARIOS } from '../replay/scenarios';

/**
 * `npm run record`: runs every scenario against the local server (fresh in-memory database, random port) and
 * writes its exchanges and summary to fixtures/recorded/{scenario}.json for the replay suite.
 */
async function main(): Promise<void> {
  mkdirSync('fixtures/recorded', { recursive: true });
  for (const [name, run] of Object.entries(SCENARIOS)) {
    const services = await openEmbedded({ kind: 'memory' }, systemClock, cryptoIds);
    const app = await buildApp({
      db: services.db, commerce: services.commerce, storefront: services.storefront, tokenizer: services.gateway, clock: systemClock, ids: cryptoIds,
      clients: [{ clientId: 'nutshell-local', clientSecret: 'nutshell-local-secret' }], projectKey: 'nutshell', imagesDir: CATALOG_IMAGES_DIR, logger: false,
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const exchanges: Exchange[] = [];
      const summary = await run(portsFor(`http://127.0.0.1:${port}`, recordingFetch(cookieJarFetch(fetch), exchanges)));
      const recording: Recording = { scenario: name, exchanges, summary };
      writeFileSync(`fixtures/recorded/${name}.json`, `${JSON.stringify(recording, null, 1)}\n`);
      process.stdout.write(`recorded ${name}: ${exchanges.length} exchanges\n`);
    } finally {
      await app.close();
      await services.close();
    }
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`record: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
  process.exitCode = 1;
});
