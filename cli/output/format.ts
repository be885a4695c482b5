import type { Address } from '../../core/cart';

/**
 * One-line postal address: "Jane Doe, Acme, 1 Main St, Apt 2, Newark, NJ 07102, US".
 * Empty parts are skipped; an undefined address is '-'.
 */
export function formatAddress(address: Address | undefined): string {
  if (!address) return '-';
  const region = [address.state, address.postalCode].filter(Boolean).join(' ');
  const parts = [
    address.name,
    address.company,
    address.street1,
    address.street2,
    address.city,
    region,
    address.country,
  ];
  return parts.filter((p): p is string => Boolean(p)).join(', ');
}

/** An ISO timestamp as "2025-11-22 04:30 UTC"; other text is returned unchanged. */
export function formatTimestamp(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** An optional text, or '-' when absent or empty. */
export function orDash(text: string | undefined): string {
  return text ? text : '-';
}
