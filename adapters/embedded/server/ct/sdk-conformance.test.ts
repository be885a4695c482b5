import type {
  BaseAddress,
  CartDraft,
  CartUpdateAction,
  CustomFieldsDraft,
  CustomLineItemDraft,
  CustomObjectDraft,
  ItemShippingDetailsDraft,
  ItemShippingTarget,
  LineItemDraft,
  OrderFromCartDraft,
  ShippingRateDraft,
} from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ctCartDraftSchema } from './cart-draft';
import { ctCustomObjectDraftSchema, ctOrderFromCartDraftSchema } from './order-draft';
import { ctCartActionSchema, SUPPORTED_CART_ACTIONS, UNSUPPORTED_CART_ACTIONS } from './update-action-schemas';
import { ctAddressSchema, ctCustomFieldsDraft, ctItemShippingDetailsDraft, ctInputError } from './wire-fields';

/**
 * The server's commercetools request schemas checked against the official SDK's types at compile time
 * (`npm run typecheck` fails, naming the field, when a documented field of a draft or update action is not
 * declared by the schema: implemented, or refused as not supported; never an unknown key).
 */

/** The documented keys of `Sdk` that `Ours` does not declare. */
type Missing<Sdk, Ours> = Exclude<keyof Sdk, keyof Ours>;
/** `true` when `Ours` declares every key of `Sdk`; otherwise an object type naming the missing keys. */
type DeclaresAll<Sdk, Ours> = [Missing<Sdk, Ours>] extends [never] ? true : { readonly missing: Missing<Sdk, Ours> };
type Element<T> = T extends readonly (infer E)[] ? E : never;

type Draft = z.input<typeof ctCartDraftSchema>;
/** Our commercetools actions (Nutshell's own setShippingMode is not one). */
type OurAction = Exclude<z.input<typeof ctCartActionSchema>, { action: 'setShippingMode' }>;
type ActionOf<U, A> = Extract<U, { action: A }>;

/** Each documented action whose fields are not all declared, with the missing ones. */
type ActionGaps = {
  [
    A in CartUpdateAction['action'] as DeclaresAll<ActionOf<CartUpdateAction, A>, ActionOf<OurAction, A>> extends true
      ? never
      : A
  ]: DeclaresAll<ActionOf<CartUpdateAction, A>, ActionOf<OurAction, A>>;
};

// Each line fails to compile when the SDK documents a field the server's schema does not declare.
const cartDraft: DeclaresAll<CartDraft, Draft> = true;
const lineItemDraft: DeclaresAll<LineItemDraft, Element<NonNullable<Draft['lineItems']>>> = true;
const customLineItemDraft: DeclaresAll<CustomLineItemDraft, Element<NonNullable<Draft['customLineItems']>>> = true;
const address: DeclaresAll<BaseAddress, z.input<typeof ctAddressSchema>> = true;
const customFields: DeclaresAll<CustomFieldsDraft, z.input<typeof ctCustomFieldsDraft>> = true;
const shippingDetails: DeclaresAll<ItemShippingDetailsDraft, z.input<typeof ctItemShippingDetailsDraft>> = true;
const shippingTarget: DeclaresAll<
  ItemShippingTarget,
  Element<z.input<typeof ctItemShippingDetailsDraft>['targets']>
> = true;
const shippingRate: DeclaresAll<ShippingRateDraft, ActionOf<OurAction, 'setCustomShippingMethod'>['shippingRate']> =
  true;
const orderFromCart: DeclaresAll<OrderFromCartDraft, z.input<typeof ctOrderFromCartDraftSchema>> = true;
const customObject: DeclaresAll<CustomObjectDraft, z.input<typeof ctCustomObjectDraftSchema>> = true;
// Every documented action name is declared, and no other.
const everyActionNamed: [Exclude<CartUpdateAction['action'], OurAction['action']>] extends [never] ? true : false =
  true;
const noInventedAction: [Exclude<OurAction['action'], CartUpdateAction['action']>] extends [never] ? true : false =
  true;
// Names each action with undeclared fields ("Property 'setShippingMethod' is missing in type '{}'").
const actionFields: ActionGaps = {};

describe('the commercetools schemas declare every documented field of the SDK types', () => {
  it('holds at compile time for drafts, addresses, custom fields, shipping details and every update action', () => {
    const checks = [
      cartDraft,
      lineItemDraft,
      customLineItemDraft,
      address,
      customFields,
      shippingDetails,
      shippingTarget,
      shippingRate,
      orderFromCart,
      customObject,
      everyActionNamed,
      noInventedAction,
    ];
    expect(checks.every((c) => c === true)).toBe(true);
    expect(Object.keys(actionFields)).toEqual([]);
  });

  it('splits the 78 documented (platform-sdk 8.27) cart update actions into implemented and refused, without overlap', () => {
    const supported = new Set<string>(SUPPORTED_CART_ACTIONS);
    expect(UNSUPPORTED_CART_ACTIONS.filter((a) => supported.has(a))).toEqual([]);
    expect(supported.size + UNSUPPORTED_CART_ACTIONS.length).toBe(78);
  });

  it('refuses a documented field it lacks as not supported, naming it, and an undocumented one as unknown', () => {
    const body = { currency: 'USD', lineItems: [{ sku: 'A-1', supplyChannel: { typeId: 'channel', key: 'x' } }] };
    const refused = ctCartDraftSchema.safeParse(body);
    expect(refused.success).toBe(false);
    if (refused.success) return;
    const e = ctInputError(refused.error, body);
    expect(e.errors[0]).toMatchObject({
      code: 'InvalidField',
      field: 'lineItems[0].supplyChannel',
      invalidValue: { typeId: 'channel', key: 'x' },
    });
    expect(e.message).toBe(
      "The field 'lineItems[0].supplyChannel' is documented by commercetools but not supported by this server.",
    );
    const unknown = { currency: 'USD', lineItemz: [] };
    const r = ctCartDraftSchema.safeParse(unknown);
    expect(r.success ? undefined : ctInputError(r.error, unknown).errors[0]?.code).toBe('InvalidInput');
  });

  it('refuses a value outside the allowed ones with InvalidField and the allowed values', () => {
    const body = { currency: 'EUR' };
    const r = ctCartDraftSchema.safeParse(body);
    expect(r.success ? undefined : ctInputError(r.error, body).errors[0]).toEqual({
      code: 'InvalidField',
      field: 'currency',
      invalidValue: 'EUR',
      allowedValues: ['USD'],
      message: `The value '"EUR"' is not valid for field 'currency'. Allowed values are 'USD'.`,
    });
  });

  it('refuses a documented action it lacks by name', () => {
    const body = { version: 1, actions: [{ action: 'setCountry', country: 'DE' }] };
    const r = ctCartActionSchema.array().safeParse(body.actions);
    expect(r.success ? undefined : ctInputError(r.error, body.actions).errors[0]).toMatchObject({
      code: 'InvalidField',
      field: '[0].action',
      invalidValue: 'setCountry',
    });
  });
});
