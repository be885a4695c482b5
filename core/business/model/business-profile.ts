import { z } from 'zod';
import type { Address } from '../../cart/model';
import { domainError, err, ok, type Result } from '../../shared';
import { ADDRESS_MESSAGES, validateShippingAddress } from '../../validation/model';
import { BUSINESS_MESSAGES } from './business-messages';

/**
 * The industries a business account chooses from (spec: core-cart-checkout §6 Business; the contact's
 * `businessIndustry`, shell-account §3 Contact). The spec names the field, not its values: this list is ours.
 */
export const BUSINESS_INDUSTRIES = [
  'Office / Corporate',
  'Restaurant / Cafe',
  'Retail / Reseller',
  'Hotel / Hospitality',
  'Healthcare',
  'Education',
  'Non-profit',
  'Event Planning',
  'Other',
] as const;
/**
 * The industry that makes a business account a reseller (shell-account §2 account flag is_reseller; §6 "reseller
 * certification only for resellers").
 */
export const RESELLER_INDUSTRY: BusinessIndustry = 'Retail / Reseller';

/** One of BUSINESS_INDUSTRIES. */
export type BusinessIndustry = (typeof BUSINESS_INDUSTRIES)[number];

/** The team sizes of the business registration form, in people. */
export const TEAM_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
/** One of TEAM_SIZES. */
export type TeamSize = (typeof TEAM_SIZES)[number];

/**
 * Where a business account came from (spec: core-cart-checkout §6 Business; shell-account §4 Sign-in flow): 'Account
 * Creation' when a new account registers at /business/register, 'User Converted' when a customer converts.
 */
export const BUSINESS_SOURCES = ['Account Creation', 'User Converted'] as const;
/** One of BUSINESS_SOURCES. */
export type BusinessSource = (typeof BUSINESS_SOURCES)[number];

/** The US federal tax id (EIN) shape: two digits, a dash, seven digits ('12-3456789'). */
export const EIN_PATTERN = /^\d{2}-\d{7}$/;

/** The editable fields of a business profile, validated: the phone as its 10 digits, the address normalised. */
export interface BusinessProfileFields {
  readonly companyName: string;
  readonly industry: BusinessIndustry;
  /** The EIN ('NN-NNNNNNN'), or undefined when none was given. */
  readonly taxId?: string;
  /** Ten digits, no punctuation ('2015550123'). */
  readonly phone: string;
  /** The business address (a shipping address of core-cart-checkout §5: street, city, state, ZIP required). */
  readonly address: Address;
  readonly teamSize: TeamSize;
}

/**
 * A customer's business profile (spec: core-cart-checkout §6 Business, §7 business-units calls): one per customer,
 * keyed by the customer's id; `createdAt` and `updatedAt` are ISO 8601 times; `source` never changes after creation.
 */
export interface BusinessProfile extends BusinessProfileFields {
  readonly customerId: string;
  readonly source: BusinessSource;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Field → message of every invalid field of a business form. */
export type BusinessFieldErrors = Readonly<Record<string, string>>;

const text = z.string().max(1000).nullish();
/** A business form as sent: every field optional text (rules and messages come after, in `validateBusinessFields`). */
export const businessFormSchema = z.object({
  companyName: text,
  industry: text,
  taxId: text,
  phone: text,
  address: z.record(z.string().max(40), z.union([z.string().max(200), z.boolean(), z.null()])).nullish(),
  teamSize: text,
});

/**
 * A phone's ten digits (spec: shell-account §5 phone messages; "phone exactly 10 digits"): a blank one is
 * "Please enter your phone number"; characters other than digits, parentheses, plus, dash, space, or more than ten
 * digits (an 11-digit number may lead with the country code 1) are "Please enter a valid phone number"; fewer digits
 * "Phone number must be at least 10 characters".
 */
export function validatePhone(input: string | null | undefined): Result<string> {
  const value = input?.trim() ?? '';
  const fail = (message: string) => err(domainError('validation/invalid', message, { fields: { phone: message } }));
  if (!value) return fail(BUSINESS_MESSAGES.phoneRequired);
  if (!/^[\d()+\- ]+$/.test(value)) return fail(ADDRESS_MESSAGES.phoneInvalid);
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length < 10) return fail(BUSINESS_MESSAGES.phoneTooShort);
  if (national.length > 10) return fail(ADDRESS_MESSAGES.phoneInvalid);
  return ok(national);
}

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  list.find((item) => item === value);

/** The address of a business form: a shipping address needing a street; its name defaults to the company's. */
function addressOf(raw: Readonly<Record<string, unknown>> | null | undefined, companyName: string | undefined) {
  const name = typeof raw?.name === 'string' && raw.name.trim() ? raw.name : companyName;
  return validateShippingAddress(
    { ...raw, name, company: raw?.company ?? companyName },
    {
      needsEmail: false,
      needsStreet: true,
    },
  );
}

type BusinessForm = z.output<typeof businessFormSchema>;

/** The form's plain fields checked, their errors added to `errors`. */
function checkPlainFields(form: BusinessForm, errors: Record<string, string>) {
  const companyName = form.companyName?.trim() || undefined;
  if (!companyName) errors.companyName = BUSINESS_MESSAGES.companyNameRequired;
  const industry = oneOf(BUSINESS_INDUSTRIES, form.industry?.trim());
  if (!industry) errors.industry = BUSINESS_MESSAGES.industryRequired;
  const taxId = form.taxId?.trim() || undefined;
  if (taxId !== undefined && !EIN_PATTERN.test(taxId)) errors.taxId = BUSINESS_MESSAGES.taxIdInvalid;
  const phone = validatePhone(form.phone);
  if (!phone.ok) errors.phone = phone.error.message;
  return { companyName, industry, taxId, phone: phone.ok ? phone.value : undefined };
}

/**
 * Validates a business form (spec: core-cart-checkout §6 Business; §5 address rules; shell-account §5 messages):
 * company name, industry, phone, address and team size required; the tax id optional, an EIN when given. The fields
 * (trimmed, phone as ten digits, address normalised), or 'validation/invalid' whose message is the first field's and
 * `details.fields` maps every invalid field to its message (address fields as 'address.street1' and so on).
 */
export function validateBusinessFields(input: unknown): Result<BusinessProfileFields> {
  const parsed = businessFormSchema.safeParse(input ?? {});
  if (!parsed.success) return err(domainError('validation/invalid', BUSINESS_MESSAGES.invalidForm, { fields: {} }));
  const errors: Record<string, string> = {};
  const { companyName, industry, taxId, phone } = checkPlainFields(parsed.data, errors);
  const address = addressOf(parsed.data.address, companyName);
  if (!address.ok) {
    const fields = (address.error.details?.fields ?? {}) as Record<string, string>;
    for (const [field, message] of Object.entries(fields)) errors[`address.${field}`] = message;
  }
  const teamSize = oneOf(TEAM_SIZES, parsed.data.teamSize?.trim());
  if (!teamSize) errors.teamSize = BUSINESS_MESSAGES.teamSizeRequired;
  if (Object.keys(errors).length > 0 || !companyName || !industry || !phone || !address.ok || !teamSize) {
    const first = Object.values(errors)[0] ?? BUSINESS_MESSAGES.invalidForm;
    return err(domainError('validation/invalid', first, { fields: errors }));
  }
  return ok({ companyName, industry, ...(taxId ? { taxId } : {}), phone, address: address.value, teamSize });
}

/** The business facts a session and the customer description carry (shell-account §3 Contact; core §3). */
export interface BusinessAccountFacts {
  readonly businessName: string;
  readonly businessIndustry: BusinessIndustry;
}

/** The session's business facts of a profile. */
export function businessFactsOf(profile: BusinessProfile): BusinessAccountFacts {
  return { businessName: profile.companyName, businessIndustry: profile.industry };
}

/**
 * Whether a business profile is a reseller's (shell-account §2 is_reseller): its industry is RESELLER_INDUSTRY. No
 * profile: not a reseller.
 */
export function isReseller(profile: Pick<BusinessProfile, 'industry'> | null | undefined): boolean {
  return profile?.industry === RESELLER_INDUSTRY;
}
