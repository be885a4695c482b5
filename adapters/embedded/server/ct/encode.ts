import type {
  Cart as CtCart,
  CustomFields,
  CustomLineItem as CtCustomLineItem,
  LineItem as CtLineItem,
  Order as CtOrder,
  ShippingInfo as CtShippingInfo,
} from '@commercetools/platform-sdk';
import { omitUndefined } from '../../../../core/shared';
import type { Cart, CustomLineItem, LineItem, ShippingInfo } from '../../../../core/cart';
import type { Order } from '../../../../core/cart';
import {
  allergenAttributes,
  attributes,
  channelRef,
  ctAddress,
  ctMoney,
  ctPrice,
  customFields,
  expands,
  IMAGE_DIMENSIONS,
  ls,
  PRODUCT_TYPE_ID,
  type WireDirectory,
} from './encode-values';
import { ctDiscountCode } from './encode-discounts';

/**
 * Domain → commercetools carts, orders, cart discounts and discount codes, as the local server answers
 * (adapters/commercetools/WIRE.md "Carts", "Orders"). Pure functions; shared values are in encode-values.ts,
 * catalogue representations in encode-catalogue.ts.
 */

function ctShippingInfo(s: ShippingInfo): CtShippingInfo {
  return {
    shippingMethodName: s.shippingMethodName,
    price: ctMoney(s.price),
    shippingRate: { price: ctMoney(s.price), tiers: [] },
    shippingMethodState: 'MatchesCart',
  };
}

function lineCustom(l: LineItem): CustomFields | undefined {
  return customFields('lineItemFields', { ...l.custom });
}

/** A domain line item → a commercetools LineItem (WIRE.md Carts). */
export function ctLineItem(l: LineItem, dir: WireDirectory): CtLineItem {
  const unit = l.unitPrice.cents;
  const cartDiscountPerUnit =
    l.quantity > 0 ? (l.totalPriceBeforeCartLevelDiscount.cents - l.totalPrice.cents) / l.quantity : 0;
  const v = l.variant;
  return omitUndefined({
    id: l.id,
    productId: l.productId,
    productKey: l.productKey,
    name: ls(l.name),
    productSlug: ls(l.productPath.split('/').pop() ?? l.productKey),
    productType: { typeId: 'product-type' as const, id: PRODUCT_TYPE_ID },
    variant: {
      id: v.id,
      sku: v.sku,
      key: v.sku,
      prices: v.prices.map((p) => ctPrice(p, dir)),
      images: l.imageUrl ? [{ url: l.imageUrl, dimensions: IMAGE_DIMENSIONS }] : [],
      ...(v.availability ? { availability: { ...v.availability } } : {}),
      attributes: attributes({
        productPath: l.productPath,
        variantName: v.variantName,
        weightGrams: v.weightGrams,
        active: v.active,
        backordered: v.backordered,
        maximumPiecesPerOrder: v.maximumPiecesPerOrder,
        fixedAddress: v.fixedAddress,
        ...allergenAttributes(v.allergens),
      }),
    },
    price: ctPrice(l.price, dir, l.quantity),
    quantity: l.quantity,
    totalPrice: ctMoney(l.totalPrice),
    discountedPricePerQuantity:
      Number.isInteger(cartDiscountPerUnit) && cartDiscountPerUnit > 0
        ? [
            {
              quantity: l.quantity,
              discountedPrice: {
                value: ctMoney({ cents: unit - cartDiscountPerUnit, currency: 'USD' }),
                includedDiscounts: [],
              },
            },
          ]
        : [],
    taxedPricePortions: [],
    state: [{ quantity: l.quantity, state: { typeId: 'state' as const, id: 'initial' } }],
    perMethodTaxRate: [],
    distributionChannel: l.distributionChannelKey === undefined ? undefined : channelRef(l.distributionChannelKey, dir),
    priceMode: l.priceMode,
    lineItemMode: l.lineItemMode,
    inventoryMode: 'None' as const,
    shippingDetails: l.shippingDetails
      ? {
          targets: l.shippingDetails.targets.map((t) =>
            omitUndefined({ addressKey: t.addressKey, quantity: t.quantity, shippingMethodKey: t.shippingMethodKey }),
          ),
          valid: l.shippingDetails.valid,
        }
      : undefined,
    custom: lineCustom(l),
  }) as CtLineItem;
}

/** A domain custom line item → a commercetools CustomLineItem. */
export function ctCustomLineItem(c: CustomLineItem): CtCustomLineItem {
  return omitUndefined({
    id: c.id,
    name: ls(c.name),
    slug: c.slug,
    money: ctMoney(c.money),
    quantity: c.quantity,
    totalPrice: ctMoney(c.totalPrice),
    discountedPricePerQuantity: [],
    taxedPricePortions: [],
    perMethodTaxRate: [],
    state: [{ quantity: c.quantity, state: { typeId: 'state' as const, id: 'initial' } }],
    priceMode: 'Standard' as const,
    custom: customFields('customLineItemFields', c.custom),
  }) as CtCustomLineItem;
}

/** A domain cart → a commercetools Cart (WIRE.md Carts). */
export function ctCart(c: Cart, dir: WireDirectory): CtCart {
  const addressOf = (key: string | undefined) => {
    const item = c.itemShippingAddresses.find((a) => a.key === key);
    return ctAddress(item ?? c.shippingAddress ?? { country: 'US' });
  };
  return omitUndefined({
    type: 'Cart',
    id: c.id,
    version: c.version,
    key: c.key,
    cartState: c.cartState,
    customerId: c.customerId,
    anonymousId: c.anonymousId,
    customerEmail: c.customerEmail,
    lineItems: c.lineItems.map((l) => ctLineItem(l, dir)),
    customLineItems: c.customLineItems.map(ctCustomLineItem),
    totalLineItemQuantity: c.lineItems.reduce((a, l) => a + l.quantity, 0),
    totalPrice: ctMoney(c.totalPrice),
    taxedPrice: c.taxedPrice
      ? {
          totalNet: ctMoney(c.taxedPrice.totalNet),
          totalGross: ctMoney(c.taxedPrice.totalGross),
          totalTax: ctMoney(c.taxedPrice.totalTax),
          taxPortions: c.taxedPrice.taxPortions.map((t) => ({ name: t.name, rate: t.rate, amount: ctMoney(t.amount) })),
        }
      : undefined,
    taxMode: 'External',
    priceRoundingMode: 'HalfEven',
    taxRoundingMode: 'HalfEven',
    taxCalculationMode: 'LineItemLevel',
    inventoryMode: 'None',
    shippingMode: c.shippingMode,
    country: c.country,
    locale: c.locale,
    shippingAddress: c.shippingAddress ? ctAddress(c.shippingAddress) : undefined,
    billingAddress: c.billingAddress ? ctAddress(c.billingAddress) : undefined,
    itemShippingAddresses: c.itemShippingAddresses.map(ctAddress),
    shippingInfo: c.shippingMode === 'Single' && c.shippingInfo ? ctShippingInfo(c.shippingInfo) : undefined,
    shipping:
      c.shippingMode === 'Multiple'
        ? c.shipping.map((s) => ({
            shippingKey: s.shippingKey ?? '',
            shippingInfo: ctShippingInfo(s),
            shippingAddress: addressOf(s.shippingKey),
          }))
        : [],
    discountCodes: c.discountCodes.map((d) => ({
      discountCode: expands(dir, 'discountCode')
        ? {
            typeId: 'discount-code' as const,
            id: d.id,
            obj: ctDiscountCode({
              id: d.id,
              code: d.code,
              name: d.name ?? d.code,
              description: d.description ?? '',
              cartDiscountIds: d.cartDiscountIds,
              isActive: true,
              applicationCount: 0,
            }),
          }
        : { typeId: 'discount-code' as const, id: d.id },
      state: d.state,
    })),
    directDiscounts: [],
    refusedGifts: [],
    origin: 'Customer',
    custom: customFields('cartFields', { ...c.custom }),
    createdAt: c.createdAt,
    lastModifiedAt: c.lastModifiedAt,
  }) as CtCart;
}

/** A domain order → a commercetools Order, payments expanded (WIRE.md Orders). */
export function ctOrder(o: Order, dir: WireDirectory): CtOrder {
  const cart = ctCart(o.cart, dir);
  const {
    type: _type,
    version: _version,
    key: _key,
    cartState: _state,
    id: _id,
    createdAt: _c,
    lastModifiedAt: _l,
    custom: _custom,
    ...rest
  } = cart as CtCart & { type: string };
  return omitUndefined({
    ...rest,
    type: 'Order',
    id: o.id,
    version: 1,
    orderNumber: o.orderNumber,
    orderState: o.orderState,
    cart: { typeId: 'cart' as const, id: o.cart.id },
    customerEmail: o.customerEmail,
    shippingAddress: o.shippingAddress ? ctAddress(o.shippingAddress) : undefined,
    billingAddress: o.billingAddress ? ctAddress(o.billingAddress) : undefined,
    syncInfo: [],
    refusedGifts: [],
    paymentInfo: {
      payments: o.payments.map((p) => ({
        typeId: 'payment' as const,
        id: p.id,
        obj: {
          id: p.id,
          amountPlanned: ctMoney(p.amountPlanned),
          paymentMethodInfo: omitUndefined({ method: p.method, name: p.cardBrand ? ls(p.cardBrand) : undefined }),
          custom: p.cardLast4
            ? { type: { typeId: 'type', id: 'paymentFields' }, fields: { cardLast4: p.cardLast4 } }
            : undefined,
        },
      })),
    },
    custom: customFields('orderFields', {
      ...o.cart.custom,
      receiptToken: o.receiptToken,
      idempotencyKey: o.idempotencyKey,
      totals: JSON.stringify(o.totals),
      payments: JSON.stringify(o.payments),
      cartVersion: o.cart.version,
    }),
    createdAt: o.createdAt,
    lastModifiedAt: o.createdAt,
  }) as unknown as CtOrder;
}
