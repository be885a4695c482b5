import type { Order } from '../../core/cart';
import { conversionIdentity, conversionPurchase, purchaseEvent, type FirstOrderFacts } from '../../core/analytics';
import type { HashedIdentity } from '../../core/analytics';
import type { BrowserServices } from '../../adapters/wiring/browser-services';
import type { AnalyticsStore } from './analytics-store';
import type { KeyValueStorage } from './product-delivery-store';

/** The sessionStorage key of the order numbers whose purchase this browser session reported (a JSON array). */
export const REPORTED_ORDERS_KEY = 'nutshell.reportedPurchases';
/** How many order numbers the key keeps (the newest). */
const KEPT = 20;

/** SHA-256 of `text` as 64 lowercase hex digits, by the browser's Web Crypto. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function reported(storage: KeyValueStorage): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(REPORTED_ORDERS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

/** The buyer's e-mail, phone and name of `order`, normalised and hashed (nothing in clear leaves the browser). */
async function hashedIdentity(order: Order, hash: (text: string) => Promise<string>): Promise<HashedIdentity> {
  const address = order.billingAddress ?? order.shippingAddress ?? order.cart.itemShippingAddresses[0];
  const id = conversionIdentity({ email: order.customerEmail, phone: address?.phone, name: address?.name });
  const pairs = [
    ['em', id.email],
    ['ph', id.phone],
    ['fn', id.firstName],
    ['ln', id.lastName],
  ] as const;
  const out: Record<string, string> = {};
  for (const [key, value] of pairs) if (value) out[key] = await hash(value);
  return out;
}

/**
 * The receipt's purchase analytics (spec: core-cart-checkout §7 is-first-order "feeds the purchase event", POST
 * /api/events/fb; §8 "First-order lookup failure: logged; purchase analytics continue"): once per order per
 * browser session (the order numbers kept in `storage`, so a reload sends nothing), after GET
 * /api/orders/is-first-order answers, tracks 'Order Completed' (purchaseEvent) and sends the purchase beacon with
 * the hashed e-mail, phone and name. Answers whether it reported. Never throws.
 */
export async function reportPurchase(
  deps: {
    readonly services: Pick<BrowserServices, 'backend'>;
    readonly analytics: Pick<AnalyticsStore, 'track'>;
    readonly storage: KeyValueStorage;
    readonly hash?: (text: string) => Promise<string>;
    readonly logError?: (message: string) => void;
  },
  order: Order,
): Promise<boolean> {
  const { services, analytics, storage } = deps;
  const done = reported(storage);
  if (done.includes(order.orderNumber)) return false;
  storage.setItem(REPORTED_ORDERS_KEY, JSON.stringify([...done, order.orderNumber].slice(-KEPT)));
  let first: FirstOrderFacts | undefined;
  try {
    first = (await services.backend.isFirstOrder(order.receiptToken)).data ?? undefined;
  } catch (e) {
    (deps.logError ?? console.error)(`First-order lookup failed: ${e instanceof Error ? e.message : String(e)}`);
  }
  analytics.track(purchaseEvent(order, first));
  try {
    const user = await hashedIdentity(order, deps.hash ?? sha256Hex);
    await services.backend.sendPurchaseBeacon(conversionPurchase(order, user));
  } catch {
    // The beacon is best effort: analytics never stand in the shopper's way.
  }
  return true;
}
