import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSubscriptionDesk } from '../../adapters/storefront-backend/http-subscription-desk';
import { subscriptionDesk } from '../../adapters/wiring/subscription-desk';
import { formatMoney } from '../../core/shared';
import { addDays, type Subscription } from '../../core/subscriptions';
import type { SubscriptionDesk } from '../../ports/subscription-desk';
import { runCli } from '../../cli/testing/run-cli';
import { subscriber, type SubscriberSetUp } from '../support/auto-delivery';
import { activeNutsSku, value } from '../support/embedded-test-services';
import { buildTestApp, TEST_CLIENT, type TestApp } from '../support/test-server';

/**
 * `nutshell subscriptions` on the embedded database (PGlite or the PostgreSQL test database): in-process through the
 * wiring's subscription desk, and over the wire through a listening local server's /nutshell/subscriptions routes
 * (HttpSubscriptionDesk with the API client's token), with exact output, JSON shapes, messages and exit codes.
 */
let t: TestApp;
let inProcess: SubscriptionDesk;
let overHttp: SubscriptionDesk;
let sku = '';
let productName = '';

const cli = (desk: SubscriptionDesk | null, ...args: string[]) =>
  runCli(args, {
    commerce: t.services.commerce,
    subscriptions: desk,
    customers: null,
    inventory: null,
    outbox: null,
  });

/** A new subscriber `email` (card `cardNumber`) with one subscription of 2 × `sku` every `intervalDays` days. */
async function subscribed(
  email: string,
  intervalDays = 28,
  cardNumber?: string,
): Promise<{ who: SubscriberSetUp; s: Subscription }> {
  const who = await subscriber(t.services, email, cardNumber);
  const s = value(await t.services.autoDelivery.create({ customerId: who.customerId, sku, quantity: 2, intervalDays }));
  return { who, s };
}

/** The table row of `s` as the listing draws it (cells only, without the box's spacing). */
function cells(stdout: string, id: string): string[] {
  const line = stdout.split('\n').find((l) => l.startsWith('│') && l.split('│')[1]?.trim() === id);
  return line
    ? line
        .split('│')
        .slice(1, -1)
        .map((c) => c.trim())
    : [];
}

beforeAll(async () => {
  t = await buildTestApp([TEST_CLIENT]);
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const s = t.services;
  inProcess = subscriptionDesk({ autoDelivery: s.autoDelivery, store: s.subscriptionStore, accounts: s.accounts });
  overHttp = new HttpSubscriptionDesk({ baseUrl, ...TEST_CLIENT, fetch });
  sku = await activeNutsSku(s.commerce);
  const product = await s.commerce.getProductBySku(sku);
  productName = product!.name;
}, 60_000);
afterAll(() => t?.close());

describe('nutshell subscriptions list', () => {
  it("lists a customer's subscriptions and upcoming deliveries as tables, and as JSON", async () => {
    const { who, s } = await subscribed('Lou.List@example.com', 28);
    const price = formatMoney(s.discountedExtendedPrice);
    const run = await cli(inProcess, 'subscriptions', 'list', 'lou.list@example.com');
    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.stdout).toMatch(/^Subscriptions of Lou\.List@example\.com\n┌/);
    expect(cells(run.stdout, s.id)).toEqual([
      s.id,
      productName,
      sku,
      '2',
      'Every 4 Weeks',
      s.nextShipOn,
      'Active',
      price,
    ]);
    expect(run.stdout).toContain('\nUpcoming deliveries\n');
    const delivery = run.stdout.split('\n').find((l) => l.includes(who.addressId));
    expect(
      delivery
        ?.split('│')
        .slice(1, -1)
        .map((c) => c.trim()),
    ).toEqual([s.nextShipOn, who.addressId, s.id, price]);

    const json = await cli(inProcess, 'subscriptions', 'list', 'lou.list@example.com', '--json');
    expect(JSON.parse(json.stdout)).toEqual({
      customer: { id: who.customerId, email: 'Lou.List@example.com' },
      subscriptions: [expect.objectContaining({ id: s.id, sku, quantity: 2, intervalDays: 28, active: true })],
      deliveries: [
        {
          id: s.id,
          shipOn: s.nextShipOn,
          shippingAddressId: who.addressId,
          interval: 28,
          subscriptionIds: [s.id],
          subtotal: s.discountedExtendedPrice,
        },
      ],
    });
  });

  it('shows cancelled subscriptions only with --all, with their reason', async () => {
    const { s } = await subscribed('lou.all@example.com', 42);
    value(await inProcess.change('cancel', { subscriptionId: s.id, reason: 'Moved abroad' }));
    const active = await cli(inProcess, 'subscriptions', 'list', 'lou.all@example.com');
    expect(active.stdout).toBe(
      'Subscriptions of lou.all@example.com\nNo subscriptions.\n\nUpcoming deliveries\nNo upcoming deliveries.\n',
    );
    const all = await cli(inProcess, 'subscriptions', 'list', 'lou.all@example.com', '--all');
    expect(cells(all.stdout, s.id).slice(4, 7)).toEqual(['Every 6 Weeks', s.nextShipOn, 'Cancelled: Moved abroad']);
  });

  it('an e-mail without an account exits 3; a bad e-mail exits 2 before opening anything; no desk exits 10', async () => {
    const nobody = await cli(inProcess, 'subscriptions', 'list', 'nobody@example.com', '--json');
    expect(nobody.exitCode).toBe(3);
    expect(nobody.stderr).toBe('nutshell: No customer with that e-mail.\n');
    expect(JSON.parse(nobody.stdout)).toEqual({
      error: { code: 'resource/not-found', message: 'No customer with that e-mail.' },
    });
    const bad = await cli(inProcess, 'subscriptions', 'list', 'not-an-email');
    expect(bad).toMatchObject({ exitCode: 2, sessionsOpened: 0 });
    expect(bad.stderr).toBe('nutshell: <email>: must be an e-mail address\n');
    const remote = await cli(null, 'subscriptions', 'list', 'lou.list@example.com');
    expect(remote.exitCode).toBe(10);
    expect(remote.stderr).toBe('nutshell: there are no auto-delivery subscriptions on the remote profile\n');
  });
});

describe('nutshell subscriptions skip|cancel|reactivate|set-interval', () => {
  it('skips the next delivery: the ship date moves one interval on', async () => {
    const { s } = await subscribed('sky.skip@example.com', 28);
    const run = await cli(inProcess, 'subscriptions', 'skip', s.id);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^Skipped subscription ${s.id}\\.\\n┌`));
    expect(cells(run.stdout, s.id)[5]).toBe(addDays(s.nextShipOn!, 28));
    const json = await cli(inProcess, 'subscriptions', 'skip', s.id, '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({ id: s.id, nextShipOn: addDays(s.nextShipOn!, 56), active: true });
  });

  it('cancels with a reason (required) and reactivates', async () => {
    const { s } = await subscribed('cy.cancel@example.com', 42);
    const noReason = await cli(inProcess, 'subscriptions', 'cancel', s.id);
    expect(noReason).toMatchObject({ exitCode: 2, sessionsOpened: 0 });
    expect(noReason.stderr).toBe("nutshell: required option '--reason <text>' not specified\n");
    const cancelled = await cli(inProcess, 'subscriptions', 'cancel', s.id, '--reason', 'Too many nuts');
    expect(cancelled.stdout).toMatch(new RegExp(`^Cancelled subscription ${s.id}\\.\\n`));
    expect(cells(cancelled.stdout, s.id)[6]).toBe('Cancelled: Too many nuts');
    const again = await cli(inProcess, 'subscriptions', 'cancel', s.id, '--reason', 'Twice');
    expect(again.exitCode).toBe(4);
    const back = await cli(inProcess, 'subscriptions', 'reactivate', s.id, '--json');
    expect(back.exitCode).toBe(0);
    expect(JSON.parse(back.stdout)).toMatchObject({ id: s.id, active: true, nextShipOn: s.nextShipOn });
    expect(JSON.parse(back.stdout).cancelReason).toBeUndefined();
  });

  it('sets the interval in weeks; a week count outside the choices exits 2 with the choices', async () => {
    const { s } = await subscribed('ivy.interval@example.com', 42);
    const run = await cli(inProcess, 'subscriptions', 'set-interval', s.id, '4');
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^Subscription ${s.id} now ships Every 4 Weeks\\.\\n`));
    expect(cells(run.stdout, s.id)[4]).toBe('Every 4 Weeks');
    for (const weeks of ['5', '0', '13', 'four']) {
      const bad = await cli(inProcess, 'subscriptions', 'set-interval', s.id, weeks);
      expect(bad).toMatchObject({ exitCode: 2, sessionsOpened: 0 });
      expect(bad.stderr).toBe('nutshell: <weeks>: one of 1, 2, 3, 4, 6, 8, 10, 12 (weeks)\n');
    }
  });

  it('an unknown subscription id exits 3 (subscription/not-found); a non-numeric one exits 2', async () => {
    const unknown = await cli(inProcess, 'subscriptions', 'skip', '999999', '--json');
    expect(unknown.exitCode).toBe(3);
    expect(JSON.parse(unknown.stdout)).toEqual({
      error: { code: 'subscription/not-found', message: 'No subscription with that id.' },
    });
    const bad = await cli(inProcess, 'subscriptions', 'reactivate', 'abc');
    expect(bad).toMatchObject({ exitCode: 2, sessionsOpened: 0 });
    expect(bad.stderr).toBe('nutshell: <id>: a subscription id, e.g. 1042\n');
  });
});

describe('nutshell subscriptions send-now and run-due', () => {
  it('sends a delivery now: the order number, and the next ship date one interval after today', async () => {
    const { s } = await subscribed('sid.send@example.com', 28);
    const run = await cli(inProcess, 'subscriptions', 'send-now', s.id, '--json');
    expect(run.exitCode).toBe(0);
    const outcome = JSON.parse(run.stdout) as { status: string; orderNumber: string };
    expect(outcome).toMatchObject({ status: 'ordered', advance: [{ subscriptionId: s.id }] });
    const order = await t.services.commerce.getOrderByNumber(outcome.orderNumber);
    expect(order?.cart.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([[sku, 2]]);
  });

  it('a declined card exits 5 with why', async () => {
    const { s } = await subscribed('dee.declined@example.com', 28, '4000000000000101');
    const run = await cli(inProcess, 'subscriptions', 'send-now', s.id);
    expect(run.exitCode).toBe(5);
    expect(run.stderr).toBe('nutshell: Your card was declined.\n');
  });

  it("runs the day's due deliveries: ordered with the customer's e-mail, declined with why, exit 0", async () => {
    const paid = await subscribed('rue.paid@example.com', 28);
    const refused = await subscribed('rue.refused@example.com', 28, '4000000000000101');
    const date = paid.s.nextShipOn!;
    const run = await cli(inProcess, 'subscriptions', 'run-due', '--date', date, '--json');
    expect(run.exitCode).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ date, failed: [], lost: 0 });
    expect(report.ordered).toContainEqual(
      expect.objectContaining({ customerId: paid.who.customerId, email: 'rue.paid@example.com' }),
    );
    expect(report.declined).toContainEqual(
      expect.objectContaining({
        customerId: refused.who.customerId,
        email: 'rue.refused@example.com',
        failure: 'Your card was declined.',
      }),
    );
    const [listed] = value(await t.services.autoDelivery.subscriptions(paid.who.customerId, false));
    expect(listed?.nextShipOn).toBe(addDays(date, 28));

    const quiet = await cli(inProcess, 'subscriptions', 'run-due', '--date', date);
    expect(quiet).toMatchObject({ exitCode: 0, stdout: `Run of ${date}: 0 ordered, 0 declined, 0 empty, 0 failed\n` });
    const bad = await cli(inProcess, 'subscriptions', 'run-due', '--date', '2026-02-30');
    expect(bad).toMatchObject({ exitCode: 2, sessionsOpened: 0 });
    expect(bad.stderr).toBe('nutshell: --date: Use a date written YYYY-MM-DD.\n');
  });
});

describe('nutshell subscriptions over a running local server', () => {
  it('lists, changes, sends now and runs the day over /nutshell/subscriptions with the same output', async () => {
    const { who, s } = await subscribed('hal.http@example.com', 28);
    const listed = await cli(overHttp, 'subscriptions', 'list', 'HAL.http@example.com');
    expect(listed.exitCode).toBe(0);
    expect(cells(listed.stdout, s.id)).toEqual(
      cells((await cli(inProcess, 'subscriptions', 'list', who.email)).stdout, s.id),
    );
    const interval = await cli(overHttp, 'subscriptions', 'set-interval', s.id, '2', '--json');
    expect(JSON.parse(interval.stdout)).toMatchObject({ id: s.id, intervalDays: 14 });
    const cancelled = await cli(overHttp, 'subscriptions', 'cancel', s.id, '--reason', 'Over the wire');
    expect(cells(cancelled.stdout, s.id)[6]).toBe('Cancelled: Over the wire');
    const resumed = await cli(overHttp, 'subscriptions', 'reactivate', s.id);
    expect(cells(resumed.stdout, s.id)[6]).toBe('Active');
    const sent = await cli(overHttp, 'subscriptions', 'send-now', s.id);
    expect(sent.exitCode).toBe(0);
    expect(sent.stdout).toMatch(/^Ordered: order \S+\nSubscription \d+: next ship date \d{4}-\d{2}-\d{2}\n$/);

    const nobody = await cli(overHttp, 'subscriptions', 'list', 'nobody@example.com');
    expect(nobody).toMatchObject({ exitCode: 3, stderr: 'nutshell: No customer with that e-mail.\n' });
    const unknown = await cli(overHttp, 'subscriptions', 'skip', '999999', '--json');
    expect(unknown.exitCode).toBe(3);
    expect(JSON.parse(unknown.stdout)).toEqual({
      error: { code: 'subscription/not-found', message: 'No subscription with that id.' },
    });
    const day = await cli(overHttp, 'subscriptions', 'run-due', '--date', '2020-01-06');
    expect(day).toMatchObject({
      exitCode: 0,
      stdout: 'Run of 2020-01-06: 0 ordered, 0 declined, 0 empty, 0 failed\n',
    });
  });

  it('an unreachable server exits 10', async () => {
    const gone = new HttpSubscriptionDesk({ baseUrl: 'http://127.0.0.1:9', ...TEST_CLIENT, fetch });
    const run = await cli(gone, 'subscriptions', 'list', 'hal.http@example.com');
    expect(run.exitCode).toBe(10);
    expect(run.stderr).toMatch(/^nutshell: service unavailable: subscriptions: the local server is unreachable: /);
  });
});
