/**
 * Migration 19: gift drops (spec: catalogue-gifting §4 Gift drop; core-cart-checkout §4 digital gift lines). One drop
 * per order line (`UNIQUE (order_number, line_item_id)`, so a retried CreateGiftDrops makes none twice); its
 * recipients in line order (`position`), each with the SHA-256 (hex) of its single-use redeem key (`key_hash`, unique;
 * the plain key only goes by mail), its status ('sent' until redeemed, then 'redeemed', changed by a conditional
 * update) and, once redeemed, the selection (product numbers), the address and the ship date. Senders are not
 * references: a guest's gift has no customer.
 */
export const GIFT_DROPS_MIGRATION = {
  id: 19,
  name: 'gift-drops',
  sql: `
CREATE TABLE gift_drops (seq bigserial, id text PRIMARY KEY, order_number text NOT NULL, line_item_id text NOT NULL, \
sender_customer_id text, sender_email text NOT NULL, sender_name text NOT NULL, product_key text NOT NULL, \
sku text NOT NULL, message text NOT NULL, created_at timestamptz NOT NULL, UNIQUE (order_number, line_item_id));
CREATE INDEX gift_drops_sender ON gift_drops (sender_customer_id, created_at DESC, seq DESC);
CREATE INDEX gift_drops_sender_email ON gift_drops (lower(sender_email), created_at DESC, seq DESC);
CREATE INDEX gift_drops_recent ON gift_drops (created_at DESC, seq DESC);
CREATE TABLE gift_recipients (id text PRIMARY KEY, drop_id text NOT NULL REFERENCES gift_drops(id) ON DELETE CASCADE, \
position int NOT NULL, name text NOT NULL, email text NOT NULL, key_hash text UNIQUE NOT NULL, \
status text NOT NULL CHECK (status IN ('sent', 'redeemed')), sent_at timestamptz NOT NULL, redeemed_at timestamptz, \
selection int[], shipping_address jsonb, ship_on text, UNIQUE (drop_id, position))
`,
} as const;

/**
 * Migration 20: the number of the fulfilment order a redeemed gift ships as (catalogue-gifting §4 Gift drop "which
 * creates their shipment"): nullable, set with the redemption; gifts redeemed before it have none.
 */
export const GIFT_ORDER_NUMBER_MIGRATION = {
  id: 20,
  name: 'gift-recipient-order-number',
  sql: `
ALTER TABLE gift_recipients ADD COLUMN order_number text
`,
} as const;

/**
 * Migration 21: the greeting card sent with a gift (core-cart-checkout §4 "Greeting card lines are added as extra line
 * items with a message"): its SKU and message, both null for a gift without a card; each recipient's order gets one.
 */
export const GIFT_GREETING_CARD_MIGRATION = {
  id: 21,
  name: 'gift-drop-greeting-card',
  sql: `
ALTER TABLE gift_drops ADD COLUMN greeting_card_sku text;
ALTER TABLE gift_drops ADD COLUMN greeting_card_message text
`,
} as const;
