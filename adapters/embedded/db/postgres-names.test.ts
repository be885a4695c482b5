import { describe, expect, it } from 'vitest';
import { StatementNames } from './postgres';

describe('StatementNames (named statements on PostgreSQL)', () => {
  it('gives each distinct text one name, the same every time', () => {
    const names = new StatementNames();
    const a = names.of('SELECT doc FROM carts WHERE id = $1');
    expect(a).toBe('n0_1');
    expect(names.of('SELECT doc FROM carts WHERE id = $1')).toBe(a);
    expect(names.of('SELECT 1')).toBe('n0_2');
  });

  it('runs a schema change unnamed, and names every text anew after it', () => {
    const names = new StatementNames();
    expect(names.of('SELECT * FROM carts')).toBe('n0_1');
    expect(names.of('  alter TABLE carts ADD COLUMN x int')).toBeUndefined();
    expect(names.of('SELECT * FROM carts')).toBe('n1_1');
  });

  it('past its limit, a new text runs unnamed while the named ones keep their names', () => {
    const names = new StatementNames(2);
    expect(names.of('SELECT 1')).toBe('n0_1');
    expect(names.of('SELECT 2')).toBe('n0_2');
    expect(names.of('SELECT 3')).toBeUndefined();
    expect(names.of('SELECT 1')).toBe('n0_1');
  });
});
