import type { AddToCartInput } from '../../ports/storefront-backend';
import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import type { Cart, LineItem } from '../../core/cart';
import { itemCount } from '../../core/cart';
import { multiplyMoney, sumMoney, type Money } from '../../core/shared';
import type { Result } from '../../core/shared';
import { errorText, exceptionText } from '../copy';
import type { RootStore } from './root-store';

/** A cart line as the cart shows it: the quantity is the pending one while an update is in flight. */
export interface CartLineView {
  readonly line: LineItem;
  readonly quantity: number;
  readonly pending: boolean;
  readonly total: Money;
}

/**
 * The shopper's cart as a view-model (spec: core-cart-checkout §2 Cart side panels, §4 Cart shipping modes
 * and edits, Discount codes, Free-shipping progress). Edits go through the cart use cases; quantity changes
 * are shown optimistically and rolled back when the update fails.
 */
export class CartStore {
  cart: Cart | undefined = undefined;
  status: 'idle' | 'loading' | 'loaded' | 'error' = 'idle';
  /** Adds in flight; the 'Added to Cart' panel opens when this falls back to 0. */
  pendingAdds = 0;
  /** The line of the last successful add. */
  lastAddedLineId: string | undefined = undefined;
  /** Quantities waiting to be sent, by line item id (spec §4: pending). */
  readonly pendingQuantities = observable.map<string, number>();
  /** Quantities sent in the update now in flight (spec §4: in-progress). */
  readonly inProgressQuantities = observable.map<string, number>();
  discountError: string | undefined = undefined;
  applyingCode = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CartStore, 'root' | 'queue' | 'resync' | 'settle' | 'flushQuantities'>(this, {
      // The server's cart is replaced as a whole after every update, never changed in place.
      cart: observableRef,
      root: false,
      queue: false,
      resync: false,
      settle: false,
      flushQuantities: false,
    });
  }

  get lines(): readonly CartLineView[] {
    return (this.cart?.lineItems ?? []).map((line) => {
      const pending = this.pendingQuantities.get(line.id) ?? this.inProgressQuantities.get(line.id);
      const quantity = pending ?? line.quantity;
      return {
        line,
        quantity,
        pending: pending !== undefined,
        total: pending === undefined ? line.totalPrice : multiplyMoney(line.unitPrice, quantity),
      };
    });
  }

  get isEmpty(): boolean {
    return this.lines.length === 0;
  }

  get isUpdating(): boolean {
    return this.pendingQuantities.size > 0 || this.inProgressQuantities.size > 0;
  }

  /** Number of units in the cart (badge and panel '({n} items)'). */
  get itemCount(): number {
    return this.cart ? itemCount(this.cart) : 0;
  }

  /** Merchandise total after cart discounts, before shipping and tax: what free shipping is measured on. */
  get merchandiseTotal(): Money {
    return sumMoney(this.lines.map((l) => l.total));
  }

  get lastAddedLine(): CartLineView | undefined {
    return this.lines.find((l) => l.line.id === this.lastAddedLineId);
  }

  /** Starts from the cart the server read for the session (its page state; undefined: none yet): loaded. */
  seed(cart: Cart | undefined): void {
    this.cart = cart;
    this.status = 'loaded';
  }

  /**
   * Loads the session's active cart (no cart yet is an empty cart). A cart set while it loads (an add to cart
   * answered first: the cart client loads on demand) is newer and is kept.
   */
  async load(): Promise<void> {
    if (this.status === 'loading') return;
    this.status = 'loading';
    const before = this.cart;
    try {
      const cart = await this.root.services.myCart.getActiveCart();
      runInAction(() => {
        if (this.cart === before) this.cart = cart;
        this.status = 'loaded';
      });
    } catch (e) {
      runInAction(() => {
        this.status = 'error';
      });
      this.root.notifications.error(exceptionText(e));
    }
  }

  setCart(cart: Cart | undefined): void {
    this.cart = cart;
    this.status = 'loaded';
  }

  /**
   * POST /cart for `quantity` units of `sku` (a custom item with its `customization`); the panel opens after all
   * pending adds finish (spec §2).
   */
  async addToCart(sku: string, quantity: number, customization?: CustomizationInput): Promise<void> {
    this.pendingAdds += 1;
    try {
      const envelope = await this.root.services.backend.addToCart({
        sku,
        quantity,
        ...(customization ? { customization } : {}),
      });
      const data = this.root.absorb(envelope);
      runInAction(() => {
        if (data) {
          this.setCart(data.cart);
          this.lastAddedLineId = data.cart_line.id;
        }
      });
    } catch (e) {
      this.root.notifications.error(exceptionText(e));
    } finally {
      runInAction(() => {
        this.pendingAdds -= 1;
        if (this.pendingAdds === 0 && this.lastAddedLine) this.root.ui.openAddedToCart();
      });
    }
  }

  /**
   * Changes a line's quantity; 0 removes it (spec §4: pending → in-progress → applied in one batch). The change
   * is shown at once; all changes made while an update is in flight are sent together in the next one. On
   * failure both queues clear, the cart is re-read and the error is shown.
   */
  changeQuantity(lineItemId: string, quantity: number): Promise<void> {
    this.pendingQuantities.set(lineItemId, quantity);
    return this.enqueue(() => this.flushQuantities());
  }

  private async flushQuantities(): Promise<void> {
    const { cart: edits } = await this.root.services.loadStorefront();
    if (this.pendingQuantities.size === 0 || !this.cart) return;
    const changes = [...this.pendingQuantities].map(([lineItemId, quantity]) => ({ lineItemId, quantity }));
    runInAction(() => {
      for (const c of changes) this.inProgressQuantities.set(c.lineItemId, c.quantity);
      this.pendingQuantities.clear();
    });
    const result = await edits.changeLineItemQuantities.execute({ cart: this.cart, changes });
    runInAction(() => {
      this.inProgressQuantities.clear();
      if (!result.ok) this.pendingQuantities.clear();
    });
    await this.settle(result);
  }

  removeLine(lineItemId: string): Promise<void> {
    return this.enqueue(async () => {
      const { cart: edits } = await this.root.services.loadStorefront();
      if (!this.cart) return;
      await this.settle(await edits.removeLineItem.execute({ cart: this.cart, lineItemId }));
    });
  }

  /** Applies a discount code; a failure is shown inline under the form (spec §8). Returns true when applied. */
  async applyCode(code: string): Promise<boolean> {
    if (!this.cart || code.trim() === '') return false;
    this.applyingCode = true;
    this.discountError = undefined;
    let applied = false;
    await this.enqueue(async () => {
      const { cart: edits } = await this.root.services.loadStorefront();
      if (!this.cart) return;
      const result = await edits.applyDiscountCode.execute({ cart: this.cart, code: code.trim() });
      runInAction(() => {
        if (result.ok) {
          this.cart = result.value;
          applied = true;
        } else this.discountError = errorText(result.error);
      });
      // A refused code is removed again by a follow-up update the error does not carry: re-read the cart.
      if (!result.ok) await this.resync();
    });
    runInAction(() => {
      this.applyingCode = false;
    });
    return applied;
  }

  removeCode(discountCodeId: string): Promise<void> {
    return this.enqueue(async () => {
      const { cart: edits } = await this.root.services.loadStorefront();
      if (!this.cart) return;
      await this.settle(await edits.removeDiscountCode.execute({ cart: this.cart, discountCodeId }));
    });
  }

  /** Re-reads the current cart after an edit failed part-way, so the next edit starts from its version. */
  private async resync(): Promise<void> {
    const id = this.cart?.id;
    if (!id) return;
    const fresh = await this.root.services.myCart.getCartById(id);
    runInAction(() => {
      if (fresh) this.cart = fresh;
    });
  }

  private async settle(result: Result<Cart>): Promise<void> {
    runInAction(() => {
      if (result.ok) this.cart = result.value;
      else this.root.notifications.error(errorText(result.error), result.error.code);
    });
    if (!result.ok) await this.resync();
  }

  /** Runs cart edits one after another, so each starts from the cart the previous one returned. */
  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task).catch((e: unknown) => {
      runInAction(() => {
        this.pendingQuantities.clear();
        this.inProgressQuantities.clear();
      });
      this.root.notifications.error(exceptionText(e));
    });
    this.queue = run;
    return run;
  }
}

/**
 * A custom item's selection as the builders send it (catalogue-gifting §3 Customizer selection encoding) and, for a
 * mix, its name; the server prices it.
 */
export type CustomizationInput = NonNullable<AddToCartInput['customization']>;
