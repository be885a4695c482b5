/**
 * Migration 26: the embedded targeting service (spec: shell-account §4 Analytics and targeting behaviour, §7
 * Targeting service). `targeting_campaigns`: one per selector name, its type, whether it is active, and its
 * variations as JSON (`[{ id, name, weight, payload }]`, weights positive integers, ids unique across campaigns'
 * decisions by the campaign id); `seeded` marks the campaigns fixtures/targeting owns (a re-seed replaces those).
 * `targeting_engagements`: every reported engagement (decision id, the variation, CLICK or IMP, the visitor's
 * dyid, the session, when).
 */
export const TARGETING_MIGRATION = {
  id: 26,
  name: 'targeting',
  sql: `
CREATE TABLE targeting_campaigns (id int PRIMARY KEY, selector text UNIQUE NOT NULL, type text NOT NULL, \
active boolean NOT NULL, variations jsonb NOT NULL, seeded boolean NOT NULL DEFAULT false, \
updated_at timestamptz NOT NULL);
CREATE TABLE targeting_engagements (seq bigserial PRIMARY KEY, decision_id text NOT NULL, campaign_id int, \
variation_id int, type text NOT NULL CHECK (type IN ('CLICK', 'IMP')), user_id text NOT NULL, \
session_id text NOT NULL, at timestamptz NOT NULL);
CREATE INDEX targeting_engagements_decision ON targeting_engagements (decision_id, at)
`,
} as const;
