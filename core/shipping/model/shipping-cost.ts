import { sumMoney, usd, ZERO_USD, type Money } from '../../shared';
import type { ShippingOption } from './offers';

/**
 * Shipping cost of the chosen delivery options (spec: core-cart-checkout §4 Shipping cost,
 * §4 Cart shipping modes, §9 "heat-resistant packaging 2.95").
 */

/** Heat-resistant packaging charge per shipment: $2.95 (295 cents). spec: core-cart-checkout §9. */
export const HEAT_RESISTANT_PACKAGING: Money = usd(295);

/**
 * Heat-resistant packaging charge of one shipment: 295 cents when it contains meltables and the
 * chosen option does not already include the packaging, otherwise 0.
 * spec: core-cart-checkout §4 Shipping cost.
 */
export function heatResistantPackagingCharge(input: {
  readonly containsMeltables: boolean;
  readonly heatResistantIncluded: boolean;
}): Money {
  return input.containsMeltables && !input.heatResistantIncluded ? HEAT_RESISTANT_PACKAGING : ZERO_USD;
}

/** The option chosen for one offer set (shipment key), and whether that shipment holds meltables. */
export interface SelectedShippingOption {
  readonly offerSetKey: string;
  readonly option: ShippingOption;
  readonly containsMeltables: boolean;
}

/** Cost of one shipment, cents. */
export interface ShipmentCost {
  readonly shipping: Money;
  readonly heatResistantPackaging: Money;
}

/** A custom shipping method to set on the cart: no `shippingKey` in Single mode, one per key in Multiple. */
export interface ShippingMethodCharge {
  readonly shippingKey?: string;
  readonly price: Money;
}

/** Totals (cents) over all shipments, the cost of each shipment by key, and the methods to set. */
export interface ShippingCost {
  readonly shipping: Money;
  readonly heatResistantPackaging: Money;
  readonly perShipment: Readonly<Record<string, ShipmentCost>>;
  readonly methods: readonly ShippingMethodCharge[];
}

/**
 * Shipping cost of the selected options. `shipping` is the sum of the option prices (in Single mode
 * this sum is the one cart shipping rate); `heatResistantPackaging` sums each shipment's charge.
 * `methods`: Single mode, one method priced at the sum (none when nothing is selected);
 * Multiple mode, one method per shipment key at its option's price.
 * Throws RangeError when an offer-set key repeats (a bug in the caller).
 * spec: core-cart-checkout §4 Shipping cost and Cart shipping modes.
 */
export function shippingCost(mode: 'Single' | 'Multiple', selected: readonly SelectedShippingOption[]): ShippingCost {
  const perShipment: Record<string, ShipmentCost> = {};
  for (const { offerSetKey, option, containsMeltables } of selected) {
    if (Object.hasOwn(perShipment, offerSetKey)) throw new RangeError(`duplicate offer set: ${offerSetKey}`);
    perShipment[offerSetKey] = {
      shipping: option.price,
      heatResistantPackaging: heatResistantPackagingCharge({
        containsMeltables,
        heatResistantIncluded: option.heatResistantIncluded,
      }),
    };
  }
  const costs = Object.values(perShipment);
  const shipping = sumMoney(costs.map((c) => c.shipping));
  const methods =
    mode === 'Single'
      ? selected.length > 0
        ? [{ price: shipping }]
        : []
      : selected.map((s) => ({ shippingKey: s.offerSetKey, price: s.option.price }));
  return {
    shipping,
    heatResistantPackaging: sumMoney(costs.map((c) => c.heatResistantPackaging)),
    perShipment,
    methods,
  };
}
