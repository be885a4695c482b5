import type { Money } from '../../shared';
import type { Address, ItemShippingAddress } from './address';
import type { LineItemCustomFields, ShippingTarget } from './cart';

/**
 * Cart update actions, named and shaped as commercetools names them
 * (spec: core-cart-checkout §4 "Cart edits are action lists" and §7 Commerce platform cart API).
 * A cart update is `{ version, actions }`; all actions apply atomically or none do.
 */
export type CartAction =
  | {
      readonly action: 'addLineItem';
      readonly sku: string;
      readonly quantity: number;
      readonly distributionChannelKey?: string;
      readonly custom?: LineItemCustomFields;
      readonly shippingDetails?: { readonly targets: readonly ShippingTarget[] };
      /**
       * commercetools' `externalPrice`: the line's unit price, set by the storefront backend (priceMode
       * 'ExternalPrice'), e.g. a custom mix priced from its ingredients (catalogue-gifting §4 Mix customizer). A
       * browser session may not send it (`/me` refuses it as price-bearing).
       */
      readonly externalPrice?: Money;
    }
  | { readonly action: 'changeLineItemQuantity'; readonly lineItemId: string; readonly quantity: number }
  | { readonly action: 'removeLineItem'; readonly lineItemId: string }
  | { readonly action: 'setShippingAddress'; readonly address?: Address }
  | { readonly action: 'setBillingAddress'; readonly address?: Address }
  | { readonly action: 'addItemShippingAddress'; readonly address: ItemShippingAddress }
  | { readonly action: 'updateItemShippingAddress'; readonly address: ItemShippingAddress }
  | { readonly action: 'removeItemShippingAddress'; readonly addressKey: string }
  | {
      readonly action: 'setLineItemShippingDetails';
      readonly lineItemId: string;
      readonly shippingDetails?: { readonly targets: readonly ShippingTarget[] };
    }
  | {
      readonly action: 'setLineItemCustomField';
      readonly lineItemId: string;
      readonly name: string;
      readonly value?: string | number | boolean;
    }
  | {
      readonly action: 'setLineItemDistributionChannel';
      readonly lineItemId: string;
      readonly distributionChannelKey?: string;
    }
  | { readonly action: 'addDiscountCode'; readonly code: string }
  | { readonly action: 'removeDiscountCode'; readonly discountCodeId: string }
  | {
      readonly action: 'addCustomLineItem';
      readonly name: string;
      readonly slug: string;
      readonly money: Money;
      readonly quantity: number;
      readonly custom?: Readonly<Record<string, string | number | boolean>>;
    }
  | { readonly action: 'removeCustomLineItem'; readonly customLineItemId: string }
  | {
      readonly action: 'setCustomShippingMethod';
      readonly shippingMethodName: string;
      readonly price: Money;
      readonly shippingKey?: string;
    }
  | { readonly action: 'removeCustomShippingMethod'; readonly shippingKey?: string }
  | { readonly action: 'setCustomerEmail'; readonly email?: string }
  | { readonly action: 'setCustomField'; readonly name: string; readonly value?: string | number | boolean }
  | { readonly action: 'setCustomType'; readonly typeKey?: string }
  | { readonly action: 'setKey'; readonly key?: string }
  | { readonly action: 'recalculate'; readonly updateProductData?: boolean }
  /**
   * Nutshell's extension (commercetools fixes the mode when the cart is created): switches the shipping mode and
   * drops the cart's shipping methods (Single's one, Multiple's per key), which the delivery step sets again.
   */
  | { readonly action: 'setShippingMode'; readonly shippingMode: 'Single' | 'Multiple' };

/** The action name union. */
export type CartActionName = CartAction['action'];
