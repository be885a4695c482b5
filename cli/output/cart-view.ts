import type { Cart, LineItem } from '../../core/cart';
import type { TotalLine } from '../../core/cart';
import { shipmentsOf, unassignedLineItems, type Shipment } from '../../core/cart';
import { cartTotals, customItemContents } from '../../core/cart';
import { formatMoney } from '../../core/shared';
import { formatAddress, orDash } from './format';
import { renderPairs, renderTable, type RenderOptions } from './table';

/** Columns of the line item table (shared by cart and order views). */
const LINE_COLUMNS = [
  { head: 'Line ID' },
  { head: 'SKU' },
  { head: 'Name' },
  { head: 'Variant' },
  { head: 'Qty', align: 'right' },
  { head: 'Unit', align: 'right' },
  { head: 'Total', align: 'right' },
] as const;

/**
 * What each custom item holds, under the line table (catalogue-gifting §3 "the cart shows what is inside; an order of
 * a custom item lists its ingredients"): per custom line '{name} ({line id}): {mix name}' and its items indented,
 * '  - 3 parts Almonds'; '' when no line is a custom item's.
 */
export function renderCustomItemContents(lines: readonly LineItem[]): string {
  const blocks = lines.flatMap((l) => {
    const contents = customItemContents(l);
    if (!contents) return [];
    const head = `${l.name} (${l.id})${contents.title ? `: ${contents.title}` : ''}`;
    return [[head, ...contents.items.map((i) => `  - ${i.label}`)].join('\n')];
  });
  return blocks.length === 0 ? '' : `${blocks.join('\n')}\n`;
}

/**
 * Line items as a table: Line ID, SKU, Name, Variant, Qty, Unit, Total (money via formatMoney), then what the custom
 * items hold (renderCustomItemContents).
 */
export function renderLineItems(lines: readonly LineItem[], options: RenderOptions): string {
  if (lines.length === 0) return 'No line items.\n';
  const rows = lines.map((l) => [
    l.id,
    l.variant.sku,
    l.name,
    l.variant.variantName,
    String(l.quantity),
    formatMoney(l.unitPrice),
    formatMoney(l.totalPrice),
  ]);
  return renderTable(LINE_COLUMNS, rows, options) + renderCustomItemContents(lines);
}

/** Total lines with the spec's labels (core-cart-checkout §3: Subtotal, Discount, Shipping, ..., Total). */
export function renderTotals(totals: readonly TotalLine[], options: RenderOptions): string {
  return renderPairs(
    totals.map((t) => [t.label, formatMoney(t.amount)] as const),
    options,
  );
}

/** "2 × SKU-1, 1 × SKU-2": the line quantities of a shipment, by SKU. */
function shipmentLines(cart: Cart, shipment: Shipment): string {
  const sku = (id: string) => cart.lineItems.find((l) => l.id === id)?.variant.sku ?? id;
  const parts = shipment.lines.map((l) => `${l.quantity} × ${sku(l.lineItemId)}`);
  return parts.length > 0 ? parts.join(', ') : '-';
}

/** Units no shipment covers yet ("1 × MANGO-1LB"), or undefined when every unit is assigned. */
function unassignedLines(cart: Cart, shipments: readonly Shipment[]): string | undefined {
  const parts = unassignedLineItems(cart).flatMap((line) => {
    const assigned = shipments
      .flatMap((s) => s.lines)
      .filter((l) => l.lineItemId === line.id)
      .reduce((n, l) => n + l.quantity, 0);
    const remaining = line.quantity - assigned;
    return remaining > 0 ? [`${remaining} × ${line.variant.sku}`] : [];
  });
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** The shipments table: key, address, line quantities by SKU, and a row of units not assigned yet. */
export function renderShipments(cart: Cart, options: RenderOptions): string {
  const shipments = shipmentsOf(cart);
  if (shipments.length === 0) return `Shipping address: ${formatAddress(cart.shippingAddress)}\n`;
  const rows = shipments.map((s) => [s.key, formatAddress(s.address), shipmentLines(cart, s)]);
  const unassigned = unassignedLines(cart, shipments);
  if (unassigned) rows.push(['(unassigned)', '-', unassigned]);
  return renderTable([{ head: 'Shipment' }, { head: 'Address' }, { head: 'Lines' }], rows, options);
}

function renderDiscountCodes(cart: Cart, options: RenderOptions): string {
  if (cart.discountCodes.length === 0) return 'Discount codes: none\n';
  const rows = cart.discountCodes.map((d) => [d.code, orDash(d.name), d.state]);
  return renderTable([{ head: 'Code' }, { head: 'Name' }, { head: 'State' }], rows, options);
}

function renderCustomLineItems(cart: Cart, options: RenderOptions): string {
  if (cart.customLineItems.length === 0) return '';
  const rows = cart.customLineItems.map((c) => [c.slug, c.name, String(c.quantity), formatMoney(c.totalPrice)]);
  const columns = [
    { head: 'Custom line' },
    { head: 'Name' },
    { head: 'Qty', align: 'right' },
    { head: 'Total', align: 'right' },
  ] as const;
  return `\n${renderTable(columns, rows, options)}`;
}

/**
 * The human view of a cart for CX agents (spec: core-cart-checkout §3 Cart, Line item): header with
 * id, key, version, state and e-mail; line items; custom line items; discount codes with their state;
 * shipments with their line quantities; totals from `cartTotals`.
 */
export function renderCart(cart: Cart, options: RenderOptions): string {
  const header = [
    `Cart ${cart.id}${cart.key ? ` (key ${cart.key})` : ''}`,
    `Version: ${cart.version}   State: ${cart.cartState}   Shipping mode: ${cart.shippingMode}`,
    `E-mail: ${orDash(cart.customerEmail)}`,
  ].join('\n');
  return [
    `${header}\n`,
    renderLineItems(cart.lineItems, options) + renderCustomLineItems(cart, options),
    renderDiscountCodes(cart, options),
    renderShipments(cart, options),
    renderTotals(cartTotals(cart), options),
  ].join('\n');
}
