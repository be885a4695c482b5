import { describe, expect, it } from 'vitest';
import { parseQueryParams, productProjectionParams } from './params';

function ok(query: unknown, options: Parameters<typeof parseQueryParams>[1] = {}) {
  const r = parseQueryParams(query, options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function refusal(query: unknown, options: Parameters<typeof parseQueryParams>[1] = {}) {
  const r = parseQueryParams(query, options);
  if (r.ok) throw new Error('parsed');
  return r.error;
}

describe('parseQueryParams', () => {
  it('has the documented defaults: limit 20, offset 0, withTotal true, no where, sort or expand', () => {
    expect(ok({})).toEqual({
      where: [],
      sort: [],
      expand: [],
      limit: 20,
      offset: 0,
      withTotal: true,
      variables: {},
      extra: {},
    });
    expect(ok(undefined).limit).toBe(20);
  });

  it('reads repeated parameters as lists, as fastify gives them', () => {
    const q = ok({
      where: ['key = "a"', 'version > 1'],
      sort: 'createdAt desc',
      expand: ['lineItems[*].distributionChannel', 'discountCodes[*].discountCode'],
    });
    expect(q.where).toEqual(['key = "a"', 'version > 1']);
    expect(q.sort).toEqual(['createdAt desc']);
    expect(q.expand).toHaveLength(2);
  });

  it('reads limit, offset and withTotal within their ranges', () => {
    expect(ok({ limit: '0', offset: '10000', withTotal: 'false' })).toMatchObject({
      limit: 0,
      offset: 10_000,
      withTotal: false,
    });
    expect(ok({ limit: '500' }).limit).toBe(500);
    expect(ok({ limit: 7 }).limit).toBe(7);
  });

  it.each([
    [{ limit: '501' }, 'Malformed parameter: limit: The limit parameter must be in the range of [0..500]'],
    [{ limit: '-1' }, 'Malformed parameter: limit: The limit parameter must be in the range of [0..500]'],
    [{ limit: 'ten' }, 'Malformed parameter: limit: The limit parameter must be in the range of [0..500]'],
    [{ offset: '10001' }, 'Malformed parameter: offset: The offset parameter must be in the range of [0..10000]'],
    [{ offset: ['1', '2'] }, 'Malformed parameter: offset: The offset parameter must be in the range of [0..10000]'],
    [{ withTotal: 'yes' }, "Malformed parameter: withTotal: The withTotal parameter must be 'true' or 'false'"],
    [{ where: 'x'.repeat(20_001) }, 'Malformed parameter: where: The where parameter is too long.'],
  ])('refuses %j', (query, message) => {
    expect(refusal(query)).toMatchObject({ code: 'validation/invalid', message });
  });

  it('reads input variables, repeated ones as lists, also from a qs-style nested object', () => {
    expect(ok({ 'var.name': 'Peter', 'var.ids': ['a', 'b'] }).variables).toEqual({ name: 'Peter', ids: ['a', 'b'] });
    expect(ok({ var: { name: 'Peter' } }).variables).toEqual({ name: 'Peter' });
    expect(refusal({ 'var.': 'x' }).message).toBe(
      "Malformed parameter: var.: The input variable parameter 'var.' is not valid.",
    );
  });

  it('refuses an unknown parameter unless told otherwise', () => {
    expect(refusal({ staged: 'true' })).toMatchObject({
      message: "Malformed parameter: staged: Unknown query parameter 'staged'.",
      details: { reason: 'unknown-parameter' },
    });
    expect(ok({ version: '3' }, { allowUnknown: true }).limit).toBe(20);
  });

  it('adds the parameters of a route: product projections', () => {
    const q = ok(
      {
        staged: 'true',
        priceCurrency: 'USD',
        priceCountry: 'US',
        priceChannel: 'ch',
        localeProjection: ['en-US', 'de'],
        storeProjection: 's',
      },
      { extra: productProjectionParams },
    );
    expect(q.extra).toMatchObject({
      staged: true,
      priceCurrency: 'USD',
      priceCountry: 'US',
      priceChannel: 'ch',
      localeProjection: ['en-US', 'de'],
      storeProjection: 's',
    });
    expect(ok({}, { extra: productProjectionParams }).extra).toMatchObject({ staged: false, localeProjection: [] });
    expect(refusal({ staged: 'maybe' }, { extra: productProjectionParams }).message).toMatch(
      /^Malformed parameter: staged: /,
    );
  });
});
