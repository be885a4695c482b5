/** The PostgreSQL channel on which the database announces catalogue changes (migration 27). */
export const CATALOG_CHANNEL = 'nutshell_catalog';

/**
 * Migration 27: the database announces every catalogue change on the channel `nutshell_catalog` (NOTIFY, delivered
 * at commit to every listening session, whichever process or tool made the change). The payload is the key of a
 * product whose row (`products`) or stock or SKUs (`product_skus`) changed, both the old and the new key when a key
 * changes; an empty payload (any change to `categories`) means "re-read everything". Each server process listens
 * and re-indexes what changed (adapters/embedded/search/catalog-follower.ts), so a search through one process
 * follows a change made through another. PostgreSQL drops identical payloads of one transaction, so a seed of
 * thousands of rows sends each key once.
 */
export const CATALOG_CHANGES_MIGRATION = {
  id: 27,
  name: 'catalog-change-notifications',
  sql: `
CREATE OR REPLACE FUNCTION nutshell_notify_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM pg_notify('${CATALOG_CHANNEL}', OLD.key); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM pg_notify('${CATALOG_CHANNEL}', NEW.key); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER products_notify AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION nutshell_notify_product();
CREATE OR REPLACE FUNCTION nutshell_notify_product_sku() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE k text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT key INTO k FROM products WHERE id = OLD.product_id;
    IF k IS NOT NULL THEN PERFORM pg_notify('${CATALOG_CHANNEL}', k); END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT key INTO k FROM products WHERE id = NEW.product_id;
    IF k IS NOT NULL THEN PERFORM pg_notify('${CATALOG_CHANNEL}', k); END IF;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER product_skus_notify AFTER INSERT OR UPDATE OR DELETE ON product_skus
  FOR EACH ROW EXECUTE FUNCTION nutshell_notify_product_sku();
CREATE OR REPLACE FUNCTION nutshell_notify_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CATALOG_CHANNEL}', '');
  RETURN NULL;
END $$;
CREATE TRIGGER categories_notify AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION nutshell_notify_categories()
`,
} as const;
