import { describe, expect, it, test } from 'vitest';
import type { Address } from '../../core/cart';
import { ctAddress } from '../../adapters/embedded/server/ct/encode-values';
import { domainAddress } from '../../adapters/embedded/server/ct/update-actions';
import { ctAddressSchema as serverAddressSchema } from '../../adapters/embedded/server/ct/wire-fields';
import { ctAddressSchema as clientAddressSchema } from '../../adapters/commercetools/ct-schemas';
import * as from from '../../adapters/commercetools/from-ct';
import { addressDraft } from '../../adapters/commercetools/to-ct';
import { wire, US_HOME, CA_BUSINESS, MINIMAL, ITEM_FULL, ITEM_CA, ITEM_MINIMAL } from './ct-wire-support';

/** Part 5 of the commercetools wire mapping (see ct-wire-support.ts): addresses. */

const ADDRESSES: readonly { readonly label: string; readonly address: Address }[] = [
  { label: 'a full US residential address', address: US_HOME },
  { label: 'a CA business address', address: CA_BUSINESS },
  { label: 'a minimal { country: US }', address: MINIMAL },
];

describe('addresses', () => {
  test.each(ADDRESSES)(
    'adapter → server: addressDraft → strict ctAddressSchema → domainAddress, $label',
    ({ address }) => {
      expect(domainAddress(serverAddressSchema.parse(wire(addressDraft(address))))).toEqual(address);
    },
  );

  test.each(ADDRESSES)('server → adapter: ctAddress → ctAddressSchema → from.address, $label', ({ address }) => {
    expect(from.address(clientAddressSchema.parse(wire(ctAddress(address))))).toEqual(address);
  });

  test.each([ITEM_FULL, ITEM_CA, ITEM_MINIMAL])(
    'server → adapter: ctAddress → from.itemShippingAddress, $key',
    (item) => {
      expect(from.itemShippingAddress(clientAddressSchema.parse(wire(ctAddress(item))))).toEqual(item);
    },
  );

  it('asymmetry (decoding only): firstName, streetNumber and region of foreign commercetools addresses are folded in the same way by both decoders', () => {
    const foreign = {
      firstName: 'Pat',
      lastName: 'Jones',
      streetNumber: '125',
      streetName: 'Moen Ave',
      region: 'NJ',
      country: 'US',
    };
    const expected: Address = { name: 'Pat Jones', street1: '125 Moen Ave', state: 'NJ', country: 'US' };
    expect(domainAddress(serverAddressSchema.parse(foreign))).toEqual(expected);
    expect(from.address(clientAddressSchema.parse(foreign))).toEqual(expected);
  });
});
