import { z } from 'zod';
// The Address schema's own file: through the cart model's index this import would close a cycle (cart → validation).
import { addressSchema, type Address, type CountryCode } from '../../cart/model/address';
import { domainError, err, ok, type Result } from '../../shared';
import { normalizePostalCode } from './postal-code';
import { normalizeRegion } from './regions';
import { ADDRESS_MESSAGES } from './address-messages';

export { ADDRESS_MESSAGES } from './address-messages';

/**
 * Shipping-address validation (spec: core-cart-checkout §5 Validation rules; catalogue-gifting §5
 * "Address forms"; shell-account §5 for the generic messages).
 */

/** Error code of an address with one or more invalid fields; `details.fields` maps field → message. */
export const INVALID_ADDRESS = 'validation/invalid-address';

/** What a shipment needs (spec: core-cart-checkout §3 Shipment flags, §5 "E-mail ... street ..."). */
export interface AddressRequirements {
  /** The shipment needs an e-mail address (for example a digital gift recipient). */
  readonly needsEmail: boolean;
  /** The shipment needs a physical address: street, city, state and postal code become required. */
  readonly needsStreet: boolean;
}

/** Optional text field: null/undefined/blank → undefined, otherwise trimmed; a non-string is rejected. */
const text = z
  .string({ error: ADDRESS_MESSAGES.required })
  .nullish()
  .transform((value) => value?.trim() || undefined);

/** The Address fields (addressSchema) as a form sends them: every text field as optional text, before §5 rules. */
const { residential: _residential, ...textFields } = addressSchema.shape;
type TextFields = { readonly [K in keyof typeof textFields]: typeof text };
const rawAddress = z.object({
  ...(Object.fromEntries(Object.keys(textFields).map((field) => [field, text])) as TextFields),
  residential: z
    .boolean({ error: ADDRESS_MESSAGES.required })
    .nullish()
    .transform((v) => v ?? undefined),
});

type RawAddress = z.output<typeof rawAddress>;
type FieldErrors = Record<string, string>;

const COUNTRY_ALIASES: Readonly<Record<string, CountryCode>> = { US: 'US', USA: 'US', CA: 'CA', CAN: 'CA' };
const PHONE_CHARACTERS = /^[\d()+\- ]+$/;
const emailFormat = z.email();

function checkFields(raw: RawAddress, needs: AddressRequirements, errors: FieldErrors): Address | undefined {
  const country = raw.country === undefined ? 'US' : COUNTRY_ALIASES[raw.country.toUpperCase()];
  if (!raw.name) errors.name = ADDRESS_MESSAGES.nameRequired;
  if (!raw.email) {
    if (needs.needsEmail) errors.email = ADDRESS_MESSAGES.emailRequired;
  } else if (!emailFormat.safeParse(raw.email).success) errors.email = ADDRESS_MESSAGES.emailInvalid;
  if (needs.needsStreet) {
    for (const field of ['street1', 'city', 'state', 'postalCode'] as const) {
      if (!raw[field]) errors[field] = ADDRESS_MESSAGES.required;
    }
  }
  if (raw.phone && !PHONE_CHARACTERS.test(raw.phone)) errors.phone = ADDRESS_MESSAGES.phoneInvalid;
  if (!country) {
    errors.country = ADDRESS_MESSAGES.countryInvalid;
    return undefined;
  }
  const state = raw.state === undefined ? undefined : normalizeRegion(country, raw.state);
  if (raw.state !== undefined && !state) errors.state = ADDRESS_MESSAGES.stateInvalid[country];
  const postalCode = raw.postalCode === undefined ? undefined : normalizePostalCode(country, raw.postalCode);
  if (raw.postalCode !== undefined && !postalCode) errors.postalCode = ADDRESS_MESSAGES.postalCodeInvalid[country];
  return { ...raw, country, state, postalCode };
}

/**
 * Validates a shipping address from a form or a request body (`input` is unknown; unknown keys
 * are dropped). Text is trimmed and blanks count as absent. Rules:
 * - name always required ('Please enter your full name');
 * - e-mail required when `needsEmail` ('Please enter your email address'), checked when present
 *   ('Please enter a valid email address');
 * - street1, city, state and postalCode required when `needsStreet` ('Please enter a value');
 *   state and postal code are checked whenever present;
 * - country 'US' (default when absent) or 'CA' ('USA'/'CAN' and any case accepted); others rejected;
 * - state: a code or full name for the country, returned as its code ('new jersey' → 'NJ');
 * - postal code: returned normalised ('k1a0b1' → 'K1A 0B1', '123456789' → '12345-6789');
 * - phone, when present: only digits, parentheses, plus, dash and space.
 * On failure: code 'validation/invalid-address', message = the first field's message,
 * details.fields = { field: message } for every invalid field.
 * spec: core-cart-checkout §5 Validation rules; catalogue-gifting §5 Address forms.
 */
export function validateShippingAddress(input: unknown, needs: AddressRequirements): Result<Address> {
  const errors: FieldErrors = {};
  const parsed = rawAddress.safeParse(input);
  let address: Address | undefined;
  if (parsed.success) {
    address = checkFields(parsed.data, needs, errors);
  } else {
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'address';
      errors[field] ??= ADDRESS_MESSAGES.required;
    }
  }
  const first = Object.values(errors)[0];
  if (first !== undefined || !address) {
    return err(domainError(INVALID_ADDRESS, first ?? ADDRESS_MESSAGES.required, { fields: errors }));
  }
  return ok(address);
}
