import type {
  CartUpdateAction,
  BaseAddress,
  AddressDraft,
  CartDraft,
  CustomLineItemDraft,
  LineItemDraft,
} from '@commercetools/platform-sdk';
import type { CartDraft as DomainCartDraft } from '../../ports/commerce';
import type { Address, ItemShippingAddress } from '../../core/cart';
import type { CartAction } from '../../core/cart';
import type { Money } from '../../core/shared';
import { omitUndefined } from '../../core/shared';

/**
 * Domain → commercetools drafts and update actions (WIRE.md "Update actions"). Pure.
 */

/** Money → a commercetools money draft. */
export function moneyDraft(m: Money): { currencyCode: 'USD'; centAmount: number } {
  return { currencyCode: m.currency, centAmount: m.cents };
}

/**
 * A domain address → a commercetools address draft (spec core §3 Address: lastName, streetName, additionalStreetInfo,
 * additionalAddressInfo).
 */
export function addressDraft(a: Address | ItemShippingAddress): AddressDraft {
  const item = 'key' in a ? a : undefined;
  const c = item?.custom;
  const fields = c
    ? omitUndefined({
        requestedDeliveryOn: c.requestedDeliveryOn,
        price: c.priceCents === undefined ? undefined : { currencyCode: 'USD', centAmount: c.priceCents },
        shipmentPickupCarrier: c.shipmentPickupCarrier,
        shipmentPickupCarrierCode: c.shipmentPickupCarrierCode,
        shippingMethodName: c.shippingMethodName,
        shippingMethodId: c.shippingMethodId,
        signedTrustedMatchkey: c.signedTrustedMatchkey,
      })
    : undefined;
  const base: BaseAddress = omitUndefined({
    key: item?.key,
    lastName: a.name,
    company: a.company,
    streetName: a.street1,
    additionalStreetInfo: a.street2,
    city: a.city,
    state: a.state,
    postalCode: a.postalCode,
    country: a.country,
    email: a.email,
    phone: a.phone,
    additionalAddressInfo: a.residential === undefined ? undefined : a.residential ? 'residential' : 'business',
  });
  return fields && Object.keys(fields).length > 0
    ? { ...base, custom: { type: { typeId: 'type', key: 'shippingAddressFields' }, fields } }
    : base;
}

const typeKey = (key: string) => ({ typeId: 'type' as const, key });

function shipmentAddress(key: string, ctx: CtActionContext): BaseAddress {
  const found = ctx.itemAddress?.(key);
  if (!found) return { country: 'US' };
  const { custom: _custom, ...plain } = addressDraft(found);
  return plain;
}

/**
 * The item shipping addresses a batch of actions needs for its Multiple-mode shipping methods: those the batch
 * itself adds or updates, then `stored` (the cart's). Undefined when no action needs one.
 */
export function shipmentAddressesFor(
  actions: readonly CartAction[],
  stored: () => readonly Address[] | undefined,
): CtActionContext | undefined {
  const keys = actions.flatMap((a) =>
    a.action === 'setCustomShippingMethod' && a.shippingKey !== undefined ? [a.shippingKey] : [],
  );
  if (keys.length === 0) return undefined;
  const inBatch = new Map(
    actions.flatMap((a) =>
      a.action === 'addItemShippingAddress' || a.action === 'updateItemShippingAddress'
        ? [[a.address.key, a.address] as const]
        : [],
    ),
  );
  return { itemAddress: (key) => inBatch.get(key) ?? stored()?.find((x) => 'key' in x && x.key === key) };
}

/**
 * What ctAction needs beyond the action: the item shipping address of a shipment key (Multiple-mode shipping methods).
 */
export interface CtActionContext {
  readonly itemAddress?: (key: string) => Address | undefined;
}

/**
 * A domain cart action → the commercetools update action. A Multiple-mode shipping method
 * (setCustomShippingMethod with a shippingKey) becomes addCustomShippingMethod with the shipment's address from
 * `ctx.itemAddress` ({ country: 'US' } when unknown; the local server uses the item shipping address of the key).
 */
export function ctAction(a: CartAction, ctx: CtActionContext = {}): CartUpdateAction {
  switch (a.action) {
    case 'addLineItem':
      return omitUndefined({
        action: a.action,
        sku: a.sku,
        quantity: a.quantity,
        distributionChannel:
          a.distributionChannelKey === undefined
            ? undefined
            : { typeId: 'channel' as const, key: a.distributionChannelKey },
        // Always typed, so that setLineItemCustomField works later as in commercetools.
        custom: { type: typeKey('lineItemFields'), fields: { ...a.custom } },
        shippingDetails: a.shippingDetails
          ? { targets: a.shippingDetails.targets.map((t) => omitUndefined({ ...t })) }
          : undefined,
        externalPrice: a.externalPrice
          ? { currencyCode: 'USD' as const, centAmount: a.externalPrice.cents }
          : undefined,
      });
    case 'setShippingAddress':
    case 'setBillingAddress':
      return omitUndefined({ action: a.action, address: a.address ? addressDraft(a.address) : undefined });
    case 'addItemShippingAddress':
    case 'updateItemShippingAddress':
      return { action: a.action, address: addressDraft(a.address) };
    case 'setLineItemDistributionChannel':
      return omitUndefined({
        action: a.action,
        lineItemId: a.lineItemId,
        distributionChannel:
          a.distributionChannelKey === undefined
            ? undefined
            : { typeId: 'channel' as const, key: a.distributionChannelKey },
      });
    case 'removeDiscountCode':
      return { action: a.action, discountCode: { typeId: 'discount-code', id: a.discountCodeId } };
    case 'addCustomLineItem':
      return omitUndefined({
        action: a.action,
        name: { 'en-US': a.name },
        slug: a.slug,
        money: moneyDraft(a.money),
        quantity: a.quantity,
        custom:
          a.custom && Object.keys(a.custom).length > 0
            ? { type: typeKey('customLineItemFields'), fields: { ...a.custom } }
            : undefined,
      });
    case 'setCustomShippingMethod':
      return a.shippingKey === undefined
        ? {
            action: 'setCustomShippingMethod',
            shippingMethodName: a.shippingMethodName,
            shippingRate: { price: moneyDraft(a.price) },
          }
        : ({
            action: 'addCustomShippingMethod',
            shippingKey: a.shippingKey,
            shippingMethodName: a.shippingMethodName,
            shippingRate: { price: moneyDraft(a.price) },
            shippingAddress: shipmentAddress(a.shippingKey, ctx),
          } as CartUpdateAction);
    case 'removeCustomShippingMethod':
      return a.shippingKey === undefined
        ? { action: 'setShippingMethod' }
        : ({ action: 'removeShippingMethod', shippingKey: a.shippingKey } as CartUpdateAction);
    case 'setCustomType':
      return omitUndefined({ action: a.action, type: a.typeKey === undefined ? undefined : typeKey(a.typeKey) });
    case 'setLineItemShippingDetails':
      return omitUndefined({
        action: a.action,
        lineItemId: a.lineItemId,
        shippingDetails: a.shippingDetails
          ? { targets: a.shippingDetails.targets.map((t) => omitUndefined({ ...t })) }
          : undefined,
      });
    default:
      return omitUndefined({ ...a }) as CartUpdateAction;
  }
}

/** A commercetools CartDraft and the actions it cannot carry (to send as an update after the cart exists). */
export interface CtCartDraftPlan {
  readonly body: CartDraft;
  readonly rest: readonly CartAction[];
}

/**
 * A domain cart draft → the commercetools CartDraft (WIRE.md "Carts"): its actions become the draft's
 * lineItems, customLineItems, shippingAddress, billingAddress, itemShippingAddresses, discountCodes, customerEmail,
 * key and custom fields (type `cartFields`, always set so that setCustomField works later); the actions a draft
 * has no field for come back in `rest`. spec: core-cart-checkout §7 Commerce platform cart API.
 */
export function ctCartDraft(draft: DomainCartDraft): CtCartDraftPlan {
  const { actions = [], ...head } = draft;
  const lineItems: LineItemDraft[] = [];
  const customLineItems: CustomLineItemDraft[] = [];
  const itemShippingAddresses: BaseAddress[] = [];
  const discountCodes: string[] = [];
  const fields: Record<string, unknown> = {};
  const rest: CartAction[] = [];
  let body: CartDraft = { currency: 'USD', ...head };
  for (const a of actions) {
    const { action: _action, ...fieldsOf } = ctAction(a) as CartUpdateAction & Record<string, unknown>;
    if (a.action === 'addLineItem') lineItems.push(fieldsOf as LineItemDraft);
    else if (a.action === 'addCustomLineItem') customLineItems.push(fieldsOf as unknown as CustomLineItemDraft);
    else if (a.action === 'addItemShippingAddress') itemShippingAddresses.push(addressDraft(a.address));
    else if (a.action === 'addDiscountCode') discountCodes.push(a.code);
    else if (a.action === 'setCustomField') fields[a.name] = a.value;
    else if (a.action === 'setShippingAddress' && a.address)
      body = { ...body, shippingAddress: addressDraft(a.address) };
    else if (a.action === 'setBillingAddress' && a.address) body = { ...body, billingAddress: addressDraft(a.address) };
    else if (a.action === 'setCustomerEmail' && a.email !== undefined) body = { ...body, customerEmail: a.email };
    else if (a.action === 'setKey' && a.key !== undefined) body = { ...body, key: a.key };
    else rest.push(a);
  }
  const lists = omitUndefined({
    lineItems: lineItems.length ? lineItems : undefined,
    customLineItems: customLineItems.length ? customLineItems : undefined,
    itemShippingAddresses: itemShippingAddresses.length ? itemShippingAddresses : undefined,
    discountCodes: discountCodes.length ? discountCodes : undefined,
  });
  return { body: { ...body, ...lists, custom: { type: typeKey('cartFields'), fields } }, rest };
}
