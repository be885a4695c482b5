import { usd } from '../../../core/shared';
import type { Cart, CartAction } from '../../../core/cart';
import { testCart } from '../../../core/cart/model/test-cart';
import { totalSavings } from '../../../core/pricing';
import { applyActions } from './apply-actions';
import { skusForActions } from './auto-delivery-pricing';
import { recalculate, type DiscountCatalog } from './recalculate';
import { testContext, testProduct, testVariant } from './test-products';

// The catalogue's almonds: the 1 lb bag at 1099 (auto-delivery channel 1044), and variants that keep the default.
const defaultAndChannel = (sku: string, cents: number, channelCents: number) => [
  { id: `${sku}-default`, value: usd(cents), tiers: [] },
  { id: `${sku}-ad`, value: usd(channelCents), channelKey: 'auto-delivery', tiers: [] },
];
const almonds = testProduct('almonds', [
  testVariant('1072-01', { prices: defaultAndChannel('1072-01', 1099, 1044) }),
  testVariant('1073-05', {
    id: 5,
    wholesale: true,
    autoDeliveryEligible: false,
    prices: defaultAndChannel('x', 22069, 20966),
  }),
  testVariant('1072-09', { id: 9, wholesale: true, prices: defaultAndChannel('1072-09', 5000, 4750) }),
  testVariant('1072-10', { id: 10, autoDeliveryEligible: false, prices: defaultAndChannel('1072-10', 2000, 1900) }),
]);
const noDiscounts: DiscountCatalog = { cartDiscounts: new Map(), codesById: new Map() };

function apply(cart: Cart, ...actions: CartAction[]): Cart {
  const r = applyActions(cart, actions, testContext([almonds]));
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return recalculate(r.value, noDiscounts);
}
const add = (sku: string, quantity = 1): CartAction => ({ action: 'addLineItem', sku, quantity });
const every = (lineItemId: string, days: number | undefined): CartAction => ({
  action: 'setLineItemCustomField',
  lineItemId,
  name: 'autoDeliveryInterval',
  ...(days === undefined ? {} : { value: days }),
});

describe('auto-delivery line pricing (spec: catalogue-gifting §4 Subscription)', () => {
  it('prices the almonds 1 lb every 4 weeks (28 days) from the auto-delivery channel: 1044 instead of 1099', () => {
    const cart = apply(apply(testCart(), add('1072-01', 2)), every('id-1', 28));
    const line = cart.lineItems[0]!;
    expect(line.custom.autoDeliveryInterval).toBe(28);
    expect(line.price.channelKey).toBe('auto-delivery');
    expect(line.unitPrice).toEqual(usd(1044));
    expect(line.totalPrice).toEqual(usd(2088));
    expect(cart.totalPrice).toEqual(usd(2088));
    expect(totalSavings(line).breakdown).toEqual([
      { type: 'Channel', value: usd(110), description: '5% off Auto-Delivery', onSale: false },
    ]);
  });

  it('goes back to the default price at once when the interval is cleared', () => {
    const subscribed = apply(apply(testCart(), add('1072-01')), every('id-1', 28));
    const cleared = apply(subscribed, every('id-1', undefined));
    expect(cleared.lineItems[0]!.unitPrice).toEqual(usd(1099));
    expect(cleared.lineItems[0]!.price.channelKey).toBeUndefined();
    expect(cleared.totalPrice).toEqual(usd(1099));
  });

  it('keeps the default price for a wholesale case or an ineligible variant, whatever channel prices they have', () => {
    for (const [sku, cents] of [
      ['1073-05', 22069],
      ['1072-09', 5000],
      ['1072-10', 2000],
    ] as const) {
      const line = apply(apply(testCart(), add(sku)), every('id-1', 28)).lineItems[0]!;
      expect(line.unitPrice).toEqual(usd(cents));
    }
  });

  it('prices a line added with an interval from the channel, and keeps other custom fields from repricing', () => {
    const added = apply(testCart(), { ...add('1072-01'), custom: { autoDeliveryInterval: 42 } } as CartAction);
    expect(added.lineItems[0]!.unitPrice).toEqual(usd(1044));
    const gift = apply(apply(testCart(), add('1072-01')), {
      action: 'setLineItemCustomField',
      lineItemId: 'id-1',
      name: 'markedAsGift',
      value: true,
    });
    expect(gift.lineItems[0]!.unitPrice).toEqual(usd(1099));
  });

  it('names the products to load: added SKUs and the SKUs of lines whose interval changes', () => {
    const cart = apply(testCart(), add('1072-01'), add('1072-10'));
    expect(
      skusForActions(cart, [
        add('1073-05'),
        every('id-2', 14),
        { action: 'setLineItemCustomField', lineItemId: 'id-1', name: 'markedAsGift', value: true },
        every('missing', 14),
      ]),
    ).toEqual(['1073-05', '1072-10']);
  });
});
