import { formatMoney, usd, type Money } from '../../shared';
import { DEFAULT_FREE_SHIPPING_THRESHOLD } from './free-shipping-default';
import type { Cart } from '../../cart/model';
import { lowestQualifyingCents, parseCartPredicate, type CartPredicate } from '../../pricing/model';

/**
 * Free-shipping progress (spec: core-cart-checkout §4 Free-shipping progress, §9 "threshold default
 * 59 dollars"; catalogue-gifting §9).
 *
 * Precedence, which the spec leaves open: an active cart discount's predicate wins over a customer
 * tag, and a tag wins over the default, because the cart discount is what the platform actually
 * applies. Within one kind the most generous threshold wins (smallest tag; for predicates the
 * lowest total that qualifies, '1 = 1' first). Predicates that are not one of the recognised
 * forms are ignored.
 */

/** Where a threshold came from. */
export type FreeShippingSource = 'default' | 'customer-tag' | 'cart-discount';

/**
 * A free-shipping threshold in cents. `threshold` undefined means always met ('1 = 1');
 * `strict` is true for a `totalPrice > "X USD"` predicate (the total must exceed X).
 */
export interface FreeShippingThreshold {
  readonly threshold: Money | undefined;
  readonly strict: boolean;
  readonly source: FreeShippingSource;
}

/** What decides the threshold: the customer's tags and the predicates of active cart discounts. */
export interface FreeShippingInputs {
  /** Customer tags, e.g. 'alst-49-free-shipping' (49 dollars). */
  readonly customerTags?: readonly string[];
  /** Cart-discount predicates, e.g. 'totalPrice >= "49.99 USD"' or '1 = 1'. */
  readonly cartDiscountPredicates?: readonly string[];
}

const CUSTOMER_TAG = /^alst-(\d{1,9})-free-shipping$/i;

/**
 * The free-shipping inputs the shopper's cart carries, for `freeShippingProgress` (spec: core-cart-checkout §4
 * Free-shipping progress; §3 Cart custom fields). The spec does not say where a customer's tags are read; the
 * browser's session is anonymous and holds no customer record, so they are read from the cart, the one document
 * it holds that carries tags: `customerTags` are the entries of the cart custom field `orderTags` (comma- or
 * space-separated, e.g. 'vip,alst-49-free-shipping'), which the commerce API lets the backend or a CX agent set
 * (setCustomField). `cartDiscountPredicates` stays empty: the cart's discount codes name cart discounts whose
 * predicates say when a discount applies ('1 = 1' for 10% off), not when shipping is free, and no cart discount
 * is marked as a free-shipping one. No cart: no inputs (the $59 default).
 */
export function freeShippingInputsOf(cart: Pick<Cart, 'custom'> | undefined): FreeShippingInputs {
  const tags = (cart?.custom.orderTags ?? '').split(/[\s,]+/).filter((tag) => tag !== '');
  return tags.length > 0 ? { customerTags: tags } : {};
}

/** The threshold a recognised predicate gives (core/pricing/model/cart-predicate.ts has the grammar). */
function fromPredicate(predicate: CartPredicate): FreeShippingThreshold {
  if (predicate.kind === 'always') return { threshold: undefined, strict: false, source: 'cart-discount' };
  return { threshold: predicate.amount, strict: predicate.operator === '>', source: 'cart-discount' };
}

/**
 * The threshold that applies: the most generous recognised cart-discount predicate, else the
 * smallest `alst-{n}-free-shipping` customer tag (n whole dollars), else $59.
 * spec: core-cart-checkout §4 Free-shipping progress.
 */
export function freeShippingThreshold(inputs: FreeShippingInputs = {}): FreeShippingThreshold {
  const [mostGenerous] = (inputs.cartDiscountPredicates ?? [])
    .map(parseCartPredicate)
    .filter((p): p is CartPredicate => p !== undefined)
    .sort((a, b) => lowestQualifyingCents(a) - lowestQualifyingCents(b) || 0);
  if (mostGenerous) return fromPredicate(mostGenerous);
  const tagDollars = (inputs.customerTags ?? [])
    .map((tag) => CUSTOMER_TAG.exec(tag.trim())?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  if (tagDollars.length > 0) {
    return { threshold: usd(Math.min(...tagDollars) * 100), strict: false, source: 'customer-tag' };
  }
  return { threshold: DEFAULT_FREE_SHIPPING_THRESHOLD, strict: false, source: 'default' };
}

/**
 * Progress towards free shipping. `threshold` undefined = always met; `remaining` (cents) is
 * threshold − total, never below 0, and 1 cent when a strict '>' threshold equals the total;
 * `qualified` when remaining is 0.
 */
export interface FreeShippingProgress {
  readonly threshold: Money | undefined;
  readonly remaining: Money;
  readonly qualified: boolean;
  readonly strict: boolean;
}

/**
 * Free-shipping progress of a cart `total` (cents, before tax, for one shipping address).
 * Examples at the default $59: 5899 → remaining 1; 5900 → qualified; 6500 → remaining 0.
 * spec: core-cart-checkout §4 Free-shipping progress.
 */
export function freeShippingProgress(input: { readonly total: Money } & FreeShippingInputs): FreeShippingProgress {
  const { threshold, strict } = freeShippingThreshold(input);
  if (!threshold) return { threshold, remaining: usd(0), qualified: true, strict };
  const gap = threshold.cents - input.total.cents;
  const remaining = strict && gap === 0 ? 1 : Math.max(0, gap);
  return { threshold, remaining: usd(remaining), qualified: remaining === 0, strict };
}

/**
 * Shopper-facing texts of free-shipping progress, shown by the Added-to-Cart panel and the cart
 * (spec: core-cart-checkout §2 Cart side panels). The spec gives no exact wording: these are ours
 * and this is the only place they live.
 */
export const FREE_SHIPPING_MESSAGES = {
  qualified: "You've qualified for FREE shipping!",
  away: (remaining: string) => `You're ${remaining} away from FREE shipping!`,
} as const;

/**
 * The progress message: "You've qualified for FREE shipping!" or
 * "You're $12.34 away from FREE shipping!". spec: core-cart-checkout §4 Free-shipping progress.
 */
export function freeShippingMessage(progress: FreeShippingProgress): string {
  return progress.qualified
    ? FREE_SHIPPING_MESSAGES.qualified
    : FREE_SHIPPING_MESSAGES.away(formatMoney(progress.remaining));
}
