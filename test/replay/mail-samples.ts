import { orderConfirmationMail, receiptUrlOf, type Order } from '../../core/cart';
import { testAddress, testCart, testLine } from '../../core/cart/model/test-cart';
import { passwordResetMail, signInLinkMail, welcomeMail } from '../../core/customers';
import { usd, type MailMessage } from '../../core/shared';

const SITE = 'http://localhost:3000';

/** A placed order of two lines (one named with HTML's special characters), a 10% discount, two shipments. */
function sampleOrder(): Order {
  const almonds = testLine('almonds', {
    name: 'Roasted Almonds',
    quantity: 2,
    unitCents: 999,
    targets: [{ addressKey: 'shipment-1', quantity: 2 }],
  });
  const mix = testLine('mix', {
    name: 'Nuts & <Bolts> Trail Mix',
    quantity: 1,
    unitCents: 1249,
    totalPrice: usd(1124),
    targets: [{ addressKey: 'shipment-2', quantity: 1 }],
  });
  const toronto = { name: 'Sam Lee', street1: '9 King St W', city: 'Toronto', state: 'ON', postalCode: 'M5H 1A1' };
  const cart = testCart({
    shippingMode: 'Multiple',
    customerEmail: 'pat@example.com',
    lineItems: [almonds, mix],
    itemShippingAddresses: [testAddress('shipment-1'), testAddress('shipment-2', {}, { ...toronto, country: 'CA' })],
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
      { label: 'Discount', amount: usd(-125) },
      { label: 'Shipping', amount: usd(599) },
      { label: 'Tax', amount: usd(193) },
      { label: 'Total', amount: usd(3914) },
    ],
    payments: [],
    receiptToken: 'receipt-token-1',
  };
}

/**
 * The store's mail with fixed inputs, one of each kind: the sign-in link, the password reset, the set-password
 * message, the welcome and the order confirmation. `npm run record` sends them through SmtpMail to a local SMTP
 * server and stores what arrived (fixtures/recorded/mail.json); the replay suite builds them again and compares.
 */
export function sampleMails(): MailMessage[] {
  const order = orderConfirmationMail(sampleOrder(), { receiptUrl: receiptUrlOf(SITE, 'receipt-token-1') });
  if (!order) throw new Error('the sample order has no e-mail');
  return [
    signInLinkMail({
      to: 'pat@example.com',
      firstName: 'Pat',
      url: `${SITE}/account/sign-in-link?token=link-1`,
      expiresInMinutes: 15,
    }),
    passwordResetMail({
      to: 'pat@example.com',
      firstName: null,
      url: `${SITE}/account/reset-password?key=reset-1`,
      expiresInHours: 24,
      setPassword: false,
    }),
    passwordResetMail({
      to: 'guest@example.com',
      firstName: 'Guest',
      url: `${SITE}/account/reset-password?key=set-1`,
      expiresInHours: 24,
      setPassword: true,
    }),
    welcomeMail({ to: 'sam@example.com', firstName: 'Sam', url: `${SITE}/account` }),
    order,
  ];
}
