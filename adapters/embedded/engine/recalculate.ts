import { usd, sumMoney, ZERO_USD, type Money } from '../../../core/shared';
import type { Cart, DiscountCodeState, LineItem, TaxedPrice } from '../../../core/cart';
import { unitPriceFor } from '../../../core/pricing';
import type { CartDiscountDef, DiscountCodeDef } from './demo-discounts';
import { cartPredicateMatches } from '../../../core/pricing';
import { FIRST_ORDER_OFFER, firstOrderOfferProblems } from '../../../core/marketing';
import { codeState, discountPerLine, toCartDiscountCode } from './discounts';
import { taxCents, taxRateFor } from './tax';

/** The discount definitions the engine needs to price a cart, keyed by id and by code. */
export interface DiscountCatalog {
  readonly cartDiscounts: ReadonlyMap<string, CartDiscountDef>;
  readonly codesById: ReadonlyMap<string, DiscountCodeDef>;
}

function shippingValid(line: LineItem): LineItem['shippingDetails'] {
  if (!line.shippingDetails) return undefined;
  const sum = line.shippingDetails.targets.reduce((a, t) => a + t.quantity, 0);
  return { targets: line.shippingDetails.targets, valid: sum === line.quantity };
}

/** The tax address's state when the customer is tax-exempt there (US addresses only), else undefined. */
function exemptStateOf(address: Cart['shippingAddress'], exempt: readonly string[]): string | undefined {
  const state = address?.country === 'US' ? address.state : undefined;
  return state && exempt.includes(state) ? state : undefined;
}

/** The taxed total of `totalPrice` at `rate` (a fraction; its portion named `name` unless the rate is 0). */
function taxedPriceOf(totalPrice: Money, rate: { name: string; rate: number }): TaxedPrice {
  const tax = usd(taxCents(totalPrice.cents, rate.rate));
  return {
    totalNet: totalPrice,
    totalGross: usd(totalPrice.cents + tax.cents),
    totalTax: tax,
    taxPortions: rate.rate > 0 ? [{ name: rate.name, rate: rate.rate, amount: tax }] : [],
  };
}

/**
 * A code of the first-order offer matches only a cart the offer's conditions allow (shell-account §9 Offer: contiguous
 * USA, no e-gift certificates, wholesale cases or multiple addresses; core/marketing firstOrderOfferProblems).
 */
function offerChecked(state: DiscountCodeState, defs: readonly CartDiscountDef[], cart: Cart): DiscountCodeState {
  if (state !== 'MatchesCart' || !defs.some((d) => d.id === FIRST_ORDER_OFFER.cartDiscountId)) return state;
  return firstOrderOfferProblems(cart).length > 0 ? 'DoesNotMatchCart' : state;
}

/**
 * Prices a cart as commercetools does: unit price from the selected price (tiers, product discount), cart discounts of
 * the applied codes by sortOrder across codes (each code's state and each discount's predicate evaluated on the line
 * total), custom line item totals, shipping, and taxedPrice from the shipping address's rate. A US state in
 * `taxExemptStates` (the cart's customer's approved, unexpired resale certificates: core/resellers `taxExemptStatesOf`)
 * is taxed at 0 and named in the cart's custom field `taxExemptStates` (the resale-certificate rule "An approved,
 * unexpired certificate makes orders shipped to that state tax-exempt").
 */
export function recalculate(cart: Cart, discounts: DiscountCatalog, taxExemptStates: readonly string[] = []): Cart {
  const lines = cart.lineItems.map((l) => {
    const unit = unitPriceFor(l.price, l.quantity);
    const before = usd(unit.cents * l.quantity);
    return {
      ...l,
      unitPrice: unit,
      totalPriceBeforeCartLevelDiscount: before,
      totalPrice: before,
      shippingDetails: shippingValid(l),
    };
  });
  const lineTotal = lines.reduce((a, l) => a + l.totalPriceBeforeCartLevelDiscount.cents, 0);
  const lineDiscounts = lines.map(() => 0);
  const evaluated = cart.discountCodes.map((applied) => {
    const def = discounts.codesById.get(applied.id);
    if (!def) return { code: { ...applied, state: 'NotValid' as const }, apply: [] };
    const defs = def.cartDiscountIds.flatMap((id) => discounts.cartDiscounts.get(id) ?? []);
    const state = offerChecked(codeState(def, defs, lineTotal, false), defs, cart);
    const matching = (d: CartDiscountDef) => d.isActive && cartPredicateMatches(d.cartPredicate, lineTotal);
    const apply = state === 'MatchesCart' ? defs.filter(matching) : [];
    return { code: toCartDiscountCode(def, state), apply };
  });
  // commercetools applies cart discounts across all codes by sortOrder, highest first, each cart discount once,
  // until one with stackingMode StopAfterThisDiscount has applied.
  const sorted = [...new Map(evaluated.flatMap((e) => e.apply).map((d) => [d.id, d])).values()].sort(
    (a, b) => b.sortOrder - a.sortOrder,
  );
  const stop = sorted.findIndex((d) => d.stackingMode === 'StopAfterThisDiscount');
  const toApply = stop < 0 ? sorted : sorted.slice(0, stop + 1);
  const applied = new Set(toApply.map((d) => d.id));
  for (const d of toApply) {
    const remaining = lines.map((l, i) => l.totalPriceBeforeCartLevelDiscount.cents - (lineDiscounts[i] ?? 0));
    discountPerLine(d, remaining).forEach((cents, i) => {
      lineDiscounts[i] = Math.min(
        (lineDiscounts[i] ?? 0) + cents,
        lines[i]?.totalPriceBeforeCartLevelDiscount.cents ?? 0,
      );
    });
  }
  const codes = evaluated.map((e) =>
    e.apply.length > 0 && e.apply.every((d) => !applied.has(d.id))
      ? { ...e.code, state: 'ApplicationStoppedByPreviousDiscount' as const }
      : e.code,
  );
  const pricedLines = lines.map((l, i) => ({
    ...l,
    totalPrice: usd(l.totalPriceBeforeCartLevelDiscount.cents - (lineDiscounts[i] ?? 0)),
  }));
  const customLineItems = cart.customLineItems.map((c) => ({ ...c, totalPrice: usd(c.money.cents * c.quantity) }));
  const shipping =
    cart.shippingMode === 'Single'
      ? (cart.shippingInfo?.price ?? ZERO_USD)
      : sumMoney(cart.shipping.map((s) => s.price));
  const totalPrice = sumMoney([
    ...pricedLines.map((l) => l.totalPrice),
    ...customLineItems.map((c) => c.totalPrice),
    shipping,
  ]);
  const taxAddress = cart.shippingAddress ?? cart.itemShippingAddresses[0];
  const exemptState = exemptStateOf(taxAddress, taxExemptStates);
  const rate = exemptState ? { name: `${exemptState} Sales Tax`, rate: 0 } : taxRateFor(taxAddress);
  const { taxExemptStates: _before, ...custom } = cart.custom;
  const taxedPrice = rate ? taxedPriceOf(totalPrice, rate) : undefined;
  return {
    ...cart,
    lineItems: pricedLines,
    customLineItems,
    discountCodes: codes,
    totalPrice,
    taxedPrice,
    custom: exemptState ? { ...custom, taxExemptStates: exemptState } : custom,
    discountTotal: usd(lineDiscounts.reduce((a, b) => a + b, 0)),
  };
}
