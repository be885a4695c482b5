import { PortError } from '../core/shared';
import { cliCommerce } from './testing/cli-commerce';
import { runCli } from './testing/run-cli';

const ALL_COMMANDS = [
  'cart show',
  'cart add',
  'cart set-quantity',
  'cart remove',
  'cart apply-code',
  'cart remove-code',
  'cart shipments list',
  'cart shipments add',
  'cart shipments move',
  'cart shipments remove',
  'cart shipments set-address',
  'order show',
  'order list',
  'catalog list',
  'mail list',
  'mail show',
];

describe('nutshell program', () => {
  it('--help lists every command and the exit codes without opening the commerce platform', async () => {
    const run = await runCli(['--help']);
    expect(run.exitCode).toBe(0);
    for (const command of ALL_COMMANDS) expect(run.stdout).toContain(`nutshell ${command} `);
    expect(run.stdout).toContain('Exit codes: 0 ok, 2 bad input, 3 not found, 4 conflict');
    expect(run.sessionsOpened).toBe(0);
    expect(run.stderr).toBe('');
  });

  it.each(ALL_COMMANDS)('%s --help documents its arguments with examples', async (command) => {
    const run = await runCli([...command.split(' '), '--help']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain(`Usage: nutshell ${command}`);
    expect(run.stdout).toContain('--json');
    expect(run.stdout).toMatch(/Examples:\n {2}\$ nutshell /);
  });

  it('--version prints the package version', async () => {
    const run = await runCli(['--version']);
    expect(run).toMatchObject({ exitCode: 0, stdout: '0.1.0\n' });
  });

  it('an unknown command is a usage error (exit 2) on one stderr line', async () => {
    const run = await runCli(['carts']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/^nutshell: unknown command 'carts'/);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stdout).toBe('');
  });

  it('a missing required option is a usage error (exit 2)', async () => {
    const run = await runCli(['cart', 'add', 'ALM-1LB']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toBe("nutshell: required option '--cart <cartKeyOrId>' not specified\n");
  });

  it('a group without a subcommand shows its help and exits 2', async () => {
    const run = await runCli(['cart']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('Usage: nutshell cart');
  });

  it('with --json a usage error is also JSON on stdout', async () => {
    const run = await runCli(['cart', 'show', 'cx-4711', '--json', '--colour']);
    expect(run.exitCode).toBe(2);
    expect(JSON.parse(run.stdout)).toEqual({ error: { code: 'cli/usage', message: "unknown option '--colour'" } });
  });

  it('an unreachable commerce platform (PortError) exits 10 and closes the session', async () => {
    const commerce = await cliCommerce();
    commerce.unreachable = new PortError('commerce', 'connect ECONNREFUSED 127.0.0.1:4000');
    const run = await runCli(['order', 'list'], { commerce });
    expect(run.exitCode).toBe(10);
    expect(run.stderr).toBe('nutshell: service unavailable: commerce: connect ECONNREFUSED 127.0.0.1:4000\n');
    expect(run.sessionsClosed).toBe(run.sessionsOpened);
  });
});
