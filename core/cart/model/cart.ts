import type { Money } from '../../shared';
import type { Address, CountryCode, ItemShippingAddress } from './address';

/**
 * The cart and its parts (spec: core-cart-checkout §3 Cart, Line item, Custom line items).
 * All amounts are integer cents. The domain cart is readonly data; edits are CartAction lists.
 */

/** One price of a variant (spec: catalogue-gifting §3 Price). `channelKey` absent means the default price. */
export interface Price {
  readonly id: string;
  readonly value: Money;
  /** e.g. 'auto-delivery'; absent for the default price. */
  readonly channelKey?: string;
  /** Price tiers: from `minimumQuantity` units the unit price is `value`. Sorted by minimumQuantity ascending. */
  readonly tiers: readonly PriceTier[];
  /** Product discount applied to this price, if any: the discounted value and the product discount's id and name. */
  readonly discounted?: { readonly value: Money; readonly discountId?: string; readonly discountName: string };
}

/** A price tier of a price: unit price `value` from `minimumQuantity` units. */
export interface PriceTier {
  readonly minimumQuantity: number;
  readonly value: Money;
}

/** One shipping target of a line: `quantity` units go to the item shipping address `addressKey`. */
export interface ShippingTarget {
  readonly addressKey: string;
  readonly quantity: number;
  readonly shippingMethodKey?: string;
}

/** Shipping details of a line; `valid` is true when the targets' quantities add up to the line quantity. */
export interface ShippingDetails {
  readonly targets: readonly ShippingTarget[];
  readonly valid: boolean;
}

/** Line item custom fields used by the storefront (spec: core-cart-checkout §3 Line item custom fields). */
export interface LineItemCustomFields {
  /** Auto-delivery interval in days (every 4 weeks: 28): the line is a subscription item (catalogue-gifting §4). */
  readonly autoDeliveryInterval?: number;
  readonly markedAsGift?: boolean;
  readonly greetingCardMessage?: string;
  readonly externalId?: string;
  readonly parentExternalId?: string;
  readonly listMetadata?: string;
  readonly recipientsJson?: string;
  readonly meltable?: boolean;
  /**
   * What a custom item holds, readable ('My Mix: 3 parts Almonds, 1 part Raisins'), for the cart, the order and the
   * packing slip (core-cart-checkout §3; catalogue-gifting §4 customizers). Its encoded selection is `externalId`.
   */
  readonly customizationsDescription?: string;
  /**
   * A custom mix's, box's or tray's allergen statement: the union of its ingredients' major food allergens as a label
   * words it ('Contains: Tree Nuts (Almonds), Peanuts'), set by the server when it prices the item.
   */
  readonly allergenStatement?: string;
}

/** The id of the price an 'ExternalPrice' line carries (it has no catalogue price id). */
export const EXTERNAL_PRICE_ID = 'external-price';

/**
 * The price of a line whose unit price the storefront backend set (commercetools `externalPrice`, priceMode
 * 'ExternalPrice'): `value` (cents), no tiers, no channel, no product discount.
 */
export function externalPriceOf(value: Money): Price {
  return { id: EXTERNAL_PRICE_ID, value, tiers: [] };
}

/** A line item: a quantity of one product variant (spec: core-cart-checkout §3 Line item). */
export interface LineItem {
  readonly id: string;
  readonly productId: string;
  readonly productKey: string;
  /** Storefront path of the product page, e.g. '/nuts/roasted-salted-almonds'. */
  readonly productPath: string;
  readonly name: string;
  readonly imageUrl?: string;
  readonly variant: {
    readonly id: number;
    readonly sku: string;
    readonly variantName: string;
    readonly weightGrams: number;
    readonly prices: readonly Price[];
    readonly backordered: boolean;
    readonly active: boolean;
    readonly maximumPiecesPerOrder: number;
    /** The variant attribute `fixedAddress` (JSON text), when the product ships to a fixed address. */
    readonly fixedAddress?: string;
    /**
     * The variant's stock when the line was last priced: `availableQuantity` on hand, `isOnStock` above 0; absent
     * when untracked (core-cart-checkout §4 Cart preparation).
     */
    readonly availability?: { readonly isOnStock: boolean; readonly availableQuantity: number };
    /**
     * The product's major food allergens when the line was created (FALCPA): keys in statement order with
     * the species of tree nuts, fish and crustacean shellfish; absent when unknown or not a food.
     */
    readonly allergens?: readonly { readonly allergen: string; readonly species: readonly string[] }[];
  };
  readonly quantity: number;
  /** The price selected for this line (default price, or the distribution channel's price). */
  readonly price: Price;
  /** Unit price after tiers and product discounts, before cart discounts. */
  readonly unitPrice: Money;
  /** quantity × unitPrice minus cart-level discounts on this line. */
  readonly totalPrice: Money;
  /** quantity × unitPrice. */
  readonly totalPriceBeforeCartLevelDiscount: Money;
  readonly priceMode: 'Platform' | 'ExternalPrice';
  readonly lineItemMode: 'Standard' | 'GiftLineItem';
  readonly distributionChannelKey?: string;
  readonly shippingDetails?: ShippingDetails;
  readonly custom: LineItemCustomFields;
}

/** A custom line item identified by slug (packing slip, adjustment, surcharge, heat-resistant packaging, ...). */
export interface CustomLineItem {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly quantity: number;
  /** Unit amount in cents (negative for an adjustment). */
  readonly money: Money;
  readonly totalPrice: Money;
  readonly custom: Readonly<Record<string, string | number | boolean>>;
}

/** State of a discount code on a cart, as commercetools reports it. */
export type DiscountCodeState =
  | 'MatchesCart'
  | 'MaxApplicationReached'
  | 'DoesNotMatchCart'
  | 'NotActive'
  | 'NotValid'
  | 'ApplicationStoppedByPreviousDiscount';

/** A discount code applied to a cart (spec: core-cart-checkout §3 Cart discountCodes). */
export interface CartDiscountCode {
  readonly id: string;
  readonly code: string;
  readonly name?: string;
  readonly description?: string;
  readonly state: DiscountCodeState;
  readonly cartDiscountIds: readonly string[];
}

/** Custom shipping method of the cart (Single mode) or of one shipment key (Multiple mode). */
export interface ShippingInfo {
  readonly shippingKey?: string;
  readonly shippingMethodName: string;
  readonly price: Money;
}

/** One tax portion of taxedPrice: `rate` is a fraction (0.06625 for 6.625%). */
export interface TaxPortion {
  readonly name: string;
  readonly rate: number;
  readonly amount: Money;
}

/** Taxed total of the cart (spec: core-cart-checkout §3 taxedPrice). */
export interface TaxedPrice {
  readonly totalNet: Money;
  readonly totalGross: Money;
  readonly totalTax: Money;
  readonly taxPortions: readonly TaxPortion[];
}

/** Cart custom fields (spec: core-cart-checkout §3 Cart custom fields). */
export interface CartCustomFields {
  readonly stashedDiscountCode?: string;
  readonly stashedDiscountCodeName?: string;
  readonly orderTags?: string;
  readonly reshippedFromOrderNumber?: string;
  readonly copiedFromOrderNumber?: string;
  /** Set when the cart was made from a bulk order upload: checkout opens at payment (core-cart-checkout §2). */
  readonly createdFromOrderUpload?: boolean;
  /**
   * The state (a US code) whose sales tax the cart is exempt from by its customer's approved resale certificate, set by
   * the commerce engine when it prices the cart (shell-account §2 Reseller Certifications); absent when the cart is
   * taxed.
   */
  readonly taxExemptStates?: string;
}

/** The cart (spec: core-cart-checkout §3 Cart). `version` increases by one with every accepted update. */
export interface Cart {
  readonly id: string;
  readonly version: number;
  readonly key?: string;
  readonly cartState: 'Active' | 'Ordered';
  readonly customerId?: string;
  readonly anonymousId?: string;
  readonly customerEmail?: string;
  readonly lineItems: readonly LineItem[];
  readonly customLineItems: readonly CustomLineItem[];
  readonly discountCodes: readonly CartDiscountCode[];
  readonly shippingMode: 'Single' | 'Multiple';
  /** The country the cart was created for (commercetools Cart.country), when its draft named one. */
  readonly country?: CountryCode;
  /** The cart's locale (commercetools Cart.locale), when its draft named one. */
  readonly locale?: string;
  readonly shippingAddress?: Address;
  readonly billingAddress?: Address;
  readonly itemShippingAddresses: readonly ItemShippingAddress[];
  /** Single mode: the one custom shipping method. */
  readonly shippingInfo?: ShippingInfo;
  /** Multiple mode: one custom shipping method per shipment key. */
  readonly shipping: readonly ShippingInfo[];
  /** Sum of line totals, custom line totals and shipping, before tax. */
  readonly totalPrice: Money;
  readonly taxedPrice?: TaxedPrice;
  /** Cart-level discount total on the lines (positive cents). */
  readonly discountTotal: Money;
  readonly custom: CartCustomFields;
  /** Maximum quantity a line may hold (spec §9: 4999). */
  readonly maxQuantity: number;
  readonly createdAt: string;
  readonly lastModifiedAt: string;
}
