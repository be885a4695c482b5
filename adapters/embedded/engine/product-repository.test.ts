import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { ProductRepository } from './product-repository';
import { CatalogueCache } from './catalogue-cache';

/** A product document as stored (the fields the repository reads). */
const almonds = {
  key: 'almonds',
  name: 'Almonds',
  path: '/nuts/almonds/almonds',
  variants: [{ sku: '1072-01' }, { sku: '1072-02' }],
};

/** A database answering the repository's statements from one product and counting them. */
function fakeDb(stock: () => Record<string, number>) {
  const statements: string[] = [];
  const db: Queryable = {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      statements.push(sql);
      await Promise.resolve();
      const row = { doc: almonds, stock: stock() };
      if (sql.startsWith('UPDATE product_skus')) return [{ sku: params[0] }] as T[];
      if (sql.includes('FROM categories')) return [{ doc: { key: 'nuts', path: '/nuts' } }] as T[];
      if (sql.includes('FROM custom_objects')) return [{ value: { servingSize: '28 g' } }] as T[];
      if (sql.includes('s.sku = ANY($1)')) {
        const skus = params[0] as string[];
        return skus.filter((s) => s.startsWith('1072-')).map((sku) => ({ sku, ...row })) as T[];
      }
      if (sql.includes('WHERE path = $1')) return (params[0] === almonds.path ? [row] : []) as T[];
      return [] as T[];
    },
  };
  return { db, statements };
}

describe('ProductRepository on an exclusive database (spec: core-cart-checkout §2 Other routes, §7 POST /cart)', () => {
  it('reads a product page once: by path, the categories and the nutrition facts are kept', async () => {
    const { db, statements } = fakeDb(() => ({ '1072-01': 12 }));
    const repo = new ProductRepository(db, true);
    for (let i = 0; i < 3; i++) {
      expect((await repo.byPath(almonds.path))?.variants[0]?.availability).toBeDefined();
      expect(await repo.categories()).toHaveLength(1);
      expect(await repo.nutritionFacts('almonds')).toEqual({ servingSize: '28 g' });
    }
    expect(statements).toHaveLength(3);
  });

  it('keeps an unknown path as not found, and SKUs one by one (a later read of a kept SKU costs no statement)', async () => {
    const { db, statements } = fakeDb(() => ({}));
    const repo = new ProductRepository(db, true);
    expect(await repo.byPath('/nuts/nothing')).toBeUndefined();
    expect(await repo.byPath('/nuts/nothing')).toBeUndefined();
    expect([...(await repo.bySkus(['1072-01', 'nope'])).keys()]).toEqual(['1072-01']);
    expect([...(await repo.bySkus(['1072-01', '1072-02', 'nope'])).keys()]).toEqual(['1072-01', '1072-02']);
    expect((await repo.bySku('1072-02'))?.key).toBe('almonds');
    expect(statements).toHaveLength(3);
  });

  it('drops what it kept when the stock changes, so the page shows the new availability', async () => {
    let units = 12;
    const { db } = fakeDb(() => ({ '1072-01': units }));
    const repo = new ProductRepository(db, true);
    expect((await repo.byPath(almonds.path))?.variants[0]?.availability).toMatchObject({ isOnStock: true });
    units = 0;
    const changed = await repo.setStock('1072-01', 0);
    expect(changed?.variants[0]?.availability).toMatchObject({ isOnStock: false });
    expect((await repo.byPath(almonds.path))?.variants[0]?.availability).toMatchObject({ isOnStock: false });
  });

  it('reads the database every time on a shared database', async () => {
    const { db, statements } = fakeDb(() => ({}));
    const repo = new ProductRepository(db);
    await repo.byPath(almonds.path);
    await repo.byPath(almonds.path);
    await repo.bySkus(['1072-01']);
    await repo.bySkus(['1072-01']);
    expect(statements).toHaveLength(4);
  });
});

describe('ProductRepository on a shared database whose changes are followed (PostgreSQL, migration 27)', () => {
  it('keeps page reads (by path) but reads SKUs, what carts are priced and checked against, every time', async () => {
    const { db, statements } = fakeDb(() => ({}));
    const repo = new ProductRepository(db);
    repo.cache.follow();
    await repo.byPath(almonds.path);
    await repo.byPath(almonds.path);
    expect(statements).toHaveLength(1);
    await repo.bySkus(['1072-01']);
    await repo.bySku('1072-01');
    expect(statements).toHaveLength(3);
    repo.cache.changed();
    await repo.byPath(almonds.path);
    expect(statements).toHaveLength(4);
  });
});

describe('CatalogueCache', () => {
  it('does not keep a read that began before a change', async () => {
    const cache = new CatalogueCache(true);
    let release: (v: string) => void = () => undefined;
    const slow = cache.through('k', () => new Promise<string>((r) => (release = r)));
    cache.changed();
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.through('k', async () => 'new')).toBe('new');
    expect(await cache.through('k', async () => 'newer')).toBe('new');
  });

  it('is off until follow() on a shared database, then keeps reads', async () => {
    const cache = new CatalogueCache(false);
    expect(await cache.through('k', async () => 1)).toBe(1);
    expect(await cache.through('k', async () => 2)).toBe(2);
    cache.follow();
    expect(cache.enabled).toBe(true);
    expect(await cache.through('k', async () => 3)).toBe(3);
    expect(await cache.through('k', async () => 4)).toBe(3);
  });
});
