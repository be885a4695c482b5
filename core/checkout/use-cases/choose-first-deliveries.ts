import type { Cart, CartAction } from '../../cart/model';
import { err, ok, type Result } from '../../shared';
import type { CommercePort } from '../../../ports/commerce';
import type { QuoteShipping } from '../../shipping';
import { shipmentRequestsOf } from '../model/shipment-requests';
import { deliveryActions } from './select-delivery-option';

/**
 * Gives every shipment of a cart that has no delivery yet the first option it is offered (core-cart-checkout §4
 * Shipping cost, as the delivery step pre-selects it; §2 "the entry when the order was created from an order upload"
 * is payment, which needs every shipment's delivery): one quote of all shipments for the cart's owner (its carrier
 * allow flags honoured), hidden options left out, each option's latest arrival as requestedDeliveryOn, and one cart
 * update. Shipments quoted with no option keep none (checkout then opens at the delivery step). Returns the cart as
 * it is when nothing is to choose; errors: the quote's and the update's ('cart/version-conflict', …).
 */
export class ChooseFirstDeliveries {
  constructor(
    private readonly deps: {
      readonly commerce: Pick<CommercePort, 'updateCart'>;
      readonly quoteShipping: Pick<QuoteShipping, 'execute'>;
    },
  ) {}

  async execute(cart: Cart): Promise<Result<Cart>> {
    const shipments = shipmentRequestsOf(cart);
    const pending = new Set(
      cart.itemShippingAddresses.filter((s) => s.custom.shippingMethodId === undefined).map((s) => s.key),
    );
    const requests = shipments.filter((s) => pending.has(s.key));
    if (requests.length === 0) return ok(cart);
    const quote = await this.deps.quoteShipping.execute({ shipments, ownerId: cart.anonymousId ?? cart.customerId });
    if (!quote.ok) return err(quote.error);
    const actions: CartAction[] = [];
    for (const set of quote.value) {
      const shipment = cart.itemShippingAddresses.find((s) => s.key === set.key);
      const option = set.shippingOffers.find((o) => !o.hidden);
      if (!shipment || !option || !pending.has(set.key)) continue;
      actions.push(...deliveryActions(cart, { shipment, set, option, requestedDeliveryOn: option.latestArrivalOn }));
    }
    return actions.length === 0 ? ok(cart) : this.deps.commerce.updateCart(cart.id, cart.version, actions);
  }
}
