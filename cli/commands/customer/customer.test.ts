import { describe, expect, it } from 'vitest';
import { CLI_CUSTOMER_ORDERS, CLI_CUSTOMERS, cliCustomers, cliDescription } from '../../testing/cli-customers';
import { runCli } from '../../testing/run-cli';

describe('nutshell customer find', () => {
  it('renders Id, Email, Name, Account, Sign-in, Newsletter, Created for an e-mail in any case', async () => {
    const run = await runCli(['customer', 'find', 'PAT@example.COM']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/│ Id +│ Email +│ Name +│ Account +│ Sign-in +│ Newsletter │ Created +│/);
    expect(run.stdout).toMatch(
      /│ cust-pat │ Pat@Example\.com │ Pat Doe │ Personal │ password, google │ yes +│ 2025-10-01 12:00 UTC │/,
    );
  });

  it('says Guest for an account without a password; --json prints the customer', async () => {
    const run = await runCli(['customer', 'find', 'sam@example.com', '--json']);
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(CLI_CUSTOMERS[1]);
    const table = await runCli(['customer', 'find', 'sam@example.com']);
    expect(table.stdout).toMatch(/│ cust-sam │ sam@example\.com │ Sam Guest │ Guest +│ — +│ no +│/);
  });

  it('an unknown e-mail exits 3 with the reason', async () => {
    const run = await runCli(['customer', 'find', 'nobody@example.com']);
    expect(run.exitCode).toBe(3);
    expect(run.stderr).toBe('nutshell: no customer with e-mail "nobody@example.com"\n');
  });

  it('a bad e-mail exits 2 before opening anything', async () => {
    const run = await runCli(['customer', 'find', 'pat']);
    expect(run).toMatchObject({ exitCode: 2, sessionsOpened: 0 });
    expect(run.stderr).toBe('nutshell: <email>: must be an e-mail address\n');
  });

  it('without a directory (the remote profile) exits 10 and says why', async () => {
    const run = await runCli(['customer', 'find', 'pat@example.com'], { customers: null });
    expect(run.exitCode).toBe(10);
    expect(run.stderr).toBe(
      "nutshell: there is no customer directory on the remote profile: customers are the storefront backend's\n",
    );
  });
});

describe('nutshell customer show', () => {
  it('prints the facts, then the address book', async () => {
    const run = await runCli(['customer', 'show', 'pat@example.com']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain(
      'Customer: cust-pat\nEmail: Pat@Example.com\nFirst name: Pat\nSigned up: 2025-10-01 12:00 UTC\n' +
        'Business account: no\nSplit shipments: allowed\nNewsletter: subscribed\nDiscount codes: —\nNotes: —\n' +
        'Issues: —\n\n',
    );
    expect(run.stdout).toMatch(/│ Default │ Address +│/);
    expect(run.stdout).toMatch(/│ yes +│ Pat Doe, 12 Elm St, Portland, OR 97201, US │/);
  });

  it('says so when there is no address; --json prints the description', async () => {
    const run = await runCli(['customer', 'show', 'sam@example.com']);
    expect(run.stdout).toMatch(/\n\nNo saved addresses\.\n$/);
    const json = await runCli(['customer', 'show', 'sam@example.com', '--json']);
    expect(JSON.parse(json.stdout)).toEqual(cliDescription(CLI_CUSTOMERS[1]!));
  });

  it('an unknown e-mail exits 3', async () => {
    const run = await runCli(['customer', 'show', 'nobody@example.com', '--json']);
    expect(run.exitCode).toBe(3);
    expect(JSON.parse(run.stdout)).toMatchObject({ error: { code: 'resource/not-found' } });
  });
});

describe('nutshell customer orders', () => {
  it('lists Order, Date, Status, Tracking Numbers and Total, newest first', async () => {
    const run = await runCli(['customer', 'orders', 'PAT@example.com']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/│ Order +│ Date +│ Status +│ Tracking Numbers +│ +Total │/);
    expect(run.stdout).toMatch(/│ 100235 │ 2025-11-21 09:15 UTC │ Processing │ — +│ +\$42\.18 │/);
    expect(run.stdout).toMatch(/│ 100234 │ 2025-11-20 15:30 UTC │ Shipped +│ 1Z999AA10123456784 │ +\$25\.14 │/);
    expect(run.stdout.indexOf('100235')).toBeLessThan(run.stdout.indexOf('100234'));
  });

  it('--json prints the rows; an account without orders says so; an unknown e-mail exits 3', async () => {
    const json = await runCli(['customer', 'orders', 'pat@example.com', '--json']);
    expect(JSON.parse(json.stdout)).toEqual(CLI_CUSTOMER_ORDERS);
    const none = await runCli(['customer', 'orders', 'sam@example.com']);
    expect(none).toMatchObject({ exitCode: 0, stdout: 'No orders.\n' });
    const unknown = await runCli(['customer', 'orders', 'nobody@example.com']);
    expect(unknown.exitCode).toBe(3);
  });
});

describe('nutshell customer carriers', () => {
  it('shows every carrier allowed by default', async () => {
    const run = await runCli(['customer', 'carriers', 'pat@example.com']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/│ Carrier +│ Allowed │/);
    expect(run.stdout).toMatch(/│ OnTrac \(ontrac\) +│ yes +│/);
    expect(run.stdout).toMatch(/│ UDS \(uds\) +│ yes +│/);
  });

  it('--disallow and --allow change the flags; --json prints them', async () => {
    const customers = cliCustomers();
    const off = await runCli(
      ['customer', 'carriers', 'PAT@example.com', '--disallow', 'ontrac', 'LaserShip', '--json'],
      { customers },
    );
    expect(JSON.parse(off.stdout)).toEqual({
      allowLasership: false,
      allowOntrac: false,
      allowBlueStreak: true,
      allowCdl: true,
      allowGrandHusky: true,
      allowTforce: true,
      allowUds: true,
    });
    const back = await runCli(['customer', 'carriers', 'pat@example.com', '--allow', 'ontrac'], { customers });
    expect(back.stdout).toMatch(/│ OnTrac \(ontrac\) +│ yes +│/);
    expect(back.stdout).toMatch(/│ LaserShip \(lasership\) +│ no +│/);
  });

  it('an unknown carrier exits 2; an unknown customer exits 3', async () => {
    const bad = await runCli(['customer', 'carriers', 'pat@example.com', '--disallow', 'pony-express']);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('a carrier is one of lasership, ontrac, bluestreak, cdl, grandhusky, tforce, uds');
    const nobody = await runCli(['customer', 'carriers', 'nobody@example.com', '--disallow', 'uds']);
    expect(nobody).toMatchObject({ exitCode: 3, stderr: 'nutshell: no customer with e-mail "nobody@example.com"\n' });
  });
});
