import { describe, expect, it } from 'vitest';
import { domainError, err, ok, type Result } from '../../shared';
import type { Cart } from './cart';
import { CART_KEY_ALPHABET, cartKeyOf, createWithCartKey } from './cart-key';
import { testCart } from './test-cart';

describe('cartKeyOf', () => {
  it('reads the first 40 bits of the UUID as 8 symbols of the unambiguous alphabet', () => {
    expect(cartKeyOf('00000000-0000-4000-8000-000000000000')).toBe('AAAAAAAA');
    expect(cartKeyOf('ffffffff-ff00-4000-8000-000000000000')).toBe('99999999');
    expect(cartKeyOf('00000000-0100-4000-8000-000000000000')).toBe('AAAAAAAB');
    expect(cartKeyOf('00000000-1f00-4000-8000-000000000000')).toBe('AAAAAAA9');
    expect(cartKeyOf('00000000-2000-4000-8000-000000000000')).toBe('AAAAAABA');
  });
  it('never uses 0, O, 1 or I', () => {
    expect(CART_KEY_ALPHABET).toHaveLength(32);
    expect(CART_KEY_ALPHABET).not.toMatch(/[01IO]/);
    expect(cartKeyOf('0123456789-abcdef')).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });
});

describe('createWithCartKey', () => {
  const clash = err(domainError('cart/duplicate-key', 'taken'));
  const keys = () => {
    let n = 0;
    return () => `KEY${(n += 1)}`;
  };
  it('retries a clash with a fresh key', async () => {
    const tried: string[] = [];
    const create = async (key: string): Promise<Result<Cart>> => {
      tried.push(key);
      return key === 'KEY1' ? clash : ok(testCart({ key }));
    };
    const r = await createWithCartKey(create, keys());
    expect(tried).toEqual(['KEY1', 'KEY2']);
    expect(r.ok && r.value.key).toBe('KEY2');
  });
  it('gives up after three clashes, and never retries another error', async () => {
    const tried: string[] = [];
    const r = await createWithCartKey(async (key) => (tried.push(key), clash), keys());
    expect(tried).toEqual(['KEY1', 'KEY2', 'KEY3']);
    expect(!r.ok && r.error.code).toBe('cart/duplicate-key');
    const other: string[] = [];
    const r2 = await createWithCartKey(
      async (key) => (other.push(key), err(domainError('product/not-found', 'gone'))),
      keys(),
    );
    expect(other).toEqual(['KEY1']);
    expect(!r2.ok && r2.error.code).toBe('product/not-found');
  });
});
