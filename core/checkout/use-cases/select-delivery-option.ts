import { z } from 'zod';
import { domainError, err, type Result } from '../../shared';
import type { Cart } from '../../cart/model';
import type { CartAction } from '../../cart/model';
import { HEAT_RESISTANT_PACKAGING_SUFFIX } from '../../cart/model';
import {
  heatResistantPackagingCharge,
  requestedDateChoices,
  type ShippingOfferSet,
  type ShippingOption,
} from '../../shipping/model';
import { parseIsoDate } from '../../validation/model';
import { shipmentRequestsOf } from '../model/shipment-requests';
import type { CommercePort } from '../../../ports/commerce';
import type { ShippingRatesPort } from '../../../ports/shipping-rates';
import type { Clock } from '../../../ports/clock';
import { carrierOptionsFor } from '../../shipping';
import type { CustomerStore } from '../../../ports/customers';

const inputSchema = z.object({
  anonymousId: z.string().min(1),
  cartId: z.string().min(1),
  version: z.number().int().nonnegative(),
  shipmentKey: z.string().regex(/^shipment-\d+$/),
  shippingMethodId: z.string().min(1).max(64),
  requestedDeliveryOn: z.string().max(40).optional(),
  /** 'customerService' for a CX agent's session (core §6): hidden options may be chosen. */
  filter: z.literal('customerService').optional(),
});

/**
 * The delivery step (spec: core-cart-checkout §4 Shipping cost; Checkout step enablement): the server quotes
 * the shipment again, finds the chosen option, and sets its price as the custom shipping method (Single
 * mode: the sum of the shipments' offers), the shipment's custom fields (requestedDeliveryOn: the date asked for, when
 * the option allows one, else its latest arrival), and the heat-resistant packaging
 * custom line item (2.95 only with meltables, 0 when the option includes it). The browser never sends a price.
 * The quote honours the cart owner's carrier allow flags (a signed-in customer's; core-cart-checkout §3, §6).
 * Errors: 'cart/not-found' (also for another session's cart), 'cart/version-conflict', 'cart/unknown-shipment'
 * ('unknown shipment: {key}'), 'shipping/unknown-option', and the calculator's errors.
 */
export class SelectDeliveryOption {
  constructor(
    private readonly commerce: CommercePort,
    private readonly rates: ShippingRatesPort,
    private readonly clock: Clock,
    private readonly carriers?: Pick<CustomerStore, 'carrierOptions'>,
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
    const carrierOptions = await carrierOptionsFor(this.carriers, input.anonymousId);
    const quote = await this.rates.quote({
      shipments: shipmentRequestsOf(cart),
      carrierOptions,
      ...(input.filter ? { filter: input.filter } : {}),
      nowMs: this.clock.nowMs(),
    });
    if (!quote.ok) return quote;
    const set = quote.value.find((s) => s.key === input.shipmentKey);
    const option = set?.shippingOffers.find((o) => o.shippingMethodId === input.shippingMethodId);
    if (!set || !option)
      return err(
        domainError('shipping/unknown-option', 'That delivery option is no longer available. Please choose another.'),
      );
    const requested = this.requestedDate(option, shipment.country, input.requestedDeliveryOn);
    if (!requested.ok) return requested;
    const actions = deliveryActions(cart, { shipment, set, option, requestedDeliveryOn: requested.value });
    return this.commerce.updateCart(cart.id, cart.version, actions);
  }

  /**
   * The shipment's requestedDeliveryOn: the option's latest arrival, or the date asked for, which must be a
   * YYYY-MM-DD date ('Invalid date string: {value}', spec §5) among requestedDateChoices over the warehouse's next
   * 30 days ('validation/invalid-date', 'Delivery cannot be requested on {value} with {option}').
   */
  private requestedDate(option: ShippingOption, country: 'US' | 'CA', asked: string | undefined): Result<string> {
    if (asked === undefined) return { ok: true, value: option.latestArrivalOn };
    const date = parseIsoDate(asked);
    if (!date.ok) return date;
    const shipDates = this.rates.shipDates({ country, nowMs: this.clock.nowMs(), days: 30 });
    if (!requestedDateChoices(option, shipDates).includes(date.value))
      return err(
        domainError('validation/invalid-date', `Delivery cannot be requested on ${asked} with ${option.name}`, {
          value: asked,
        }),
      );
    return date;
  }
}

/**
 * The cart actions that make `option` (an offer of the shipment's quoted `set`) the delivery of `shipment`
 * (core-cart-checkout §4 Shipping cost): its custom fields (method id and name, price in cents, requestedDeliveryOn,
 * carrier), the custom shipping method (Single mode: the sum of every shipment's price; Multiple: the shipment's own,
 * by shipping key), and its heat-resistant packaging custom line item (2.95 only with meltables, none when the option
 * includes it), replacing an earlier one.
 */
export function deliveryActions(
  cart: Cart,
  chosen: {
    readonly shipment: Cart['itemShippingAddresses'][number];
    readonly set: ShippingOfferSet;
    readonly option: ShippingOption;
    readonly requestedDeliveryOn: string;
  },
): CartAction[] {
  const { shipment, set, option } = chosen;
  const others = cart.itemShippingAddresses
    .filter((s) => s.key !== shipment.key)
    .reduce((a, s) => a + (s.custom.priceCents ?? 0), 0);
  const slug = `${shipment.key}${HEAT_RESISTANT_PACKAGING_SUFFIX}`;
  const charge = heatResistantPackagingCharge({
    containsMeltables: set.containsMeltables,
    heatResistantIncluded: option.heatResistantIncluded,
  });
  return [
    {
      action: 'updateItemShippingAddress',
      address: {
        ...shipment,
        custom: {
          ...shipment.custom,
          shippingMethodId: option.shippingMethodId,
          shippingMethodName: option.name,
          priceCents: option.price.cents,
          requestedDeliveryOn: chosen.requestedDeliveryOn,
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
          shippingKey: shipment.key,
        },
    ...cart.customLineItems
      .filter((c) => c.slug === slug)
      .map((c): CartAction => ({ action: 'removeCustomLineItem', customLineItemId: c.id })),
    ...(charge.cents > 0
      ? [{ action: 'addCustomLineItem', name: 'Heat-Resistant Packaging', slug, money: charge, quantity: 1 } as const]
      : []),
  ];
}
