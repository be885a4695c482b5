import { describe, expect, it } from 'vitest';
import { domainError, err, ok, usd } from '../../../core/shared';
import type { StoreCreditDesk, StoreCreditRequest } from '../../../ports/store-credit-desk';
import type { StoreCreditAccount } from '../../../ports/stored-value';
import { runCli } from '../../testing/run-cli';

/** A desk holding one customer, pat@example.com, that records what it was asked. */
function fakeDesk() {
  const requests: StoreCreditRequest[] = [];
  let account: StoreCreditAccount = { customerId: 'cust-pat', balance: usd(0), entries: [] };
  const known = (email: string) => email.toLowerCase() === 'pat@example.com';
  const none = err(domainError('store-credit/customer-not-found', 'No customer account has that e-mail.'));
  const desk: StoreCreditDesk = {
    async credit(request) {
      requests.push(request);
      if (!known(request.email)) return none;
      const entry = {
        id: `sc-${requests.length}`,
        amount: usd(request.amountCents),
        reason: request.reason,
        ...(request.note ? { note: request.note } : {}),
        issuedBy: request.issuedBy,
        createdAt: '2026-03-02T15:00:00.000Z',
      };
      account = {
        ...account,
        balance: usd(account.balance.cents + request.amountCents),
        entries: [entry, ...account.entries],
      };
      return ok(account);
    },
    show: async (email) => (known(email) ? ok(account) : none),
  };
  return { desk, requests };
}

const run = (args: string[], desk: StoreCreditDesk | null) => runCli(args, { storeCredit: desk });

describe('nutshell customer credit', () => {
  it('adds a courtesy credit in dollars and prints the balance and ledger', async () => {
    const { desk, requests } = fakeDesk();
    const added = await run(
      ['customer', 'credit', 'add', 'pat@example.com', '12.50', '--reason', 'Courtesy Credit', '--note', 'Late box'],
      desk,
    );
    expect(added.exitCode).toBe(0);
    expect(requests).toEqual([
      { email: 'pat@example.com', amountCents: 1250, reason: 'Courtesy Credit', note: 'Late box', issuedBy: 'cli' },
    ]);
    expect(added.stdout).toMatch(/^Balance: \$12\.50\n\n/);
    expect(added.stdout).toMatch(/│ 2026-03-02 15:00 UTC │ +\$12\.50 │ Courtesy Credit │ Late box │ — +│ cli +│/);
    const shown = await run(['customer', 'credit', 'show', 'pat@example.com', '--json'], desk);
    expect(JSON.parse(shown.stdout)).toMatchObject({
      balance: { cents: 1250 },
      entries: [{ amount: { cents: 1250 } }],
    });
  });

  it('refuses an amount over $1,000.00 or an unknown reason before opening anything (exit 2)', async () => {
    const { desk } = fakeDesk();
    const big = await run(['customer', 'credit', 'add', 'pat@example.com', '1000.01', '--reason', 'Stale'], desk);
    expect(big).toMatchObject({ exitCode: 2, sessionsOpened: 0 });
    expect(big.stderr).toBe('nutshell: <amount>: an amount in dollars from 0.01 to 1000.00\n');
    const reason = await run(['customer', 'credit', 'add', 'pat@example.com', '5', '--reason', 'Because'], desk);
    expect(reason).toMatchObject({ exitCode: 2, sessionsOpened: 0 });
    expect(reason.stderr).toBe('nutshell: --reason: one of the order reason labels, e.g. "Courtesy Credit"\n');
  });

  it('an e-mail without an account exits 3; without a desk (remote profile) exits 10', async () => {
    const { desk } = fakeDesk();
    const nobody = await run(['customer', 'credit', 'show', 'nobody@example.com'], desk);
    expect(nobody.exitCode).toBe(3);
    expect(nobody.stderr).toBe('nutshell: No customer account has that e-mail.\n');
    const remote = await run(['customer', 'credit', 'show', 'pat@example.com'], null);
    expect(remote.exitCode).toBe(10);
  });
});
