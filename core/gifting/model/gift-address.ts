import { domainError, err, ok, type Result } from '../../shared';
import type { Address } from '../../cart/model';
import { validateShippingAddress } from '../../validation/model';

/**
 * Where a redeemed gift ships (spec: catalogue-gifting §1 "shipping is only within the United States (including
 * Hawaii and Alaska) and Puerto Rico"; §5 Address forms).
 */

/** The message of an address outside the gift's shipping area (§1). */
export const GIFT_ADDRESS_OUTSIDE_MESSAGE =
  'Gifts ship only within the United States (including Hawaii and Alaska) and Puerto Rico.';

/** The states a gift ships to: the 50 states (Hawaii and Alaska too), DC and Puerto Rico. */
export const GIFT_SHIPPING_STATES: ReadonlySet<string> = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR ' +
    'PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR'
  ).split(' '),
);

/**
 * Validates a redeemed gift's shipping address (`input` from a request body): core/validation's shipping-address rules
 * with a street required ('validation/invalid-address', details.fields), then the country must be the US and the
 * state one of GIFT_SHIPPING_STATES, else 'gift/invalid-address' with GIFT_ADDRESS_OUTSIDE_MESSAGE
 * (details.fields.country or .state). The address normalised (state code, ZIP).
 */
export function validateGiftAddress(input: unknown): Result<Address> {
  const address = validateShippingAddress(input, { needsEmail: false, needsStreet: true });
  if (!address.ok) return address;
  const a = address.value;
  if (a.country !== 'US')
    return err(
      domainError('gift/invalid-address', GIFT_ADDRESS_OUTSIDE_MESSAGE, {
        fields: { country: GIFT_ADDRESS_OUTSIDE_MESSAGE },
      }),
    );
  if (!a.state || !GIFT_SHIPPING_STATES.has(a.state))
    return err(
      domainError('gift/invalid-address', GIFT_ADDRESS_OUTSIDE_MESSAGE, {
        fields: { state: GIFT_ADDRESS_OUTSIDE_MESSAGE },
      }),
    );
  return ok(a);
}
