import { PortError, usd } from '../../shared';
import type { MailMessage } from '../../shared';
import { testAddress, testCart, testLine } from '../../cart/model/test-cart';
import { PlaceOrder } from './place-order';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { FakePaymentGateway } from './testing/fake-payments';
import { FakeShippingRates } from './testing/fake-shipping-rates';
import { sequentialIds } from './testing/fixed';

const chosen = { shippingMethodId: 'ups-ground', shippingMethodName: 'UPS Ground', priceCents: 899 };
const cart = testCart({
  anonymousId: 'anon-1',
  version: 5,
  customerEmail: 'pat@example.com',
  lineItems: [
    testLine('almonds', {
      name: 'Roasted Almonds',
      sku: 'ALM-1LB',
      quantity: 2,
      targets: [{ addressKey: 'shipment-1', quantity: 2 }],
    }),
  ],
  itemShippingAddresses: [testAddress('shipment-1', chosen)],
  shippingInfo: { shippingMethodName: 'UPS Ground', price: usd(899) },
  totalPrice: usd(2899),
});
const input = {
  anonymousId: 'anon-1',
  cartId: 'cart-1',
  version: 5,
  paymentNonces: ['nonce-ok'],
  idempotencyKey: 'idem-0001',
};

function setup(send: (m: MailMessage) => Promise<void>) {
  const commerce = new InMemoryCommerce({ carts: [cart] });
  const place = new PlaceOrder(commerce, new FakePaymentGateway(), new FakeShippingRates(), sequentialIds(), {
    mail: { send },
    siteUrl: 'https://shop.example.com',
  });
  return { commerce, place };
}

describe('PlaceOrder sends the order confirmation', () => {
  it('once, to the cart e-mail, with the receipt link; a retry with the same key sends nothing more', async () => {
    const sent: MailMessage[] = [];
    const { place } = setup(async (m) => void sent.push(m));
    const placed = await place.execute(input);
    if (!placed.ok) throw new Error(placed.error.message);
    const { orderNumber, receiptToken } = placed.value.order;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'order-confirmation',
      to: 'pat@example.com',
      subject: `Your Nutshell order ${orderNumber}`,
    });
    expect(sent[0]?.text).toContain('Roasted Almonds, 1 lb · Qty 2: $20.00\n');
    expect(sent[0]?.text).toContain(
      `View your receipt: https://shop.example.com/checkout/receipt?token=${receiptToken}\n`,
    );
    expect(await place.execute(input)).toEqual(placed);
    expect(sent).toHaveLength(1);
  });

  it('a mail port that throws does not fail the order', async () => {
    const { place, commerce } = setup(async () => {
      throw new PortError('mail', 'ESOCKET: connect ECONNREFUSED 127.0.0.1:25');
    });
    const placed = await place.execute(input);
    expect(placed.ok).toBe(true);
    expect(commerce.orders).toHaveLength(1);
  });

  it('a mail port that throws before its promise does not fail the order either', async () => {
    const { place, commerce } = setup(() => {
      throw new Error('not a promise');
    });
    expect((await place.execute(input)).ok).toBe(true);
    expect(commerce.orders).toHaveLength(1);
  });
});
