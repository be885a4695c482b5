import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Order } from '../../core/cart';
import { exceptionText, orderCopy } from '../copy';
import type { RootStore } from './root-store';

/** The order receipt for a receipt token (core-cart-checkout §2 /checkout/receipt?token=...). */
export class ReceiptStore {
  order: Order | undefined = undefined;
  status: 'idle' | 'loading' | 'loaded' | 'error' = 'idle';
  error: string | undefined = undefined;
  private token: string | undefined = undefined;

  /** Starts from the receipt the server rendered, when there is one. */
  constructor(private readonly root: RootStore) {
    const initial = root.initialReceipt;
    if (initial) {
      this.token = initial.token;
      this.order = initial.order;
      this.status = 'loaded';
    }
    makeAutoObservable<ReceiptStore, 'root' | 'token'>(this, { root: false, token: false, order: observableRef });
  }

  /** Shows `order` as the receipt's order (the same order after a change, e.g. its payment updated). */
  replaceOrder(order: Order): void {
    if (this.order?.id === order.id) this.order = order;
  }

  /** Loads the order of `token`, using the order just placed when it matches. */
  async load(token: string | null): Promise<void> {
    if (!token) {
      this.status = 'error';
      this.error = orderCopy.receipt.notFound;
      return;
    }
    if (this.token === token && this.status !== 'error') return;
    this.token = token;
    // The ordered cart is no longer active: pick up the session's next cart (none yet) for the badge.
    void this.root.cart.load();
    const placed = this.root.checkout.payment.lastOrder;
    if (placed?.receiptToken === token) {
      this.order = placed;
      this.status = 'loaded';
      return;
    }
    this.status = 'loading';
    try {
      const data = this.root.absorb(await this.root.services.backend.getReceipt(token));
      runInAction(() => {
        this.order = data?.order;
        this.status = data ? 'loaded' : 'error';
        this.error = data ? undefined : orderCopy.receipt.notFound;
      });
    } catch (e) {
      runInAction(() => {
        this.status = 'error';
        this.error = exceptionText(e);
      });
    }
  }
}
