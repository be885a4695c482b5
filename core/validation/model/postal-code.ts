import type { CountryCode } from '../../cart/model';

/**
 * Postal-code rules (spec: core-cart-checkout §5 Validation rules "Postal codes";
 * catalogue-gifting §5 "ZIP form").
 */

/** US ZIP: 5 digits, optionally followed by an optional dash and 4 digits ("12345", "12345-6789", "123456789"). */
const US_POSTAL_CODE = /^\d{5}(-?\d{4})?$/;

/** Canada: letter-digit-letter, optional space or dash, digit-letter-digit, case-insensitive ("K1A 0B1", "k1a-0b1"). */
const CA_POSTAL_CODE = /^[a-z]\d[a-z][ -]?\d[a-z]\d$/i;

/**
 * true when `code` is a valid postal code for `country`. Leading and trailing whitespace is
 * ignored (form input); an empty code is invalid because both countries require one.
 * spec: core-cart-checkout §5 Postal codes.
 */
export function isValidPostalCode(country: CountryCode, code: string): boolean {
  const trimmed = code.trim();
  return country === 'CA' ? CA_POSTAL_CODE.test(trimmed) : US_POSTAL_CODE.test(trimmed);
}

/**
 * true when `code` has the Canadian shape (used to detect a Canadian ZIP in the ZIP form).
 * spec: catalogue-gifting §5 "Canadian ZIP detection uses the Canadian pattern".
 */
export function isCanadianPostalCode(code: string): boolean {
  return CA_POSTAL_CODE.test(code.trim());
}

/**
 * The canonical form of a valid postal code, or undefined when it is invalid for `country`.
 * US: "12345" or "12345-6789" (a 9-digit ZIP gets its dash). CA: upper case with one space, "K1A 0B1".
 * spec: core-cart-checkout §5 Postal codes.
 */
export function normalizePostalCode(country: CountryCode, code: string): string | undefined {
  if (!isValidPostalCode(country, code)) return undefined;
  const compact = code.trim().replace(/[ -]/g, '').toUpperCase();
  if (country === 'CA') return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  return compact.length === 9 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
}

/** Field labels of an address form for one country. */
export interface AddressLabels {
  /** Label of the postal-code field: 'ZIP code' or 'Postal code'. */
  readonly postalCode: string;
  /** Label of the region field: 'State' or 'Province'. */
  readonly state: string;
}

const LABELS: Readonly<Record<CountryCode, AddressLabels>> = {
  US: { postalCode: 'ZIP code', state: 'State' },
  CA: { postalCode: 'Postal code', state: 'Province' },
};

/**
 * Labels of the postal-code and region fields: US 'ZIP code' and 'State'; CA 'Postal code' and 'Province'.
 * spec: core-cart-checkout §5 Postal codes "Labels".
 */
export function addressLabels(country: CountryCode): AddressLabels {
  return LABELS[country];
}
