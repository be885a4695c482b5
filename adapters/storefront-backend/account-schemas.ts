import { z } from 'zod';
import { addressSchema, type Cart } from '../../core/cart';
import {
  LOGIN_TYPES,
  type Customer,
  type CustomerDescription,
  type SavedAddress,
  type SessionData,
} from '../../core/customers';

/**
 * zod schemas of the account answers' `data` (ports/account-backend.ts), for HttpAccountBackend to validate what
 * the backend sends before a store sees it. Loose as for vendor payloads: unknown fields pass and are dropped.
 * spec: shell-account §3 Session, Looked-up user, Contact; core-cart-checkout §3 Customer description.
 */

const contactSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  isB2b: z.boolean(),
  subscribed: z.boolean(),
  businessIndustry: z.string().nullable(),
});

const customerRefSchema = z.object({ id: z.string(), email: z.string() });

const flagLayer = z.record(z.string(), z.boolean());

/**
 * A cart as the storefront backend answers it (the domain Cart of core/cart, as every storefront answer carries it):
 * checked for its identity and lines here; its content is the backend's, as HttpStorefrontBackend takes it.
 */
export const cartSchema = z.custom<Cart>(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    typeof (v as { id?: unknown }).id === 'string' &&
    typeof (v as { version?: unknown }).version === 'number' &&
    Array.isArray((v as { lineItems?: unknown }).lineItems),
  { message: 'not a cart' },
);

/** Who the session is (core/customers SessionSummary). */
export const sessionSummarySchema = z.object({
  customer: customerRefSchema.nullable(),
  contact: contactSchema.nullable(),
  businessAccountInfo: z.object({ businessName: z.string().nullable() }).nullable(),
  flagsByLayer: z.object({ local: flagLayer, session: flagLayer, site: flagLayer, visitor: flagLayer }),
  signedLoginType: z.enum(LOGIN_TYPES).nullable(),
  userCreatedAt: z.string().nullable(),
  userFirstName: z.string().nullable(),
  email: z.string().nullable(),
  permissions: z.array(z.string()),
  userHasBusinessAccount: z.boolean(),
  isAdmin: z.boolean(),
  actingFor: z
    .object({
      cartId: z.string(),
      cartKey: z.string().nullable(),
      customerId: z.string().nullable(),
      customerEmail: z.string().nullable(),
    })
    .nullable(),
});

/** A sign-in, sign-up, sign-out or reset answer: the session summary and the session's cart (core SessionData). */
export const sessionDataSchema = sessionSummarySchema.extend({
  cart: cartSchema.nullable(),
}) satisfies z.ZodType<SessionData>;

/** The answer of the mailed link's sign-in: the session data and where the link was to lead. */
export const linkSessionSchema = sessionDataSchema.extend({ redirectPath: z.string() });

/** GET /api/users/find: the account of an e-mail, or null. */
export const findUserSchema = z.object({
  user: z.object({ firstName: z.string().nullable(), guest: z.boolean() }).nullable(),
});

/** A mail request's answer ({ sent: true }). */
export const sentSchema = z.object({ sent: z.literal(true) });

/** A saved address of the address book. */
export const savedAddressSchema = z.object({
  id: z.string(),
  address: z.object(addressSchema.shape),
  isDefault: z.boolean(),
}) satisfies z.ZodType<SavedAddress>;

/** The whole address book. */
export const addressBookSchema = z.object({ addresses: z.array(savedAddressSchema) });

/** An address added or changed, and the book afterwards. */
export const addressChangeSchema = addressBookSchema.extend({ address: savedAddressSchema });

/** POST /api/me/describe. */
export const customerDescriptionSchema = z.object({
  addresses: z.array(savedAddressSchema),
  adminUrl: z.string().nullable(),
  allowSplitShipments: z.boolean(),
  carrierOptions: z.object({
    allowLasership: z.boolean(),
    allowOntrac: z.boolean(),
    allowBlueStreak: z.boolean(),
    allowCdl: z.boolean(),
    allowGrandHusky: z.boolean(),
    allowTforce: z.boolean(),
    allowUds: z.boolean(),
  }),
  contact: contactSchema,
  creditAccounts: z.array(z.unknown()),
  customer: customerRefSchema,
  discountCodes: z.array(z.string()),
  hasBusinessAccount: z.boolean(),
  businessName: z.string().nullable().optional(),
  issues: z.array(z.string()),
  notes: z.array(z.string()),
  signedUpAt: z.string(),
}) satisfies z.ZodType<CustomerDescription>;

/** A customer account (core/customers Customer), as the account area and the CLI's directory read it. */
export const customerSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  isB2b: z.boolean(),
  isGuest: z.boolean(),
  loginTypes: z.array(z.enum(LOGIN_TYPES)),
  newsletterOptIn: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<Customer>;
