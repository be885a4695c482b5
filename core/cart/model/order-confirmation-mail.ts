import { escapeMailHtml, formatMoney, type MailMessage } from '../../shared';
import type { Address } from './address';
import type { Order } from './order';
import { shipmentsOf } from './shipments';
import { customItemSummary } from './custom-item-contents';

/** The store's name in mail (the storefront's brand). */
const STORE = 'Nutshell';

/** The receipt's words (ui/copy/order-copy.ts `receipt`), which the confirmation repeats. */
const ORDER_CONFIRMATION_COPY = {
  title: 'Thank you for your order!',
  orderNumber: (n: string) => `Order number ${n}`,
  items: 'Items',
  shippingAddresses: (count: number) => (count === 1 ? 'Shipping address' : 'Shipping addresses'),
  receiptLink: 'View your receipt',
  /**
   * Under the totals of an order the engine priced tax-exempt (shell-account §2 Reseller Certifications;
   * ui/copy/order-copy.ts).
   */
  taxExempt: (state: string) => `Tax exempt: resale certificate on file for ${state}`,
  subject: (n: string) => `Your ${STORE} order ${n}`,
} as const;

const COUNTRY_NAMES: Readonly<Record<Address['country'], string>> = { US: 'United States', CA: 'Canada' };

/** A postal address as lines: name, company, street lines, "city, state postal code", country. */
function addressLines(address: Address): string[] {
  const region = [address.state, address.postalCode].filter(Boolean).join(' ');
  const cityLine = [address.city, region].filter(Boolean).join(', ');
  return [
    address.name,
    address.company,
    address.street1,
    address.street2,
    cityLine,
    COUNTRY_NAMES[address.country],
  ].filter((line): line is string => Boolean(line));
}

/**
 * Where the order's goods go: the address of each shipment holding lines that need one (in shipment order, the same
 * address once), else the order's shipping address; [] when it has none (digital gifts only).
 */
function shippingAddressesOf(order: Order): Address[] {
  const shipped = shipmentsOf(order.cart)
    .filter((s) => s.lines.length > 0 && s.needsPhysicalAddress)
    .map((s) => {
      const { key: _key, custom: _custom, ...address } = s.address;
      return address;
    });
  const single = order.shippingAddress ?? order.cart.shippingAddress;
  const all = shipped.length > 0 ? shipped : single ? [single] : [];
  const seen = new Set<string>();
  return all.filter((a) => {
    const id = addressLines(a).join('\n');
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** The order's content as the receipt shows it: each line, the labelled totals and the shipping addresses. */
function contentOf(order: Order) {
  return {
    lines: order.cart.lineItems.map((l) => ({
      name: l.name,
      detail: `${l.variant.variantName} · Qty ${l.quantity}`,
      contents: customItemSummary(l),
      total: formatMoney(l.totalPrice),
    })),
    totals: order.totals.map((t) => ({ label: t.label, amount: formatMoney(t.amount) })),
    taxExempt: order.cart.custom.taxExemptStates
      ? ORDER_CONFIRMATION_COPY.taxExempt(order.cart.custom.taxExemptStates)
      : undefined,
    addresses: shippingAddressesOf(order).map(addressLines),
  };
}

type Content = ReturnType<typeof contentOf>;

/** A line of the plain text: 'Name, Variant · Qty 1: $9.99', a custom item's contents on the next line, indented. */
function plainLine(l: Content['lines'][number]): string {
  const line = `${l.name}, ${l.detail}: ${l.total}`;
  return l.contents ? `${line}\n  ${l.contents}` : line;
}

function plainText(order: Order, c: Content, receiptUrl: string): string {
  const blocks = [
    ORDER_CONFIRMATION_COPY.title,
    ORDER_CONFIRMATION_COPY.orderNumber(order.orderNumber),
    [ORDER_CONFIRMATION_COPY.items, ...c.lines.map(plainLine)].join('\n'),
    [...c.totals.map((t) => `${t.label}: ${t.amount}`), ...(c.taxExempt ? [c.taxExempt] : [])].join('\n'),
    ...(c.addresses.length > 0
      ? [
          [
            ORDER_CONFIRMATION_COPY.shippingAddresses(c.addresses.length),
            c.addresses.map((a) => a.join('\n')).join('\n\n'),
          ].join('\n'),
        ]
      : []),
    `${ORDER_CONFIRMATION_COPY.receiptLink}: ${receiptUrl}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}

function htmlBody(order: Order, c: Content, receiptUrl: string): string {
  const e = escapeMailHtml;
  const cell = 'style="padding:4px 8px"';
  const right = 'style="padding:4px 8px;text-align:right"';
  const lines = c.lines
    .map((l) => {
      const contents = l.contents ? `<br>${e(l.contents)}` : '';
      return `<tr><td ${cell}>${e(l.name)}<br>${e(l.detail)}${contents}</td><td ${right}>${e(l.total)}</td></tr>`;
    })
    .join('');
  const totals = c.totals
    .map((t) => `<tr><th scope="row" ${cell}>${e(t.label)}</th><td ${right}>${e(t.amount)}</td></tr>`)
    .join('');
  const exempt = c.taxExempt ? `<p>${e(c.taxExempt)}</p>` : '';
  const addresses =
    c.addresses.length === 0
      ? ''
      : `<h2>${e(ORDER_CONFIRMATION_COPY.shippingAddresses(c.addresses.length))}</h2>` +
        c.addresses.map((a) => `<p>${a.map(e).join('<br>')}</p>`).join('');
  return (
    `<h1>${e(ORDER_CONFIRMATION_COPY.title)}</h1><p>${e(ORDER_CONFIRMATION_COPY.orderNumber(order.orderNumber))}</p>` +
    `<h2>${e(ORDER_CONFIRMATION_COPY.items)}</h2><table>${lines}</table><table>${totals}</table>${exempt}${addresses}` +
    `<p><a href="${e(receiptUrl)}">${e(ORDER_CONFIRMATION_COPY.receiptLink)}</a></p>`
  );
}

/**
 * The receipt page's address for `receiptToken` on the storefront at `siteUrl` (an origin such as
 * 'https://shop.example.com', no trailing slash): '{siteUrl}/checkout/receipt?token={token}' (spec:
 * core-cart-checkout §2 Fixed routes).
 */
export function receiptUrlOf(siteUrl: string, receiptToken: string): string {
  return `${siteUrl}/checkout/receipt?token=${encodeURIComponent(receiptToken)}`;
}

/**
 * The order confirmation mail (spec: core-cart-checkout §4 Placing an order; the receipt's "A confirmation is on
 * its way"), to the order's customer e-mail, as plain text and HTML: the receipt's title, the order number, each
 * line (name, variant, quantity, line total; a custom item's contents, 'My Mix: 3 parts Almonds, 1 part
 * Raisins', under it: catalogue-gifting §3 "an order of a custom item lists its ingredients"), the order's labelled
 * totals (Subtotal, Discount, Shipping, Tax, Total… as `order.totals` holds them, amounts by formatMoney), the
 * shipping address(es) and a link to the receipt page (`receiptUrl`). Every text is escaped in the HTML. Pure;
 * undefined when the order has no e-mail.
 */
export function orderConfirmationMail(order: Order, links: { readonly receiptUrl: string }): MailMessage | undefined {
  const to = order.customerEmail ?? order.cart.customerEmail;
  if (!to) return undefined;
  const content = contentOf(order);
  return {
    kind: 'order-confirmation',
    to,
    subject: ORDER_CONFIRMATION_COPY.subject(order.orderNumber),
    text: plainText(order, content, links.receiptUrl),
    html: `<!doctype html><html><body>${htmlBody(order, content, links.receiptUrl)}</body></html>`,
  };
}
