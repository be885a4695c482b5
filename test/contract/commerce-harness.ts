import { afterAll, beforeAll, it } from 'vitest';
import type { Cart } from '../../core/cart';
import type { CartAction } from '../../core/cart';
import type { Result } from '../../core/shared';
import type { CommercePort } from '../../ports/commerce';
import { HttpCommerce } from '../../adapters/commercetools/http-commerce';
import { localServerConfig } from '../../adapters/commercetools/ct-api';
import { startTestServer, TEST_CLIENT } from '../support/test-server';
import { contractRecorder, contractReplay, RECORDING, REPLAY_BASE } from './recordings';
import { MOCK_LIMITATIONS, startCommercetoolsMock, type MockLimitationId } from './ct-mock/mock-server';
import { systemClock } from '../../adapters/system/node-system';
import { InMemoryCommerce } from '../support/in-memory-commerce/in-memory-commerce';
import { FAKE_LIMITATIONS, type FakeLimitationId } from '../support/in-memory-commerce/limitations';
import { catalogueSeed } from './catalogue-seed';

/**
 * Shared set-up of the commerce port's contract suites (DESIGN §4): every suite runs the same `it`s against
 * each implementation named in IMPLEMENTATIONS, on one freshly seeded database per test file:
 * - the embedded engine in-process;
 * - our commercetools HTTP adapter (official platform SDK) against the local server;
 * - the same adapter against @labdigital/commercetools-mock, seeded with the same catalogue and discounts;
 * - the same adapter replaying fixtures/recorded/contract/{suite}.json without any server: the exchanges of the
 *   local-server run, recorded by `npm run record` (NUTSHELL_RECORD_CONTRACT=1);
 * - the in-memory fake of the unit tests (test/support/in-memory-commerce), seeded with the same data.
 * A test whose behaviour the mock or the fake lacks is not registered on it; the limitation it names is listed
 * (MOCK_LIMITATIONS in ct-mock/mock-server.ts, FAKE_LIMITATIONS in the fake) and pinned by a test of its own
 * (ct-mock/mock-harness.test.ts, in-memory-fake.test.ts), so that no limitation hides a test unseen.
 */
const ALL_IMPLEMENTATIONS = [
  'embedded in-process',
  'HTTP adapter via local server',
  'HTTP adapter via commercetools-mock',
  'replay adapter on recorded fixtures',
  'in-memory fake',
] as const;
/** Name of one implementation of the commerce port run by the contract suites. */
export type ImplementationName = (typeof ALL_IMPLEMENTATIONS)[number];
/** A limitation of the commercetools mock or of the in-memory fake: tests naming it are not registered there. */
export type Limitation = MockLimitationId | FakeLimitationId;
/** The implementations run: all five, or all but the replay while recording. */
export const IMPLEMENTATIONS: readonly ImplementationName[] = RECORDING
  ? ALL_IMPLEMENTATIONS.filter((n) => n !== 'replay adapter on recorded fixtures')
  : ALL_IMPLEMENTATIONS;

/**
 * Registers beforeAll/afterAll hooks that open the embedded services and the local server on a random port,
 * start the seeded commercetools mock and load the suite's recording, and returns a lookup of the port
 * implementation by name (valid inside tests). `suite` names the recording file.
 */
export function commerceImplementations(suite: string): (name: ImplementationName) => CommercePort {
  const closers: (() => Promise<void>)[] = [];
  const impls = new Map<ImplementationName, CommercePort>();
  const recorder = contractRecorder(suite);
  beforeAll(async () => {
    const [server, mock] = await Promise.all([startTestServer(), startCommercetoolsMock()]);
    closers.push(
      () => server.close(),
      () => mock.close(),
    );
    impls.set('embedded in-process', server.services.commerce);
    impls.set(
      'HTTP adapter via local server',
      new HttpCommerce(localServerConfig(server.baseUrl, TEST_CLIENT, 'nutshell', recorder.fetch(fetch))),
    );
    impls.set(
      'HTTP adapter via commercetools-mock',
      new HttpCommerce({
        apiUrl: mock.apiUrl,
        authUrl: mock.authUrl,
        projectKey: mock.projectKey,
        clientId: mock.clientId,
        clientSecret: mock.clientSecret,
      }),
    );
    if (!RECORDING)
      impls.set(
        'replay adapter on recorded fixtures',
        new HttpCommerce(localServerConfig(REPLAY_BASE, TEST_CLIENT, 'nutshell', contractReplay(suite))),
      );
    impls.set('in-memory fake', new InMemoryCommerce({ ...catalogueSeed(), clock: systemClock }));
  }, 60_000);
  afterAll(async () => {
    recorder.save();
    await Promise.all(closers.splice(0).map((c) => c()));
    impls.clear();
  });
  return (name) => {
    const impl = impls.get(name);
    if (!impl)
      throw new Error(
        RECORDING && name === 'replay adapter on recorded fixtures'
          ? 'not replaying while recording'
          : 'commerce implementations are not open yet',
      );
    return impl;
  };
}

/** Tags of unique() values; the replay shares the local server's, whose requests it replays. */
const TAGS: Readonly<Record<ImplementationName, string>> = {
  'embedded in-process': 'emb',
  'HTTP adapter via local server': 'http',
  'HTTP adapter via commercetools-mock': 'mock',
  'replay adapter on recorded fixtures': 'http',
  'in-memory fake': 'fake',
};

/** Whether `name` lacks one of `limitations`: the mock's are in MOCK_LIMITATIONS, the fake's in FAKE_LIMITATIONS. */
function lacks(name: ImplementationName, limitations: readonly Limitation[]): boolean {
  if (name === 'HTTP adapter via commercetools-mock') return limitations.some((l) => l in MOCK_LIMITATIONS);
  if (name === 'in-memory fake') return limitations.some((l) => l in FAKE_LIMITATIONS);
  return false;
}

/**
 * The `it` of implementation `name` for a contract test: a test naming a limitation of the mock or of the fake
 * (one id or several) is not registered on that implementation; no test is ever registered as skipped. Each
 * describe block restarts the unique() sequence, so the replay sends exactly the requests the local-server run
 * recorded.
 */
export function contractIt(
  name: ImplementationName,
): (title: string, fn: () => Promise<void>, limitations?: Limitation | readonly Limitation[]) => void {
  beforeAll(() => {
    sequence = 0;
    tag = TAGS[name];
  });
  return (title, fn, limitations = []) => {
    if (lacks(name, typeof limitations === 'string' ? [limitations] : limitations)) return;
    it(title, fn, 30_000);
  };
}

/** The value of a successful Result; throws with the error's code and message otherwise. */
export function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** `count` SKUs of active, not backordered variants in category `categoryKey`, from different products. */
export async function activeSkus(port: CommercePort, count: number, categoryKey = 'nuts'): Promise<string[]> {
  const { results } = await port.listProducts({ categoryKey, limit: count + 4, offset: 0 });
  const skus = results.flatMap((p) => p.variants.find((v) => v.active && !v.backordered)?.sku ?? []);
  if (skus.length < count) throw new Error(`fewer than ${count} active variants seeded in ${categoryKey}`);
  return skus.slice(0, count);
}

/** A new cart with `actions` applied (throws when they fail). */
export async function cartWith(port: CommercePort, actions: readonly CartAction[]): Promise<Cart> {
  const cart = value(await port.createCart({}));
  return actions.length === 0 ? cart : value(await port.updateCart(cart.id, cart.version, actions));
}

let sequence = 0;
let tag = 'none';
/**
 * A string unique in this test file's database, e.g. for cart keys, receipt tokens and idempotency keys (at
 * least 16 characters). Deterministic (implementation tag and sequence) so that replays send the recorded requests.
 */
export function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}-${tag}-${String(sequence).padStart(8, '0')}`;
}
