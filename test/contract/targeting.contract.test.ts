import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTargeting } from '../../adapters/dynamic-yield/http-targeting';
import { bucketOf } from '../../adapters/embedded/targeting/bucketing';
import type { EmbeddedTargeting } from '../../adapters/embedded/targeting/embedded-targeting';
import { PortError } from '../../core/shared';
import type { ChooseRequest, TargetingPort } from '../../ports/targeting';
import { startTestServer, type TestServer } from '../support/test-server';
import { contractRecorder, contractReplay, RECORDING, REPLAY_BASE } from './recordings';

/**
 * Contract suite of the targeting port (ports/targeting.ts; spec: shell-account §4 Analytics and targeting
 * behaviour, §7 Targeting service, §8; catalogue-gifting §4 Recommendations): the embedded campaigns in-process,
 * HttpTargeting (Dynamic Yield's wire) against the local server, and HttpTargeting replaying
 * fixtures/recorded/contract/targeting.json (recorded by `npm run record`) without a server. The campaigns are the
 * seeded ones of fixtures/targeting.
 */
const SUITE = 'targeting';
type Name = 'embedded' | 'HTTP adapter via local server' | 'replay adapter on recorded fixtures';
const NAMES: readonly Name[] = RECORDING
  ? ['HTTP adapter via local server']
  : ['embedded', 'HTTP adapter via local server', 'replay adapter on recorded fixtures'];

const recorder = contractRecorder(SUITE);
let server: TestServer | undefined;
let replay: typeof fetch | undefined;
beforeAll(async () => {
  server = await startTestServer();
  if (!RECORDING) replay = contractReplay(SUITE);
}, 60_000);
afterAll(async () => {
  recorder.save();
  await server?.close();
});

function port(name: Name): TargetingPort {
  if (name === 'embedded') return server!.services.targeting;
  const live = name === 'HTTP adapter via local server';
  const [baseUrl, fetchFn] = live ? [server!.baseUrl, recorder.fetch(fetch)] : [REPLAY_BASE, replay!];
  return new HttpTargeting({ baseUrl, apiKey: 'nutshell-dy', side: 'server', fetchFn });
}

/** The first visitor id `visitor{i}` that the 50/50 campaign `campaignId` buckets into `variationId`. */
function visitorFor(campaignId: number, ids: readonly [number, number], variationId: number): string {
  const variations = ids.map((id) => ({ id, weight: 50 }));
  for (let i = 0; ; i++) if (bucketOf(`visitor${i}`, campaignId, variations)?.id === variationId) return `visitor${i}`;
}

const request = (selectorNames: string[], userId: string): ChooseRequest => ({
  selectorNames,
  page: { type: 'PRODUCT', location: 'http://localhost/nuts/almonds', data: ['almonds'] },
  userId,
  sessionId: 'contract-session',
});

describe.each(NAMES)('TargetingPort contract: %s', (name) => {
  it('chooses each known campaign in the order asked, leaving unknown selectors out', async () => {
    const userId = visitorFor(101, [1011, 1012], 1012);
    const choices = await port(name).choose(
      request(['Search Experiment', 'No Such Campaign', 'PDP Recommendations'], userId),
    );
    expect(choices.map((c) => c.name)).toEqual(['Search Experiment', 'PDP Recommendations']);
    const pdp = choices[1]!;
    expect(pdp).toMatchObject({ id: 101, type: 'DECISION', decisionId: 'nd-101-1012' });
    expect(pdp.variations).toHaveLength(1);
    expect(pdp.variations[0]).toMatchObject({
      id: 1012,
      payload: { type: 'CUSTOM_JSON', data: { strategy: 'products', title: 'Customer Favorites' } },
    });
  });

  it('gives a visitor the same variation every time, and the decision id of that variation', async () => {
    const a = visitorFor(201, [2011, 2012], 2011);
    const b = visitorFor(201, [2011, 2012], 2012);
    const [first] = await port(name).choose(request(['Search Experiment'], a));
    const [again] = await port(name).choose(request(['Search Experiment'], a));
    const [other] = await port(name).choose(request(['Search Experiment'], b));
    expect(again).toEqual(first);
    expect(first!.variations[0]).toEqual({ id: 2011, payload: { type: 'CUSTOM_JSON', data: { variantId: 1 } } });
    expect(other!.decisionId).toBe('nd-201-2012');
  });

  it('answers no choices for selectors without a campaign', async () => {
    expect(await port(name).choose(request(['Nothing Here'], 'visitor0'))).toEqual([]);
  });

  it('reports engagements (a click and an impression of a decision)', async () => {
    await expect(
      port(name).reportEngagements({
        userId: 'contract-visitor',
        sessionId: 'contract-session',
        engagements: [
          { type: 'IMP', decisionId: 'nd-102-1021', variations: [1021] },
          { type: 'CLICK', decisionId: 'nd-102-1021', variations: [1021] },
        ],
      }),
    ).resolves.toBeUndefined();
    if (name === 'replay adapter on recorded fixtures') return;
    const recorded = await (server!.services.targeting as EmbeddedTargeting).engagementsOf('nd-102-1021');
    expect(recorded.filter((e) => e.userId === 'contract-visitor').map((e) => e.type)).toEqual(
      name === 'embedded' ? ['IMP', 'CLICK'] : expect.arrayContaining(['IMP', 'CLICK']),
    );
  });
});

describe('HttpTargeting against the local server: refusals', () => {
  it('throws PortError with the §8 text when the API key is wrong', async () => {
    const wrong = new HttpTargeting({ baseUrl: server!.baseUrl, apiKey: 'wrong', side: 'server' });
    await expect(wrong.choose(request(['PDP Recommendations'], 'v'))).rejects.toThrow(
      /Failed to fetch DY choose results: 401/,
    );
    await expect(
      wrong.reportEngagements({ userId: 'v', sessionId: 's', engagements: [{ type: 'CLICK', decisionId: 'd' }] }),
    ).rejects.toBeInstanceOf(PortError);
  });
});
