import { describe, expect, it } from 'vitest';
import { domainError, err, ok, usd } from '../../core/shared';
import type { Subscription } from '../../core/subscriptions';
import type { DeskRunReport, SubscriptionDesk } from '../../ports/subscription-desk';
import type { DeliveryRunOutcome } from '../../ports/subscriptions';
import { runCli } from '../../cli/testing/run-cli';

/**
 * `nutshell subscriptions` output for humans, exactly, over a fake desk that answers fixed values and records what
 * it was asked (the worker name 'cli-<pid>', the run's date, the interval in weeks).
 */
const SUBSCRIPTION: Subscription = {
  id: '1042',
  customerId: 'cust-pat',
  sku: 'ALM-1LB',
  quantity: 1,
  nextShipOn: '2026-03-16',
  addedAt: '2026-03-01T10:00:00.000Z',
  shippingAddressId: 'addr-1',
  active: true,
  channelKey: 'auto-delivery',
  version: 3,
  name: 'Roasted Almonds',
  variantName: '1 lb',
  weightGrams: 454,
  productPath: '/nuts/almonds/roasted',
  currentPiecePrice: usd(1234),
  piecePrice: usd(1299),
  discountedPiecePrice: usd(1234),
  extendedPrice: usd(1299),
  discountedExtendedPrice: usd(1234),
};

const REPORT: DeskRunReport = {
  date: '2026-03-02',
  ordered: [{ runId: '7', customerId: 'cust-pat', email: 'pat@example.com', orderNumber: '100234' }],
  declined: [{ runId: '8', customerId: 'cust-sam', failure: 'Your card was declined.' }],
  empty: 1,
  failed: [{ runId: '9', message: 'database unreachable' }],
  lost: 0,
};

function fakeDesk(sendNow: DeliveryRunOutcome) {
  const calls: unknown[][] = [];
  const desk: SubscriptionDesk = {
    list: async () => err(domainError('resource/not-found', 'No customer with that e-mail.')),
    change: async (action, input) => {
      calls.push(['change', action, input]);
      return ok(SUBSCRIPTION);
    },
    setInterval: async (id, weeks) => {
      calls.push(['setInterval', id, weeks]);
      return ok({ ...SUBSCRIPTION, intervalDays: weeks * 7 });
    },
    sendNow: async (id, worker) => {
      calls.push(['sendNow', id, worker]);
      return ok(sendNow);
    },
    runDue: async (input) => {
      calls.push(['runDue', input]);
      return ok(REPORT);
    },
  };
  return { desk, calls };
}

describe('nutshell subscriptions output', () => {
  it('send-now prints the order number and each next ship date, as worker cli-<pid>', async () => {
    const { desk, calls } = fakeDesk({
      status: 'ordered',
      orderNumber: '100235',
      advance: [{ subscriptionId: '1042', nextShipOn: '2026-03-30' }, { subscriptionId: '1043' }],
    });
    const run = await runCli(['subscriptions', 'send-now', '1042'], { subscriptions: desk });
    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.stdout).toBe(
      'Ordered: order 100235\n' +
        'Subscription 1042: next ship date 2026-03-30\n' +
        'Subscription 1043: next ship date — (one time, now inactive)\n',
    );
    expect(calls).toEqual([['sendNow', '1042', `cli-${process.pid}`]]);
    const empty = await runCli(['subscriptions', 'send-now', '1042'], {
      subscriptions: fakeDesk({ status: 'empty' }).desk,
    });
    expect(empty.stdout).toBe('Nothing was due: no order placed.\n');
  });

  it('run-due prints the counts, then ordered, declined and failed runs as tables; exit 0', async () => {
    const { desk, calls } = fakeDesk({ status: 'empty' });
    const run = await runCli(['subscriptions', 'run-due', '--date', '2026-03-02'], { subscriptions: desk });
    expect(run.exitCode).toBe(0);
    expect(calls).toEqual([['runDue', { date: '2026-03-02', worker: `cli-${process.pid}` }]]);
    expect(run.stdout).toBe(
      [
        'Run of 2026-03-02: 1 ordered, 1 declined, 1 empty, 1 failed',
        '',
        'Ordered',
        '┌─────┬─────────────────┬────────┐',
        '│ Run │ Customer        │ Order  │',
        '├─────┼─────────────────┼────────┤',
        '│ 7   │ pat@example.com │ 100234 │',
        '└─────┴─────────────────┴────────┘',
        '',
        'Declined',
        '┌─────┬──────────┬─────────────────────────┐',
        '│ Run │ Customer │ Why                     │',
        '├─────┼──────────┼─────────────────────────┤',
        '│ 8   │ cust-sam │ Your card was declined. │',
        '└─────┴──────────┴─────────────────────────┘',
        '',
        'Failed',
        '┌─────┬──────────────────────┐',
        '│ Run │ Error                │',
        '├─────┼──────────────────────┤',
        '│ 9   │ database unreachable │',
        '└─────┴──────────────────────┘',
        '',
      ].join('\n'),
    );
  });

  it('a changed subscription prints a headline and its row; set-interval passes the weeks', async () => {
    const { desk, calls } = fakeDesk({ status: 'empty' });
    const run = await runCli(['subscriptions', 'set-interval', '1042', '12'], { subscriptions: desk });
    expect(calls).toEqual([['setInterval', '1042', 12]]);
    expect(run.stdout).toBe(
      [
        'Subscription 1042 now ships Every 12 Weeks.',
        '┌──────┬─────────────────┬─────────┬─────┬────────────────┬────────────────┬────────┬──────────────┐',
        '│   Id │ Product         │ SKU     │ Qty │ Interval       │ Next ship date │ Status │ Per delivery │',
        '├──────┼─────────────────┼─────────┼─────┼────────────────┼────────────────┼────────┼──────────────┤',
        '│ 1042 │ Roasted Almonds │ ALM-1LB │   1 │ Every 12 Weeks │ 2026-03-16     │ Active │       $12.34 │',
        '└──────┴─────────────────┴─────────┴─────┴────────────────┴────────────────┴────────┴──────────────┘',
        '',
      ].join('\n'),
    );
  });
});
