import type { OutboxMessage } from '../../../ports/mail';
import { CLI_OUTBOX } from '../../testing/cli-outbox';
import { runCli } from '../../testing/run-cli';

describe('nutshell mail list', () => {
  it('renders Id, Sent at, Kind, To, Subject, newest first', async () => {
    const run = await runCli(['mail', 'list']);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/│ Id +│ Sent at +│ Kind +│ To +│ Subject +│/);
    expect(run.stdout).toMatch(
      /│ mail-3 │ 2025-11-21 09:15 UTC │ order-confirmation │ pat@example\.com +│ Your Nutshell order 100235 +│/,
    );
    expect(run.stdout).toMatch(
      /│ mail-2 │ 2025-11-20 16:00 UTC │ sign-in-link +│ Sam@Example\.com │ Your Nutshell sign-in link │/,
    );
    const order = ['mail-3', 'mail-2', 'mail-1'].map((id) => run.stdout.indexOf(id));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('--to keeps the messages to that address (any case); --limit and --json', async () => {
    const run = await runCli(['mail', 'list', '--to', 'PAT@example.com', '--limit', '1', '--json']);
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([CLI_OUTBOX[0]]);
  });

  it('an empty outbox says so', async () => {
    const run = await runCli(['mail', 'list', '--to', 'nobody@example.com']);
    expect(run).toMatchObject({ exitCode: 0, stdout: 'No messages.\n' });
  });

  it.each([
    [['--limit', '0'], /^nutshell: --limit: must be at least 1\n$/],
    [['--limit', '501'], /^nutshell: --limit: must be at most 500\n$/],
    [['--to', 'pat'], /^nutshell: --to: must be an e-mail address\n$/],
  ])('%j exits 2', async (flags, message) => {
    const run = await runCli(['mail', 'list', ...flags]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.sessionsOpened).toBe(0);
  });

  it('without an outbox in the session (the remote profile) exits 10 and says why', async () => {
    const run = await runCli(['mail', 'list', '--json'], { outbox: null });
    expect(run.exitCode).toBe(10);
    expect(run.stderr).toBe(
      'nutshell: there is no mail outbox on the remote profile: mail goes out through the configured services ' +
        '(SMTP_URL)\n',
    );
    expect(JSON.parse(run.stdout)).toMatchObject({ error: { code: 'cli/service-unavailable' } });
    expect(run.sessionsClosed).toBe(1);
  });
});

describe('nutshell mail show', () => {
  it('prints the headers, then the plain text', async () => {
    const run = await runCli(['mail', 'show', 'mail-2']);
    expect(run).toMatchObject({
      exitCode: 0,
      stdout:
        'Id: mail-2\nSent at: 2025-11-20 16:00 UTC\nKind: sign-in-link\nTo: Sam@Example.com\n' +
        'Subject: Your Nutshell sign-in link\n\n' +
        'Hi Sam,\n\nSign in to Nutshell: http://localhost:3000/account/sign-in-link?token=t\n',
    });
  });

  it('--json prints the whole message, HTML included', async () => {
    const run = await runCli(['mail', 'show', 'mail-1', '--json']);
    expect(run.exitCode).toBe(0);
    const message = JSON.parse(run.stdout) as OutboxMessage;
    expect(message).toEqual(CLI_OUTBOX[2]);
    expect(message.html).toContain('<h1>Thank you for your order!</h1>');
  });

  it('an unknown id exits 3 with a clear message', async () => {
    const run = await runCli(['mail', 'show', 'mail-9']);
    expect(run).toMatchObject({ exitCode: 3, stdout: '', stderr: 'nutshell: no message with id "mail-9"\n' });
    const json = await runCli(['mail', 'show', 'mail-9', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({
      error: { code: 'resource/not-found', message: 'no message with id "mail-9"' },
    });
  });
});
