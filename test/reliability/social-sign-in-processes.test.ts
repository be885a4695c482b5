import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HandBrowser, socialSignIn } from '../support/social-browser';
import { startOnFreshDatabase, type ProcessesOnDatabase, type ServerProcesses } from './server-processes';

/**
 * Social sign-in across processes (PostgreSQL only): two server processes on one database, both the site at
 * http://localhost, and a browser whose every request goes to the other process than the one before (as a load
 * balancer may send it). The local test identity provider keeps its keys and sign-ins in progress in the database
 * (migration 28), so the whole OpenID Connect code flow (start, the provider's page, the sign-in form, the code, the
 * callback, the code exchange on the back channel) completes and the session is signed in on both processes.
 */
const ORIGIN = 'http://localhost';

let suite: ProcessesOnDatabase;
let processes: ServerProcesses;

beforeAll(async () => {
  suite = await startOnFreshDatabase(2, { NUTSHELL_PUBLIC_URL: ORIGIN });
  processes = suite.processes;
}, 120_000);
afterAll(() => suite?.stop());

describe('social sign-in with requests alternating between two processes', () => {
  it('signs in with the test Google provider, each step on the other process', async () => {
    const bases = processes.all.map((p) => p.baseUrl);
    const b = new HandBrowser(bases[0]!, ORIGIN);
    let requests = 0;
    Object.defineProperty(b, 'baseUrl', { get: () => bases[requests++ % 2] });
    const { answers } = await socialSignIn(b, 'google', 'Nova Newcomer');
    const last = answers.at(-2)!;
    expect([last.status, last.location]).toEqual([303, '/cart']);
    expect(requests).toBeGreaterThanOrEqual(6);
    for (const _ of bases) {
      const res = await b.request('/api/me/describe', { json: {} });
      const body = JSON.parse(res.text) as { data?: { customer: { email: string } } };
      expect([res.status, body.data?.customer.email]).toEqual([200, 'newcomer@example.test']);
    }
  });
});
