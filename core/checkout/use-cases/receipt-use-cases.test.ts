import type { Order } from '../../cart/model';
import { GetReceipt } from './get-receipt';
import { IsFirstOrder } from './is-first-order';

/** Orders by receipt token, and how many orders each e-mail has placed. */
function ordersPort(orders: Record<string, Partial<Order>>, counts: Record<string, number>) {
  const asked: string[] = [];
  return {
    asked,
    async getOrderByReceiptToken(token: string) {
      asked.push(token);
      return orders[token] as Order | undefined;
    },
    async countOrdersByEmail(email: string) {
      return counts[email] ?? 0;
    },
  };
}

describe('IsFirstOrder (core-cart-checkout §7 is-first-order)', () => {
  it('is a first order when its e-mail has placed exactly one order, and answers the count', async () => {
    const port = ordersPort({ t1: { customerEmail: 'pat@example.com' } }, { 'pat@example.com': 1 });
    expect(await new IsFirstOrder(port).execute('t1')).toEqual({ isFirstOrder: true, orderCount: 1 });
  });

  it('is not a first order once the e-mail has placed two', async () => {
    const port = ordersPort({ t2: { customerEmail: 'sam@example.com' } }, { 'sam@example.com': 2 });
    expect(await new IsFirstOrder(port).execute('t2')).toEqual({ isFirstOrder: false, orderCount: 2 });
  });

  it('answers nothing for an unknown token, an order without an e-mail, or an empty token (not asking the port)', async () => {
    const port = ordersPort({ bare: {} }, {});
    const useCase = new IsFirstOrder(port);
    expect(await useCase.execute('missing')).toBeUndefined();
    expect(await useCase.execute('bare')).toBeUndefined();
    expect(await useCase.execute('')).toBeUndefined();
    expect(port.asked).toEqual(['missing', 'bare']);
  });
});

describe('GetReceipt (core-cart-checkout §7 receipt)', () => {
  it('reads the order of a token, and never asks for an empty one', async () => {
    const port = ordersPort({ t1: { orderNumber: '100001' } }, {});
    expect(await new GetReceipt(port).execute('t1')).toEqual({ orderNumber: '100001' });
    expect(await new GetReceipt(port).execute('')).toBeUndefined();
    expect(port.asked).toEqual(['t1']);
  });
});
