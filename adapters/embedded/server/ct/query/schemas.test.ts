import type {
  Cart,
  CartDiscount,
  Category,
  Channel,
  CustomObject,
  DiscountCode,
  LineItem,
  Order,
  ProductDiscount,
  ProductProjection,
  ProductVariant,
} from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { address, money, type FieldKind } from './schema';
import { cartFields, cartSchema, customLineItem, lineItem, orderFields, orderSchema } from './schemas-cart';
import {
  categoryFields,
  categorySchema,
  channelFields,
  channelSchema,
  price,
  productProjectionFields,
  productProjectionSchema,
  productVariant,
} from './schemas-catalogue';
import {
  cartDiscountFields,
  cartDiscountSchema,
  customObjectFields,
  customObjectSchema,
  discountCodeFields,
  discountCodeSchema,
  productDiscountFields,
  productDiscountSchema,
} from './schemas-discounts';

/**
 * Compile-time conformance of the schemas to @commercetools/platform-sdk's documented types: `tsc` fails when
 * the SDK documents a field of a resource (or of a line item, variant, price, address, money) that the schema
 * lacks, or when the schema has a field the SDK does not document.
 */

type IsNever<T> = [T] extends [never] ? true : false;
type Expect<T extends true> = T;
type Missing<Documented, Schema> = Exclude<keyof Documented, keyof Schema>;
type Extra<Documented, Schema> = Exclude<keyof Schema, keyof Documented>;
type FieldsOf<K> = K extends { readonly fields: infer F } ? F : never;

type Conforms<Documented, Schema> = IsNever<Missing<Documented, Schema> | Extra<Documented, Schema>>;

export type SchemaConformance = [
  Expect<Conforms<Cart, typeof cartFields>>,
  Expect<Conforms<Order, typeof orderFields>>,
  Expect<Conforms<ProductProjection, typeof productProjectionFields>>,
  Expect<Conforms<Category, typeof categoryFields>>,
  Expect<Conforms<Channel, typeof channelFields>>,
  Expect<Conforms<CustomObject, typeof customObjectFields>>,
  Expect<Conforms<CartDiscount, typeof cartDiscountFields>>,
  Expect<Conforms<DiscountCode, typeof discountCodeFields>>,
  Expect<Conforms<ProductDiscount, typeof productDiscountFields>>,
  Expect<Conforms<LineItem, FieldsOf<typeof lineItem>>>,
  Expect<Conforms<import('@commercetools/platform-sdk').CustomLineItem, FieldsOf<typeof customLineItem>>>,
  Expect<Conforms<ProductVariant, FieldsOf<typeof productVariant>>>,
  Expect<Conforms<import('@commercetools/platform-sdk').Price, FieldsOf<typeof price>>>,
  Expect<Conforms<import('@commercetools/platform-sdk').Address, FieldsOf<typeof address>>>,
  Expect<
    Conforms<

        | import('@commercetools/platform-sdk').CentPrecisionMoney
        | import('@commercetools/platform-sdk').HighPrecisionMoney extends infer M
        ? { [K in M extends unknown ? keyof M : never]: unknown }
        : never,
      FieldsOf<typeof money>
    >
  >,
];

function depth(k: FieldKind): number {
  if (k.kind === 'object') return 1 + Math.max(0, ...Object.values(k.fields).map(depth));
  if (k.kind === 'array' || k.kind === 'map') return depth(k.of);
  return 0;
}

describe('resource schemas', () => {
  const schemas = [
    cartSchema,
    orderSchema,
    productProjectionSchema,
    categorySchema,
    channelSchema,
    customObjectSchema,
    cartDiscountSchema,
    discountCodeSchema,
    productDiscountSchema,
  ];

  it('name each resource as commercetools does and describe its base fields', () => {
    expect(schemas.map((s) => s.name)).toEqual([
      'Cart',
      'Order',
      'ProductProjection',
      'Category',
      'Channel',
      'CustomObject',
      'CartDiscount',
      'DiscountCode',
      'ProductDiscount',
    ]);
    for (const s of schemas) {
      expect(s.fields.id).toEqual({ kind: 'string' });
      expect(s.fields.createdAt).toEqual({ kind: 'datetime' });
    }
  });

  it('describe nested types in depth (a line item variant price discount reference)', () => {
    expect(depth({ kind: 'object', fields: cartSchema.fields })).toBeGreaterThanOrEqual(5);
    expect(productProjectionSchema.fields.masterVariant).toBe(productVariant);
  });

  it('type a LocalizedString as a map of strings, a set as an array of strings, free-form values as any', () => {
    expect(productProjectionSchema.fields.name).toEqual({ kind: 'map', of: { kind: 'string' } });
    expect(channelSchema.fields.roles).toEqual({ kind: 'array', of: { kind: 'string' } });
    expect(customObjectSchema.fields.value).toEqual({ kind: 'json' });
  });
});
