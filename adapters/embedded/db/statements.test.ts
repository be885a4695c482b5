import { statementsOf } from './statements';
import { CATALOG_CHANGES_MIGRATION } from './catalog-changes';

describe('statementsOf', () => {
  it("splits at each ';' outside dollar-quoted bodies, trimmed, without empty statements", () => {
    expect(statementsOf('CREATE TABLE a (x int);\n  CREATE INDEX b ON a (x) ;;\n')).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX b ON a (x)',
    ]);
    expect(
      statementsOf('CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN RETURN NULL; END $$;\nSELECT 1'),
    ).toEqual(['CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN RETURN NULL; END $$', 'SELECT 1']);
  });
  it('keeps migration 27 to its three functions and three triggers', () => {
    const statements = statementsOf(CATALOG_CHANGES_MIGRATION.sql);
    expect(statements.map((s) => s.split('(')[0]!.split(' ').slice(0, 3).join(' '))).toEqual([
      'CREATE OR REPLACE',
      'CREATE TRIGGER products_notify',
      'CREATE OR REPLACE',
      'CREATE TRIGGER product_skus_notify',
      'CREATE OR REPLACE',
      'CREATE TRIGGER categories_notify',
    ]);
  });
});
