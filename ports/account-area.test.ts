import { describe, expect, it } from 'vitest';
import { accountAreaRouteOf } from './account-area';

describe('accountAreaRouteOf (shell-account §2 Account area, §1 routes)', () => {
  it('names the page of each account path and the order of /orders/{id} pages', () => {
    expect(accountAreaRouteOf('/account')).toEqual({ page: 'your-account' });
    expect(accountAreaRouteOf('/account/communications')).toEqual({ page: 'communications' });
    expect(accountAreaRouteOf('/account/address-book')).toEqual({ page: 'address-book' });
    expect(accountAreaRouteOf('/account/wallet')).toEqual({ page: 'wallet' });
    expect(accountAreaRouteOf('/account/order-history')).toEqual({ page: 'order-history' });
    expect(accountAreaRouteOf('/account/easy-reorder')).toEqual({ page: 'easy-reorder' });
    expect(accountAreaRouteOf('/account/favorites')).toEqual({ page: 'favorites' });
    expect(accountAreaRouteOf('/orders/N-1001')).toEqual({ page: 'order-detail', orderId: 'N-1001' });
    expect(accountAreaRouteOf('/orders/N-1001/track')).toEqual({ page: 'order-tracking', orderId: 'N-1001' });
  });

  it('is undefined for other paths and ids that cannot be order numbers', () => {
    for (const path of ['/', '/account/', '/account/nope', '/orders', '/orders/', '/orders/a b', '/orders/x/y']) {
      expect(accountAreaRouteOf(path)).toBeUndefined();
    }
    expect(accountAreaRouteOf(`/orders/${'9'.repeat(65)}`)).toBeUndefined();
  });
});
