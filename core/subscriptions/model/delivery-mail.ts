import { escapeMailHtml, type MailMessage } from '../../shared';
import { weekdayMonthDay, type CalendarDate } from './calendar-date';
import { AUTO_DELIVERY_PATHS } from './delivery-ids';

/** The words of the mail sent when an auto-delivery order could not be placed. */
export const DELIVERY_DECLINED_MAIL_COPY = {
  subject: 'Your Auto-Delivery order could not be placed',
  intro: (shipOn: string) => `We could not place your Auto-Delivery order scheduled to ship ${shipOn}.`,
  reason: (failure: string) => `Reason: ${failure}`,
  action: 'Please update your payment method, then choose Send Now on your Auto-Delivery page:',
} as const;

/**
 * The mail telling a customer their delivery of `shipOn` was not placed (the card was declined, or the order was
 * refused: `failure` says why), with a link to the Auto-Delivery page at `siteUrl` (e.g. 'https://shop.example.com').
 * Plain text and HTML, every text escaped. Pure.
 */
export function deliveryDeclinedMail(input: {
  readonly to: string;
  readonly shipOn: CalendarDate;
  readonly failure: string;
  readonly siteUrl: string;
}): MailMessage {
  const c = DELIVERY_DECLINED_MAIL_COPY;
  const day = weekdayMonthDay(input.shipOn);
  const url = `${input.siteUrl}${AUTO_DELIVERY_PATHS.list}`;
  const blocks = [c.intro(day), c.reason(input.failure), c.action, url];
  const e = escapeMailHtml;
  const html =
    `<p>${e(c.intro(day))}</p><p>${e(c.reason(input.failure))}</p>` +
    `<p>${e(c.action)} <a href="${e(url)}">${e(url)}</a></p>`;
  return { kind: 'auto-delivery-declined', to: input.to, subject: c.subject, text: `${blocks.join('\n\n')}\n`, html };
}
