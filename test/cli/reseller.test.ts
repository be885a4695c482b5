import { beforeEach, describe, expect, it } from 'vitest';
import { resellerDesk } from '../../adapters/wiring/reseller-desk';
import { contractProfile } from '../../core/business/testing/business-profile-store-contract';
import { InMemoryBusinessProfileStore } from '../../core/business/testing/in-memory-business-profile-store';
import { InMemoryResaleCertificateStore } from '../../core/resellers/testing/in-memory-resale-certificate-store';
import type { ResellerDesk } from '../../ports/reseller-desk';
import { CLI_TEST_NOW_MS, runCli } from '../../cli/testing/run-cli';

const PDF = new TextEncoder().encode('%PDF-1.7 certificate');
const FORM = { state: 'NJ', certificateNumber: 'NJ-555', expiresOn: '2027-06-30', fileName: 'nj.pdf' };
const EMAILS: Readonly<Record<string, string>> = { 'cust-ada': 'ada@example.com' };

let desk: ResellerDesk;
let n = 0;

beforeEach(async () => {
  n = 0;
  const profiles = new InMemoryBusinessProfileStore();
  await profiles.create(
    contractProfile({ customerId: 'cust-ada', industry: 'Retail / Reseller', companyName: 'Ada Nuts' }),
  );
  const customers = {
    byId: (id: string) => Promise.resolve(EMAILS[id] ? ({ id, email: EMAILS[id] } as never) : undefined),
  };
  desk = resellerDesk({
    certificates: new InMemoryResaleCertificateStore(),
    profiles,
    customers,
    clock: { nowMs: () => CLI_TEST_NOW_MS },
    ids: { uuid: () => `cert-${++n}`, token: () => 't' },
  });
  const submitted = await desk.submit('cust-ada', FORM, PDF);
  if (!submitted.ok) throw new Error(submitted.error.message);
});

describe('nutshell reseller list ("nutshell reseller list --pending")', () => {
  it('prints the pending certificates as a table with e-mail and company', async () => {
    const run = await runCli(['reseller', 'list', '--pending'], { resellers: desk });
    expect(run.exitCode).toBe(0);
    for (const cell of ['cert-1', 'ada@example.com', 'Ada Nuts', 'NJ', 'NJ-555', '2027-06-30', 'pending'])
      expect(run.stdout).toContain(cell);
    expect(run.stdout).toContain('2026-03-02 15:00 UTC');
  });

  it('--json prints the array; after approval --pending is empty and says so', async () => {
    const json = await runCli(['reseller', 'list', '--json'], { resellers: desk });
    expect(JSON.parse(json.stdout)).toMatchObject([
      { id: 'cert-1', customerEmail: 'ada@example.com', status: 'pending' },
    ]);
    await runCli(['reseller', 'approve', 'cert-1'], { resellers: desk });
    const run = await runCli(['reseller', 'list', '--pending'], { resellers: desk });
    expect(run.stdout).toBe('No pending resale certificates.\n');
  });

  it('without certificates (the remote profile) exits 10', async () => {
    const run = await runCli(['reseller', 'list']);
    expect(run.exitCode).toBe(10);
  });
});

describe('nutshell reseller approve|reject', () => {
  it('approves a pending certificate; a second review exits 4', async () => {
    const run = await runCli(['reseller', 'approve', 'cert-1'], { resellers: desk });
    expect([run.exitCode, run.stdout]).toEqual([
      0,
      'Approved resale certificate cert-1 (NJ, NJ-555) of ada@example.com.\n',
    ]);
    const again = await runCli(['reseller', 'reject', 'cert-1', '--reason', 'Late'], { resellers: desk });
    expect([again.exitCode, again.stderr]).toEqual([4, 'nutshell: This certificate has already been reviewed.\n']);
  });

  it('rejects with the reason; --json prints the certificate', async () => {
    const run = await runCli(['reseller', 'reject', 'cert-1', '--reason', 'Not signed.', '--json'], {
      resellers: desk,
    });
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      id: 'cert-1',
      status: 'rejected',
      reason: 'Not signed.',
      reviewedBy: 'cli',
    });
  });

  it('reject without --reason exits 2 before opening anything; an unknown id exits 3', async () => {
    const bare = await runCli(['reseller', 'reject', 'cert-1'], { resellers: desk });
    expect(bare).toMatchObject({ exitCode: 2, sessionsOpened: 0 });
    expect(bare.stderr).toContain('--reason');
    const unknown = await runCli(['reseller', 'approve', 'cert-9'], { resellers: desk });
    expect([unknown.exitCode, unknown.stderr]).toEqual([3, 'nutshell: No such resale certificate.\n']);
  });
});
