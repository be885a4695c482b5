import { readFileSync } from 'node:fs';
import { describe, expect, it, test } from 'vitest';
import { z } from 'zod';
import type { CartAction, CartActionName } from '../../core/cart';
import type { Address, ItemShippingAddress } from '../../core/cart';
import type {
  Cart,
  CartDiscountCode,
  CustomLineItem,
  LineItem,
  LineItemCustomFields,
  Price,
  ShippingDetails,
} from '../../core/cart';
import type { DiscountCodeInfo } from '../../core/cart';
import type { Order } from '../../core/cart';
import { testCart } from '../../core/cart/model/test-cart';
import type { Category, Product } from '../../core/catalogue';
import { testProduct, testVariant } from '../../core/catalogue/model/test-product';
import { unitPriceFor } from '../../core/pricing';
import { usd } from '../../core/shared';
import { paymentSchema, totalLineSchema } from '../../ports/cart-action-schema';
import { catalogFixtureSchema } from '../../adapters/embedded/catalog/catalog-fixture';
import { catalogToDomain } from '../../adapters/embedded/catalog/to-product';
import { DEMO_PRODUCT_DISCOUNTS } from '../../adapters/embedded/engine/demo-product-discounts';
import { applyProductDiscounts } from '../../adapters/embedded/engine/product-discounts';
import { ctCart, ctOrder } from '../../adapters/embedded/server/ct/encode';
import { ctCategory, ctProductProjection } from '../../adapters/embedded/server/ct/encode-catalogue';
import { ctAddress, type WireDirectory } from '../../adapters/embedded/server/ct/encode-values';
import {
  ctCartUpdateSchema,
  domainAddress,
  toDomainActions,
  type CtCartAction,
} from '../../adapters/embedded/server/ct/update-actions';
import { ctAddressSchema as serverAddressSchema } from '../../adapters/embedded/server/ct/wire-fields';
import {
  ctAddressSchema as clientAddressSchema,
  ctCartSchema,
  ctCategorySchema,
  ctOrderSchema,
  ctProductSchema,
} from '../../adapters/commercetools/ct-schemas';
import * as from from '../../adapters/commercetools/from-ct';
import { CART_EXPAND } from '../../adapters/commercetools/http-commerce';
import { addressDraft, ctAction, shipmentAddressesFor } from '../../adapters/commercetools/to-ct';

/**
 * The commercetools wire mapping of adapters/commercetools/WIRE.md, both directions, as inverses:
 *
 * 1. Update actions: domain CartAction → `ctAction` (HTTP adapter, to-ct.ts) → JSON → `ctCartUpdateSchema`
 *    (local server, strict) → `toDomainActions` gives back the same CartAction, for each of the 22 actions in a
 *    full and a minimal form.
 * 2. Carts: domain Cart → `ctCart` (local server, encode.ts) → JSON → `ctCartSchema` (adapter) → `from.cart`
 *    gives back the same Cart, with references resolved by expansion alone and by the adapter's lookups alone.
 * 3. Orders: `ctOrder` → JSON → `ctOrderSchema` → `from.order` gives back the same Order.
 * 4. Products and categories: every product and category of the seeded catalogue (with the demo product
 *    discounts) → `ctProductProjection` / `ctCategory` → JSON → schemas → `from.product` / `from.categories`.
 * 5. Addresses: `addressDraft` → server `ctAddressSchema` → `domainAddress`, and `ctAddress` → adapter
 *    `ctAddressSchema` → `from.address`.
 *
 * Where the commercetools shape has no place for a domain value, or a mapping normalises it on purpose, the
 * "asymmetries" tests assert the exact documented result instead of leaving the case out. Deep equality is
 * vitest's `toEqual`: a property whose value is `undefined` counts as absent, as it does once serialised.
 */

/** What crosses HTTP: JSON text, parsed again. */
function wire(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

// ---- directories and lookups ------------------------------------------------------------------------------

const AD = 'auto-delivery';
const AD_CHANNEL_ID = 'channel-auto-delivery';
const HOLIDAY = DEMO_PRODUCT_DISCOUNTS.find((d) => d.id === 'pd-holiday-chocolate')!;
/** Expansions the adapter asks for on product projections (http-commerce.ts PRODUCT_EXPAND) plus categories. */
const PRODUCT_EXPAND = [
  'masterVariant.prices[*].discounted.discount',
  'variants[*].prices[*].discounted.discount',
  'masterVariant.prices[*].channel',
  'variants[*].prices[*].channel',
  'categories[*]',
];

function directory(expand?: readonly string[]): WireDirectory {
  return {
    categories: [],
    channelIdOf: (k) => (k === AD ? AD_CHANNEL_ID : k),
    categoryIdOf: (k) => `cat-${k}`,
    ...(expand ? { expand } : {}),
  };
}

/** The discount code read model the adapter would fetch by id (GET /discount-codes/{id}) for a cart's code. */
function codeInfo(c: CartDiscountCode): DiscountCodeInfo {
  return {
    id: c.id,
    code: c.code,
    name: c.name ?? c.code,
    description: c.description ?? '',
    cartDiscountIds: c.cartDiscountIds,
    isActive: true,
    applicationCount: 0,
  };
}

/** A CtLookup that resolves everything by id, as the adapter's caches do (GET /channels, /categories, ...). */
function fullLookup(codes: readonly CartDiscountCode[] = []): from.CtLookup {
  const byId = new Map(codes.map((c) => [c.id, codeInfo(c)]));
  return {
    channelKey: (id) => (id === AD_CHANNEL_ID ? AD : undefined),
    categoryKey: (id) => (id.startsWith('cat-') ? id.slice('cat-'.length) : undefined),
    discountCode: (id) => byId.get(id),
    productDiscountName: (id) => DEMO_PRODUCT_DISCOUNTS.find((d) => d.id === id)?.name,
  };
}

/** A CtLookup that resolves nothing but categories (which from-ct never reads from `obj`): expansion must carry the rest. */
const EXPANDED_ONLY: from.CtLookup = {
  channelKey: () => undefined,
  categoryKey: (id) => (id.startsWith('cat-') ? id.slice('cat-'.length) : undefined),
  discountCode: () => undefined,
  productDiscountName: () => undefined,
};

// ---- addresses ----------------------------------------------------------------------------------------------

const US_HOME: Address = {
  name: 'Pat Jones',
  company: 'Jones Family Trust',
  street1: '125 Moen Ave',
  street2: 'Apt 2',
  city: 'Cranford',
  state: 'NJ',
  postalCode: '07016',
  country: 'US',
  residential: true,
  email: 'pat@example.com',
  phone: '+1 908 555 0100',
};
const CA_BUSINESS: Address = {
  name: 'Robin Tremblay',
  company: 'Maple Treats Inc.',
  street1: '100 King St W',
  street2: 'Suite 5600',
  city: 'Toronto',
  state: 'ON',
  postalCode: 'M5X 1C9',
  country: 'CA',
  residential: false,
  email: 'orders@maple-treats.example',
  phone: '416-555-0199',
};
const MINIMAL: Address = { country: 'US' };
const ITEM_FULL: ItemShippingAddress = {
  ...US_HOME,
  key: 'shipment-1',
  custom: {
    requestedDeliveryOn: '2026-12-18',
    priceCents: 1295,
    shipmentPickupCarrier: 'UPS',
    shipmentPickupCarrierCode: 'UPSN',
    shippingMethodName: 'UPS Ground',
    shippingMethodId: 'ups-ground',
    signedTrustedMatchkey: 'sig-3f2a9c',
  },
};
const ITEM_CA: ItemShippingAddress = {
  ...CA_BUSINESS,
  key: 'shipment-2',
  custom: {
    requestedDeliveryOn: '2026-12-20',
    priceCents: 0,
    shipmentPickupCarrier: 'Canada Post',
    shipmentPickupCarrierCode: 'CPC',
    shippingMethodName: 'Expedited Parcel',
    shippingMethodId: 'cpc-expedited',
    signedTrustedMatchkey: 'sig-77b01e',
  },
};
const ITEM_MINIMAL: ItemShippingAddress = { key: 'shipment-3', country: 'US', custom: {} };

// =============================================================================================================
// 1. Update actions: ctAction → JSON → ctCartUpdateSchema → toDomainActions
// =============================================================================================================

const FULL_LINE_CUSTOM: LineItemCustomFields = {
  autoDeliveryInterval: 30,
  markedAsGift: true,
  greetingCardMessage: 'Happy holidays, love Pat',
  externalId: 'ext-2',
  parentExternalId: 'ext-1',
  listMetadata: '{"list":"holiday-2026"}',
  recipientsJson: '[{"name":"Robin","email":"robin@example.com"}]',
  meltable: false,
};
const TWO_TARGETS = {
  targets: [
    { addressKey: 'shipment-1', quantity: 4, shippingMethodKey: 'shipment-1' },
    { addressKey: 'shipment-2', quantity: 2 },
  ],
};

interface ActionCase {
  readonly label: string;
  readonly action: CartAction;
  /** The commercetools action name on the wire. */
  readonly wire: string;
  /** What the server decodes, when it is not `[action]` (a documented asymmetry). */
  readonly back?: readonly CartAction[];
}

const ACTION_CASES: readonly ActionCase[] = [
  {
    label: 'addLineItem (full: channel, every custom field, two targets)',
    wire: 'addLineItem',
    action: {
      action: 'addLineItem',
      sku: '1001-03',
      quantity: 6,
      distributionChannelKey: AD,
      custom: FULL_LINE_CUSTOM,
      shippingDetails: TWO_TARGETS,
    },
  },
  // Asymmetry: the adapter always sends custom { type lineItemFields, fields: {} }, so the line can take setLineItemCustomField later.
  {
    label: 'addLineItem (minimal: custom comes back {})',
    wire: 'addLineItem',
    action: { action: 'addLineItem', sku: '1001-03', quantity: 1 },
    back: [{ action: 'addLineItem', sku: '1001-03', quantity: 1, custom: {} }],
  },
  {
    label: 'changeLineItemQuantity',
    wire: 'changeLineItemQuantity',
    action: { action: 'changeLineItemQuantity', lineItemId: 'line-1', quantity: 12 },
  },
  {
    label: 'changeLineItemQuantity (to 0)',
    wire: 'changeLineItemQuantity',
    action: { action: 'changeLineItemQuantity', lineItemId: 'line-1', quantity: 0 },
  },
  { label: 'removeLineItem', wire: 'removeLineItem', action: { action: 'removeLineItem', lineItemId: 'line-1' } },
  {
    label: 'setShippingAddress (full US residential)',
    wire: 'setShippingAddress',
    action: { action: 'setShippingAddress', address: US_HOME },
  },
  {
    label: 'setShippingAddress (CA business)',
    wire: 'setShippingAddress',
    action: { action: 'setShippingAddress', address: CA_BUSINESS },
  },
  {
    label: 'setShippingAddress (country only)',
    wire: 'setShippingAddress',
    action: { action: 'setShippingAddress', address: MINIMAL },
  },
  { label: 'setShippingAddress (unset)', wire: 'setShippingAddress', action: { action: 'setShippingAddress' } },
  {
    label: 'setBillingAddress (CA business)',
    wire: 'setBillingAddress',
    action: { action: 'setBillingAddress', address: CA_BUSINESS },
  },
  { label: 'setBillingAddress (unset)', wire: 'setBillingAddress', action: { action: 'setBillingAddress' } },
  {
    label: 'addItemShippingAddress (full, every custom field)',
    wire: 'addItemShippingAddress',
    action: { action: 'addItemShippingAddress', address: ITEM_FULL },
  },
  {
    label: 'addItemShippingAddress (CA business, priceCents 0)',
    wire: 'addItemShippingAddress',
    action: { action: 'addItemShippingAddress', address: ITEM_CA },
  },
  {
    label: 'addItemShippingAddress (minimal)',
    wire: 'addItemShippingAddress',
    action: { action: 'addItemShippingAddress', address: ITEM_MINIMAL },
  },
  {
    label: 'updateItemShippingAddress (full)',
    wire: 'updateItemShippingAddress',
    action: { action: 'updateItemShippingAddress', address: ITEM_FULL },
  },
  {
    label: 'updateItemShippingAddress (minimal)',
    wire: 'updateItemShippingAddress',
    action: { action: 'updateItemShippingAddress', address: ITEM_MINIMAL },
  },
  {
    label: 'removeItemShippingAddress',
    wire: 'removeItemShippingAddress',
    action: { action: 'removeItemShippingAddress', addressKey: 'shipment-2' },
  },
  {
    label: 'setLineItemShippingDetails (two targets)',
    wire: 'setLineItemShippingDetails',
    action: { action: 'setLineItemShippingDetails', lineItemId: 'line-1', shippingDetails: TWO_TARGETS },
  },
  {
    label: 'setLineItemShippingDetails (no targets)',
    wire: 'setLineItemShippingDetails',
    action: { action: 'setLineItemShippingDetails', lineItemId: 'line-1', shippingDetails: { targets: [] } },
  },
  {
    label: 'setLineItemShippingDetails (unset)',
    wire: 'setLineItemShippingDetails',
    action: { action: 'setLineItemShippingDetails', lineItemId: 'line-1' },
  },
  {
    label: 'setLineItemCustomField (string)',
    wire: 'setLineItemCustomField',
    action: { action: 'setLineItemCustomField', lineItemId: 'line-1', name: 'greetingCardMessage', value: 'Enjoy!' },
  },
  {
    label: 'setLineItemCustomField (number)',
    wire: 'setLineItemCustomField',
    action: { action: 'setLineItemCustomField', lineItemId: 'line-1', name: 'autoDeliveryInterval', value: 60 },
  },
  {
    label: 'setLineItemCustomField (boolean)',
    wire: 'setLineItemCustomField',
    action: { action: 'setLineItemCustomField', lineItemId: 'line-1', name: 'markedAsGift', value: false },
  },
  {
    label: 'setLineItemCustomField (unset)',
    wire: 'setLineItemCustomField',
    action: { action: 'setLineItemCustomField', lineItemId: 'line-1', name: 'markedAsGift' },
  },
  {
    label: 'setLineItemDistributionChannel (auto-delivery)',
    wire: 'setLineItemDistributionChannel',
    action: { action: 'setLineItemDistributionChannel', lineItemId: 'line-1', distributionChannelKey: AD },
  },
  {
    label: 'setLineItemDistributionChannel (unset)',
    wire: 'setLineItemDistributionChannel',
    action: { action: 'setLineItemDistributionChannel', lineItemId: 'line-1' },
  },
  { label: 'addDiscountCode', wire: 'addDiscountCode', action: { action: 'addDiscountCode', code: 'HOLIDAY10' } },
  // Asymmetry: the server trims the code (ctCartActionSchema addDiscountCode: z.string().trim()).
  {
    label: 'addDiscountCode (surrounding spaces are trimmed)',
    wire: 'addDiscountCode',
    action: { action: 'addDiscountCode', code: '  HOLIDAY10 ' },
    back: [{ action: 'addDiscountCode', code: 'HOLIDAY10' }],
  },
  {
    label: 'removeDiscountCode',
    wire: 'removeDiscountCode',
    action: { action: 'removeDiscountCode', discountCodeId: 'dc-holiday' },
  },
  {
    label: 'addCustomLineItem (full: custom of every scalar type)',
    wire: 'addCustomLineItem',
    action: {
      action: 'addCustomLineItem',
      name: 'Goodwill adjustment',
      slug: 'adjustment',
      money: usd(-250),
      quantity: 2,
      custom: { reason: 'late delivery', ticket: 4711, refundable: true },
    },
  },
  {
    label: 'addCustomLineItem (minimal)',
    wire: 'addCustomLineItem',
    action: {
      action: 'addCustomLineItem',
      name: 'Heat-Resistant Packaging',
      slug: 'heat-resistant-packaging',
      money: usd(599),
      quantity: 1,
    },
  },
  // Asymmetry: empty custom fields are not sent (no custom type), so `custom: {}` comes back absent.
  {
    label: 'addCustomLineItem (empty custom comes back absent)',
    wire: 'addCustomLineItem',
    action: {
      action: 'addCustomLineItem',
      name: 'Packing slip',
      slug: 'packing-slip',
      money: usd(0),
      quantity: 1,
      custom: {},
    },
    back: [{ action: 'addCustomLineItem', name: 'Packing slip', slug: 'packing-slip', money: usd(0), quantity: 1 }],
  },
  {
    label: 'removeCustomLineItem',
    wire: 'removeCustomLineItem',
    action: { action: 'removeCustomLineItem', customLineItemId: 'cli-1' },
  },
  {
    label: 'setCustomShippingMethod (Single mode)',
    wire: 'setCustomShippingMethod',
    action: { action: 'setCustomShippingMethod', shippingMethodName: 'UPS Ground', price: usd(1295) },
  },
  // Asymmetry on the wire only: with a shippingKey it is commercetools' addCustomShippingMethod (Multiple mode).
  {
    label: 'setCustomShippingMethod with shippingKey (wire: addCustomShippingMethod)',
    wire: 'addCustomShippingMethod',
    action: {
      action: 'setCustomShippingMethod',
      shippingMethodName: 'UPS 2nd Day Air',
      price: usd(2495),
      shippingKey: 'shipment-2',
    },
  },
  // Asymmetry on the wire only: without a key it is setShippingMethod {}, with a key removeShippingMethod.
  {
    label: 'removeCustomShippingMethod (wire: setShippingMethod)',
    wire: 'setShippingMethod',
    action: { action: 'removeCustomShippingMethod' },
  },
  {
    label: 'removeCustomShippingMethod with shippingKey (wire: removeShippingMethod)',
    wire: 'removeShippingMethod',
    action: { action: 'removeCustomShippingMethod', shippingKey: 'shipment-2' },
  },
  {
    label: 'setCustomerEmail',
    wire: 'setCustomerEmail',
    action: { action: 'setCustomerEmail', email: 'pat@example.com' },
  },
  { label: 'setCustomerEmail (unset)', wire: 'setCustomerEmail', action: { action: 'setCustomerEmail' } },
  {
    label: 'setCustomField (string)',
    wire: 'setCustomField',
    action: { action: 'setCustomField', name: 'orderTags', value: 'gift,rush' },
  },
  {
    label: 'setCustomField (number)',
    wire: 'setCustomField',
    action: { action: 'setCustomField', name: 'priority', value: 3 },
  },
  {
    label: 'setCustomField (boolean)',
    wire: 'setCustomField',
    action: { action: 'setCustomField', name: 'reviewed', value: true },
  },
  {
    label: 'setCustomField (unset)',
    wire: 'setCustomField',
    action: { action: 'setCustomField', name: 'stashedDiscountCode' },
  },
  {
    label: 'setCustomType (cartFields)',
    wire: 'setCustomType',
    action: { action: 'setCustomType', typeKey: 'cartFields' },
  },
  { label: 'setCustomType (unset)', wire: 'setCustomType', action: { action: 'setCustomType' } },
  { label: 'setKey', wire: 'setKey', action: { action: 'setKey', key: 'cart-key_42' } },
  { label: 'setKey (unset)', wire: 'setKey', action: { action: 'setKey' } },
  {
    label: 'recalculate (updateProductData true)',
    wire: 'recalculate',
    action: { action: 'recalculate', updateProductData: true },
  },
  {
    label: 'recalculate (updateProductData false)',
    wire: 'recalculate',
    action: { action: 'recalculate', updateProductData: false },
  },
  { label: 'recalculate (minimal)', wire: 'recalculate', action: { action: 'recalculate' } },
];

/** Every action name of core/cart/model/actions.ts (a missing or extra name fails to compile). */
const ACTION_NAMES = {
  addLineItem: true,
  changeLineItemQuantity: true,
  removeLineItem: true,
  setShippingAddress: true,
  setBillingAddress: true,
  addItemShippingAddress: true,
  updateItemShippingAddress: true,
  removeItemShippingAddress: true,
  setLineItemShippingDetails: true,
  setLineItemCustomField: true,
  setLineItemDistributionChannel: true,
  addDiscountCode: true,
  removeDiscountCode: true,
  addCustomLineItem: true,
  removeCustomLineItem: true,
  setCustomShippingMethod: true,
  removeCustomShippingMethod: true,
  setCustomerEmail: true,
  setCustomField: true,
  setCustomType: true,
  setKey: true,
  recalculate: true,
} satisfies Record<CartActionName, true>;

/** The adapter's update body for `actions`, over JSON, parsed by the server's strict schema and decoded. */
function actionsRoundTrip(actions: readonly CartAction[]): { sent: readonly CtCartAction[]; back: CartAction[] } {
  const body = ctCartUpdateSchema.parse(wire({ version: 1, actions: actions.map((a) => ctAction(a)) }));
  return { sent: body.actions, back: toDomainActions(body.actions) };
}

describe('update actions: ctAction → JSON → ctCartUpdateSchema → toDomainActions', () => {
  it('covers exactly the 22 action names of core/cart/model/actions.ts', () => {
    expect(Object.keys(ACTION_NAMES)).toHaveLength(22);
    expect(new Set(ACTION_CASES.map((c) => c.action.action))).toEqual(new Set(Object.keys(ACTION_NAMES)));
  });

  test.each(ACTION_CASES)('$label', ({ action, wire: wireName, back }) => {
    const { sent, back: decoded } = actionsRoundTrip([action]);
    expect(sent.map((a) => a.action)).toEqual([wireName]);
    expect(decoded).toEqual(back ?? [action]);
  });

  it('decodes a body of every case at once to the same list, in order', () => {
    const { back } = actionsRoundTrip(ACTION_CASES.map((c) => c.action));
    expect(back).toEqual(ACTION_CASES.flatMap((c) => c.back ?? [c.action]));
  });

  describe('asymmetries, asserted on the wire', () => {
    it('addLineItem always carries custom type lineItemFields; its fields are the line custom fields', () => {
      expect(actionsRoundTrip([{ action: 'addLineItem', sku: '1001-03', quantity: 1 }]).sent).toEqual([
        {
          action: 'addLineItem',
          sku: '1001-03',
          quantity: 1,
          custom: { type: { typeId: 'type', key: 'lineItemFields' }, fields: {} },
        },
      ]);
      expect(
        actionsRoundTrip([
          {
            action: 'addLineItem',
            sku: '1001-03',
            quantity: 2,
            distributionChannelKey: AD,
            custom: { markedAsGift: true },
          },
        ]).sent,
      ).toEqual([
        {
          action: 'addLineItem',
          sku: '1001-03',
          quantity: 2,
          distributionChannel: { typeId: 'channel', key: AD },
          custom: { type: { typeId: 'type', key: 'lineItemFields' }, fields: { markedAsGift: true } },
        },
      ]);
    });

    it('setCustomShippingMethod with a shippingKey is addCustomShippingMethod with a placeholder shippingAddress the server ignores', () => {
      const { sent, back } = actionsRoundTrip([
        {
          action: 'setCustomShippingMethod',
          shippingMethodName: 'UPS Ground',
          price: usd(1295),
          shippingKey: 'shipment-1',
        },
      ]);
      expect(sent).toEqual([
        {
          action: 'addCustomShippingMethod',
          shippingKey: 'shipment-1',
          shippingMethodName: 'UPS Ground',
          shippingRate: { price: { currencyCode: 'USD', centAmount: 1295 } },
          shippingAddress: { country: 'US' },
        },
      ]);
      expect(back).toEqual([
        {
          action: 'setCustomShippingMethod',
          shippingMethodName: 'UPS Ground',
          price: usd(1295),
          shippingKey: 'shipment-1',
        },
      ]);
    });

    it("carries the shipment's address on addCustomShippingMethod: from the same batch, else from the stored cart, without custom fields", () => {
      const stored: ItemShippingAddress = {
        key: 'shipment-1',
        name: 'Pat Doe',
        street1: '1 Main St',
        city: 'Newark',
        state: 'NJ',
        postalCode: '07102',
        country: 'US',
        residential: true,
        custom: { requestedDeliveryOn: '2026-12-01' },
      };
      const added: ItemShippingAddress = {
        key: 'shipment-2',
        name: 'Sam Roe',
        street1: '9 Elm St',
        city: 'Toronto',
        state: 'ON',
        postalCode: 'M5V 2T6',
        country: 'CA',
        custom: {},
      };
      const batch: CartAction[] = [
        { action: 'addItemShippingAddress', address: added },
        {
          action: 'setCustomShippingMethod',
          shippingMethodName: 'UPS Ground',
          price: usd(1295),
          shippingKey: 'shipment-2',
        },
        {
          action: 'setCustomShippingMethod',
          shippingMethodName: 'FedEx Home',
          price: usd(995),
          shippingKey: 'shipment-1',
        },
        { action: 'setCustomShippingMethod', shippingMethodName: 'Pickup', price: usd(0), shippingKey: 'shipment-9' },
      ];
      const ctx = shipmentAddressesFor(batch, () => [stored]);
      const sent = batch.map((a) => ctAction(a, ctx)) as { shippingAddress?: unknown }[];
      expect(sent[1]?.shippingAddress).toEqual({
        key: 'shipment-2',
        lastName: 'Sam Roe',
        streetName: '9 Elm St',
        city: 'Toronto',
        state: 'ON',
        postalCode: 'M5V 2T6',
        country: 'CA',
      });
      expect(sent[2]?.shippingAddress).toEqual({
        key: 'shipment-1',
        lastName: 'Pat Doe',
        streetName: '1 Main St',
        city: 'Newark',
        state: 'NJ',
        postalCode: '07102',
        country: 'US',
        additionalAddressInfo: 'residential',
      });
      expect(sent[3]?.shippingAddress).toEqual({ country: 'US' });
      expect(shipmentAddressesFor([{ action: 'recalculate' }], () => [stored])).toBeUndefined();
      expect(
        toDomainActions(ctCartUpdateSchema.parse({ version: 1, actions: JSON.parse(JSON.stringify(sent)) }).actions),
      ).toEqual(batch);
    });

    it('removeCustomShippingMethod is setShippingMethod {} without a key and removeShippingMethod with one', () => {
      expect(actionsRoundTrip([{ action: 'removeCustomShippingMethod' }]).sent).toEqual([
        { action: 'setShippingMethod' },
      ]);
      expect(actionsRoundTrip([{ action: 'removeCustomShippingMethod', shippingKey: 'shipment-2' }]).sent).toEqual([
        { action: 'removeShippingMethod', shippingKey: 'shipment-2' },
      ]);
    });

    it('item shipping address custom fields travel as type shippingAddressFields with price as money', () => {
      const [sent] = actionsRoundTrip([{ action: 'addItemShippingAddress', address: ITEM_FULL }]).sent;
      if (sent?.action !== 'addItemShippingAddress') throw new Error(`unexpected ${sent?.action}`);
      expect(sent).toMatchObject({
        address: {
          key: 'shipment-1',
          lastName: 'Pat Jones',
          streetName: '125 Moen Ave',
          additionalStreetInfo: 'Apt 2',
          additionalAddressInfo: 'residential',
          custom: {
            type: { typeId: 'type' },
            fields: {
              requestedDeliveryOn: '2026-12-18',
              price: { currencyCode: 'USD', centAmount: 1295 },
              shippingMethodName: 'UPS Ground',
            },
          },
        },
      });
      // WIRE.md names the type by key; to-ct.ts addressDraft currently sends it as `id` (the server reads either).
      const type = sent.address.custom?.type;
      expect(type?.key ?? type?.id).toBe('shippingAddressFields');
    });

    it('setCustomType with fields (sent by other commercetools clients, never by ctAction) becomes setCustomType plus one setCustomField per scalar field', () => {
      const body = ctCartUpdateSchema.parse({
        version: 1,
        actions: [
          {
            action: 'setCustomType',
            type: { typeId: 'type', key: 'cartFields' },
            fields: { orderTags: 'gift', level: 2, nested: { x: 1 } },
          },
        ],
      });
      expect(toDomainActions(body.actions)).toEqual([
        { action: 'setCustomType', typeKey: 'cartFields' },
        { action: 'setCustomField', name: 'orderTags', value: 'gift' },
        { action: 'setCustomField', name: 'level', value: 2 },
      ]);
    });
  });
});

// =============================================================================================================
// 2. Carts: ctCart → JSON → ctCartSchema → from.cart
// =============================================================================================================

/** A line as the engine computes it: unit = unitPriceFor(price, quantity), before = unit × quantity, total after `cartDiscountCents`. */
function engineLine(
  id: string,
  o: {
    readonly productKey: string;
    readonly productPath: string;
    readonly name: string;
    readonly imageUrl?: string;
    readonly variant: LineItem['variant'];
    readonly price: Price;
    readonly quantity: number;
    readonly cartDiscountCents?: number;
    readonly distributionChannelKey?: string;
    readonly shippingDetails?: ShippingDetails;
    readonly custom?: LineItemCustomFields;
  },
): LineItem {
  const unitPrice = unitPriceFor(o.price, o.quantity);
  const before = usd(unitPrice.cents * o.quantity);
  return {
    id,
    productId: `prod-${o.productKey}`,
    productKey: o.productKey,
    productPath: o.productPath,
    name: o.name,
    ...(o.imageUrl ? { imageUrl: o.imageUrl } : {}),
    variant: o.variant,
    quantity: o.quantity,
    price: o.price,
    unitPrice,
    totalPriceBeforeCartLevelDiscount: before,
    totalPrice: usd(before.cents - (o.cartDiscountCents ?? 0)),
    priceMode: 'Platform',
    lineItemMode: 'Standard',
    ...(o.distributionChannelKey ? { distributionChannelKey: o.distributionChannelKey } : {}),
    ...(o.shippingDetails ? { shippingDetails: o.shippingDetails } : {}),
    custom: o.custom ?? {},
  };
}

/** A cart as the engine computes it: totals from lines, custom lines and shipping; discountTotal; taxedPrice at `taxRate`. */
function engineCart(
  base: Omit<Cart, 'totalPrice' | 'discountTotal' | 'taxedPrice' | 'maxQuantity'>,
  taxRate?: { name: string; rate: number },
): Cart {
  const lines = base.lineItems.reduce((s, l) => s + l.totalPrice.cents, 0);
  const customs = base.customLineItems.reduce((s, c) => s + c.totalPrice.cents, 0);
  const shipping =
    base.shippingMode === 'Single'
      ? (base.shippingInfo?.price.cents ?? 0)
      : base.shipping.reduce((s, x) => s + x.price.cents, 0);
  const net = lines + customs + shipping;
  const tax = taxRate ? Math.round(net * taxRate.rate) : 0;
  return {
    ...base,
    totalPrice: usd(net),
    maxQuantity: 4999,
    discountTotal: usd(
      base.lineItems.reduce((s, l) => s + l.totalPriceBeforeCartLevelDiscount.cents - l.totalPrice.cents, 0),
    ),
    ...(taxRate
      ? {
          taxedPrice: {
            totalNet: usd(net),
            totalGross: usd(net + tax),
            totalTax: usd(tax),
            taxPortions: [{ name: taxRate.name, rate: taxRate.rate, amount: usd(tax) }],
          },
        }
      : {}),
  };
}

const baseVariant = { weightGrams: 454, backordered: false, active: true, maximumPiecesPerOrder: 4999 };

// Line 1: tiered default price, 6 units → the 5+ tier; cart discount 100 per unit; shipped to two addresses.
const tieredDefault: Price = {
  id: '1001-03-default',
  value: usd(1479),
  tiers: [
    { minimumQuantity: 5, value: usd(1379) },
    { minimumQuantity: 10, value: usd(1299) },
  ],
};
const tieredAd: Price = { id: '1001-03-ad', value: usd(1405), channelKey: AD, tiers: [] };
const tieredLine = engineLine('line-1', {
  productKey: 'roasted-salted-almonds',
  productPath: '/nuts/almonds/roasted-salted-almonds',
  name: 'Roasted Salted Almonds',
  imageUrl: '/images/products/roasted-salted-almonds.svg',
  variant: { ...baseVariant, id: 3, sku: '1001-03', variantName: '1 lb bag', prices: [tieredDefault, tieredAd] },
  price: tieredDefault,
  quantity: 6,
  cartDiscountCents: 600,
  shippingDetails: {
    targets: [
      { addressKey: 'shipment-1', quantity: 4, shippingMethodKey: 'shipment-1' },
      { addressKey: 'shipment-2', quantity: 2, shippingMethodKey: 'shipment-2' },
    ],
    valid: true,
  },
});

// Line 2: default price with the demo product discount (15% off: 1099 → 934); a fixedAddress variant; meltable.
const discountedDefault: Price = {
  id: '2001-01-default',
  value: usd(1099),
  tiers: [],
  discounted: { value: usd(934), discountId: HOLIDAY.id, discountName: HOLIDAY.name },
};
const discountedLine = engineLine('line-2', {
  productKey: 'dark-chocolate-blend',
  productPath: '/chocolatessweets/dark-chocolate-blend',
  name: 'Dark Chocolate Blend',
  imageUrl: '/images/products/dark-chocolate-blend.svg',
  variant: {
    ...baseVariant,
    id: 1,
    sku: '2001-01',
    variantName: '8 oz box',
    weightGrams: 227,
    maximumPiecesPerOrder: 50,
    prices: [discountedDefault],
    fixedAddress: JSON.stringify({
      groupShipments: true,
      skipFulfillment: false,
      shippingMethod: 'UPS Ground',
      address: {
        name: 'Gift Desk',
        street1: '1 Main St',
        city: 'Newark',
        state: 'NJ',
        postalCode: '07102',
        country: 'US',
      },
    }),
  },
  price: discountedDefault,
  quantity: 2,
  shippingDetails: { targets: [{ addressKey: 'shipment-1', quantity: 2 }], valid: true },
  custom: { meltable: true, markedAsGift: false },
});

// Line 3: on the auto-delivery distribution channel (the channel's price); every line custom field; 10% cart discount (370 over 3 units); no image.
const adDefault: Price = { id: '3001-02-default', value: usd(1299), tiers: [] };
const adChannel: Price = { id: '3001-02-ad', value: usd(1234), channelKey: AD, tiers: [] };
const autoDeliveryLine = engineLine('line-3', {
  productKey: 'medjool-dates',
  productPath: '/driedfruit/dates/medjool-dates',
  name: 'Medjool Dates',
  variant: {
    ...baseVariant,
    id: 2,
    sku: '3001-02',
    variantName: '2 lb bag',
    weightGrams: 907,
    backordered: true,
    prices: [adDefault, adChannel],
  },
  price: adChannel,
  quantity: 3,
  cartDiscountCents: 370,
  distributionChannelKey: AD,
  shippingDetails: {
    targets: [{ addressKey: 'shipment-2', quantity: 3, shippingMethodKey: 'shipment-2' }],
    valid: true,
  },
  custom: FULL_LINE_CUSTOM,
});

const customLines: CustomLineItem[] = [
  {
    id: 'cli-1',
    slug: 'heat-resistant-packaging',
    name: 'Heat-Resistant Packaging',
    quantity: 1,
    money: usd(599),
    totalPrice: usd(599),
    custom: { shipmentKey: 'shipment-1', taxable: true, sortOrder: 1 },
  },
  {
    id: 'cli-2',
    slug: 'adjustment',
    name: 'Goodwill adjustment',
    quantity: 2,
    money: usd(-250),
    totalPrice: usd(-500),
    custom: { reason: 'late delivery' },
  },
];

const discountCodes: CartDiscountCode[] = [
  {
    id: 'dc-holiday',
    code: 'HOLIDAY10',
    name: 'Holiday 10',
    description: '10% off everything',
    state: 'MatchesCart',
    cartDiscountIds: ['cd-holiday'],
  },
  {
    id: 'dc-ship',
    code: 'SHIPFREE',
    name: 'Free shipping',
    description: 'Free ground shipping over $50',
    state: 'DoesNotMatchCart',
    cartDiscountIds: ['cd-ship-1', 'cd-ship-2'],
  },
];

const FULL_CART = engineCart(
  {
    id: 'cart-full',
    version: 7,
    key: 'cart-key-1',
    cartState: 'Active',
    customerId: 'customer-1',
    anonymousId: 'anon-1',
    customerEmail: 'pat@example.com',
    lineItems: [tieredLine, discountedLine, autoDeliveryLine],
    customLineItems: customLines,
    discountCodes,
    shippingMode: 'Multiple',
    shippingAddress: US_HOME,
    billingAddress: CA_BUSINESS,
    itemShippingAddresses: [ITEM_FULL, ITEM_CA],
    shipping: [
      { shippingKey: 'shipment-1', shippingMethodName: 'UPS Ground', price: usd(1295) },
      { shippingKey: 'shipment-2', shippingMethodName: 'Expedited Parcel', price: usd(2495) },
    ],
    custom: {
      stashedDiscountCode: 'SHIPFREE',
      stashedDiscountCodeName: 'Free shipping',
      orderTags: 'gift,rush',
      reshippedFromOrderNumber: '100041',
      copiedFromOrderNumber: '100040',
    },
    createdAt: '2026-12-01T10:00:00.000Z',
    lastModifiedAt: '2026-12-01T10:42:17.123Z',
  },
  { name: 'NJ', rate: 0.06625 },
);

const SINGLE_CART = engineCart({
  id: 'cart-single',
  version: 3,
  cartState: 'Active',
  anonymousId: 'anon-2',
  lineItems: [discountedLine],
  customLineItems: [],
  discountCodes: [],
  shippingMode: 'Single',
  shippingAddress: MINIMAL,
  itemShippingAddresses: [],
  shippingInfo: { shippingMethodName: 'UPS Ground', price: usd(995) },
  shipping: [],
  custom: { orderTags: 'web' },
  createdAt: '2026-12-02T08:00:00.000Z',
  lastModifiedAt: '2026-12-02T08:05:00.000Z',
});

const CARTS: readonly { readonly label: string; readonly cart: Cart }[] = [
  { label: 'an empty cart', cart: testCart() },
  { label: 'a Single-mode cart with a custom shipping method', cart: SINGLE_CART },
  {
    label: 'a full Multiple-mode cart (tiers, product discount, auto-delivery, custom lines, two codes, taxes)',
    cart: FULL_CART,
  },
];

/** How the adapter resolves references: by expansion alone (as the browser's /me calls), or by its lookups alone. */
const RESOLUTIONS: readonly {
  readonly label: string;
  readonly dir: WireDirectory;
  readonly lookup: (c: Cart) => from.CtLookup;
}[] = [
  { label: 'expanded (CART_EXPAND), nothing looked up', dir: directory(CART_EXPAND), lookup: () => EXPANDED_ONLY },
  { label: 'unexpanded, resolved by the lookups', dir: directory(), lookup: (c) => fullLookup(c.discountCodes) },
];

function cartRoundTrip(cart: Cart, dir: WireDirectory, lookup: from.CtLookup): Cart {
  return from.cart(ctCartSchema.parse(wire(ctCart(cart, dir))), lookup);
}

describe('carts: ctCart → JSON → ctCartSchema → from.cart', () => {
  it('the full cart is internally consistent as the engine computes it', () => {
    expect(FULL_CART.lineItems.map((l) => l.unitPrice.cents)).toEqual([1379, 934, 1234]);
    expect(FULL_CART.lineItems.map((l) => l.totalPrice.cents)).toEqual([1379 * 6 - 600, 934 * 2, 1234 * 3 - 370]);
    expect(FULL_CART.discountTotal).toEqual(usd(970));
    expect(FULL_CART.totalPrice).toEqual(usd(7674 + 1868 + 3332 + 599 - 500 + 1295 + 2495));
    expect(FULL_CART.taxedPrice?.totalTax).toEqual(usd(Math.round(16763 * 0.06625)));
  });

  describe.each(RESOLUTIONS)('references $label', ({ dir, lookup }) => {
    test.each(CARTS)('$label deep-equals the domain cart', ({ cart }) => {
      expect(cartRoundTrip(cart, dir, lookup(cart))).toEqual(cart);
    });
  });

  describe('asymmetries', () => {
    it('the line price on the wire carries the applied tier value; the decoder restores the variant price by id', () => {
      const ct = ctCartSchema.parse(wire(ctCart(FULL_CART, directory())));
      expect(ct.lineItems[0]!.price.value.centAmount).toBe(1379);
      expect(ct.lineItems[0]!.variant.prices!.find((p) => p.id === tieredDefault.id)!.value.centAmount).toBe(1479);
      expect(cartRoundTrip(FULL_CART, directory(), fullLookup(discountCodes)).lineItems[0]!.price).toEqual(
        tieredDefault,
      );
    });

    it('a line price that is not among its variant prices comes back with value = the applied tier', () => {
      const orphan = engineLine('line-x', {
        ...tieredLine,
        variant: { ...tieredLine.variant, prices: [] },
        price: tieredDefault,
        quantity: 6,
      });
      const back = cartRoundTrip(testCart({ lineItems: [orphan] }), directory(), fullLookup());
      expect(back.lineItems[0]!.price).toEqual({ ...tieredDefault, value: usd(1379) });
      expect(back.lineItems[0]!.unitPrice).toEqual(orphan.unitPrice);
    });

    it('a discount code without name or description comes back with name = code and description = "" (expanded or looked up)', () => {
      const bare = testCart({
        discountCodes: [{ id: 'dc-x', code: 'BARE', state: 'MatchesCart', cartDiscountIds: [] }],
      });
      const expected = [
        { id: 'dc-x', code: 'BARE', name: 'BARE', description: '', state: 'MatchesCart', cartDiscountIds: [] },
      ];
      expect(cartRoundTrip(bare, directory(CART_EXPAND), EXPANDED_ONLY).discountCodes).toEqual(expected);
      expect(cartRoundTrip(bare, directory(), fullLookup(bare.discountCodes)).discountCodes).toEqual(expected);
    });

    it('an unexpanded discount code the lookup does not know comes back as its id, no cart discounts', () => {
      expect(cartRoundTrip(FULL_CART, directory(), fullLookup()).discountCodes).toEqual(
        discountCodes.map((d) => ({ id: d.id, code: d.id, state: d.state, cartDiscountIds: [] })),
      );
    });

    it('a product discount without discountId travels under its name as id and comes back with discountId = discountName', () => {
      const price: Price = {
        id: 'p-sale',
        value: usd(1299),
        tiers: [],
        discounted: { value: usd(999), discountName: 'Sale' },
      };
      const line = engineLine('line-s', {
        ...tieredLine,
        variant: { ...tieredLine.variant, prices: [price] },
        price,
        quantity: 1,
        cartDiscountCents: 0,
      });
      const back = cartRoundTrip(testCart({ lineItems: [line] }), directory(), {
        ...fullLookup(),
        productDiscountName: (id) => (id === 'Sale' ? 'Sale' : undefined),
      });
      expect(back.lineItems[0]!.price.discounted).toEqual({
        value: usd(999),
        discountId: 'Sale',
        discountName: 'Sale',
      });
    });

    it('a product discount the server cannot expand (not a demo discount) and the lookup does not know is named "Product discount"', () => {
      const price: Price = {
        id: 'p-x',
        value: usd(1299),
        tiers: [],
        discounted: { value: usd(999), discountId: 'pd-unknown', discountName: 'Flash sale' },
      };
      const line = engineLine('line-u', {
        ...tieredLine,
        variant: { ...tieredLine.variant, prices: [price] },
        price,
        quantity: 1,
        cartDiscountCents: 0,
      });
      const back = cartRoundTrip(testCart({ lineItems: [line] }), directory(CART_EXPAND), EXPANDED_ONLY);
      expect(back.lineItems[0]!.price.discounted).toEqual({
        value: usd(999),
        discountId: 'pd-unknown',
        discountName: 'Product discount',
      });
    });

    it('Single mode drops `shipping` entries; Multiple mode drops `shippingInfo` (commercetools has one or the other)', () => {
      const single = {
        ...SINGLE_CART,
        shipping: [{ shippingKey: 'shipment-1', shippingMethodName: 'X', price: usd(1) }],
      };
      expect(cartRoundTrip(single, directory(), fullLookup()).shipping).toEqual([]);
      const multiple = { ...FULL_CART, shippingInfo: { shippingMethodName: 'X', price: usd(1) } };
      expect(cartRoundTrip(multiple, directory(), fullLookup(discountCodes)).shippingInfo).toBeUndefined();
    });

    it('discountTotal, totalPriceBeforeCartLevelDiscount and maxQuantity are recomputed by the decoder, not carried', () => {
      const skewed: Cart = { ...FULL_CART, discountTotal: usd(1), maxQuantity: 10 };
      const back = cartRoundTrip(skewed, directory(), fullLookup(discountCodes));
      expect(back.discountTotal).toEqual(usd(970));
      expect(back.maxQuantity).toBe(4999);
    });
  });
});

// =============================================================================================================
// 3. Orders: ctOrder → JSON → ctOrderSchema → from.order
// =============================================================================================================

const orderSchemas = { totals: z.array(totalLineSchema), payments: z.array(paymentSchema) };
const ORDERED_AT = '2026-12-01T10:45:00.000Z';
/** The cart as ordered: no key (an Order has none), state Ordered, its timestamps the order's. */
const { key: _cartKey, ...fullCartWithoutKey } = FULL_CART;
const ORDER_CART: Cart = {
  ...fullCartWithoutKey,
  cartState: 'Ordered',
  version: 9,
  createdAt: ORDERED_AT,
  lastModifiedAt: ORDERED_AT,
};
const gross = ORDER_CART.taxedPrice!.totalGross;
const ORDER: Order = {
  id: 'order-1',
  orderNumber: '100043',
  orderState: 'Open',
  createdAt: ORDERED_AT,
  customerEmail: ORDER_CART.customerEmail,
  shippingAddress: ORDER_CART.shippingAddress,
  billingAddress: ORDER_CART.billingAddress,
  cart: ORDER_CART,
  totals: [
    { label: 'Subtotal', amount: usd(ORDER_CART.totalPrice.cents - 3790 + 970) },
    { label: 'Discount', amount: usd(-970) },
    { label: 'Shipping', amount: usd(3790) },
    { label: 'Tax', amount: ORDER_CART.taxedPrice!.totalTax },
    { label: 'Gift Certificate', amount: usd(-2500) },
    { label: 'Total', amount: usd(gross.cents - 2500) },
  ],
  payments: [
    { id: 'pay-1', method: 'card', amountPlanned: usd(gross.cents - 2500), cardLast4: '4242', cardBrand: 'Visa' },
    { id: 'pay-2', method: 'gift_certificate', amountPlanned: usd(2500) },
  ],
  receiptToken: 'rcpt-9f8e7d6c5b4a',
};

function orderRoundTrip(
  order: Order,
  dir: WireDirectory,
  lookup: from.CtLookup,
  edit: (o: Record<string, unknown>) => void = () => {},
): Order {
  const body = wire(ctOrder(order, dir)) as Record<string, unknown>;
  edit(body);
  return from.order(ctOrderSchema.parse(body), lookup, orderSchemas);
}

describe('orders: ctOrder → JSON → ctOrderSchema → from.order', () => {
  test.each(RESOLUTIONS)('references $label: deep-equals the domain order', ({ dir, lookup }) => {
    expect(orderRoundTrip(ORDER, dir, lookup(ORDER.cart))).toEqual(ORDER);
  });

  describe('asymmetries', () => {
    it('payments come from the expanded paymentInfo when the payments custom field is absent (cardLast4, cardBrand kept)', () => {
      const back = orderRoundTrip(ORDER, directory(CART_EXPAND), EXPANDED_ONLY, (o) => {
        delete (o.custom as { fields: Record<string, unknown> }).fields.payments;
      });
      expect(back.payments).toEqual(ORDER.payments);
    });

    it("the ordered cart has no key and takes the order's createdAt as both its timestamps; cartState is Ordered", () => {
      const cart: Cart = { ...FULL_CART, cartState: 'Active' };
      const back = orderRoundTrip({ ...ORDER, cart }, directory(), fullLookup(discountCodes));
      expect(back.cart).toEqual({
        ...fullCartWithoutKey,
        cartState: 'Ordered',
        createdAt: ORDERED_AT,
        lastModifiedAt: ORDERED_AT,
      });
    });

    it("the cart's email and addresses are the order's (one field each on a commercetools Order)", () => {
      const { customerEmail: _e, shippingAddress: _s, billingAddress: _b, ...bare } = ORDER;
      const back = orderRoundTrip(bare, directory(), fullLookup(discountCodes));
      expect(back.cart.customerEmail).toBeUndefined();
      expect(back.cart.shippingAddress).toBeUndefined();
      expect(back.cart.billingAddress).toBeUndefined();
    });

    it("without the cartVersion custom field the cart version is the order's version (1)", () => {
      const back = orderRoundTrip(ORDER, directory(), fullLookup(discountCodes), (o) => {
        delete (o.custom as { fields: Record<string, unknown> }).fields.cartVersion;
      });
      expect(back.cart.version).toBe(1);
    });
  });
});

// =============================================================================================================
// 4. Products and categories of the seeded catalogue
// =============================================================================================================

const fixture = catalogFixtureSchema.parse(
  JSON.parse(readFileSync(new URL('../../fixtures/catalog/catalog.json', import.meta.url), 'utf8')),
);
const catalogue = catalogToDomain(fixture, (p) => applyProductDiscounts(p, DEMO_PRODUCT_DISCOUNTS));

const FIXED_ADDRESS = JSON.stringify({
  groupShipments: true,
  skipFulfillment: false,
  shippingMethod: 'UPS Ground',
  address: { name: 'Gift Desk', street1: '1 Main St', city: 'Newark', state: 'NJ', postalCode: '07102', country: 'US' },
});
/** A product beyond the catalogue: tag references, a fixedAddress variant, tiers, a product discount and an auto-delivery price. */
const TAGGED_PRODUCT: Product = testProduct('holiday-trail-mix', {
  tags: ['snack', 'gift'],
  tagReferences: ['tag-snack', 'tag-gift'],
  categoryKeys: ['nuts', 'almonds'],
  meltable: true,
  variants: [
    testVariant('9001-01', {
      ingredients: 'Peanuts, raisins, chocolate',
      countryOfOrigin: 'USA',
      servingsPerContainer: 16,
      unitSize: '16oz',
      bagSize: '1 lb bag',
    }),
    testVariant('9001-02', {
      id: 2,
      variantName: 'Gift tin',
      weightGrams: 907,
      ingredients: 'Peanuts, raisins, chocolate',
      countryOfOrigin: 'USA',
      servingsPerContainer: 0,
      fixedAddress: FIXED_ADDRESS,
      backordered: true,
      active: false,
      maximumPiecesPerOrder: 10,
      bulk: true,
      wholesale: true,
      autoDeliveryEligible: false,
      prices: [
        {
          id: '9001-02-default',
          value: usd(2999),
          tiers: [
            { minimumQuantity: 3, value: usd(2799) },
            { minimumQuantity: 6, value: usd(2599) },
          ],
          discounted: { value: usd(2549), discountId: HOLIDAY.id, discountName: HOLIDAY.name },
        },
        { id: '9001-02-ad', value: usd(2849), channelKey: AD, tiers: [] },
      ],
    }),
  ],
});

function productRoundTrip(p: Product, dir: WireDirectory, lookup: from.CtLookup): Product {
  return from.product(ctProductSchema.parse(wire(ctProductProjection(p, dir))), lookup);
}

const PRODUCT_RESOLUTIONS = [
  { label: 'expanded, nothing but categories looked up', dir: directory(PRODUCT_EXPAND), lookup: EXPANDED_ONLY },
  { label: 'unexpanded, resolved by the lookups', dir: directory(), lookup: fullLookup() },
] as const;

describe('products: ctProductProjection → JSON → ctProductSchema → from.product', () => {
  it('the catalogue has products with tiers, auto-delivery prices and demo product discounts', () => {
    const prices = catalogue.products.flatMap((p) => p.variants.flatMap((v) => v.prices));
    expect(catalogue.products.length).toBe(fixture.products.length);
    expect(prices.some((p) => p.tiers.length > 0)).toBe(true);
    expect(prices.some((p) => p.channelKey === AD)).toBe(true);
    expect(new Set(prices.flatMap((p) => (p.discounted?.discountId ? [p.discounted.discountId] : [])))).toEqual(
      new Set(DEMO_PRODUCT_DISCOUNTS.map((d) => d.id)),
    );
  });

  test.each(PRODUCT_RESOLUTIONS)(
    'references $label: every catalogue product deep-equals its domain product',
    ({ dir, lookup }) => {
      let checked = 0;
      for (const p of catalogue.products) {
        expect(productRoundTrip(p, dir, lookup), p.key).toEqual(p);
        checked += 1;
      }
      expect(checked).toBe(fixture.products.length);
    },
  );

  test.each(PRODUCT_RESOLUTIONS)(
    'references $label: a product with tagReferences and a fixedAddress variant',
    ({ dir, lookup }) => {
      expect(productRoundTrip(TAGGED_PRODUCT, dir, lookup)).toEqual(TAGGED_PRODUCT);
    },
  );

  it('tagReferences expanded to their tag custom objects (expand …attributes[*].value) still decode to the ids', () => {
    const tagObjects = new Map([
      ['tag-snack', { id: 'tag-snack', key: 'snack', value: { name: 'snack', label: 'Snack' } }],
      ['tag-gift', { id: 'tag-gift', key: 'gift', value: { name: 'gift', label: 'Gift' } }],
    ]);
    const dir: WireDirectory = { ...directory([...PRODUCT_EXPAND, 'masterVariant.attributes[*].value']), tagObjects };
    const ct = ctProductSchema.parse(wire(ctProductProjection(TAGGED_PRODUCT, dir)));
    expect(ct.masterVariant.attributes!.find((a) => a.name === 'tagReferences')!.value).toMatchObject([
      { id: 'tag-snack', obj: { key: 'snack' } },
      { id: 'tag-gift', obj: { key: 'gift' } },
    ]);
    expect(from.product(ct, EXPANDED_ONLY)).toEqual(TAGGED_PRODUCT);
  });

  describe('asymmetries', () => {
    it("ingredients and countryOfOrigin are product attributes: every variant comes back with the master variant's", () => {
      const [first, second] = TAGGED_PRODUCT.variants;
      const mixed: Product = {
        ...TAGGED_PRODUCT,
        variants: [first!, { ...second!, ingredients: 'Other', countryOfOrigin: 'Mexico' }],
      };
      const back = productRoundTrip(mixed, directory(), fullLookup());
      expect(back.variants[1]).toEqual({
        ...second!,
        ingredients: first!.ingredients,
        countryOfOrigin: first!.countryOfOrigin,
      });
    });

    it('price tiers come back sorted by minimumQuantity', () => {
      const [v] = TAGGED_PRODUCT.variants;
      const unsorted: Product = {
        ...TAGGED_PRODUCT,
        variants: [
          {
            ...v!,
            prices: [
              {
                id: 'p',
                value: usd(1000),
                tiers: [
                  { minimumQuantity: 10, value: usd(800) },
                  { minimumQuantity: 5, value: usd(900) },
                ],
              },
            ],
          },
        ],
      };
      expect(productRoundTrip(unsorted, directory(), fullLookup()).variants[0]!.prices[0]!.tiers).toEqual([
        { minimumQuantity: 5, value: usd(900) },
        { minimumQuantity: 10, value: usd(800) },
      ]);
    });

    it('a category key the directory cannot resolve is left out of categoryKeys', () => {
      const dir: WireDirectory = { ...directory(), categoryIdOf: (k) => (k === 'nuts' ? 'cat-nuts' : undefined) };
      expect(productRoundTrip(TAGGED_PRODUCT, dir, fullLookup()).categoryKeys).toEqual(['nuts']);
    });
  });
});

describe('categories: ctCategory → JSON → ctCategorySchema → from.categories', () => {
  it('every catalogue category deep-equals its domain category', () => {
    const byKey = new Map<string, Category>(catalogue.categories.map((c) => [c.key, c]));
    const parsed = catalogue.categories.map((c) => ctCategorySchema.parse(wire(ctCategory(c, byKey))));
    expect(from.categories(parsed)).toEqual(catalogue.categories);
    expect(parsed.length).toBe(fixture.categories.length);
  });

  it('a category without a description comes back without one; orderHint survives the thousandths string', () => {
    const cats: Category[] = [
      { id: 'cat-a', key: 'a', name: 'A', path: '/a', orderHint: 5 },
      { id: 'cat-b', key: 'b', name: 'B', path: '/a/b', parentKey: 'a', orderHint: 1234, description: 'Bee' },
    ];
    const byKey = new Map(cats.map((c) => [c.key, c]));
    const wired = cats.map((c) => ctCategorySchema.parse(wire(ctCategory(c, byKey))));
    expect(wired.map((c) => c.orderHint)).toEqual(['0.005', '1.234']);
    expect(from.categories(wired)).toEqual(cats);
  });
});

// =============================================================================================================
// 5. Addresses
// =============================================================================================================

const ADDRESSES: readonly { readonly label: string; readonly address: Address }[] = [
  { label: 'a full US residential address', address: US_HOME },
  { label: 'a CA business address', address: CA_BUSINESS },
  { label: 'a minimal { country: US }', address: MINIMAL },
];

describe('addresses', () => {
  test.each(ADDRESSES)(
    'adapter → server: addressDraft → strict ctAddressSchema → domainAddress, $label',
    ({ address }) => {
      expect(domainAddress(serverAddressSchema.parse(wire(addressDraft(address))))).toEqual(address);
    },
  );

  test.each(ADDRESSES)('server → adapter: ctAddress → ctAddressSchema → from.address, $label', ({ address }) => {
    expect(from.address(clientAddressSchema.parse(wire(ctAddress(address))))).toEqual(address);
  });

  test.each([ITEM_FULL, ITEM_CA, ITEM_MINIMAL])(
    'server → adapter: ctAddress → from.itemShippingAddress, $key',
    (item) => {
      expect(from.itemShippingAddress(clientAddressSchema.parse(wire(ctAddress(item))))).toEqual(item);
    },
  );

  it('asymmetry (decoding only): firstName, streetNumber and region of foreign commercetools addresses are folded in the same way by both decoders', () => {
    const foreign = {
      firstName: 'Pat',
      lastName: 'Jones',
      streetNumber: '125',
      streetName: 'Moen Ave',
      region: 'NJ',
      country: 'US',
    };
    const expected: Address = { name: 'Pat Jones', street1: '125 Moen Ave', state: 'NJ', country: 'US' };
    expect(domainAddress(serverAddressSchema.parse(foreign))).toEqual(expected);
    expect(from.address(clientAddressSchema.parse(foreign))).toEqual(expected);
  });
});
