/**
 * Migration 24: page-builder content (shell-account §7 CMS content; core-cart-checkout §2 content pages). One row per
 * entry, unique by (model_name, name); `data` and `query` are the entry's jsonb fields, checked by the store against
 * the model's schema before every write; `published` is Builder's state. `updated_at` is what the cross-process cache
 * check reads (max over the table), hence its index.
 */
export const CONTENT_ENTRIES_MIGRATION = {
  id: 24,
  name: 'content-entries',
  sql: `
CREATE TABLE content_entries (id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'), model_name text NOT NULL, \
name text NOT NULL, published text NOT NULL CHECK (published IN ('published', 'draft', 'archived')), \
data jsonb NOT NULL, query jsonb NOT NULL DEFAULT '[]', priority int, start_date timestamptz, end_date timestamptz, \
created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, UNIQUE (model_name, name));
CREATE INDEX content_entries_updated ON content_entries (updated_at)
`,
} as const;
