import type { OrderCopiedForCustomer, OrderPlacedForCustomer } from '../../core/checkout';
import { formatMoney } from '../../core/shared';
import { renderTable, type RenderOptions } from './table';

/**
 * An order a CX agent placed, five lines: 'Order 100001 placed for pat@example.com', then Total ('$28.99'), Paid with
 * ('Offline' or 'Visa ending in 4242'), Placed by ('Employee, checkout type CX') and Receipt (its URL).
 */
export function renderPlacedOrder(placed: OrderPlacedForCustomer): string {
  return [
    `Order ${placed.orderNumber} placed for ${placed.customerEmail}`,
    `Total:     ${formatMoney(placed.total)}`,
    `Paid with: ${placed.paidWith}`,
    `Placed by: ${placed.placedBy}, checkout type ${placed.checkoutType}`,
    `Receipt:   ${placed.receiptUrl}`,
    '',
  ].join('\n');
}

/**
 * An order copied into a cart: 'Copied order 100001 into cart 4711-cx for pat@example.com' (the cart's key, else its
 * id; 'no cart' when nothing was added and there is none), then 'Added' with a table of SKU, Name, Quantity ('Added:
 * none.' when empty), then 'Skipped (no longer sold)' with a table of SKU and Name, only when a line was skipped.
 */
export function renderCopiedOrder(copied: OrderCopiedForCustomer, options: RenderOptions): string {
  const cart = copied.cartKey ?? copied.cartId;
  const into = cart ? `cart ${cart}` : 'no cart';
  const head = `Copied order ${copied.orderNumber} into ${into} for ${copied.customerEmail}\n`;
  const added =
    copied.added.length === 0
      ? 'Added: none.\n'
      : 'Added:\n' +
        renderTable(
          [{ head: 'SKU' }, { head: 'Name' }, { head: 'Quantity', align: 'right' }],
          copied.added.map((l) => [l.sku, l.name, String(l.quantity)]),
          options,
        );
  const skipped =
    copied.skipped.length === 0
      ? ''
      : 'Skipped (no longer sold):\n' +
        renderTable(
          [{ head: 'SKU' }, { head: 'Name' }],
          copied.skipped.map((l) => [l.sku, l.name]),
          options,
        );
  return head + added + skipped;
}
