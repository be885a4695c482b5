import { escapeMailHtml, type MailMessage } from '../../shared';
import { GIFT_REDEEM_PATH } from './gift-options';
import { giftMessageWithSender } from './recipients';

/** The words of the mail a gift's recipient gets (catalogue-gifting §4 Gift drop: "a mail with a single-use link"). */
export const GIFT_DROP_MAIL_COPY = {
  subject: (sender: string) => `${sender} sent you a gift`,
  greeting: (name: string) => `Hello ${name},`,
  intro: (sender: string, gift: string) => `${sender} sent you ${gift}. Choose your treats and where to send them.`,
  messageHeading: 'Their message:',
  action: 'Choose your gift (the link works once):',
  shipping: 'Gifts ship within the United States (including Hawaii and Alaska) and Puerto Rico.',
} as const;

/** The mailed redeem link: `{siteUrl}/gift-drop/redeem?key={key}` (the key URL-encoded). */
export function giftRedeemLink(siteUrl: string, key: string): string {
  return `${siteUrl}${GIFT_REDEEM_PATH}?key=${encodeURIComponent(key)}`;
}

/**
 * The mail of kind 'gift-drop-recipient' to one recipient: the subject names the sender, the body greets the
 * recipient, names the gift (`giftTitle`, e.g. 'Custom Gift Tray, Premium'), gives the message with the sender
 * (core-cart-checkout §5, when there is a message) and the redeem link. Plain text and HTML, every text escaped. Pure.
 */
export function giftDropRecipientMail(input: {
  readonly to: string;
  readonly recipientName: string;
  readonly senderName: string;
  readonly giftTitle: string;
  readonly message: string;
  readonly link: string;
}): MailMessage {
  const c = GIFT_DROP_MAIL_COPY;
  const e = escapeMailHtml;
  const message = input.message.trim() ? giftMessageWithSender(input.message, input.senderName) : undefined;
  const blocks = [
    c.greeting(input.recipientName),
    c.intro(input.senderName, input.giftTitle),
    ...(message ? [`${c.messageHeading}\n${message}`] : []),
    `${c.action}\n${input.link}`,
    c.shipping,
  ];
  const html =
    `<p>${e(c.greeting(input.recipientName))}</p><p>${e(c.intro(input.senderName, input.giftTitle))}</p>` +
    (message ? `<p>${e(c.messageHeading)}</p><blockquote>${e(message)}</blockquote>` : '') +
    `<p>${e(c.action)} <a href="${e(input.link)}">${e(input.link)}</a></p><p>${e(c.shipping)}</p>`;
  return {
    kind: 'gift-drop-recipient',
    to: input.to,
    subject: c.subject(input.senderName),
    text: `${blocks.join('\n\n')}\n`,
    html,
  };
}
