/**
 * Migration 22: business accounts (spec: core-cart-checkout §6 Business, §7 business-units calls). One profile per
 * customer (`customer_id` is the key, so of two concurrent creations one wins), gone with its customer. The address is
 * the Address document; the phone its ten digits; `source` is 'Account Creation' or 'User Converted'.
 */
export const BUSINESS_UNITS_MIGRATION = {
  id: 22,
  name: 'business-units',
  sql: `
CREATE TABLE business_units (customer_id text PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE, \
company_name text NOT NULL, industry text NOT NULL, tax_id text, phone text NOT NULL, address jsonb NOT NULL, \
team_size text NOT NULL, source text NOT NULL CHECK (source IN ('Account Creation', 'User Converted')), \
created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL)
`,
} as const;
