import { describe, expect } from 'vitest';
import { usd } from '../../core/shared';
import type { Cart } from '../../core/cart';
import type { ItemShippingAddress } from '../../core/cart';
import type { CartAction } from '../../core/cart';
import { activeSkus, cartWith, commerceImplementations, IMPLEMENTATIONS, value, contractIt } from './commerce-harness';

/**
 * Contract suite of the commerce port: the cart update actions of spec core §7 through the port, the same
 * `it`s for the embedded engine in-process and the HTTP adapter through the local server.
 */
const implementation = commerceImplementations('commerce-cart-actions');

const home = {
  name: 'Pat Jones',
  street1: '125 Moen Ave',
  city: 'Cranford',
  state: 'NJ',
  postalCode: '07016',
  country: 'US' as const,
  residential: true,
};
const shipment = (key: string, city = 'Cranford'): ItemShippingAddress => ({ ...home, key, city, custom: {} });
const lineTotal = (cart: Cart) => cart.lineItems.reduce((a, l) => a + l.totalPrice.cents, 0);

describe.each(IMPLEMENTATIONS)('CommercePort cart actions: %s', (name) => {
  const port = () => implementation(name);
  const test = contractIt(name);
  const update = async (cart: Cart, ...actions: CartAction[]) => port().updateCart(cart.id, cart.version, actions);
  const updated = async (cart: Cart, ...actions: CartAction[]) => value(await update(cart, ...actions));

  test(
    'sets the shipping address, item shipping addresses and line shipping details; valid when the targets add up',
    async () => {
      const [sku] = await activeSkus(port(), 1);
      const cart = await cartWith(port(), [{ action: 'addLineItem', sku: sku!, quantity: 3 }]);
      const lineItemId = cart.lineItems[0]!.id;
      const partial = await updated(
        cart,
        { action: 'setShippingAddress', address: home },
        { action: 'addItemShippingAddress', address: shipment('shipment-1') },
        { action: 'addItemShippingAddress', address: shipment('shipment-2', 'Newark') },
        {
          action: 'setLineItemShippingDetails',
          lineItemId,
          shippingDetails: {
            targets: [
              { addressKey: 'shipment-1', quantity: 1 },
              { addressKey: 'shipment-2', quantity: 1 },
            ],
          },
        },
      );
      expect(partial.shippingAddress).toMatchObject(home);
      expect(partial.itemShippingAddresses.map((a) => a.key)).toEqual(['shipment-1', 'shipment-2']);
      expect(partial.lineItems[0]?.shippingDetails?.valid).toBe(false);
      const full = await updated(partial, {
        action: 'setLineItemShippingDetails',
        lineItemId,
        shippingDetails: {
          targets: [
            { addressKey: 'shipment-1', quantity: 1 },
            { addressKey: 'shipment-2', quantity: 2 },
          ],
        },
      });
      expect(full.lineItems[0]?.shippingDetails).toEqual({
        targets: [
          { addressKey: 'shipment-1', quantity: 1 },
          { addressKey: 'shipment-2', quantity: 2 },
        ],
        valid: true,
      });
      expect((await port().getCartById(cart.id))?.lineItems[0]?.shippingDetails?.valid).toBe(true);
      const dup = await update(full, { action: 'addItemShippingAddress', address: shipment('shipment-1') });
      expect(dup.ok ? 'ok' : dup.error.code).toBe('cart/invalid-action');
    },
    'shipping-details-valid',
  );

  test(
    'updates and removes an item shipping address; removing drops the targets to it; an unknown key is refused',
    async () => {
      const [sku] = await activeSkus(port(), 1);
      const cart = await cartWith(port(), [
        { action: 'addItemShippingAddress', address: shipment('shipment-1') },
        { action: 'addItemShippingAddress', address: shipment('shipment-2') },
        {
          action: 'addLineItem',
          sku: sku!,
          quantity: 2,
          shippingDetails: {
            targets: [
              { addressKey: 'shipment-1', quantity: 1 },
              { addressKey: 'shipment-2', quantity: 1 },
            ],
          },
        },
      ]);
      const moved = await updated(cart, {
        action: 'updateItemShippingAddress',
        address: {
          ...shipment('shipment-2', 'Newark'),
          postalCode: '07102',
          custom: { requestedDeliveryOn: '2030-02-04' },
        },
      });
      expect(moved.itemShippingAddresses.map((a) => a.city)).toEqual(['Cranford', 'Newark']);
      expect(moved.itemShippingAddresses[1]?.custom.requestedDeliveryOn).toBe('2030-02-04');
      const removed = await updated(moved, { action: 'removeItemShippingAddress', addressKey: 'shipment-2' });
      expect(removed.itemShippingAddresses.map((a) => a.key)).toEqual(['shipment-1']);
      expect(removed.lineItems[0]?.shippingDetails).toEqual({
        targets: [{ addressKey: 'shipment-1', quantity: 1 }],
        valid: false,
      });
      const unknown = await update(removed, { action: 'updateItemShippingAddress', address: shipment('shipment-9') });
      expect(unknown.ok ? undefined : unknown.error).toMatchObject({
        code: 'cart/unknown-shipment',
        message: 'unknown shipment: shipment-9',
      });
      const gone = await update(removed, { action: 'removeItemShippingAddress', addressKey: 'shipment-2' });
      expect(gone.ok ? undefined : gone.error.message).toBe('unknown shipment: shipment-2');
    },
    'unsupported-cart-actions',
  );

  test(
    'changes a quantity, removes a line at quantity 0 and with removeLineItem, and refuses bad ones',
    async () => {
      const [a, b] = await activeSkus(port(), 2);
      const cart = await cartWith(port(), [
        { action: 'addLineItem', sku: a!, quantity: 1 },
        { action: 'addLineItem', sku: b!, quantity: 1 },
      ]);
      const [first, second] = cart.lineItems;
      const five = await updated(cart, { action: 'changeLineItemQuantity', lineItemId: first!.id, quantity: 5 });
      expect(five.lineItems[0]?.quantity).toBe(5);
      expect(five.lineItems[0]?.totalPrice.cents).toBe(five.lineItems[0]!.unitPrice.cents * 5);
      const tooMany = await update(five, { action: 'changeLineItemQuantity', lineItemId: first!.id, quantity: 5000 });
      expect(tooMany.ok ? undefined : tooMany.error).toMatchObject({
        code: 'cart/invalid-action',
        message: 'Quantity cannot exceed 4999',
      });
      const unknown = await update(five, { action: 'changeLineItemQuantity', lineItemId: 'nope', quantity: 1 });
      expect(unknown.ok ? undefined : unknown.error).toMatchObject({
        code: 'cart/invalid-action',
        message: 'Cannot find line item for ID nope',
      });
      const zero = await updated(five, { action: 'changeLineItemQuantity', lineItemId: first!.id, quantity: 0 });
      expect(zero.lineItems.map((l) => l.id)).toEqual([second!.id]);
      const empty = await updated(zero, { action: 'removeLineItem', lineItemId: second!.id });
      expect(empty.lineItems).toEqual([]);
      expect(empty.totalPrice).toEqual(usd(0));
      const again = await update(empty, { action: 'removeLineItem', lineItemId: second!.id });
      expect(again.ok ? undefined : again.error.message).toBe(`Cannot find line item for ID ${second!.id}`);
    },
    'price-tiers-ignored',
  );

  test('merges an identical line whatever the key order of its custom fields', async () => {
    const [sku] = await activeSkus(port(), 1);
    const cart = await cartWith(port(), [
      { action: 'addLineItem', sku: sku!, quantity: 1, custom: { markedAsGift: true, autoDeliveryInterval: 30 } },
    ]);
    const merged = await updated(cart, {
      action: 'addLineItem',
      sku: sku!,
      quantity: 2,
      custom: { autoDeliveryInterval: 30, markedAsGift: true },
    });
    expect(merged.lineItems.map((l) => l.quantity)).toEqual([3]);
  });

  test('adds and removes custom line items, totalled as money × quantity', async () => {
    const [sku] = await activeSkus(port(), 1);
    const cart = await cartWith(port(), [{ action: 'addLineItem', sku: sku!, quantity: 1 }]);
    const lines = lineTotal(cart);
    const added = await updated(
      cart,
      {
        action: 'addCustomLineItem',
        name: 'Heat-Resistant Packaging',
        slug: 'shipment-1-heat-resistant-packaging',
        money: usd(295),
        quantity: 2,
      },
      {
        action: 'addCustomLineItem',
        name: 'Adjustment',
        slug: 'adjustment',
        money: usd(-100),
        quantity: 1,
        custom: { reason: 'Stale' },
      },
    );
    expect(added.customLineItems.map((c) => [c.slug, c.totalPrice.cents])).toEqual([
      ['shipment-1-heat-resistant-packaging', 590],
      ['adjustment', -100],
    ]);
    expect(added.customLineItems[1]?.custom).toEqual({ reason: 'Stale' });
    expect(added.totalPrice.cents).toBe(lines + 490);
    const removed = await updated(added, {
      action: 'removeCustomLineItem',
      customLineItemId: added.customLineItems[1]!.id,
    });
    expect(removed.customLineItems.map((c) => c.slug)).toEqual(['shipment-1-heat-resistant-packaging']);
    expect(removed.totalPrice.cents).toBe(lines + 590);
  });

  test(
    'adds a custom shipping method to totalPrice and takes it off again',
    async () => {
      const [sku] = await activeSkus(port(), 1);
      const cart = await cartWith(port(), [{ action: 'addLineItem', sku: sku!, quantity: 1 }]);
      const shipped = await updated(cart, {
        action: 'setCustomShippingMethod',
        shippingMethodName: 'Nutshell Shipping',
        price: usd(999),
      });
      expect(shipped.shippingInfo).toMatchObject({ shippingMethodName: 'Nutshell Shipping', price: usd(999) });
      expect(shipped.totalPrice.cents).toBe(lineTotal(cart) + 999);
      const unshipped = await updated(shipped, { action: 'removeCustomShippingMethod' });
      expect(unshipped.shippingInfo).toBeUndefined();
      expect(unshipped.totalPrice.cents).toBe(lineTotal(cart));
    },
    'shipping-not-in-total',
  );

  test('sets the customer e-mail, a cart custom field and a line custom field, kept on the stored cart', async () => {
    const [sku] = await activeSkus(port(), 1);
    const cart = await cartWith(port(), [{ action: 'addLineItem', sku: sku!, quantity: 1 }]);
    const set = await updated(
      cart,
      { action: 'setCustomerEmail', email: 'pat@example.com' },
      { action: 'setCustomField', name: 'orderTags', value: 'vip' },
      {
        action: 'setLineItemCustomField',
        lineItemId: cart.lineItems[0]!.id,
        name: 'greetingCardMessage',
        value: 'Happy birthday - Sam',
      },
    );
    for (const c of [set, (await port().getCartById(cart.id))!]) {
      expect(c.customerEmail).toBe('pat@example.com');
      expect(c.custom.orderTags).toBe('vip');
      expect(c.lineItems[0]?.custom.greetingCardMessage).toBe('Happy birthday - Sam');
    }
    const cleared = await updated(set, { action: 'setCustomerEmail' }, { action: 'setCustomField', name: 'orderTags' });
    expect(cleared.customerEmail).toBeUndefined();
    expect(cleared.custom.orderTags).toBeUndefined();
  });

  test(
    'recalculate bumps the version and keeps the prices',
    async () => {
      const [sku] = await activeSkus(port(), 1);
      const cart = await cartWith(port(), [{ action: 'addLineItem', sku: sku!, quantity: 2 }]);
      const again = await updated(cart, { action: 'recalculate', updateProductData: true });
      expect(again.version).toBe(cart.version + 1);
      expect(again.totalPrice).toEqual(cart.totalPrice);
      expect(again.lineItems[0]?.unitPrice).toEqual(cart.lineItems[0]?.unitPrice);
    },
    'noop-update-version',
  );

  test(
    'removes a discount code and its discount; an unknown code is discount/not-found',
    async () => {
      const [sku] = await activeSkus(port(), 1);
      const cart = await cartWith(port(), [
        { action: 'addLineItem', sku: sku!, quantity: 3 },
        { action: 'addDiscountCode', code: 'SAVE10' },
      ]);
      expect(cart.discountTotal.cents).toBeGreaterThan(0);
      const removed = await updated(cart, { action: 'removeDiscountCode', discountCodeId: cart.discountCodes[0]!.id });
      expect(removed.discountCodes).toEqual([]);
      expect(removed.discountTotal).toEqual(usd(0));
      expect(removed.totalPrice.cents).toBe(cart.totalPrice.cents + cart.discountTotal.cents);
      const unknown = await update(removed, { action: 'addDiscountCode', code: 'NO-SUCH-CODE' });
      expect(unknown.ok ? 'ok' : unknown.error.code).toBe('discount/not-found');
    },
    'cart-discounts-not-applied',
  );

  test('leaves the cart unchanged when one action of a list fails', async () => {
    const [sku] = await activeSkus(port(), 1);
    const cart = await cartWith(port(), [{ action: 'addLineItem', sku: sku!, quantity: 1 }]);
    const r = await update(
      cart,
      { action: 'setCustomerEmail', email: 'pat@example.com' },
      { action: 'changeLineItemQuantity', lineItemId: 'nope', quantity: 2 },
    );
    expect(r.ok).toBe(false);
    expect(await port().getCartById(cart.id)).toEqual(cart);
  });

  test(
    'taxes the total at the rate of the shipping address state, and not at all without an address',
    async () => {
      const [sku] = await activeSkus(port(), 1);
      const cart = await cartWith(port(), [{ action: 'addLineItem', sku: sku!, quantity: 2 }]);
      expect(cart.taxedPrice).toBeUndefined();
      const taxed = await updated(cart, { action: 'setShippingAddress', address: home });
      const net = taxed.totalPrice.cents;
      const tax = Math.round((net * 6625) / 100_000);
      expect(taxed.taxedPrice).toEqual({
        totalNet: usd(net),
        totalGross: usd(net + tax),
        totalTax: usd(tax),
        taxPortions: [{ name: 'NJ Sales Tax', rate: 0.06625, amount: usd(tax) }],
      });
    },
    ['no-tax', 'cart-tax-not-computed'],
  );

  test(
    'deletes a cart at its current version, and refuses a stale version',
    async () => {
      const [sku] = await activeSkus(port(), 1);
      const cart = await cartWith(port(), [{ action: 'addLineItem', sku: sku!, quantity: 1 }]);
      const stale = await port().deleteCart(cart.id, cart.version - 1);
      expect(stale.ok ? undefined : stale.error).toMatchObject({
        code: 'cart/version-conflict',
        details: { currentVersion: cart.version },
      });
      expect((await port().getCartById(cart.id))?.id).toBe(cart.id);
      expect(value(await port().deleteCart(cart.id, cart.version)).id).toBe(cart.id);
      expect(await port().getCartById(cart.id)).toBeUndefined();
      const missing = await port().deleteCart(cart.id, cart.version);
      expect(missing.ok ? 'ok' : missing.error.code).toBe('cart/not-found');
    },
    'delete-version-unchecked',
  );

  test(
    'adds a line at the external price the backend sets; a merge takes the new price; quantity keeps it',
    async () => {
      const [sku] = await activeSkus(port(), 1);
      const custom = { externalId: 'k0w3k0x1', customizationsDescription: 'My Mix: 3 parts Almonds, 1 part Raisins' };
      const cart = await cartWith(port(), [
        { action: 'addLineItem', sku: sku!, quantity: 2, custom, externalPrice: usd(4321) },
      ]);
      const line = cart.lineItems[0]!;
      expect(line).toMatchObject({ priceMode: 'ExternalPrice', quantity: 2, custom });
      expect([line.price.value, line.unitPrice, line.totalPrice]).toEqual([usd(4321), usd(4321), usd(8642)]);
      const merged = await updated(cart, {
        action: 'addLineItem',
        sku: sku!,
        quantity: 1,
        custom,
        externalPrice: usd(4400),
      });
      expect(merged.lineItems.map((l) => [l.quantity, l.unitPrice.cents, l.totalPrice.cents])).toEqual([
        [3, 4400, 13200],
      ]);
      const platform = await updated(merged, { action: 'addLineItem', sku: sku!, quantity: 1, custom });
      expect(platform.lineItems.map((l) => l.priceMode)).toEqual(['ExternalPrice', 'Platform']);
      const changed = await updated(platform, {
        action: 'changeLineItemQuantity',
        lineItemId: line.id,
        quantity: 5,
      });
      expect(changed.lineItems[0]).toMatchObject({ quantity: 5, unitPrice: usd(4400), totalPrice: usd(22000) });
    },
    'external-price-ignored',
  );
});
