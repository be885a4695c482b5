import { formatMoney } from '../../core/shared';
import { intervalLabel, type Subscription } from '../../core/subscriptions';
import type { DeskRunReport, SubscriptionListing } from '../../ports/subscription-desk';
import type { DeliveryRunOutcome } from '../../ports/subscriptions';
import { renderTable, type Column, type RenderOptions } from './table';

const SUBSCRIPTION_COLUMNS: readonly Column[] = [
  { head: 'Id', align: 'right' },
  { head: 'Product' },
  { head: 'SKU' },
  { head: 'Qty', align: 'right' },
  { head: 'Interval' },
  { head: 'Next ship date' },
  { head: 'Status' },
  { head: 'Per delivery', align: 'right' },
];

/** A subscription's status: 'Active', 'Cancelled: <reason>', or 'Inactive' (a one-time one that has shipped). */
export function subscriptionStatus(s: Pick<Subscription, 'active' | 'cancelReason'>): string {
  if (s.active) return 'Active';
  return s.cancelReason ? `Cancelled: ${s.cancelReason}` : 'Inactive';
}

function subscriptionRow(s: Subscription): string[] {
  return [
    s.id,
    s.name,
    s.sku,
    String(s.quantity),
    intervalLabel(s.intervalDays),
    s.nextShipOn ?? '—',
    subscriptionStatus(s),
    formatMoney(s.discountedExtendedPrice),
  ];
}

/**
 * A customer's subscriptions (spec: catalogue-gifting §4 Subscription): 'Subscriptions of <email>', then a table of
 * Id, Product, SKU, Qty, Interval ('Every 4 Weeks', 'Ships one time'), Next ship date, Status ('Active',
 * 'Cancelled: <reason>') and Per delivery (the discounted extended price); then 'Upcoming deliveries' as a table of
 * Ship date, Address id, Subscriptions and Subtotal. 'No subscriptions.' / 'No upcoming deliveries.' when empty.
 */
export function renderSubscriptionListing(listing: SubscriptionListing, options: RenderOptions): string {
  const head = `Subscriptions of ${listing.customer.email}\n`;
  const subscriptions =
    listing.subscriptions.length === 0
      ? 'No subscriptions.\n'
      : renderTable(SUBSCRIPTION_COLUMNS, listing.subscriptions.map(subscriptionRow), options);
  const deliveries =
    listing.deliveries.length === 0
      ? 'No upcoming deliveries.\n'
      : renderTable(
          [
            { head: 'Ship date' },
            { head: 'Address id' },
            { head: 'Subscriptions' },
            { head: 'Subtotal', align: 'right' },
          ],
          listing.deliveries.map((d) => [
            d.shipOn,
            d.shippingAddressId,
            d.subscriptionIds.join(', '),
            formatMoney(d.subtotal),
          ]),
          options,
        );
  return `${head}${subscriptions}\nUpcoming deliveries\n${deliveries}`;
}

/** One subscription after an action: the line `headline`, then its row under the listing's columns. */
export function renderSubscriptionChange(headline: string, s: Subscription, options: RenderOptions): string {
  return `${headline}\n${renderTable(SUBSCRIPTION_COLUMNS, [subscriptionRow(s)], options)}`;
}

/** Send now's outcome: 'Ordered: order <number>' (and each subscription's next ship date), or 'Nothing was due.'. */
export function renderSendNow(outcome: DeliveryRunOutcome): string {
  if (outcome.status === 'ordered') {
    const moves = outcome.advance.map(
      (a) => `Subscription ${a.subscriptionId}: next ship date ${a.nextShipOn ?? '— (one time, now inactive)'}\n`,
    );
    return `Ordered: order ${outcome.orderNumber}\n${moves.join('')}`;
  }
  if (outcome.status === 'declined') return `Declined: ${outcome.failure}\n`;
  return 'Nothing was due: no order placed.\n';
}

/**
 * The scheduler's day: 'Run of <date>: N ordered, N declined, N empty, N failed' (and lost runs when any), then a
 * table per non-empty outcome: Ordered (Run, Customer, Order), Declined (Run, Customer, Why), Failed (Run, Error).
 */
export function renderRunReport(report: DeskRunReport, options: RenderOptions): string {
  const counts =
    `${report.ordered.length} ordered, ${report.declined.length} declined, ${report.empty} empty, ` +
    `${report.failed.length} failed` +
    (report.lost > 0 ? `, ${report.lost} lost to another worker` : '');
  const who = (r: { customerId: string; email?: string }) => r.email ?? r.customerId;
  const parts = [`Run of ${report.date}: ${counts}\n`];
  if (report.ordered.length > 0) {
    const rows = report.ordered.map((o) => [o.runId, who(o), o.orderNumber]);
    parts.push(`\nOrdered\n${renderTable([{ head: 'Run' }, { head: 'Customer' }, { head: 'Order' }], rows, options)}`);
  }
  if (report.declined.length > 0) {
    const rows = report.declined.map((d) => [d.runId, who(d), d.failure]);
    parts.push(`\nDeclined\n${renderTable([{ head: 'Run' }, { head: 'Customer' }, { head: 'Why' }], rows, options)}`);
  }
  if (report.failed.length > 0) {
    const rows = report.failed.map((f) => [f.runId, f.message]);
    parts.push(`\nFailed\n${renderTable([{ head: 'Run' }, { head: 'Error' }], rows, options)}`);
  }
  return parts.join('');
}
