import { describe, expect } from 'vitest';
import { usd } from '../../core/shared';
import type { ItemShippingAddress } from '../../core/cart';
import { activeSkus, commerceImplementations, IMPLEMENTATIONS, value, contractIt } from './commerce-harness';

/**
 * Contract suite of the commerce port: shipping modes (spec: core-cart-checkout §4 'Single: one shipping
 * method. Multiple: one method per shipment key'), set when the cart is created as in commercetools.
 */
const implementation = commerceImplementations('commerce-shipping-mode');
const home = {
  name: 'Pat Jones',
  street1: '125 Moen Ave',
  city: 'Cranford',
  state: 'NJ',
  postalCode: '07016',
  country: 'US' as const,
};
const shipment = (key: string): ItemShippingAddress => ({ ...home, key, custom: {} });

describe.each(IMPLEMENTATIONS)('CommercePort shipping modes: %s', (name) => {
  const port = () => implementation(name);
  const test = contractIt(name);

  test('a cart is Single by default', async () => {
    expect(value(await port().createCart({})).shippingMode).toBe('Single');
  });

  test(
    'Multiple mode: one custom shipping method per shipment key, all counted in the total; removing one drops it',
    async () => {
      const [sku] = await activeSkus(port(), 1);
      const created = value(await port().createCart({ shippingMode: 'Multiple' }));
      expect(created.shippingMode).toBe('Multiple');
      let cart = value(
        await port().updateCart(created.id, created.version, [
          { action: 'addLineItem', sku: sku!, quantity: 2 },
          { action: 'addItemShippingAddress', address: shipment('shipment-1') },
          { action: 'addItemShippingAddress', address: shipment('shipment-2') },
        ]),
      );
      const lines = cart.totalPrice.cents;
      cart = value(
        await port().updateCart(cart.id, cart.version, [
          {
            action: 'setCustomShippingMethod',
            shippingKey: 'shipment-1',
            shippingMethodName: 'Standard Ground',
            price: usd(899),
          },
          {
            action: 'setCustomShippingMethod',
            shippingKey: 'shipment-2',
            shippingMethodName: '2-Day',
            price: usd(1599),
          },
        ]),
      );
      expect(cart.shipping.map((s) => [s.shippingKey, s.price.cents]).sort()).toEqual([
        ['shipment-1', 899],
        ['shipment-2', 1599],
      ]);
      expect(cart.shippingInfo).toBeUndefined();
      expect(cart.totalPrice.cents).toBe(lines + 899 + 1599);
      cart = value(
        await port().updateCart(cart.id, cart.version, [
          { action: 'removeCustomShippingMethod', shippingKey: 'shipment-2' },
        ]),
      );
      expect(cart.totalPrice.cents).toBe(lines + 899);
      const unknown = await port().updateCart(cart.id, cart.version, [
        { action: 'setCustomShippingMethod', shippingKey: 'shipment-9', shippingMethodName: 'x', price: usd(1) },
      ]);
      expect(unknown.ok ? '' : unknown.error.message).toBe('unknown shipment: shipment-9');
    },
    'cart-draft-key-shipping-mode-ignored',
  );
});
