/**
 * Read models of the commerce platform's cart discounts and discount codes (spec: core-cart-checkout §7,
 * commerce API subset). Amounts are integer cents; relative values are in permyriad (1000 = 10%).
 */

/** A cart discount: applies `value` to the line items of carts matching `cartPredicate`. */
export interface CartDiscountInfo {
  readonly id: string;
  readonly key: string;
  readonly name: string;
  readonly description: string;
  /** commercetools cart predicate, e.g. '1 = 1' or 'totalPrice >= "40.00 USD"'. */
  readonly cartPredicate: string;
  readonly value:
    { readonly type: 'relative'; readonly permyriad: number } | { readonly type: 'absolute'; readonly cents: number };
  /** true when only a discount code activates it. */
  readonly requiresDiscountCode: boolean;
  readonly isActive: boolean;
  /** Higher values are applied first. */
  readonly sortOrder: number;
  /**
   * 'StopAfterThisDiscount': once this discount applies, no cart discount with a lower sortOrder does, and a code
   * whose discounts are all stopped gets the state ApplicationStoppedByPreviousDiscount. Default 'Stacking'.
   */
  readonly stackingMode?: 'Stacking' | 'StopAfterThisDiscount';
}

/**
 * A discount code: activates `cartDiscountIds`; `maxApplications` absent means unlimited; `applicationCount` counts
 * placed orders.
 */
export interface DiscountCodeInfo {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly cartDiscountIds: readonly string[];
  readonly isActive: boolean;
  readonly maxApplications?: number;
  readonly applicationCount: number;
}
