import { describe, expect, it } from 'vitest';
import { CLI_BUSINESS_PROFILE, CLI_CUSTOMERS } from '../../testing/cli-customers';
import { runCli } from '../../testing/run-cli';

describe('nutshell business show (core-cart-checkout §6 Business; read-only)', () => {
  it("prints the customer's business account, one fact a line", async () => {
    const run = await runCli(['business', 'show', 'PAT@example.com']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe(
      'Customer: cust-pat\nEmail: Pat@Example.com\nBusiness account: yes\nCompany: Doe Office Supply\n' +
        'Industry: Office / Corporate\nTax ID: 12-3456789\nPhone: (503) 555-0142\n' +
        'Address: Pat Doe, 12 Elm St, Portland, OR 97201, US\nTeam size: 11-50\nSource: User Converted\n' +
        'Created: 2025-10-05 16:30 UTC\nUpdated: 2025-10-05 16:30 UTC\n',
    );
  });

  it('says no for a customer without one; --json prints { customer, profile }', async () => {
    const run = await runCli(['business', 'show', 'sam@example.com']);
    expect([run.exitCode, run.stdout]).toEqual([
      0,
      'Customer: cust-sam\nEmail: sam@example.com\nBusiness account: no\n',
    ]);
    const json = await runCli(['business', 'show', 'sam@example.com', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({ customer: CLI_CUSTOMERS[1], profile: null });
    const pat = await runCli(['business', 'show', 'pat@example.com', '--json']);
    expect(JSON.parse(pat.stdout)).toEqual({ customer: CLI_CUSTOMERS[0], profile: CLI_BUSINESS_PROFILE });
  });

  it('an unknown e-mail exits 3; a bad one exits 2 before opening anything', async () => {
    const unknown = await runCli(['business', 'show', 'nobody@example.com']);
    expect([unknown.exitCode, unknown.stderr]).toEqual([3, 'nutshell: no customer with e-mail "nobody@example.com"\n']);
    const bad = await runCli(['business', 'show', 'pat']);
    expect(bad).toMatchObject({ exitCode: 2, sessionsOpened: 0 });
  });

  it('without a directory (the remote profile) exits 10', async () => {
    const run = await runCli(['business', 'show', 'pat@example.com'], { customers: null });
    expect(run.exitCode).toBe(10);
  });
});
