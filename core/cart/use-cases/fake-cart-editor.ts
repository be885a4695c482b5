import type { CartEditor } from '../../../ports/my-cart';
import { usd } from '../../shared/money';
import { domainError, err, ok, type Result } from '../../shared/result';
import type { Cart, CartAction, DiscountCodeState, LineItem, ShippingTarget } from '../model';

/**
 * In-memory CartEditor for the use-case unit tests (test support; never used at run time).
 * Applies a subset of the actions atomically (new custom line items get ids 'custom-new-N'; an existing
 * item shipping address key cannot be added again); an unknown code gives 'discount/not-found' and leaves the
 * cart as it was. `conflictOnce(edit)` makes the next update fail with 'cart/version-conflict' after a
 * concurrent `edit` bumped the stored cart's version (`times` > 1 for that many updates in a row).
 */
export class FakeCartEditor implements CartEditor {
  /** Every update sent, in order, including refused ones. */
  readonly updates: { readonly version: number; readonly actions: readonly CartAction[] }[] = [];
  private conflict: (cart: Cart) => Cart = (c) => c;
  private conflictsLeft = 0;
  private customLinesAdded = 0;

  /** @param codes discount codes the platform knows, with the state they get on this cart */
  constructor(
    public cart: Cart,
    private readonly codes: Readonly<Record<string, DiscountCodeState>> = {},
  ) {}

  /** The next update (or `times` updates) meets a concurrent `edit` (default: none) and a version conflict. */
  conflictOnce(edit: (cart: Cart) => Cart = (c) => c, times = 1): void {
    this.conflict = edit;
    this.conflictsLeft = times;
  }

  /** The stored cart when the id matches. */
  async getCartById(id: string): Promise<Cart | undefined> {
    return id === this.cart.id ? this.cart : undefined;
  }

  /** Records the update, then applies it atomically when `version` is current. */
  async updateCart(id: string, version: number, actions: readonly CartAction[]): Promise<Result<Cart>> {
    this.updates.push({ version, actions });
    if (this.conflictsLeft > 0) {
      this.cart = { ...this.conflict(this.cart), version: this.cart.version + 1 };
      this.conflictsLeft -= 1;
    }
    if (id !== this.cart.id) return err(domainError('cart/not-found', `no cart ${id}`));
    if (version !== this.cart.version) {
      return err(domainError('cart/version-conflict', 'version conflict', { currentVersion: this.cart.version }));
    }
    let next = this.cart;
    for (const action of actions) {
      const applied = this.apply(next, action);
      if (!applied.ok) return applied;
      next = applied.value;
    }
    this.cart = { ...next, version: version + 1 };
    return ok(this.cart);
  }

  private apply(c: Cart, a: CartAction): Result<Cart> {
    const line = (id: string, f: (l: LineItem) => LineItem) => ok({ ...c, lineItems: c.lineItems.map((l) => (l.id === id ? f(l) : l)) });
    const details = (targets: readonly ShippingTarget[], quantity: number) => ({ targets, valid: targets.reduce((s, t) => s + t.quantity, 0) === quantity });
    switch (a.action) {
      case 'changeLineItemQuantity':
        return line(a.lineItemId, (l) => ({ ...l, quantity: a.quantity, shippingDetails: details(l.shippingDetails?.targets ?? [], a.quantity) }));
      case 'setLineItemShippingDetails':
        return line(a.lineItemId, (l) => ({ ...l, shippingDetails: details(a.shippingDetails?.targets ?? [], l.quantity) }));
      case 'removeLineItem':
        return ok({ ...c, lineItems: c.lineItems.filter((l) => l.id !== a.lineItemId) });
      case 'addItemShippingAddress':
        if (c.itemShippingAddresses.some((x) => x.key === a.address.key)) {
          return err(domainError('cart/invalid-action', `An item shipping address with key ${a.address.key} already exists`, { action: a.action }));
        }
        return ok({ ...c, itemShippingAddresses: [...c.itemShippingAddresses, a.address] });
      case 'updateItemShippingAddress':
        return ok({ ...c, itemShippingAddresses: c.itemShippingAddresses.map((x) => (x.key === a.address.key ? a.address : x)) });
      case 'removeItemShippingAddress':
        return ok({ ...c, itemShippingAddresses: c.itemShippingAddresses.filter((x) => x.key !== a.addressKey) });
      case 'setShippingAddress':
        return ok({ ...c, shippingAddress: a.address });
      case 'setCustomerEmail':
        return ok({ ...c, customerEmail: a.email });
      case 'addDiscountCode': {
        const state = this.codes[a.code];
        if (!state) return err(domainError('discount/not-found', `The discount code '${a.code}' was not found.`));
        return ok({ ...c, discountCodes: [...c.discountCodes, { id: `dc-${a.code}`, code: a.code, state, cartDiscountIds: [] }] });
      }
      case 'removeDiscountCode':
        return ok({ ...c, discountCodes: c.discountCodes.filter((d) => d.id !== a.discountCodeId) });
      case 'setCustomField':
        return ok({ ...c, custom: { ...c.custom, [a.name]: a.value } });
      case 'removeCustomLineItem':
        return ok({ ...c, customLineItems: c.customLineItems.filter((x) => x.id !== a.customLineItemId) });
      case 'addCustomLineItem':
        this.customLinesAdded += 1;
        return ok({
          ...c,
          customLineItems: [
            ...c.customLineItems,
            { id: `custom-new-${this.customLinesAdded}`, slug: a.slug, name: a.name, quantity: a.quantity, money: a.money, totalPrice: usd(a.money.cents * a.quantity), custom: a.custom ?? {} },
          ],
        });
      case 'setCustomShippingMethod':
        if (c.shippingMode === 'Single' || a.shippingKey === undefined) return ok({ ...c, shippingInfo: { shippingMethodName: a.shippingMethodName, price: a.price } });
        return ok({ ...c, shipping: [...c.shipping.filter((s) => s.shippingKey !== a.shippingKey), { shippingKey: a.shippingKey, shippingMethodName: a.shippingMethodName, price: a.price }] });
      case 'removeCustomShippingMethod':
        return ok({ ...c, shipping: c.shipping.filter((s) => s.shippingKey !== a.shippingKey) });
      default:
        return err(domainError('cart/invalid-action', `unsupported in the fake: ${a.action}`, { action: a.action }));
    }
  }
}
