import { describe, expect, it } from 'vitest';
import {
  compileWhere,
  paginate,
  parseQueryParams,
  planValues,
  prepareQuery,
  productProjectionSchema,
  type PreparedQuery,
} from './index';

const products = [
  { id: 'p2', key: 'b', name: { 'en-US': 'Brazil nuts' }, published: true },
  { id: 'p1', key: 'a', name: { 'en-US': 'Almonds' }, published: true },
  { id: 'p3', key: 'c', name: { 'en-US': 'Cashews' }, published: false },
];

function prepared(query: unknown): PreparedQuery & { params: ReturnType<typeof parseQueryParams> } {
  const params = parseQueryParams(query);
  if (!params.ok) throw new Error(params.error.message);
  const q = prepareQuery(params.value, productProjectionSchema);
  if (!q.ok) throw new Error(q.error.message);
  return { ...q.value, params };
}

describe('a query end to end', () => {
  it('ANDs several where parameters, binds variables, sorts and pages', () => {
    const q = prepared({
      where: ['published = true', 'key in :keys'],
      'var.keys': ['a', 'b', 'z'],
      sort: 'name.en-US asc',
      limit: '1',
    });
    const matches = products.filter((p) => q.where?.matches(p) ?? true);
    expect(q.params.ok && paginate(matches, q.params.value, q.sort)).toEqual({
      limit: 1,
      offset: 0,
      count: 1,
      total: 2,
      results: [products[1]],
    });
    expect(q.where && [...(planValues(q.where.predicate, productProjectionSchema, [['key']]) ?? [])]).toEqual([
      'a',
      'b',
      'z',
    ]);
  });

  it('matches everything without where', () => {
    expect(compileWhere([], productProjectionSchema)).toEqual({ ok: true, value: undefined });
    expect(prepared({}).where).toBeUndefined();
  });

  it('answers the first error: a syntax error, an unknown field, an unknown sort field', () => {
    expect(compileWhere(['key = "a"', 'key ='], productProjectionSchema)).toMatchObject({
      ok: false,
      error: { details: { reason: 'syntax' } },
    });
    expect(compileWhere(['nope = 1'], productProjectionSchema)).toMatchObject({
      ok: false,
      error: { details: { reason: 'unknown-field', field: 'nope' } },
    });
    expect(prepareQuery({ where: [], sort: ['nope asc'], variables: {} }, productProjectionSchema)).toMatchObject({
      ok: false,
      error: { details: { reason: 'invalid-sort' } },
    });
  });
});
