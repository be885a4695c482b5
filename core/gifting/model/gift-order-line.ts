import { describeCustomization, encodeSelection } from '../../customizers/model';
import type { GiftChoices } from './gift-drop';
import { GIFT_CHOICE_RULES } from './gift-options';

/** The one line of a redeemed gift's order: the gift's SKU, the selection encoded and as read. */
export interface GiftOrderLine {
  /** The gift's SKU, e.g. '9901-05'. */
  readonly sku: string;
  /** The selection encoded for the gift's customizer (catalogue-gifting §3 Customizer selection encoding). */
  readonly externalId: string;
  /** The chosen products' names in slot order, e.g. 'Almonds, Cashews, …' (core-cart-checkout §3). */
  readonly customizationsDescription: string;
}

/**
 * The order line of a redeemed gift (spec: catalogue-gifting §4 Gift drop, Tray customizer, Box customizer; §3
 * selection encoding): the gift `productKey`'s SKU with `selection` (checked product numbers, slot order) encoded as
 * a tray ('9901', '9900') or box ('3719') and described by the choices' names (the product number when a name is
 * missing). Throws RangeError for a selection the customizer refuses (checkGiftSelection passed it first).
 */
export function giftOrderLineOf(
  gift: { readonly productKey: string; readonly sku: string },
  selection: readonly number[],
  choices: GiftChoices,
): GiftOrderLine {
  const kind = GIFT_CHOICE_RULES[gift.productKey]?.kind ?? 'box';
  const names = new Map((choices.items ?? []).map((i) => [i.productNumber, i.name]));
  return {
    sku: gift.sku,
    externalId: encodeSelection(
      kind,
      selection.map((productNumber) => ({ productNumber })),
    ),
    customizationsDescription: describeCustomization(
      kind,
      undefined,
      selection.map((n) => ({ name: names.get(n) ?? String(n) })),
    ),
  };
}
