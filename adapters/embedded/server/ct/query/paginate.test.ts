import { describe, expect, it } from 'vitest';
import { paginate } from './paginate';
import { parseSort } from './sort';
import { categorySchema } from './schemas-catalogue';

const cats = Array.from({ length: 7 }, (_, i) => ({ id: `c${i}`, orderHint: String(7 - i) }));

describe('paginate', () => {
  it('answers limit, offset, count, total and results as commercetools does', () => {
    expect(paginate(cats, { limit: 3, offset: 2, withTotal: true })).toEqual({
      limit: 3,
      offset: 2,
      count: 3,
      total: 7,
      results: cats.slice(2, 5),
    });
    expect(paginate(cats, { limit: 3, offset: 6, withTotal: true })).toMatchObject({ count: 1, total: 7 });
    expect(paginate(cats, { limit: 0, offset: 0, withTotal: true })).toEqual({
      limit: 0,
      offset: 0,
      count: 0,
      total: 7,
      results: [],
    });
  });

  it('leaves total out when withTotal is false', () => {
    expect(paginate(cats, { limit: 2, offset: 0, withTotal: false })).toEqual({
      limit: 2,
      offset: 0,
      count: 2,
      results: cats.slice(0, 2),
    });
  });

  it('sorts before paging, without changing its input', () => {
    const sort = parseSort(['orderHint asc'], categorySchema);
    if (!sort.ok) throw new Error(sort.error.message);
    expect(paginate(cats, { limit: 2, offset: 1, withTotal: true }, sort.value).results.map((c) => c.id)).toEqual([
      'c5',
      'c4',
    ]);
    expect(cats[0]?.id).toBe('c0');
  });
});
