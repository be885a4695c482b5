import type { CartAction } from '../../cart/model';
import type { Money } from '../../shared';

/** One addLineItem: the SKU, its units and the line's custom fields (core §4 Special lines). */
export interface LineItemToAdd {
  readonly sku: string;
  /** Units, at least 1 (the platform enforces the quantity rules of §5). */
  readonly quantity: number;
  /** The list the product was added from (the line's listMetadata custom field). */
  readonly listMetadata?: string | undefined;
  /** Recipients of a digital gift (JSON text): the line is e-mailed, not shipped. */
  readonly recipientsJson?: string | undefined;
  /** A greeting card line's message (the line's greetingCardMessage custom field). */
  readonly greetingCardMessage?: string | undefined;
  /** The externalId of the digital gift line this line rides with (the line's parentExternalId custom field). */
  readonly parentExternalId?: string | undefined;
  /** A custom item's unit price, set by the server (priceMode 'ExternalPrice'). */
  readonly externalPrice?: Money | undefined;
  /** A custom item's encoded selection (the line's externalId). */
  readonly externalId?: string | undefined;
  /** What a custom item holds, readable. */
  readonly customizationsDescription?: string | undefined;
  /** A custom item's allergen statement, the union of its ingredients'. */
  readonly allergenStatement?: string | undefined;
}

/** The addLineItem action of `item`: its SKU, units, custom fields and (a custom item) its external price. */
export function addLineItemAction(item: LineItemToAdd): CartAction {
  const fields = {
    ...(item.listMetadata ? { listMetadata: item.listMetadata } : {}),
    ...(item.recipientsJson ? { recipientsJson: item.recipientsJson } : {}),
    ...(item.greetingCardMessage ? { greetingCardMessage: item.greetingCardMessage } : {}),
    ...(item.parentExternalId ? { parentExternalId: item.parentExternalId } : {}),
    ...(item.externalId ? { externalId: item.externalId } : {}),
    ...(item.customizationsDescription ? { customizationsDescription: item.customizationsDescription } : {}),
    ...(item.allergenStatement ? { allergenStatement: item.allergenStatement } : {}),
  };
  const custom = Object.keys(fields).length > 0 ? fields : undefined;
  const { externalPrice } = item;
  return {
    action: 'addLineItem',
    sku: item.sku,
    quantity: item.quantity,
    custom,
    ...(externalPrice ? { externalPrice } : {}),
  };
}
