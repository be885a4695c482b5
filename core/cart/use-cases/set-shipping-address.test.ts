import type { Cart } from '../model/cart';
import type { Address } from '../model';
import { testAddress, testCart, testLine } from '../model/test-cart';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { SetShippingAddress } from './set-shipping-address';

const address: Address = {
  name: 'Pat Jones',
  street1: '125 Moen Ave',
  city: 'Cranford',
  state: 'NJ',
  postalCode: '07016',
  country: 'US',
  residential: true,
};
const lines = [
  testLine('almonds', { quantity: 2 }),
  testLine('figs', { quantity: 3, targets: [{ addressKey: 'shipment-2', quantity: 3 }] }),
];
const email = 'pat@example.com';
const chosen = { shippingMethodId: 'ups-ground', priceCents: 999, requestedDeliveryOn: '2025-03-12' };

const platform = (cart: Cart) => new InMemoryCommerce({ carts: [cart] });

describe('SetShippingAddress', () => {
  it('sets the e-mail and address, adds shipment-1, assigns every line and removes the emptied shipments', async () => {
    const cart = testCart({ lineItems: lines, itemShippingAddresses: [testAddress('shipment-2')] });
    const result = await new SetShippingAddress(platform(cart)).execute({ cart, email: 'pat@example.com', address });
    expect(result).toMatchObject({
      ok: true,
      value: {
        customerEmail: 'pat@example.com',
        shippingAddress: address,
        itemShippingAddresses: [{ ...address, key: 'shipment-1', custom: {} }],
        lineItems: [
          { id: 'almonds', shippingDetails: { valid: true, targets: [{ addressKey: 'shipment-1', quantity: 2 }] } },
          { id: 'figs', shippingDetails: { valid: true, targets: [{ addressKey: 'shipment-1', quantity: 3 }] } },
        ],
      },
    });
  });

  it('keeps the chosen delivery when only the name changes', async () => {
    const cart = testCart({ lineItems: lines, itemShippingAddresses: [testAddress('shipment-1', chosen)] });
    const renamed = { ...address, name: 'Pat J.', street1: '125 moen  ave' };
    const result = await new SetShippingAddress(platform(cart)).execute({ cart, email, address: renamed });
    expect(result.ok && result.value.itemShippingAddresses[0]).toMatchObject({ name: 'Pat J.', custom: chosen });
  });

  it('clears the chosen delivery when the location changes', async () => {
    const cart = testCart({ lineItems: lines, itemShippingAddresses: [testAddress('shipment-1', chosen)] });
    const moved = { ...address, postalCode: '07901', city: 'Summit' };
    const result = await new SetShippingAddress(platform(cart)).execute({ cart, email, address: moved });
    expect(result.ok && result.value.itemShippingAddresses).toEqual([
      { ...address, postalCode: '07901', city: 'Summit', key: 'shipment-1', custom: {} },
    ]);
  });

  it('rejects an invalid e-mail or country', async () => {
    const cart = testCart({ lineItems: lines });
    const use = new SetShippingAddress(platform(cart));
    expect(await use.execute({ cart, email: 'not-an-email', address })).toMatchObject({
      ok: false,
      error: { code: 'validation/invalid' },
    });
    expect(
      await use.execute({ cart, email: 'pat@example.com', address: { ...address, country: 'MX' as 'US' } }),
    ).toMatchObject({ ok: false, error: { code: 'validation/invalid' } });
  });
});
