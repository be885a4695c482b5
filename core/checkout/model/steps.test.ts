import type { Cart } from '../../cart/model';
import { testAddress, testCart, testLine } from '../../cart/model/test-cart';
import {
  CHECKOUT_STEP_TITLES,
  checkoutRedirect,
  checkoutSteps,
  entryLocation,
  isDigitalOnly,
  type CheckoutSteps,
} from './steps';

const chosen = { shippingMethodId: 'ups-ground', priceCents: 999 };
const almonds = (quantity = 1) =>
  testLine('almonds', { sku: 'ALM-1LB', quantity, targets: [{ addressKey: 'shipment-1', quantity }] });
const shipped = (overrides: Partial<Cart> = {}) =>
  testCart({
    customerEmail: 'pat@example.com',
    lineItems: [almonds()],
    itemShippingAddresses: [testAddress('shipment-1', chosen)],
    ...overrides,
  });
const steps = (cart: Cart, isGuest = true, restricted: Record<string, ('US' | 'CA')[]> = {}) =>
  checkoutSteps({ cart, isGuest, restrictedCountrySkus: restricted });

describe('checkoutSteps', () => {
  it('enables everything when address and delivery are complete', () => {
    expect(steps(shipped())).toEqual({
      address: { enabled: true, complete: true, shown: true },
      delivery: { enabled: true, complete: true, shown: true },
      payment: { enabled: true, complete: false },
    });
  });

  it('address is always enabled; without a shipment it is incomplete and delivery disabled', () => {
    const s = steps(testCart({ lineItems: [testLine('a')] }));
    expect(s.address).toEqual({ enabled: true, complete: false, shown: true });
    expect(s.delivery.enabled).toBe(false);
    expect(s.payment.enabled).toBe(false);
  });

  it('unassigned line items keep the address incomplete', () => {
    const cart = shipped({
      lineItems: [almonds(), testLine('figs', { quantity: 2, targets: [{ addressKey: 'shipment-1', quantity: 1 }] })],
    });
    expect(steps(cart).address.complete).toBe(false);
  });

  it('a standard shipment needs a street', () => {
    expect(
      steps(shipped({ itemShippingAddresses: [testAddress('shipment-1', chosen, { street1: ' ' })] })).address.complete,
    ).toBe(false);
  });

  it('a gift certificate shipment needs an e-mail: the cart e-mail or the address e-mail', () => {
    const gc = testLine('gc', { sku: 'GC-50', targets: [{ addressKey: 'shipment-1', quantity: 1 }] });
    const noStreet = testAddress('shipment-1', {}, { street1: undefined });
    expect(steps(testCart({ lineItems: [gc], itemShippingAddresses: [noStreet] })).address.complete).toBe(false);
    expect(
      steps(testCart({ lineItems: [gc], itemShippingAddresses: [{ ...noStreet, email: 'friend@example.com' }] }))
        .address.complete,
    ).toBe(true);
    expect(
      steps(testCart({ customerEmail: 'pat@example.com', lineItems: [gc], itemShippingAddresses: [noStreet] })).address
        .complete,
    ).toBe(true);
  });

  it('a shipment to a country restricted for one of its SKUs is not complete', () => {
    expect(steps(shipped(), true, { 'ALM-1LB': ['US'] }).address.complete).toBe(false);
    expect(steps(shipped(), true, { 'ALM-1LB': ['CA'] }).address.complete).toBe(true);
  });

  it('pickup counts as complete', () => {
    const pickup = testAddress('shipment-1', { shipmentPickupCarrierCode: '00', ...chosen }, { street1: undefined });
    expect(steps(shipped({ itemShippingAddresses: [pickup] }), true, { 'ALM-1LB': ['US'] }).address.complete).toBe(
      true,
    );
  });

  it('delivery is complete only when every physical shipment has shippingMethodId and priceCents', () => {
    const s = steps(
      shipped({ itemShippingAddresses: [testAddress('shipment-1', { shippingMethodId: 'ups-ground' })] }),
    );
    expect(s.delivery).toEqual({ enabled: true, complete: false, shown: true });
    expect(s.payment.enabled).toBe(false);
  });

  it('a digital-only cart drops delivery and shows the address step only to guests', () => {
    const gc = testLine('gc', {
      custom: { recipientsJson: '[{"email":"friend@example.com"}]' },
      targets: [{ addressKey: 'shipment-1', quantity: 1 }],
    });
    const cart = testCart({
      customerEmail: 'pat@example.com',
      lineItems: [gc],
      itemShippingAddresses: [testAddress('shipment-1')],
    });
    expect(steps(cart, false)).toEqual({
      address: { enabled: true, complete: true, shown: false },
      delivery: { enabled: false, complete: true, shown: false },
      payment: { enabled: true, complete: false },
    });
    expect(steps(cart, true).address.shown).toBe(true);
  });

  it('a digital gift with the greeting card riding with it is still digital-only (core §4 greeting card lines)', () => {
    const target = { targets: [{ addressKey: 'shipment-1', quantity: 2 }] };
    const gift = testLine('gift', {
      quantity: 2,
      custom: { recipientsJson: '[{"email":"a@example.com"},{"email":"b@example.com"}]', externalId: 'gift-1' },
      ...target,
    });
    const card = testLine('card', {
      quantity: 2,
      custom: { parentExternalId: 'gift-1', greetingCardMessage: 'Happy holidays!' },
      ...target,
    });
    const loose = testLine('loose', { custom: { greetingCardMessage: 'Hi' }, ...target });
    const cart = (lines: ReturnType<typeof testLine>[]) =>
      testCart({
        customerEmail: 'pat@example.com',
        lineItems: lines,
        itemShippingAddresses: [testAddress('shipment-1')],
      });
    expect(isDigitalOnly(cart([gift, card]))).toBe(true);
    expect(steps(cart([gift, card]), false).delivery).toEqual({ enabled: false, complete: true, shown: false });
    expect(isDigitalOnly(cart([gift, loose]))).toBe(false);
  });
});

describe('entryLocation', () => {
  const base = { createdFromOrderUpload: false, cxMode: false };
  const at = (cart: Cart) => steps(cart);
  it('an order created from an upload goes to payment', () => {
    expect(entryLocation({ ...base, steps: at(testCart()), createdFromOrderUpload: true, cxMode: true })).toBe(
      'payment',
    );
  });
  it('past the signin step, CX mode goes on to the first enabled incomplete step', () => {
    const empty = at(testCart({ lineItems: [testLine('a')] }));
    expect(entryLocation({ ...base, steps: empty, cxMode: true, pastSignin: true })).toBe('address');
    const noDelivery = at(shipped({ itemShippingAddresses: [testAddress('shipment-1')] }));
    expect(entryLocation({ ...base, steps: noDelivery, cxMode: true, pastSignin: true })).toBe('shipping');
    expect(entryLocation({ ...base, steps: at(shipped()), cxMode: true, pastSignin: true })).toBe('payment');
    expect(entryLocation({ ...base, steps: empty, cxMode: true, pastSignin: false })).toBe('signin');
    expect(entryLocation({ ...base, steps: empty, cxMode: false, pastSignin: true })).toBe('address');
  });
  it('CX mode without a copied order goes to signin; with one it follows the steps', () => {
    expect(entryLocation({ ...base, steps: at(shipped()), cxMode: true })).toBe('signin');
    expect(entryLocation({ ...base, steps: at(shipped()), cxMode: true, copiedFromOrderNumber: '1000123' })).toBe(
      'payment',
    );
  });
  it('otherwise the first enabled incomplete step, delivery shown as shipping', () => {
    expect(entryLocation({ ...base, steps: at(testCart({ lineItems: [testLine('a')] })) })).toBe('address');
    const noDelivery: CheckoutSteps = at(shipped({ itemShippingAddresses: [testAddress('shipment-1')] }));
    expect(entryLocation({ ...base, steps: noDelivery })).toBe('shipping');
    expect(entryLocation({ ...base, steps: noDelivery, oneClickCheckout: true })).toBe('payment');
    expect(entryLocation({ ...base, steps: at(shipped()) })).toBe('payment');
  });
});

describe('checkoutRedirect', () => {
  it('sends an empty cart to /cart', () => {
    expect(checkoutRedirect(testCart())).toBe('/cart');
    expect(checkoutRedirect(testCart(), { atOrderTime: false })).toBe('/cart');
  });
  it('at order time sends a cart with a line lacking valid shipping details to /cart', () => {
    const cart = testCart({ lineItems: [testLine('a')] });
    expect(checkoutRedirect(cart)).toBe('/cart');
    expect(checkoutRedirect(cart, { atOrderTime: false })).toBeUndefined();
    expect(checkoutRedirect(shipped())).toBeUndefined();
  });
});

describe('CHECKOUT_STEP_TITLES', () => {
  it('uses the spec titles', () => {
    expect(CHECKOUT_STEP_TITLES).toEqual({
      address: 'Email & Shipping Info',
      shipping: 'Expected Delivery',
      payment: 'Payment Method',
    });
  });
});
