import { describe, expect, it } from 'vitest';
import { cliCustomers } from '../../testing/cli-customers';
import { runCli } from '../../testing/run-cli';

describe('nutshell staff add|remove|list', () => {
  it('adds an existing account as an admin agent, lists it, then removes it', async () => {
    const directory = cliCustomers();
    const add = await runCli(['staff', 'add', 'pat@example.com', '--admin'], { customers: directory });
    expect(add.exitCode).toBe(0);
    expect(add.stdout).toBe('Staff: Pat@Example.com\nName: Pat Doe\nAdmin: yes\nPermissions: checkOutAsCustomer\n');
    const list = await runCli(['staff', 'list'], { customers: directory });
    expect(list.stdout).toMatch(/│ Email +│ Name +│ Admin │/);
    expect(list.stdout).toMatch(/│ Pat@Example\.com │ Pat Doe │ yes +│/);
    const json = await runCli(['staff', 'list', '--json'], { customers: directory });
    expect(JSON.parse(json.stdout)).toMatchObject([
      { customer: { id: 'cust-pat' }, role: { permissions: ['checkOutAsCustomer'], isAdmin: true } },
    ]);
    const remove = await runCli(['staff', 'remove', 'pat@example.com'], { customers: directory });
    expect(remove).toMatchObject({
      exitCode: 0,
      stdout: 'Pat@Example.com is no longer staff; their sessions have ended.\n',
    });
    const empty = await runCli(['staff', 'list'], { customers: directory });
    expect(empty.stdout).toBe('No staff.\n');
  });

  it('says the set-password link went out for an account without a password', async () => {
    const run = await runCli(['staff', 'add', 'sam@example.com']);
    expect(run.stdout).toContain('Admin: no\n');
    expect(run.stdout).toContain('Set-password link mailed to sam@example.com.\n');
  });

  it('a bad e-mail exits 2 before opening anything; an unknown one for remove exits 3', async () => {
    const bad = await runCli(['staff', 'add', 'alex']);
    expect(bad).toMatchObject({
      exitCode: 2,
      sessionsOpened: 0,
      stderr: 'nutshell: <email>: must be an e-mail address\n',
    });
    const unknown = await runCli(['staff', 'remove', 'nobody@example.com']);
    expect(unknown).toMatchObject({ exitCode: 3, stderr: 'nutshell: No customer with that e-mail.\n' });
  });
});
