/**
 * Migration 18: auto-delivery subscriptions and their delivery runs (spec: catalogue-gifting §3 Subscription,
 * Auto-delivery order; DESIGN "work that runs on a schedule claims its rows in the database so that it runs exactly
 * once across processes and crashes"). A subscription's id is its bigserial (the numeric subscription-group id of the
 * delivery pages). A delivery run is one attempt to order a customer's delivery of a day to an address; at most one
 * run per delivery is open (pending, claimed or declined: `delivery_runs_open`), so `INSERT … ON CONFLICT DO NOTHING`
 * from several processes makes it once; a claim is `FOR UPDATE SKIP LOCKED` with a lease (`lease_until`, the
 * database's clock) that another worker may take over once it has run out.
 */
export const SUBSCRIPTIONS_MIGRATION = {
  id: 18,
  name: 'auto-delivery-subscriptions',
  sql: `
CREATE TABLE subscriptions (id bigserial PRIMARY KEY, customer_id text NOT NULL REFERENCES customers(id) \
ON DELETE CASCADE, sku text NOT NULL, quantity int NOT NULL CHECK (quantity BETWEEN 1 AND 4999), \
interval_days int CHECK (interval_days > 0), next_ship_on date, added_at timestamptz NOT NULL, \
shipping_address_id text NOT NULL, payment_method_id text, active boolean NOT NULL DEFAULT true, \
cancel_reason text, channel_key text NOT NULL, version int NOT NULL DEFAULT 1);
CREATE INDEX subscriptions_customer ON subscriptions (customer_id, id);
CREATE INDEX subscriptions_due ON subscriptions (next_ship_on) WHERE active;
CREATE TABLE delivery_runs (id bigserial PRIMARY KEY, customer_id text NOT NULL, shipping_address_id text NOT NULL, \
ship_on date NOT NULL, status text NOT NULL CHECK (status IN ('pending', 'claimed', 'ordered', 'declined', 'empty')), \
attempts int NOT NULL DEFAULT 0, worker text, lease_until timestamptz, order_number text, failure text, \
created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now());
CREATE UNIQUE INDEX delivery_runs_open ON delivery_runs (customer_id, shipping_address_id, ship_on) \
WHERE status IN ('pending', 'claimed', 'declined');
CREATE INDEX delivery_runs_claimable ON delivery_runs (ship_on, id) WHERE status IN ('pending', 'claimed');
CREATE INDEX delivery_runs_customer ON delivery_runs (customer_id, status);
CREATE INDEX delivery_runs_day ON delivery_runs (ship_on)
`,
} as const;
