import { usd } from '../../shared';
import { PortError } from '../../shared';
import { domainError, err, type Result } from '../../shared';
import type { Cart } from '../../cart/model';
import type { Order } from '../../cart/model';
import { testAddress, testCart, testCustomLine, testLine } from '../../cart/model/test-cart';
import type { CommercePort } from '../../../ports/commerce';
import type { PaymentGatewayPort } from '../../../ports/payments';
import { PlaceOrder } from './place-order';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { FakePaymentGateway } from './testing/fake-payments';
import { FakeShippingRates } from './testing/fake-shipping-rates';
import { sequentialIds } from './testing/fixed';

/**
 * PlaceOrder's compensation (spec: core-cart-checkout §4 Placing an order): an authorization whose order was not
 * created is voided, the original failure stands, and a retry with the same idempotency key makes one order.
 * The fakes are reached through the ports only; failures are injected by wrapping them.
 */
const chosen = { shippingMethodId: 'ups-ground', shippingMethodName: 'UPS Ground', priceCents: 899 };
const almonds = testLine('almonds', {
  sku: 'ALM-1LB',
  quantity: 2,
  targets: [{ addressKey: 'shipment-1', quantity: 2 }],
});
const readyCart: Cart = testCart({
  anonymousId: 'anon-1',
  version: 5,
  customerEmail: 'pat@example.com',
  lineItems: [almonds],
  itemShippingAddresses: [testAddress('shipment-1', chosen)],
  customLineItems: [testCustomLine('hrp', 'shipment-1-heat-resistant-packaging', 295)],
  shippingInfo: { shippingMethodName: 'UPS Ground', price: usd(899) },
  totalPrice: usd(3194),
  taxedPrice: { totalNet: usd(3194), totalGross: usd(3406), totalTax: usd(212), taxPortions: [] },
});
const input = (nonce = 'nonce-ok') => ({
  anonymousId: 'anon-1',
  cartId: 'cart-1',
  version: 5,
  paymentNonces: [nonce],
  idempotencyKey: 'idem-0001',
});
const conflict = domainError('cart/version-conflict', 'The cart changed; please review it.', { currentVersion: 6 });
const cards = { 'nonce-ok': { last4: '4242', brand: 'Visa' }, 'nonce-2': { last4: '1111', brand: 'Visa' } };

/** `target` with some methods replaced (the rest bound to `target`). */
function withOverrides<T extends object>(target: T, overrides: Partial<T>): T {
  return new Proxy(target, {
    get(t, prop, receiver) {
      if (prop in overrides) return overrides[prop as keyof T];
      const value: unknown = Reflect.get(t, prop, receiver);
      return typeof value === 'function' ? value.bind(t) : value;
    },
  });
}

function setup(commerceOverrides: Partial<CommercePort> = {}, gatewayOverrides: Partial<PaymentGatewayPort> = {}) {
  const commerce = new InMemoryCommerce({ carts: [readyCart] });
  const gateway = new FakePaymentGateway(cards);
  const place = (c: CommercePort = withOverrides(commerce, commerceOverrides)) =>
    new PlaceOrder(c, withOverrides(gateway, gatewayOverrides), new FakeShippingRates(), sequentialIds());
  return { commerce, gateway, place };
}

/** No order exists for the cart and the cart is exactly as it was. */
async function expectNothingPlaced(commerce: CommercePort) {
  expect(await commerce.listOrders({ limit: 10, offset: 0 })).toEqual([]);
  expect(await commerce.getOrderByIdempotencyKey('idem-0001')).toBeUndefined();
  expect(await commerce.getCartById('cart-1')).toEqual(readyCart);
}

describe('PlaceOrder compensation', () => {
  it('voids the authorization when the order is refused, and returns the original failure unchanged', async () => {
    const { commerce, gateway, place } = setup({ createOrderFromCart: async () => err(conflict) });
    expect(await place().execute(input())).toEqual({ ok: false, error: conflict });
    expect(gateway.authorizations).toEqual([{ nonce: 'nonce-ok', amount: usd(3406) }]);
    expect(gateway.voids).toEqual(['txn-1']);
    expect([...gateway.voided]).toEqual(['txn-1']);
    await expectNothingPlaced(commerce);
  });

  it('voids the authorization when creating the order throws, and rethrows the same error', async () => {
    const down = new PortError('commerce', 'unreachable');
    const { commerce, gateway, place } = setup({
      createOrderFromCart: async () => {
        throw down;
      },
    });
    await expect(place().execute(input())).rejects.toBe(down);
    expect(gateway.voids).toEqual(['txn-1']);
    await expectNothingPlaced(commerce);
  });

  it('a retry with the same key never reuses the voided authorization; a new nonce places one order', async () => {
    const { commerce, gateway, place } = setup({ createOrderFromCart: async () => err(conflict) });
    await place().execute(input());
    expect(await place(commerce).execute(input())).toEqual({
      ok: false,
      error: { code: 'payment/nonce-used', message: 'This payment nonce was already used' },
    });
    await expectNothingPlaced(commerce);
    const placed = await place(commerce).execute(input('nonce-2'));
    if (!placed.ok) throw new Error(placed.error.message);
    expect(placed.value.order.payments).toEqual([
      { id: 'txn-2', method: 'card', amountPlanned: usd(3406), cardLast4: '1111', cardBrand: 'Visa' },
    ]);
    expect(await place(commerce).execute(input('nonce-2'))).toEqual(placed);
    expect(await commerce.listOrders({ limit: 10, offset: 0 })).toEqual([placed.value.order]);
    expect([...gateway.voided]).toEqual(['txn-1']);
    expect((await commerce.getCartById('cart-1'))?.cartState).toBe('Ordered');
  });

  it('keeps the original code and lists a void the gateway refused in details.voidFailures', async () => {
    const refused = domainError('payment/transaction-unknown', 'No authorization with this transaction id.');
    const { commerce, place } = setup(
      { createOrderFromCart: async () => err(conflict) },
      { void: async () => err(refused) },
    );
    expect(await place().execute(input())).toEqual({
      ok: false,
      error: {
        ...conflict,
        details: {
          currentVersion: 6,
          voidFailures: [{ transactionId: 'txn-1', code: 'payment/transaction-unknown', message: refused.message }],
        },
      },
    });
    await expectNothingPlaced(commerce);
  });

  it("lists a void that threw as 'port/unreachable' with the error's message", async () => {
    const { place } = setup(
      { createOrderFromCart: async () => err(conflict) },
      {
        void: async () => {
          throw new PortError('payments', 'timeout');
        },
      },
    );
    const result = await place().execute(input());
    expect(result.ok ? undefined : result.error.details?.voidFailures).toEqual([
      { transactionId: 'txn-1', code: 'port/unreachable', message: 'payments: timeout' },
    ]);
  });

  it('voids nothing when it cannot look for an order placed with the key (one might hold the payment)', async () => {
    let lookups = 0;
    const { gateway, place } = setup({
      createOrderFromCart: async () => err(conflict),
      // The first lookup (a retry's earlier order) answers; the one after the failed order call throws.
      getOrderByIdempotencyKey: async () => {
        lookups += 1;
        if (lookups > 1) throw new PortError('commerce', 'timeout');
        return undefined;
      },
    });
    const result = await place().execute(input());
    expect(result.ok ? undefined : result.error.details?.voidFailures).toEqual([
      { transactionId: 'txn-1', code: 'port/unreachable', message: 'Not voided: no order lookup (commerce: timeout)' },
    ]);
    expect(gateway.voids).toEqual([]);
  });

  it('answers with the order a concurrent call with the same key placed, without voiding its payment', async () => {
    const { commerce, gateway, place } = setup();
    // The twin's order commits first; this call's own attempt then sees the cart changed.
    const twinFirst = async (order: Parameters<CommercePort['createOrderFromCart']>[0]): Promise<Result<Order>> => {
      await commerce.createOrderFromCart(order);
      return err(conflict);
    };
    const twin = withOverrides<CommercePort>(commerce, { createOrderFromCart: twinFirst });
    const result = await place(twin).execute(input());
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.order).toEqual(await commerce.getOrderByIdempotencyKey('idem-0001'));
    expect(result.value.order.payments[0]?.id).toBe('txn-1');
    expect(gateway.voids).toEqual([]);
  });

  it('answers with the order whose answer was lost (created, then the call threw), without voiding', async () => {
    const { commerce, gateway, place } = setup();
    const lostAnswer: CommercePort['createOrderFromCart'] = async (order) => {
      await commerce.createOrderFromCart(order);
      throw new PortError('commerce', 'socket hang up');
    };
    const lost = withOverrides<CommercePort>(commerce, { createOrderFromCart: lostAnswer });
    const result = await place(lost).execute(input());
    expect(result).toMatchObject({ ok: true, value: { receiptToken: 'token-1', order: { receiptToken: 'token-1' } } });
    expect(await commerce.listOrders({ limit: 10, offset: 0 })).toHaveLength(1);
    expect(gateway.voids).toEqual([]);
  });

  it("never voids an authorization another cart's order with the same key holds", async () => {
    const other = { id: 'order-9', cart: { id: 'cart-other' }, payments: [{ id: 'txn-1' }] } as unknown as Order;
    let lookups = 0;
    const { gateway, place } = setup({
      createOrderFromCart: async () => err(conflict),
      getOrderByIdempotencyKey: async () => ((lookups += 1) > 1 ? other : undefined),
    });
    expect(await place().execute(input())).toEqual({ ok: false, error: conflict });
    expect(gateway.voids).toEqual([]);
  });

  it('voids nothing for a declined card (no authorization was made)', async () => {
    const { gateway, place } = setup({ createOrderFromCart: async () => err(conflict) });
    const declined = await place().execute(input('nonce-declined'));
    expect(declined).toEqual({ ok: false, error: { code: 'payment/declined', message: 'Your card was declined.' } });
    expect(gateway.voids).toEqual([]);
  });
});
