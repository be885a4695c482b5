import { z } from 'zod';
import { addressSchema } from '../../../../core/cart';
import { statusFor } from '../error-status';

/**
 * Building blocks of the commercetools request schemas of the local server (adapters/commercetools/WIRE.md
 * "Documented fields the server refuses"): every documented field of a draft or update action is declared, either
 * with its schema (implemented) or as `notSupported` (documented, refused with 400 InvalidField naming it, never
 * as an unknown key). Keys that commercetools does not document stay unknown (strict objects: 400 InvalidInput).
 */

/** The message of a documented field this server does not implement. */
export const NOT_SUPPORTED_MESSAGE = 'is documented by commercetools but not supported by this server';

/**
 * A documented field that is refused whenever it is present (any value but undefined), with an issue whose
 * params carry `notSupported: true` (ctInputError turns it into InvalidField). Its input type is `unknown`, so
 * the compile-time SDK check (sdk-conformance.test.ts) counts it as accepted.
 */
export function notSupported(): z.ZodOptional<z.ZodType<unknown>> {
  return z.custom<unknown>(() => false, { message: NOT_SUPPORTED_MESSAGE, params: { notSupported: true } }).optional();
}

/** `notSupported()` for each name: the spread-in half of a strict object whose other half is implemented. */
export function notSupportedFields<const K extends string>(
  names: readonly K[],
): { [P in K]: z.ZodOptional<z.ZodType<unknown>> } {
  return Object.fromEntries(names.map((n) => [n, notSupported()])) as { [P in K]: z.ZodOptional<z.ZodType<unknown>> };
}

/** A string of at most `max` UTF-16 units. */
export const str = (max = 200) => z.string().max(max);

/** A cart key: 2 to 256 letters, digits, '_' or '-' (commercetools' key format). */
export const ctCartKey = z.string().regex(/^[A-Za-z0-9_-]{2,256}$/);

/** A commercetools Money draft in USD (`{ currencyCode, centAmount }`, optionally typed centPrecision). */
export const ctMoneyDraft = z.strictObject({
  currencyCode: z.literal('USD'),
  centAmount: z.number().int().min(-10_000_000).max(10_000_000),
  type: z.literal('centPrecision').optional(),
  fractionDigits: z.literal(2).optional(),
});

/** A LocalizedString: locale → text. */
export const ctLocalized = z.record(z.string().max(10), str(500));

/**
 * A custom field value the engine stores (text, number or boolean); Money and the rest are read where a field needs
 * them.
 */
export const ctCustomValue = z.union([z.string().max(5000), z.number(), z.boolean()]);

/** A ResourceIdentifier of `typeId`: by id or by key. */
export function ctResourceIdentifier<T extends string>(typeId: T) {
  return z.strictObject({ typeId: z.literal(typeId).optional(), key: str(256).optional(), id: str(256).optional() });
}

/** A CustomFieldsDraft: the type and its fields (values checked where they are decoded). */
export const ctCustomFieldsDraft = z.strictObject({
  type: ctResourceIdentifier('type'),
  fields: z.record(z.string().max(64), z.unknown()).optional(),
});

/** ItemShippingDetailsDraft: how many units of a line go to which item shipping address. */
export const ctItemShippingDetailsDraft = z.strictObject({
  targets: z
    .array(
      z.strictObject({
        addressKey: str(64),
        quantity: z.number().int().min(0).max(1_000_000),
        shippingMethodKey: str(64).optional(),
      }),
    )
    .max(100),
});

/** The domain Address fields (core/cart/model/address.ts) a commercetools address carries unchanged. */
const domain = addressSchema.shape;

/**
 * A commercetools BaseAddress (the fields WIRE.md "Addresses" maps; the others it documents are refused).
 * The fields it shares with the domain Address (company, city, state and region, postal code, country: US and CA,
 * where the store ships, e-mail, phone) are the domain schema's; the name and street parts are commercetools' own.
 */
export const ctAddressSchema = z.strictObject({
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  id: str(64).optional(),
  firstName: str().optional(),
  lastName: str().optional(),
  streetName: str().optional(),
  streetNumber: str(20).optional(),
  additionalStreetInfo: str().optional(),
  additionalAddressInfo: z.enum(['residential', 'business']).optional(),
  company: domain.company,
  city: domain.city,
  state: domain.state,
  region: domain.state,
  postalCode: domain.postalCode,
  country: domain.country,
  email: domain.email,
  phone: domain.phone,
  custom: ctCustomFieldsDraft.optional(),
  ...notSupportedFields([
    'title',
    'salutation',
    'department',
    'building',
    'apartment',
    'pOBox',
    'mobile',
    'fax',
    'externalId',
  ]),
});
/** A parsed commercetools address. */
export type CtAddressIn = z.infer<typeof ctAddressSchema>;

/** `lineItems[0].sku`: a zod issue path as commercetools names fields. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${String(p)}` : String(p)),
    '',
  );
}

/** A commercetools error body: `{ statusCode, message, errors: [{ code, message, … }] }`. */
export interface CtErrorBody {
  /** The HTTP status, from the server's status table (error-status.ts). */
  readonly statusCode: number;
  readonly message: string;
  readonly errors: readonly [Record<string, unknown> & { readonly code: string; readonly message: string }];
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = body;
  for (const p of path) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[p] : undefined;
  return v;
}

/**
 * The commercetools error for a request body that failed a schema built from these blocks: a documented field
 * this server does not implement, or a value outside the allowed ones, is InvalidField `{ field, invalidValue,
 * allowedValues? }`; anything else (an unknown key, a wrong type, a missing field) is InvalidInput. Status: that of
 * 'validation/invalid' (400).
 */
export function ctInputError(error: z.ZodError, body: unknown): CtErrorBody {
  const statusCode = statusFor('validation/invalid');
  const issue =
    error.issues.find(
      (i) => i.code === 'custom' && (i.params as { notSupported?: boolean } | undefined)?.notSupported,
    ) ??
    error.issues.find((i) => i.code === 'invalid_value') ??
    error.issues[0];
  const field = fieldPath(issue?.path ?? []);
  if (issue?.code === 'custom' && (issue.params as { notSupported?: boolean } | undefined)?.notSupported) {
    const message = `The field '${field}' ${NOT_SUPPORTED_MESSAGE}.`;
    const invalidValue = valueAt(body, issue.path);
    return { statusCode, message, errors: [{ code: 'InvalidField', message, field, invalidValue }] };
  }
  if (issue?.code === 'invalid_value') {
    const allowedValues = issue.values.map(String);
    const invalidValue = valueAt(body, issue.path);
    const message =
      `The value '${JSON.stringify(invalidValue)}' is not valid for field '${field}'. ` +
      `Allowed values are ${allowedValues.map((v) => `'${v}'`).join(', ')}.`;
    return { statusCode, message, errors: [{ code: 'InvalidField', message, field, invalidValue, allowedValues }] };
  }
  const message = error.issues
    .slice(0, 3)
    .map((i) => `${fieldPath(i.path) || 'body'}: ${i.message}`)
    .join('; ');
  return { statusCode, message, errors: [{ code: 'InvalidInput', message }] };
}
