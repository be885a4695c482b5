import { expect, test } from '@playwright/test';
import { addDays, nextShipDay, todayOf, weekdayMonthDay } from '../../core/subscriptions';
import { customerWithAddressAndCard, nutshell } from './support/auto-delivery';
import { shot, visit } from './support/pages';

/**
 * Auto-delivery end to end (spec: catalogue-gifting §2 control and panel, §4 Subscription, §7 calls; DESIGN
 * "Identity, mail and jobs"): a customer with a saved address and card subscribes the almonds every 4 weeks from the
 * product page, sees the 'Added to Auto-Delivery' panel with the next ship day, manages the subscription on the
 * Auto-Delivery page (skip: 4 weeks later; every 6 weeks; Send Now: an order today, the next delivery 6 weeks on),
 * and on that day the CLI's run-due places the delivery's order, whose confirmation is in the outbox.
 */
const ALMONDS = '/nuts/almonds/almonds';
const today = () => todayOf({ nowMs: () => Date.now() });

test('subscribe from a product page, manage it in the account, and the CLI orders it on its ship date', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { email } = await customerWithAddressAndCard(page, { prefix: 'journey' });
  await visit(page, ALMONDS);
  await page.getByLabel('Deliver every').selectOption({ label: 'Every 4 Weeks' });
  await page.getByRole('button', { name: 'Add to Auto-Delivery' }).click();
  const firstShip = nextShipDay(today());
  const panel = page.getByRole('dialog', { name: 'Added to Auto-Delivery' });
  await expect(panel.getByText(`Will ship ${weekdayMonthDay(firstShip)}`)).toBeVisible();
  await shot(page, 'ad-journey-panel');
  await panel.getByRole('link', { name: 'Manage Auto-Delivery' }).click();
  await expect(page).toHaveURL(/\/account\/auto-delivery$/);

  const shipping = (date: string) => page.getByRole('article', { name: `Ships ${weekdayMonthDay(date)}` });
  await expect(shipping(firstShip)).toBeVisible();
  await expect(shipping(firstShip).getByText('Every 4 Weeks')).toBeVisible();
  const item = page
    .getByRole('region', { name: 'Your Auto-Delivery items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /Almonds/ }) });

  await item.getByRole('button', { name: 'Skip' }).click();
  await expect(shipping(addDays(firstShip, 28))).toBeVisible();
  await expect(shipping(firstShip)).toHaveCount(0);

  await item.getByLabel('Delivery frequency').selectOption({ label: 'Every 6 Weeks' });
  await item.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your changes have been saved.' })).toBeVisible();
  await expect(shipping(addDays(firstShip, 28)).getByText('Every 6 Weeks')).toBeVisible();

  await shipping(addDays(firstShip, 28)).getByRole('button', { name: 'Send Now' }).click();
  const placed = page.getByRole('status').filter({ hasText: /^Your order \S+ has been placed\.$/ });
  await expect(placed).toBeVisible();
  const nextShip = addDays(today(), 42);
  await expect(shipping(nextShip)).toBeVisible();
  await shot(page, 'ad-journey-account');

  const report = JSON.parse(nutshell(['subscriptions', 'run-due', '--date', nextShip, '--json'])) as {
    ordered: { email: string; orderNumber: string }[];
  };
  // Other tests' customers share the server: this customer's delivery is ordered once.
  const ours = report.ordered.filter((o) => o.email === email);
  expect(ours).toHaveLength(1);
  const orderNumber = ours[0]!.orderNumber;
  const mail = JSON.parse(nutshell(['mail', 'list', '--to', email, '--json'])) as { subject: string }[];
  expect(mail.map((m) => m.subject)).toContain(`Your Nutshell order ${orderNumber}`);

  await page.reload();
  await expect(shipping(addDays(nextShip, 42))).toBeVisible();
});
