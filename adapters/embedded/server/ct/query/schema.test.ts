import { describe, expect, it } from 'vitest';
import { freeJson, arr, child, isPrimitive, localized, obj, reference, str } from './schema';

describe('schema kinds', () => {
  it('child finds an object’s own fields only, any key of a map, anything in free-form JSON', () => {
    const o = obj({ id: str });
    expect(child(o, 'id')).toBe(str);
    expect(child(o, 'constructor')).toBeUndefined();
    expect(child(o, '__proto__')).toBeUndefined();
    expect(child(localized, 'en-US')).toBe(str);
    expect(child(freeJson, 'whatever')).toBe(freeJson);
    expect(child(arr(o), 'id')).toBeUndefined();
    expect(child(str, 'x')).toBeUndefined();
  });

  it('isPrimitive tells values from containers', () => {
    expect(
      ['string', 'number', 'boolean', 'datetime', 'date', 'time'].every((kind) => isPrimitive({ kind } as never)),
    ).toBe(true);
    expect([reference, localized, arr(str), freeJson, { kind: 'geo' } as const].some(isPrimitive)).toBe(false);
  });
});
