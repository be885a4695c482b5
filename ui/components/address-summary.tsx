import type { Address } from '../../core/cart';
import { orderCopy } from '../copy';

/** A postal address as lines: name, company, street, city/state/postal code, country. */
export function AddressSummary({ address }: { address: Address }) {
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <address className="address-summary">
      {[
        address.name,
        address.company,
        address.street1,
        address.street2,
        cityLine,
        orderCopy.address.countries[address.country],
      ]
        .filter(Boolean)
        .map((line, i) => (
          <span key={i}>{line}</span>
        ))}
    </address>
  );
}
