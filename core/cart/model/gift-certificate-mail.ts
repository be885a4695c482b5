import { escapeMailHtml, formatMoney, type MailMessage, type Money } from '../../shared';
import type { Order } from './order';
import { shipmentsOf } from './shipments';

/** The store's name in mail (the storefront's brand). */
const STORE = 'Nutshell';

/**
 * One gift certificate an order bought: a unit of a gift certificate line (SKU 'GC-…'), its amount (the line's unit
 * price, cents) and who receives it (the e-mail of the shipment holding that unit, else the order's e-mail).
 * `unit` counts from 1 within the line, so (orderNumber, lineItemId, unit) names one certificate for good.
 */
export interface GiftCertificateUnit {
  readonly lineItemId: string;
  readonly unit: number;
  readonly amount: Money;
  readonly recipientEmail: string;
  readonly recipientName?: string;
  readonly message?: string;
}

/**
 * The gift certificates `order` bought, one per unit of each gift certificate line (catalogue-gifting §2 gift
 * certificate; core-cart-checkout §4 Special lines "Gift certificates need no shipping"), in line order. A unit goes
 * to its shipment's e-mail and name; units no shipment holds, to the order's e-mail. Units without any e-mail are
 * left out (an order cannot be placed without one). Pure.
 */
export function giftCertificateUnitsOf(order: Order): GiftCertificateUnit[] {
  const fallback = order.customerEmail ?? order.cart.customerEmail;
  const byKey = new Map(shipmentsOf(order.cart).map((s) => [s.key, s.address]));
  const units: GiftCertificateUnit[] = [];
  for (const line of order.cart.lineItems.filter((l) => l.variant.sku.startsWith('GC-'))) {
    const message = line.custom.greetingCardMessage;
    const recipients: { email?: string; name?: string }[] = [];
    for (const t of line.shippingDetails?.targets ?? []) {
      const a = byKey.get(t.addressKey);
      for (let i = 0; i < t.quantity; i += 1) recipients.push({ email: a?.email ?? fallback, name: a?.name });
    }
    while (recipients.length < line.quantity) recipients.push({ email: fallback });
    recipients.slice(0, line.quantity).forEach((r, i) => {
      if (!r.email) return;
      units.push({
        lineItemId: line.id,
        unit: i + 1,
        amount: line.unitPrice,
        recipientEmail: r.email,
        ...(r.name ? { recipientName: r.name } : {}),
        ...(message ? { message } : {}),
      });
    });
  }
  return units;
}

/** The gift certificate mail's words. */
export const GIFT_CERTIFICATE_MAIL_COPY = {
  subject: (amount: string) => `You received a ${amount} ${STORE} gift certificate`,
  greeting: (name?: string) => (name ? `Hello ${name},` : 'Hello,'),
  intro: (amount: string) => `You received a ${STORE} gift certificate for ${amount}.`,
  code: 'Gift certificate code',
  howTo: 'Enter this code under "Apply a gift certificate" when you pay at checkout.',
} as const;

/**
 * The mail that gives a gift certificate to its recipient (catalogue-gifting §2 gift certificate): the amount, the
 * code grouped as 'ABCD-EFGH-JKLM-NPQR' (`code`), the buyer's message when there is one, and how to use it; plain
 * text and HTML (every text escaped). Pure.
 */
export function giftCertificateMail(certificate: {
  readonly code: string;
  readonly amount: Money;
  readonly recipientEmail: string;
  readonly recipientName?: string;
  readonly message?: string;
}): MailMessage {
  const c = GIFT_CERTIFICATE_MAIL_COPY;
  const amount = formatMoney(certificate.amount);
  const blocks = [
    c.greeting(certificate.recipientName),
    c.intro(amount),
    ...(certificate.message ? [certificate.message] : []),
    `${c.code}: ${certificate.code}`,
    c.howTo,
  ];
  const e = escapeMailHtml;
  const html =
    `<p>${e(c.greeting(certificate.recipientName))}</p><p>${e(c.intro(amount))}</p>` +
    (certificate.message ? `<blockquote>${e(certificate.message)}</blockquote>` : '') +
    `<p>${e(c.code)}: <strong style="font-family:monospace">${e(certificate.code)}</strong></p><p>${e(c.howTo)}</p>`;
  return {
    kind: 'gift-certificate',
    to: certificate.recipientEmail,
    subject: c.subject(amount),
    text: `${blocks.join('\n\n')}\n`,
    html,
  };
}
