import { z } from 'zod';
import { domainError, err, type Result } from '../../shared';
import type { Cart } from '../../cart/model';
import type { CartAction } from '../../cart/model';
import { HEAT_RESISTANT_PACKAGING_SUFFIX } from '../../cart/model';
import { heatResistantPackagingCharge } from '../../shipping/model';
import { shipmentRequestsOf } from '../model/shipment-requests';
import type { CommercePort } from '../../../ports/commerce';
import type { ShippingRatesPort } from '../../../ports/shipping-rates';
import type { Clock } from '../../../ports/clock';

const inputSchema = z.object({
  anonymousId: z.string().min(1),
  cartId: z.string().min(1),
  version: z.number().int().nonnegative(),
  shipmentKey: z.string().regex(/^shipment-\d+$/),
  shippingMethodId: z.string().min(1).max(64),
  /** 'customerService' for a CX agent's session (core §6): hidden options may be chosen. */
  filter: z.literal('customerService').optional(),
});

/**
 * The delivery step (spec: core-cart-checkout §4 Shipping cost; Checkout step enablement): the server quotes
 * the shipment again, finds the chosen option, and sets its price as the custom shipping method (Single
 * mode: the sum of the shipments' offers), the shipment's custom fields, and the heat-resistant packaging
 * custom line item (2.95 only with meltables, 0 when the option includes it). The browser never sends a price.
 * Errors: 'cart/not-found' (also for another session's cart), 'cart/version-conflict', 'cart/unknown-shipment'
 * ('unknown shipment: {key}'), 'shipping/unknown-option', and the calculator's errors.
 */
export class SelectDeliveryOption {
  constructor(
    private readonly commerce: CommercePort,
    private readonly rates: ShippingRatesPort,
    private readonly clock: Clock,
  ) {}

  async execute(raw: z.input<typeof inputSchema>): Promise<Result<Cart>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success) return err(domainError('validation/invalid', 'Invalid delivery option request'));
    const input = parsed.data;
    const cart = await this.commerce.getCartById(input.cartId);
    if (!cart || cart.anonymousId !== input.anonymousId)
      return err(domainError('cart/not-found', `No cart with id ${input.cartId}`));
    if (cart.version !== input.version)
      return err(
        domainError('cart/version-conflict', 'The cart changed; please review it.', { currentVersion: cart.version }),
      );
    const shipment = cart.itemShippingAddresses.find((s) => s.key === input.shipmentKey);
    if (!shipment) return err(domainError('cart/unknown-shipment', `unknown shipment: ${input.shipmentKey}`));
    const filter = input.filter ? { filter: input.filter } : {};
    const quote = await this.rates.quote({ shipments: shipmentRequestsOf(cart), ...filter, nowMs: this.clock.nowMs() });
    if (!quote.ok) return quote;
    const set = quote.value.find((s) => s.key === input.shipmentKey);
    const option = set?.shippingOffers.find((o) => o.shippingMethodId === input.shippingMethodId);
    if (!set || !option)
      return err(
        domainError('shipping/unknown-option', 'That delivery option is no longer available. Please choose another.'),
      );
    const slug = `${input.shipmentKey}${HEAT_RESISTANT_PACKAGING_SUFFIX}`;
    const charge = heatResistantPackagingCharge({
      containsMeltables: set.containsMeltables,
      heatResistantIncluded: option.heatResistantIncluded,
    });
    const others = cart.itemShippingAddresses
      .filter((s) => s.key !== input.shipmentKey)
      .reduce((a, s) => a + (s.custom.priceCents ?? 0), 0);
    const actions: CartAction[] = [
      {
        action: 'updateItemShippingAddress',
        address: {
          ...shipment,
          custom: {
            ...shipment.custom,
            shippingMethodId: option.shippingMethodId,
            shippingMethodName: option.name,
            priceCents: option.price.cents,
            requestedDeliveryOn: option.latestArrivalOn,
            shipmentPickupCarrier: option.carrier,
            shipmentPickupCarrierCode: option.carrierCode,
          },
        },
      },
      cart.shippingMode === 'Single'
        ? {
            action: 'setCustomShippingMethod',
            shippingMethodName: option.name,
            price: { cents: others + option.price.cents, currency: 'USD' },
          }
        : {
            action: 'setCustomShippingMethod',
            shippingMethodName: option.name,
            price: option.price,
            shippingKey: input.shipmentKey,
          },
      ...cart.customLineItems
        .filter((c) => c.slug === slug)
        .map((c): CartAction => ({ action: 'removeCustomLineItem', customLineItemId: c.id })),
      ...(charge.cents > 0
        ? [{ action: 'addCustomLineItem', name: 'Heat-Resistant Packaging', slug, money: charge, quantity: 1 } as const]
        : []),
    ];
    return this.commerce.updateCart(cart.id, cart.version, actions);
  }
}
