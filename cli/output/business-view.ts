import type { CustomerBusiness } from '../../ports/customer-directory';
import { formatAddress, formatTimestamp } from './format';

/** Ten digits as '(503) 555-0142'; anything else unchanged. */
function formatPhone(digits: string): string {
  const m = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : digits;
}

/**
 * A customer's business account for a CX agent (spec: core-cart-checkout §6 Business), one fact a line: Customer,
 * Email, Business account (yes/no) and, with one, Company, Industry, Tax ID ('—' without), Phone, Address, Team size,
 * Source, Created and Updated.
 */
export function renderCustomerBusiness({ customer, profile }: CustomerBusiness): string {
  const head = [`Customer: ${customer.id}`, `Email: ${customer.email}`, `Business account: ${profile ? 'yes' : 'no'}`];
  if (!profile) return `${head.join('\n')}\n`;
  const facts = [
    `Company: ${profile.companyName}`,
    `Industry: ${profile.industry}`,
    `Tax ID: ${profile.taxId ?? '—'}`,
    `Phone: ${formatPhone(profile.phone)}`,
    `Address: ${formatAddress(profile.address)}`,
    `Team size: ${profile.teamSize}`,
    `Source: ${profile.source}`,
    `Created: ${formatTimestamp(profile.createdAt)}`,
    `Updated: ${formatTimestamp(profile.updatedAt)}`,
  ];
  return `${[...head, ...facts].join('\n')}\n`;
}
