/**
 * A statement that may change the schema (DDL, as migrations and tests run them): after one, a statement prepared
 * before may no longer fit its tables, so the adapters that keep prepared statements (PGlite, PostgreSQL) start over.
 */
export const SCHEMA_CHANGE = /^\s*(CREATE|ALTER|DROP|TRUNCATE|COMMENT|GRANT|REVOKE)\b/i;
