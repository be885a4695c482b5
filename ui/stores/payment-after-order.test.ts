// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { ANONYMOUS_SESSION, type SessionSummary } from '../../core/customers';
import { usd } from '../../core/shared';
import type { Order } from '../../core/cart';
import { homeAddress } from '../testing/fixtures';
import { createFakeServices } from '../testing/fake-services';
import { createRootStore } from './root-store';

/** After an order (spec: core-cart-checkout §4 Placing an order step 5): the certificate cleared, credit reloaded. */
const ada: SessionSummary = {
  ...ANONYMOUS_SESSION,
  customer: { id: 'c-ada', email: 'ada@example.com' },
  signedLoginType: 'password',
  userFirstName: 'Ada',
  email: 'ada@example.com',
};

async function signedInAtPayment() {
  const services = createFakeServices();
  const seeded = services.seedCart(1);
  services.commerce.putCart({
    ...seeded,
    itemShippingAddresses: [
      { ...homeAddress, key: 'shipment-1', custom: { shippingMethodId: 'ups-ground', priceCents: 899 } },
    ],
    shippingAddress: homeAddress,
    customerEmail: homeAddress.email,
    lineItems: seeded.lineItems.map((l) => ({
      ...l,
      shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 1 }], valid: true },
    })),
  });
  const root = createRootStore(services, { url: '/', cart: null, csrfToken: 't', origin: 'http://x', session: ada });
  root.attachNavigator({ go: vi.fn(), fullLoad: vi.fn() });
  await root.cart.load();
  const pay = (await root.loadCheckout()).payment;
  for (const [field, value] of [
    ['number', '4242424242424242'],
    ['expMonth', '12'],
    ['expYear', '2031'],
    ['cvc', '123'],
    ['postalCode', '07081'],
  ] as const)
    pay.set(field, value);
  return { services, pay };
}

describe('PaymentStore after an order', () => {
  it('clears the applied gift certificate and reloads the credit accounts', async () => {
    const { services, pay } = await signedInAtPayment();
    services.account.state.storeCredit = { balance: usd(500), nonce: 'sv_credit_1' };
    services.account.state.giftCertificates.set('ABCD-EFGH-JKLM-NPQR', {
      code: 'XXXX-XXXX-XXXX-NPQR',
      balance: usd(300),
      nonce: 'sv_gift',
    });
    const sv = pay.storedValue;
    await sv.loadCreditAccounts();
    sv.setUseStoreCredit(true);
    sv.setCode('ABCD-EFGH-JKLM-NPQR');
    await sv.apply();
    expect(sv.nonces).toEqual(['sv_credit_1', 'sv_gift']);

    const order = { orderNumber: '100007', receiptToken: 'receipt-token-100007' } as Order;
    const placeOrder = vi
      .spyOn(services.backend, 'placeOrder')
      .mockResolvedValue({ data: { order, receiptToken: 'receipt-token-100007' } });
    services.account.state.storeCredit = { balance: usd(0), nonce: 'sv_credit_2' };
    await pay.placeOrder();
    expect(placeOrder.mock.calls[0]?.[0].paymentNonces.slice(0, 2)).toEqual(['sv_credit_1', 'sv_gift']);
    await waitFor(() => expect(sv.storeCredit?.nonce).toBe('sv_credit_2'));
    expect([sv.giftCertificate, sv.useStoreCredit, sv.nonces]).toEqual([undefined, false, []]);
    expect(services.account.state.calls.filter((c) => c === 'creditAccounts')).toHaveLength(2);
  });
});
