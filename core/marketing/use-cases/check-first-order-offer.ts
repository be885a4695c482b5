import type { Cart } from '../../cart/model';
import { domainError, err, ok, type Result } from '../../shared';
import {
  appliedOfferCode,
  firstOrderOfferProblems,
  offerRemovedMessage,
  type OfferRemovalReason,
} from '../model/first-order-offer';
import type { CommercePort } from '../../../ports/commerce';
import type { CustomerOrdersPort } from '../../../ports/customer-orders';

/** What the check reads and changes: the orders by e-mail and the cart (commerce), a customer's orders (optional). */
export interface FirstOrderOfferCheckPorts {
  readonly commerce: Pick<CommercePort, 'countOrdersByEmail' | 'updateCart'>;
  /** A signed-in customer's orders by customer id; absent: only the cart's e-mail is looked up. */
  readonly orders?: Pick<CustomerOrdersPort, 'ordersOf'>;
}

/**
 * The first-order offer's rules where the order is placed (spec: shell-account §9 Offer: "20% off the first order;
 * first-time subscribers only; shipped to the contiguous USA; ... excludes e-gift certificates, wholesale cases and
 * multiple-address orders"), run by PlaceOrder before any payment, on the server (the browser is never trusted).
 * A cart that carries the offer's code (appliedOfferCode) keeps it when the buyer has no order yet (the customer's
 * orders by id when the cart has a customer and `orders` is given, and the orders placed with the cart's e-mail, a
 * guest's and a customer's alike) and the cart meets the offer's conditions (firstOrderOfferProblems; the embedded
 * engine already prices those out, a remote one may not). Otherwise the code is removed from the cart (the engine
 * prices it again) and the answer is 'discount/offer-removed' (409) with offerRemovedMessage and `details`
 * `{ reason, currentVersion }`: the shopper sees the new total before placing the order again, so nothing is ever
 * charged that was not shown. A cart without the offer passes unread. Errors of the cart update are passed on.
 */
export class CheckFirstOrderOffer {
  constructor(private readonly ports: FirstOrderOfferCheckPorts) {}

  /** ok when the order may be placed as the cart is; else the offer was removed (see the class). */
  async execute(cart: Cart): Promise<Result<void>> {
    const code = appliedOfferCode(cart.discountCodes);
    if (!code) return ok(undefined);
    const problem = firstOrderOfferProblems(cart)[0];
    const reason: OfferRemovalReason | undefined =
      problem ?? ((await this.hasOrdered(cart)) ? 'not-first-order' : undefined);
    if (!reason) return ok(undefined);
    const removed = await this.ports.commerce.updateCart(cart.id, cart.version, [
      { action: 'removeDiscountCode', discountCodeId: code.id },
    ]);
    if (!removed.ok) return removed;
    const details = { reason, currentVersion: removed.value.version };
    return err(domainError('discount/offer-removed', offerRemovedMessage(reason), details));
  }

  /** Whether the cart's buyer has placed an order: by customer id (when known), or with the cart's e-mail. */
  private async hasOrdered(cart: Cart): Promise<boolean> {
    const { commerce, orders } = this.ports;
    if (cart.customerId && orders) {
      if ((await orders.ordersOf(cart.customerId, { limit: 1, offset: 0 })).length > 0) return true;
    }
    return cart.customerEmail ? (await commerce.countOrdersByEmail(cart.customerEmail)) > 0 : false;
  }
}
