/**
 * Migration 25: the newsletter and the first-order offer (spec: shell-account §3 Survey submissions, Newsletter
 * signup; §7 /subscribe, /survey-submissions, /campaign-landing; §9 Offer). `newsletter_contacts`: one per e-mail
 * (normalized, unique), first name, the signup reasons, the signed-in customer's id when one subscribed.
 * `survey_submissions`: the e-mail, the answer ids and the session (anonymous id) they came from. `offer_tokens`: a
 * contact's campaign-landing token only as its SHA-256, used once (`used_at`). And the offer's cart discount, 20% off
 * (2000 permyriad) every line, stopping the discounts after it, applied only through the contacts' one-use codes.
 */
export const MARKETING_MIGRATION = {
  id: 25,
  name: 'newsletter-and-offer',
  sql: `
CREATE TABLE newsletter_contacts (id text PRIMARY KEY, email text UNIQUE NOT NULL, first_name text, \
reasons text[] NOT NULL, customer_id text, created_at timestamptz NOT NULL);
CREATE TABLE survey_submissions (id text PRIMARY KEY, email text NOT NULL, answer_ids text[] NOT NULL, \
session_id text, created_at timestamptz NOT NULL);
CREATE INDEX survey_submissions_session ON survey_submissions (session_id, created_at);
CREATE TABLE offer_tokens (token_hash text PRIMARY KEY, \
contact_id text NOT NULL REFERENCES newsletter_contacts(id) ON DELETE CASCADE, created_at timestamptz NOT NULL, \
used_at timestamptz);
INSERT INTO cart_discounts (id, key, doc) VALUES ('cd-first-order-offer', 'first-order-offer', \
'{"id":"cd-first-order-offer","key":"first-order-offer","name":"20% off your first order",\
"description":"20% off the first order for first-time subscribers","cartPredicate":"1 = 1",\
"value":{"type":"relative","permyriad":2000},"requiresDiscountCode":true,"isActive":true,"sortOrder":0.95,\
"stackingMode":"StopAfterThisDiscount"}'::jsonb) ON CONFLICT (id) DO NOTHING
`,
} as const;
