import type { Database } from './database';
import { SUBSCRIPTIONS_MIGRATION } from '../subscriptions/schema';
import { BUSINESS_UNITS_MIGRATION } from '../business/schema';
import { RESALE_CERTIFICATES_MIGRATION } from '../resellers/schema';
import { TARGETING_MIGRATION } from '../targeting/schema';
import { CONTENT_ENTRIES_MIGRATION } from '../content/schema';
import { MARKETING_MIGRATION } from '../marketing/schema';
import { GIFT_DROPS_MIGRATION, GIFT_GREETING_CARD_MIGRATION, GIFT_ORDER_NUMBER_MIGRATION } from '../gifting/schema';
import { CATALOG_CHANGES_MIGRATION } from './catalog-changes';
import { statementsOf } from './statements';
import { LOCAL_IDENTITY_MIGRATION } from '../server/local-identity-schema';

/**
 * Schema migrations, applied in order once each; the same SQL on PGlite and PostgreSQL.
 * Resources are stored as jsonb documents with the indexed columns the queries need.
 */
export const MIGRATIONS: readonly { readonly id: number; readonly name: string; readonly sql: string }[] = [
  {
    id: 1,
    name: 'initial',
    sql: `
CREATE TABLE categories (id text PRIMARY KEY, key text UNIQUE NOT NULL, order_hint int NOT NULL, doc jsonb NOT NULL);
CREATE TABLE products (id text PRIMARY KEY, key text UNIQUE NOT NULL, name text NOT NULL, path text UNIQUE NOT NULL,
  category_keys text[] NOT NULL, doc jsonb NOT NULL);
CREATE TABLE product_skus (sku text PRIMARY KEY, product_id text NOT NULL REFERENCES products(id));
CREATE TABLE custom_objects (container text NOT NULL, key text NOT NULL, version int NOT NULL DEFAULT 1,
  value jsonb NOT NULL, PRIMARY KEY (container, key));
CREATE TABLE carts (id text PRIMARY KEY, key text UNIQUE, anonymous_id text, customer_id text,
  cart_state text NOT NULL, version int NOT NULL, doc jsonb NOT NULL, updated_at timestamptz NOT NULL DEFAULT now());
CREATE INDEX carts_anonymous ON carts (anonymous_id, cart_state);
CREATE SEQUENCE order_numbers START 100001;
CREATE TABLE orders (id text PRIMARY KEY, order_number text UNIQUE NOT NULL, receipt_token text UNIQUE NOT NULL,
  cart_id text NOT NULL, customer_email text, idempotency_key text UNIQUE, created_at timestamptz NOT NULL, \
doc jsonb NOT NULL);
CREATE TABLE cart_discounts (id text PRIMARY KEY, key text UNIQUE NOT NULL, doc jsonb NOT NULL);
CREATE TABLE discount_codes (id text PRIMARY KEY, code text UNIQUE NOT NULL, doc jsonb NOT NULL,
  application_count int NOT NULL DEFAULT 0);
CREATE TABLE sessions (id_hash text PRIMARY KEY, anonymous_id text NOT NULL, created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL);
CREATE TABLE payment_nonces (nonce_hash text PRIMARY KEY, last4 text NOT NULL, brand text NOT NULL, \
outcome text NOT NULL,
  created_at timestamptz NOT NULL, used_at timestamptz);
CREATE TABLE api_tokens (token_hash text PRIMARY KEY, client_id text NOT NULL, scope text NOT NULL, \
expires_at timestamptz NOT NULL);
CREATE TABLE seed_state (name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
`,
  },
  {
    id: 2,
    name: 'custom-object-ids',
    sql: `
ALTER TABLE custom_objects ADD COLUMN id text UNIQUE;
`,
  },
  {
    id: 3,
    name: 'order-number-sequence-object',
    // The order numbers move from a database sequence to the custom object sequences/orderNumber (value: the
    // last number assigned), which the commercetools adapter can also advance; numbering continues where it was.
    sql: `
INSERT INTO custom_objects (container, key, id, version, value)
  SELECT 'sequences', 'orderNumber', 'sequence-order-number', 1, \
to_jsonb(CASE WHEN is_called THEN last_value ELSE last_value - 1 END)
  FROM order_numbers
  ON CONFLICT (container, key) DO NOTHING;
`,
  },
  {
    id: 4,
    name: 'favorites',
    // A session's favorite products (catalogue-gifting §7 POST /contents.html wishlist fields), keyed by its
    // anonymousId.
    sql: `
CREATE TABLE favorites (anonymous_id text NOT NULL, product_key text NOT NULL, created_at timestamptz NOT NULL,
  PRIMARY KEY (anonymous_id, product_key));
`,
  },
  {
    id: 5,
    name: 'payment-nonce-owner',
    // The session (anonymousId) that tokenized a card: its nonce authorizes only that session's orders.
    sql: `
ALTER TABLE payment_nonces ADD COLUMN owner_id text;
`,
  },
  {
    id: 6,
    name: 'payment-nonce-authorization',
    // The order idempotency key a nonce was authorized for, the amount and the transaction: a retried order
    // call (same key) gets the same authorization back rather than 'payment/nonce-used'.
    sql: `
ALTER TABLE payment_nonces ADD COLUMN authorized_for text, ADD COLUMN authorized_cents bigint, \
ADD COLUMN transaction_id text;
`,
  },
  {
    id: 7,
    name: 'carts-fillfactor',
    // A cart row is rewritten on every update: half-empty pages let PostgreSQL keep the new version on the same
    // page (a heap-only tuple update, no index entries), which makes a cart update about a fifth cheaper.
    sql: `
ALTER TABLE carts SET (fillfactor = 50);
`,
  },
  {
    id: 8,
    name: 'payment-authorization-void',
    // When an authorization was voided (PaymentGatewayPort.void): a voided one is never handed back to a retried
    // order call. Voids find the authorization by its transaction id.
    sql: `
ALTER TABLE payment_nonces ADD COLUMN voided_at timestamptz;
CREATE INDEX payment_nonces_transaction ON payment_nonces (transaction_id);
`,
  },
  {
    id: 9,
    name: 'outbox',
    // The embedded default's sent mail (adapters/embedded/mail/database-outbox.ts), newest read first; `seq`
    // orders messages stored within the same millisecond.
    sql: `
CREATE TABLE outbox (seq bigserial, id text PRIMARY KEY, kind text NOT NULL, to_address text NOT NULL, \
subject text NOT NULL, text_body text NOT NULL, html_body text NOT NULL, sent_at timestamptz NOT NULL);
CREATE INDEX outbox_sent ON outbox (sent_at DESC, seq DESC);
CREATE INDEX outbox_to ON outbox (lower(to_address));
`,
  },
  {
    id: 10,
    name: 'customers',
    // Customer accounts (adapters/embedded/customers/): unique by normalized e-mail; a guest has no password. A
    // session may belong to a customer (its login type; `persistent`: "keep me signed in", a six-month cookie, else
    // a browser-session cookie and a short server-side expiry). Sign-in link and reset keys are stored as SHA-256
    // hashes, single use. An order records the customer it was placed by (or attached to at sign-up).
    sql: `
CREATE TABLE customers (id text PRIMARY KEY, email text NOT NULL, email_normalized text UNIQUE NOT NULL, \
full_name text NOT NULL, first_name text NOT NULL, password_hash text, is_b2b boolean NOT NULL, \
is_guest boolean NOT NULL, login_types text[] NOT NULL DEFAULT '{}', newsletter_opt_in boolean NOT NULL, \
created_at timestamptz NOT NULL);
ALTER TABLE sessions ADD COLUMN customer_id text REFERENCES customers(id) ON DELETE CASCADE, \
ADD COLUMN login_type text, ADD COLUMN persistent boolean NOT NULL DEFAULT true;
CREATE INDEX sessions_customer ON sessions (customer_id);
CREATE TABLE sign_keys (key_hash text PRIMARY KEY, customer_id text NOT NULL REFERENCES customers(id) \
ON DELETE CASCADE, purpose text NOT NULL CHECK (purpose IN ('sign-in-link', 'reset-password')), \
redirect_path text, expires_at timestamptz NOT NULL, used_at timestamptz);
CREATE INDEX sign_keys_customer ON sign_keys (customer_id);
CREATE TABLE customer_addresses (seq bigserial, id text PRIMARY KEY, customer_id text NOT NULL \
REFERENCES customers(id) ON DELETE CASCADE, address jsonb NOT NULL, is_default boolean NOT NULL, \
created_at timestamptz NOT NULL);
CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id, created_at, seq);
ALTER TABLE orders ADD COLUMN customer_id text;
CREATE INDEX orders_customer ON orders (customer_id);
CREATE INDEX orders_email ON orders (lower(customer_email));
CREATE INDEX carts_customer ON carts (customer_id, cart_state)
`,
  },
  {
    id: 11,
    name: 'customer-identities',
    // The identity providers' subjects of an account (social sign-in over OpenID Connect): a later sign-in with the
    // same provider finds the account by its subject even when the e-mail there has changed.
    sql: `
CREATE TABLE customer_identities (provider text NOT NULL, subject text NOT NULL, customer_id text NOT NULL \
REFERENCES customers(id) ON DELETE CASCADE, created_at timestamptz NOT NULL, PRIMARY KEY (provider, subject));
CREATE INDEX customer_identities_customer ON customer_identities (customer_id)
`,
  },
  {
    id: 12,
    name: 'saved_payment_methods',
    // The test gateway's vault (adapters/embedded/payments/test-vault.ts), the customers' wallets: a gateway token per
    // card and what the customer sees; never the card number or its security code. A nonce records the expiry typed
    // with it, so that a card saved from it shows its expiry.
    sql: `
CREATE TABLE saved_payment_methods (seq bigserial, id text PRIMARY KEY, customer_id text NOT NULL \
REFERENCES customers(id) ON DELETE CASCADE, gateway_token text UNIQUE NOT NULL, brand text NOT NULL, \
last4 text NOT NULL, expiration_month int NOT NULL, expiration_year int NOT NULL, cardholder_name text NOT NULL, \
outcome text NOT NULL, is_default boolean NOT NULL, created_at timestamptz NOT NULL);
CREATE INDEX saved_payment_methods_customer ON saved_payment_methods (customer_id, created_at, seq);
ALTER TABLE payment_nonces ADD COLUMN exp_month int, ADD COLUMN exp_year int
`,
  },
  {
    id: 13,
    name: 'staff',
    // Staff (CX agents): an account's session permissions ('checkOutAsCustomer') and admin flag; a CX agent's
    // session remembers whom it acts for: the cart opened by key (its id, key and owner id) and the customer named.
    sql: `
ALTER TABLE customers ADD COLUMN permissions text[] NOT NULL DEFAULT '{}', \
ADD COLUMN is_admin boolean NOT NULL DEFAULT false;
CREATE INDEX customers_staff ON customers USING gin (permissions);
ALTER TABLE sessions ADD COLUMN acting_cart_id text, ADD COLUMN acting_cart_key text, \
ADD COLUMN acting_owner_id text, ADD COLUMN acting_customer_id text, ADD COLUMN acting_customer_email text
`,
  },
  {
    id: 14,
    name: 'stored-value',
    // Gift certificates and store credit (adapters/embedded/stored-value/): balances in cents that CHECK keeps at or
    // above zero; a certificate's code is kept as a SHA-256 hash and its last four symbols, the plain code only until
    // its mail is sent (`pending_code`), so an issue interrupted before the mail is completed later, never lost; one
    // certificate per (order, line, unit). A customer's store credit account and its ledger. Single-use nonces for
    // either, hashed, bound to the payer (the cart owner id), spent by the order that used them.
    sql: `
CREATE TABLE gift_certificates (id text PRIMARY KEY, code_hash text UNIQUE NOT NULL, code_last4 text NOT NULL, \
pending_code text, initial_cents int NOT NULL CHECK (initial_cents > 0), \
balance_cents int NOT NULL CHECK (balance_cents >= 0), order_number text NOT NULL, line_item_id text NOT NULL, \
unit int NOT NULL, recipient_email text NOT NULL, recipient_name text, message text, \
created_at timestamptz NOT NULL, mailed_at timestamptz, UNIQUE (order_number, line_item_id, unit));
CREATE TABLE store_credit_accounts (customer_id text PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE, \
balance_cents int NOT NULL CHECK (balance_cents >= 0), updated_at timestamptz NOT NULL);
CREATE TABLE store_credit_entries (seq bigserial, id text PRIMARY KEY, customer_id text NOT NULL \
REFERENCES store_credit_accounts(customer_id) ON DELETE CASCADE, amount_cents int NOT NULL, reason text NOT NULL, \
note text, issued_by text, order_number text, created_at timestamptz NOT NULL);
CREATE INDEX store_credit_entries_customer ON store_credit_entries (customer_id, created_at DESC, seq DESC);
CREATE TABLE stored_value_nonces (nonce_hash text PRIMARY KEY, \
kind text NOT NULL CHECK (kind IN ('gift_certificate', 'store_credit')), account_id text NOT NULL, \
payer text NOT NULL, created_at timestamptz NOT NULL, used_at timestamptz, order_number text)
`,
  },
  {
    id: 15,
    name: 'stock-and-carrier-options',
    // Stock on hand per SKU (commercetools' inventory entry `availableQuantity`; NULL: not tracked, until the seed
    // stocks it) and each customer's carrier allow flags (core-cart-checkout §3 carrierOptions: only the flags set
    // to false are stored, so the default is every carrier allowed).
    sql: `
ALTER TABLE product_skus ADD COLUMN available_quantity int CHECK (available_quantity >= 0);
ALTER TABLE customers ADD COLUMN carrier_options jsonb NOT NULL DEFAULT '{}'::jsonb
`,
  },
  {
    id: 16,
    name: 'payment-captures',
    // When the test gateway captured an authorization and how many cents (core-cart-checkout §4 Placing an order:
    // the card is captured once the order commits; ChangePaymentMethod captures a new card for a declined one).
    sql: `
ALTER TABLE payment_nonces ADD COLUMN captured_at timestamptz, ADD COLUMN captured_cents bigint
`,
  },
  {
    id: 17,
    name: 'product-skus-by-product',
    // Every product read gathers its SKUs' stock on hand by product id (product-repository.ts WITH_STOCK): without
    // this index each read scanned the whole SKU table.
    sql: `
CREATE INDEX IF NOT EXISTS product_skus_product_id ON product_skus (product_id)
`,
  },
  SUBSCRIPTIONS_MIGRATION,
  GIFT_DROPS_MIGRATION,
  GIFT_ORDER_NUMBER_MIGRATION,
  GIFT_GREETING_CARD_MIGRATION,
  BUSINESS_UNITS_MIGRATION,
  RESALE_CERTIFICATES_MIGRATION,
  TARGETING_MIGRATION,
  CONTENT_ENTRIES_MIGRATION,
  MARKETING_MIGRATION,
  CATALOG_CHANGES_MIGRATION,
  LOCAL_IDENTITY_MIGRATION,
];

/** Applies pending migrations; returns the ids applied. Safe to run at every start. */
export async function migrate(db: Database): Promise<number[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations ' +
      '(id int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set((await db.query<{ id: number }>('SELECT id FROM schema_migrations')).map((r) => r.id));
  const applied: number[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.id)) continue;
    await db.transaction(async (tx) => {
      for (const stmt of statementsOf(m.sql)) await tx.query(stmt);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [m.id, m.name]);
    });
    applied.push(m.id);
  }
  return applied;
}
