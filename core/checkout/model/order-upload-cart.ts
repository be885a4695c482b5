import type { Address, CartAction, ShippingTarget } from '../../cart/model';
import { isVariantInStock, type Variant } from '../../catalogue/model';
import { ORDER_UPLOAD_MESSAGES, type OrderUploadRow, type OrderUploadRowError } from './order-upload';

/**
 * From checked order-file rows to a Multiple-mode cart (spec: core-cart-checkout §4 Cart shipping modes, §2 "payment:
 * … also the entry when the order was created from an order upload").
 */

/** The cart custom field that marks a cart made from an order upload: checkout then opens at payment. */
export const CREATED_FROM_ORDER_UPLOAD_FIELD = 'createdFromOrderUpload';

const ADDRESS_FIELDS = [
  'name',
  'company',
  'street1',
  'street2',
  'city',
  'state',
  'postalCode',
  'country',
  'phone',
  'email',
] as const;

/**
 * The identity of a shipment's address: every field trimmed, spacing collapsed and upper-cased. Two rows with the
 * same recipient at the same place share a shipment; another name at the same street is another parcel.
 */
export function normalizedAddressKey(address: Address): string {
  return ADDRESS_FIELDS.map((f) => (address[f] ?? '').trim().replace(/\s+/g, ' ').toUpperCase()).join('\u001f');
}

/**
 * Checks each row's SKU against the catalogue (`variants` maps every SKU of the rows to its variant, undefined when
 * none): 'Unknown SKU: X', 'SKU X is not available.' (inactive), 'SKU X is out of stock.' (backordered or none on
 * hand), and the units of a SKU summed over the file above its maximum pieces per order ('Quantity cannot exceed
 * 4999' on the row that crosses it). All errors, under the SKU or Quantity column.
 */
export function checkOrderUploadSkus(
  rows: readonly OrderUploadRow[],
  variants: ReadonlyMap<string, Variant | undefined>,
): OrderUploadRowError[] {
  const errors: OrderUploadRowError[] = [];
  const units = new Map<string, number>();
  for (const r of rows) {
    const variant = variants.get(r.sku);
    const skuError = (message: string) => errors.push({ row: r.row, column: 'SKU', message });
    if (!variant) skuError(ORDER_UPLOAD_MESSAGES.unknownSku(r.sku));
    else if (!variant.active) skuError(ORDER_UPLOAD_MESSAGES.notSold(r.sku));
    else if (!isVariantInStock(variant)) skuError(ORDER_UPLOAD_MESSAGES.outOfStock(r.sku));
    else {
      const total = (units.get(r.sku) ?? 0) + r.quantity;
      units.set(r.sku, total);
      const max = variant.maximumPiecesPerOrder;
      const before = total - r.quantity;
      if (total > max && before <= max) {
        errors.push({ row: r.row, column: 'Quantity', message: `Quantity cannot exceed ${max}` });
      }
    }
  }
  return errors;
}

/**
 * The actions that make an empty Multiple-mode cart hold the file: one shipment (`shipment-1`, `shipment-2`, … in
 * the order addresses first appear) per distinct normalized address, one line per SKU and gift message (a gift
 * message marks the line a gift with that greeting card message) whose units are split over its shipments by
 * shipping targets, and the cart marked createdFromOrderUpload. 5,000 rows give at most 5,000 shipments and lines,
 * in one action list.
 */
export function orderUploadCartActions(rows: readonly OrderUploadRow[]): CartAction[] {
  const shipmentKeys = new Map<string, string>();
  const addressActions: CartAction[] = [];
  const lines = new Map<string, { sku: string; giftMessage?: string; targets: Map<string, number> }>();
  for (const r of rows) {
    const id = normalizedAddressKey(r.address);
    let key = shipmentKeys.get(id);
    if (!key) {
      key = `shipment-${shipmentKeys.size + 1}`;
      shipmentKeys.set(id, key);
      addressActions.push({ action: 'addItemShippingAddress', address: { ...r.address, key, custom: {} } });
    }
    const lineId = `${r.sku}\u001f${r.giftMessage ?? ''}`;
    const line = lines.get(lineId) ?? { sku: r.sku, giftMessage: r.giftMessage, targets: new Map<string, number>() };
    lines.set(lineId, line);
    line.targets.set(key, (line.targets.get(key) ?? 0) + r.quantity);
  }
  const lineActions = [...lines.values()].map((line): CartAction => {
    const targets: ShippingTarget[] = [...line.targets].map(([addressKey, quantity]) => ({ addressKey, quantity }));
    return {
      action: 'addLineItem',
      sku: line.sku,
      quantity: targets.reduce((sum, t) => sum + t.quantity, 0),
      ...(line.giftMessage ? { custom: { markedAsGift: true, greetingCardMessage: line.giftMessage } } : {}),
      shippingDetails: { targets },
    };
  });
  return [
    ...addressActions,
    ...lineActions,
    { action: 'setCustomField', name: CREATED_FROM_ORDER_UPLOAD_FIELD, value: true },
  ];
}
