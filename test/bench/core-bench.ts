import { testAddress, testCart, testLine } from '../../core/cart/model/test-cart';
import { cartTotals } from '../../core/cart';
import type { Cart } from '../../core/cart';
import { checkoutSteps } from '../../core/checkout';
import { shipmentsOf } from '../../core/cart';
import { freeShippingProgress } from '../../core/shipping';
import { shippingCost, type SelectedShippingOption } from '../../core/shipping';
import { sumMoney, usd } from '../../core/shared';
import { measure, type LatencyStats } from './timing';

/**
 * Core benchmark: one checkout evaluation as the cart and checkout pages compute it on every
 * change (step enablement, totals, free-shipping progress of each shipment, shipping cost of the selected
 * options) for carts of 10, 200 and 2,000 lines over 1, 20 and 50 shipments. Budget: ≤ 0.5 ms at 200 lines ×
 * 20 shipments; the cost should grow linearly with the lines (a 10× larger cart costs about 10×, not 100×).
 */

/** Lines and shipments of the measured carts. */
export const CORE_SHAPES: readonly { readonly lines: number; readonly shipments: number }[] = [10, 200, 2000].flatMap((lines) => [1, 20, 50].map((shipments) => ({ lines, shipments })));
/** p50 budget of one evaluation at 200 lines × 20 shipments, ms. */
export const CORE_BUDGET_MS = 0.5;

/** One measured shape. */
export interface CoreCell {
  readonly lines: number;
  readonly shipments: number;
  readonly stats: LatencyStats;
  /** p50 per line, µs: flat across sizes when the cost is linear. */
  readonly microsPerLine: number;
}

/** A cart of `lines` lines spread round-robin over `shipments` shipments in Multiple mode, every shipment with a delivery option. */
export function benchCart(lines: number, shipments: number): { cart: Cart; selected: SelectedShippingOption[] } {
  const addresses = Array.from({ length: shipments }, (_, i) => testAddress(`shipment-${i + 1}`, { shippingMethodId: 'ground' }, { email: 'pat@example.com' }));
  const lineItems = Array.from({ length: lines }, (_, i) => testLine(`l${i}`, { quantity: 1 + (i % 3), unitCents: 499 + (i % 7) * 100, targets: [{ addressKey: `shipment-${(i % shipments) + 1}`, quantity: 1 + (i % 3) }] }));
  const cart = testCart({ lineItems, itemShippingAddresses: addresses, shippingMode: 'Multiple', customerEmail: 'pat@example.com' });
  const option = {
    shippingMethodId: 'ground', carrier: 'UPS', carrierCode: 'ups', name: 'Ground', price: usd(899), listPrice: usd(899), days: 3,
    earliestArrivalOn: '2026-03-05', latestArrivalOn: '2026-03-06', requestedShipOn: '2026-03-02', flatRate: false, hidden: false, position: 0, warnings: [], heatResistantIncluded: false,
  };
  const selected = addresses.map((a) => ({ offerSetKey: a.key, option, containsMeltables: false }));
  return { cart, selected };
}

/** The evaluation the pages run: steps, totals, per-shipment free-shipping progress and shipping cost. Returns a checksum so nothing is optimised away. */
export function evaluateCheckout(cart: Cart, selected: readonly SelectedShippingOption[]): number {
  const steps = checkoutSteps({ cart, isGuest: true, restrictedCountrySkus: {} });
  const totals = cartTotals(cart);
  const byLine = new Map(cart.lineItems.map((l) => [l.id, l]));
  let remaining = 0;
  for (const shipment of shipmentsOf(cart)) {
    const total = sumMoney(shipment.lines.map((t) => usd((byLine.get(t.lineItemId)?.unitPrice.cents ?? 0) * t.quantity)));
    remaining += freeShippingProgress({ total }).remaining.cents;
  }
  const cost = shippingCost(cart.shippingMode, selected);
  return totals.length + remaining + cost.shipping.cents + (steps.address.complete ? 1 : 0);
}

/** Measures every shape; `samples` evaluations each (in-process, no I/O). */
export async function runCoreBench(samples: number, log: (line: string) => void): Promise<CoreCell[]> {
  const cells: CoreCell[] = [];
  let sink = 0;
  for (const { lines, shipments } of CORE_SHAPES) {
    const { cart, selected } = benchCart(lines, shipments);
    const stats = await measure(async () => { sink += evaluateCheckout(cart, selected); }, { samples, warmup: 50, minWarmup: 5, warmupCapMs: 1000, capMs: 5000 });
    cells.push({ lines, shipments, stats, microsPerLine: (stats.p50 * 1000) / lines });
    log(`core ${lines} lines × ${shipments} shipments: p50 ${stats.p50.toFixed(3)} ms`);
  }
  if (sink === Number.MIN_SAFE_INTEGER) log('unreachable');
  return cells;
}
