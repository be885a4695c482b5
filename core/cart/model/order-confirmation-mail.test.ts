import { usd } from '../../shared';
import type { Order } from './order';
import { orderConfirmationMail, receiptUrlOf } from './order-confirmation-mail';
import { testAddress, testCart, testLine } from './test-cart';

const RECEIPT_URL = 'https://shop.example.com/checkout/receipt?token=tok-1';

/** Two lines (one with a name that must be escaped), a 10% cart discount, shipping and tax, two shipments. */
function twoLineOrder(overrides: Partial<Order> = {}): Order {
  const almonds = testLine('almonds', {
    name: 'Roasted Almonds',
    quantity: 2,
    unitCents: 999,
    totalPrice: usd(1798),
    targets: [{ addressKey: 'shipment-1', quantity: 2 }],
  });
  const mixLine = testLine('mix', {
    name: 'Nuts & <Bolts> "Mix"',
    quantity: 1,
    unitCents: 1249,
    totalPrice: usd(1124),
    targets: [{ addressKey: 'shipment-2', quantity: 1 }],
  });
  const mix = { ...mixLine, variant: { ...mixLine.variant, sku: 'MIX-8OZ', variantName: '8 oz' } };
  const cart = testCart({
    shippingMode: 'Multiple',
    customerEmail: 'pat@example.com',
    lineItems: [almonds, mix],
    itemShippingAddresses: [
      testAddress('shipment-1'),
      testAddress(
        'shipment-2',
        {},
        {
          name: 'Sam <Lee>',
          street1: '9 King St W',
          city: 'Toronto',
          state: 'ON',
          postalCode: 'M5H 1A1',
          country: 'CA',
        },
      ),
    ],
    discountTotal: usd(325),
  });
  return {
    id: 'order-1',
    orderNumber: '100234',
    orderState: 'Open',
    createdAt: '2026-03-02T15:00:00.000Z',
    customerEmail: 'pat@example.com',
    cart,
    totals: [
      { label: 'Subtotal', amount: usd(3247) },
      { label: 'Discount', amount: usd(-325) },
      { label: 'Shipping', amount: usd(599) },
      { label: 'Tax', amount: usd(193) },
      { label: 'Total', amount: usd(3714) },
    ],
    payments: [],
    receiptToken: 'tok-1',
    ...overrides,
  };
}

describe('orderConfirmationMail', () => {
  it('a two-line order with a discount: subject, lines, totals, both addresses and the receipt link', () => {
    const mail = orderConfirmationMail(twoLineOrder(), { receiptUrl: RECEIPT_URL });
    expect(mail).toMatchObject({
      kind: 'order-confirmation',
      to: 'pat@example.com',
      subject: 'Your Nutshell order 100234',
    });
    expect(mail?.text).toBe(
      [
        'Thank you for your order!',
        '',
        'Order number 100234',
        '',
        'Items',
        'Roasted Almonds, 1 lb · Qty 2: $17.98',
        'Nuts & <Bolts> "Mix", 8 oz · Qty 1: $11.24',
        '',
        'Subtotal: $32.47',
        'Discount: -$3.25',
        'Shipping: $5.99',
        'Tax: $1.93',
        'Total: $37.14',
        '',
        'Shipping addresses',
        'Pat Jones',
        '125 Moen Ave',
        'Cranford, NJ 07016',
        'United States',
        '',
        'Sam <Lee>',
        '9 King St W',
        'Toronto, ON M5H 1A1',
        'Canada',
        '',
        'View your receipt: https://shop.example.com/checkout/receipt?token=tok-1',
        '',
      ].join('\n'),
    );
  });

  it('escapes every text in the HTML and links the receipt', () => {
    const html = orderConfirmationMail(twoLineOrder(), { receiptUrl: RECEIPT_URL })?.html ?? '';
    expect(html).toContain('<h1>Thank you for your order!</h1><p>Order number 100234</p>');
    expect(html).toContain('Nuts &amp; &lt;Bolts&gt; &quot;Mix&quot;<br>8 oz · Qty 1</td>');
    expect(html).toContain(
      '<th scope="row" style="padding:4px 8px">Discount</th><td style="padding:4px 8px;text-align:right">-$3.25</td>',
    );
    expect(html).toContain(
      '<h2>Shipping addresses</h2><p>Pat Jones<br>125 Moen Ave<br>Cranford, NJ 07016<br>United States</p>',
    );
    expect(html).toContain('<p>Sam &lt;Lee&gt;<br>');
    expect(html).toContain('<a href="https://shop.example.com/checkout/receipt?token=tok-1">View your receipt</a>');
    expect(html).not.toContain('<Bolts>');
    expect(html).not.toContain('<Lee>');
  });

  it('lists what a custom item holds under its line, in the text and the escaped HTML (catalogue-gifting §3)', () => {
    const base = twoLineOrder();
    const plain = testLine('custom', { name: 'Custom Trail Mix', quantity: 1, unitCents: 5807 });
    const custom = {
      ...plain,
      variant: { ...plain.variant, sku: '9905-05', variantName: '5 Pound Bag' },
      custom: { externalId: '0rB30xw1', customizationsDescription: 'Hike & <Bike>: 3 parts Almonds, 1 part Raisins' },
    };
    const order = { ...base, cart: { ...base.cart, lineItems: [custom] } };
    const mail = orderConfirmationMail(order, { receiptUrl: RECEIPT_URL });
    expect(mail?.text).toContain(
      'Items\nCustom Trail Mix, 5 Pound Bag · Qty 1: $58.07\n  Hike & <Bike>: 3 parts Almonds, 1 part Raisins\n\n',
    );
    expect(mail?.html).toContain(
      'Custom Trail Mix<br>5 Pound Bag · Qty 1<br>Hike &amp; &lt;Bike&gt;: 3 parts Almonds, 1 part Raisins</td>',
    );
  });

  it('one shipment: one "Shipping address"; none on the lines: the order\'s own', () => {
    const order = twoLineOrder();
    const single: Order = {
      ...order,
      shippingAddress: testAddress('x', {}, { name: 'Ann Bo' }),
      cart: {
        ...order.cart,
        shippingMode: 'Single',
        itemShippingAddresses: [],
        lineItems: order.cart.lineItems.map((l) => ({ ...l, shippingDetails: undefined })),
      },
    };
    const text = orderConfirmationMail(single, { receiptUrl: RECEIPT_URL })?.text ?? '';
    expect(text).toContain('\n\nShipping address\nAnn Bo\n125 Moen Ave\nCranford, NJ 07016\nUnited States\n\n');
  });

  it("says under the totals that a reseller's order was tax-exempt, in the text and the HTML", () => {
    const order = twoLineOrder();
    const exempt: Order = {
      ...order,
      cart: { ...order.cart, custom: { ...order.cart.custom, taxExemptStates: 'NJ' } },
      totals: order.totals.map((t) => (t.label === 'Tax' ? { ...t, amount: usd(0) } : t)),
    };
    const mail = orderConfirmationMail(exempt, { receiptUrl: RECEIPT_URL })!;
    expect(mail.text).toContain('Tax: $0.00\nTotal: $37.14\nTax exempt: resale certificate on file for NJ\n\n');
    expect(mail.html).toContain('</table><p>Tax exempt: resale certificate on file for NJ</p>');
    const taxed = orderConfirmationMail(order, { receiptUrl: RECEIPT_URL })!;
    expect(taxed.text).not.toContain('Tax exempt');
  });

  it('no mail without an e-mail', () => {
    const order = twoLineOrder({ customerEmail: undefined });
    expect(
      orderConfirmationMail(
        { ...order, cart: { ...order.cart, customerEmail: undefined } },
        { receiptUrl: RECEIPT_URL },
      ),
    ).toBeUndefined();
  });

  it('receiptUrlOf encodes the token', () => {
    expect(receiptUrlOf('https://shop.example.com', 'a/b+c')).toBe(
      'https://shop.example.com/checkout/receipt?token=a%2Fb%2Bc',
    );
  });
});
