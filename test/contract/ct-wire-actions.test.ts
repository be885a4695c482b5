import { describe, expect, it, test } from 'vitest';
import type { CartAction, CartActionName, ItemShippingAddress } from '../../core/cart';
import { usd } from '../../core/shared';
import {
  ctCartUpdateSchema,
  toDomainActions,
  type CtCartAction,
} from '../../adapters/embedded/server/ct/update-actions';
import { ctAction, shipmentAddressesFor } from '../../adapters/commercetools/to-ct';
import {
  wire,
  AD,
  US_HOME,
  CA_BUSINESS,
  MINIMAL,
  ITEM_FULL,
  ITEM_CA,
  ITEM_MINIMAL,
  FULL_LINE_CUSTOM,
} from './ct-wire-support';

/** Part 1 of the commercetools wire mapping (see ct-wire-support.ts): update actions, ctAction → JSON → ctCartUpdateSchema → toDomainActions. */

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
    label: "setShippingMode (Nutshell's extension)",
    wire: 'setShippingMode',
    action: { action: 'setShippingMode', shippingMode: 'Multiple' },
  },
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
  setShippingMode: true,
  recalculate: true,
} satisfies Record<CartActionName, true>;

/** The adapter's update body for `actions`, over JSON, parsed by the server's strict schema and decoded. */
function actionsRoundTrip(actions: readonly CartAction[]): { sent: readonly CtCartAction[]; back: CartAction[] } {
  const body = ctCartUpdateSchema.parse(wire({ version: 1, actions: actions.map((a) => ctAction(a)) }));
  return { sent: body.actions, back: toDomainActions(body.actions) };
}

describe('update actions: ctAction → JSON → ctCartUpdateSchema → toDomainActions', () => {
  it('covers exactly the 23 action names of core/cart/model/actions.ts', () => {
    expect(Object.keys(ACTION_NAMES)).toHaveLength(23);
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
