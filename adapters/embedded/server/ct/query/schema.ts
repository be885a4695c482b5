/**
 * Declarative descriptions of commercetools resource representations, for checking and evaluating query
 * predicates and sorts: which fields exist (as commercetools documents them, whether or not our encoders emit
 * them) and of what kind. The resources are in schemas-*.ts; this file has the kinds and the shared types
 * (Money, Reference, Address, CustomFields, …) of @commercetools/platform-sdk's models/common.d.ts and type.d.ts.
 */

/**
 * The kind of a field:
 * - `string`, `number`, `boolean`: JSON primitives (enums are strings);
 * - `datetime`: an ISO 8601 date-time string, compared as an instant; `date` (`2024-01-31`) and `time`
 *   (`13:45:00.000`) compare as text, which orders them;
 * - `object`: known `fields`; `map`: any key (a locale of a LocalizedString, a category id), each value `of`;
 * - `array`: a nested predicate holds when some element satisfies it; an array `of` a primitive is a set
 *   (`contains any|all`, and a comparison holds when some element does);
 * - `json`: free-form JSON (an attribute's or custom field's value, a custom object's value): any field name,
 *   any literal type;
 * - `geo`: a GeoJSON point (`within circle`).
 */
export type FieldKind =
  | { readonly kind: 'string' | 'number' | 'boolean' | 'datetime' | 'date' | 'time' | 'json' | 'geo' }
  | { readonly kind: 'object'; readonly fields: Fields }
  | { readonly kind: 'map'; readonly of: FieldKind }
  | { readonly kind: 'array'; readonly of: FieldKind };

/** The fields of an object kind, by name. */
export type Fields = { readonly [name: string]: FieldKind };

/** A resource's schema: its name (for messages) and top-level fields. */
export interface ResourceSchema {
  readonly name: string;
  readonly fields: Fields;
}

/** The primitive kinds: those a comparison, `in` or a sort applies to. */
export type PrimitiveKind = 'string' | 'number' | 'boolean' | 'datetime' | 'date' | 'time';

/** Whether `k` is a primitive kind. */
export function isPrimitive(k: FieldKind): k is { readonly kind: PrimitiveKind } {
  return (
    k.kind === 'string' ||
    k.kind === 'number' ||
    k.kind === 'boolean' ||
    k.kind === 'datetime' ||
    k.kind === 'date' ||
    k.kind === 'time'
  );
}

/** The kind of the field `name` of kind `k` (an object's field, a map's value, `json`'s anything), or undefined. */
export function child(k: FieldKind, name: string): FieldKind | undefined {
  if (k.kind === 'object') return Object.hasOwn(k.fields, name) ? k.fields[name] : undefined;
  if (k.kind === 'map') return k.of;
  if (k.kind === 'json') return k;
  return undefined;
}

export const str = { kind: 'string' } as const;
export const num = { kind: 'number' } as const;
export const bool = { kind: 'boolean' } as const;
export const dateTime = { kind: 'datetime' } as const;
export const date = { kind: 'date' } as const;
export const time = { kind: 'time' } as const;
export const freeJson = { kind: 'json' } as const;
export const geo = { kind: 'geo' } as const;

/** An object with known fields. */
export function obj<const F extends Fields>(fields: F): { readonly kind: 'object'; readonly fields: F } {
  return { kind: 'object', fields };
}

/** An array (a set when `of` is primitive). */
export function arr(of: FieldKind): FieldKind {
  return { kind: 'array', of };
}

/** A map of any key to `of`. */
export function map(of: FieldKind): FieldKind {
  return { kind: 'map', of };
}

/** LocalizedString: locale → text. */
export const localized = map(str);

/** Reference (`obj`, the expansion, is not queryable). */
export const reference = obj({ typeId: str, id: str });
/** KeyReference (Store, BusinessUnit). */
export const keyReference = obj({ typeId: str, key: str });

/** TypedMoney: CentPrecisionMoney or HighPrecisionMoney. */
export const money = obj({ type: str, currencyCode: str, centAmount: num, fractionDigits: num, preciseAmount: num });

/** CustomFields: a Type reference and free-form fields. */
export const customFields = obj({ type: reference, fields: freeJson });

/** Address (BaseAddress with custom). */
export const address = obj({
  id: str,
  key: str,
  country: str,
  title: str,
  salutation: str,
  firstName: str,
  lastName: str,
  streetName: str,
  streetNumber: str,
  additionalStreetInfo: str,
  postalCode: str,
  city: str,
  region: str,
  state: str,
  company: str,
  department: str,
  building: str,
  apartment: str,
  pOBox: str,
  phone: str,
  mobile: str,
  email: str,
  fax: str,
  additionalAddressInfo: str,
  externalId: str,
  custom: customFields,
});

/** CreatedBy / LastModifiedBy. */
export const modifiedBy = obj({
  clientId: str,
  externalUserId: str,
  customer: reference,
  anonymousId: str,
  attributedTo: freeJson,
  associate: reference,
});

/** The fields of every resource (BaseResource). */
export const baseResource = { id: str, version: num, createdAt: dateTime, lastModifiedAt: dateTime } as const;

/** The change-tracking fields of most resources (not of product projections). */
export const tracked = { createdBy: modifiedBy, lastModifiedBy: modifiedBy } as const;

/** Attribute: a name and a free-form value. */
export const attribute = obj({ name: str, value: freeJson });

/** Image. */
export const image = obj({ url: str, dimensions: obj({ w: num, h: num }), label: str });

/** Asset. */
export const asset = obj({
  id: str,
  key: str,
  sources: arr(obj({ uri: str, key: str, dimensions: obj({ w: num, h: num }), contentType: str })),
  name: localized,
  description: localized,
  tags: arr(str),
  custom: customFields,
});

/** TaxRate (tax-category.d.ts). */
export const taxRate = obj({
  id: str,
  key: str,
  name: str,
  amount: num,
  includedInPrice: bool,
  country: str,
  state: str,
  subRates: arr(obj({ name: str, amount: num })),
});
