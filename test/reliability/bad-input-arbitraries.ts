import fc from 'fast-check';

/**
 * fast-check generators of bad requests for the bad-input suite: each starts from a route's
 * valid body or query (as its zod schema describes it) and breaks it one way: malformed JSON, a field of the
 * wrong type, a string with U+0000 or an unpaired surrogate (which PostgreSQL cannot store), a huge string, a negative or enormous number, a required field removed, an unknown field added
 * (strict schemas), or a body of the wrong shape altogether.
 */

/** A JSON value. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Bodies that are not JSON at all, sent as application/json. */
export const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  'nul',
  '[1,',
  '{"x":1}}',
  "{'single': 1}",
  '{"a":1,}',
  '\u0000',
  '{"version": 01}',
  'undefined',
  '{"a":"\\x"}',
);

/** A string longer than any field's maximum (5,000–20,000 characters), with some Unicode. */
export const hugeString = fc.constantFrom(
  'x'.repeat(25_000),
  'é'.repeat(21_000),
  '🥜'.repeat(12_000),
  `${'a'.repeat(24_990)}\u0000`,
);

/** Numbers no integer field accepts: fractions, negatives below every minimum, enormous values. */
export const badNumber = fc.oneof(
  fc.constantFrom(0.5, -0.25, 1e15, -1e15, 2 ** 53, -(2 ** 53), 1e308, -1e308),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Number.isInteger(d)),
  fc.integer({ min: 100_000_001, max: 2 ** 31 }),
);

/** Strings of arbitrary Unicode (NUL and lone surrogates included). */
export const anyString = fc.string({ unit: 'binary', maxLength: 40 });

/** A value of a JSON type other than `like`'s (a string becomes a number, an object an array, ...). */
export function wrongType(like: Json): fc.Arbitrary<Json> {
  const all: Record<string, fc.Arbitrary<Json>> = {
    string: anyString,
    number: fc.integer(),
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.array(fc.integer(), { maxLength: 3 }),
    object: fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
  };
  const kind = like === null ? 'null' : Array.isArray(like) ? 'array' : typeof like;
  return fc.oneof(
    ...Object.entries(all)
      .filter(([k]) => k !== kind)
      .map(([, a]) => a),
  );
}

/** The dotted paths of every leaf (and nested object or array) of `value`. */
export function pathsOf(value: Json, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const p = prefix ? `${prefix}.${k}` : k;
    return [p, ...pathsOf(v, p)];
  });
}

function getAt(value: Json, path: string): Json {
  return path
    .split('.')
    .reduce<Json>(
      (v, k) => (v !== null && typeof v === 'object' ? ((v as Record<string, Json>)[k] ?? null) : null),
      value,
    );
}

/** A deep copy of `value` with `path` set to `to` (or removed when `to` is undefined). */
export function withAt(value: Json, path: string, to: Json | undefined): Json {
  const copy = structuredClone(value) as Record<string, Json>;
  const keys = path.split('.');
  const parent = keys.slice(0, -1).reduce<Record<string, Json>>((v, k) => v[k] as Record<string, Json>, copy);
  const last = keys[keys.length - 1]!;
  if (to === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = to;
  return copy;
}

/** How a route's schema treats a body: its required paths, paths it checks loosely, strictness. */
export interface BodyShape {
  /** A body the route accepts. */
  readonly valid: Json;
  /** Paths whose removal makes the body invalid. */
  readonly required: readonly string[];
  /** Paths the schema accepts any value at (never mutated): e.g. a custom object's `value`. */
  readonly free?: readonly string[];
  /** Paths where a huge string must be refused (fields with a maximum length). */
  readonly bounded?: readonly string[];
  /** Numeric paths and the values they refuse (negative and enormous quantities, bad versions). */
  readonly numbers?: readonly string[];
  /** false when unknown fields are kept (loose schemas): no added-field mutation. */
  readonly strict?: boolean;
}

/** A body to send: JSON (serialised by the test) or a raw string (malformed). */
export type BadBody = { readonly json: Json } | { readonly raw: string };

/** Bad bodies for `shape`: one mutation each of the kinds listed in the file's docstring. */
export function badBodies(shape: BodyShape): fc.Arbitrary<BadBody> {
  const free = shape.free ?? [];
  const paths = pathsOf(shape.valid).filter((p) => !free.some((f) => p === f || p.startsWith(`${f}.`)));
  const kinds: fc.Arbitrary<BadBody>[] = [
    malformedJson.map((raw) => ({ raw })),
    wrongType(shape.valid).map((json) => ({ json })),
    fc
      .constantFrom(...paths)
      .chain((p) => wrongType(getAt(shape.valid, p)).map((v) => ({ json: withAt(shape.valid, p, v) }))),
  ];
  const strings = paths.filter((p) => typeof getAt(shape.valid, p) === 'string');
  if (strings.length > 0)
    kinds.push(
      fc
        .tuple(fc.constantFrom(...strings), fc.constantFrom('\u0000', 'nuts\u0000', '\ud800', '\udfff🥜'))
        .map(([p, s]) => ({ json: withAt(shape.valid, p, `${String(getAt(shape.valid, p))}${s}`) })),
    );
  if (shape.required.length > 0)
    kinds.push(fc.constantFrom(...shape.required).map((p) => ({ json: withAt(shape.valid, p, undefined) })));
  if (shape.bounded?.length)
    kinds.push(
      fc.tuple(fc.constantFrom(...shape.bounded), hugeString).map(([p, s]) => ({ json: withAt(shape.valid, p, s) })),
    );
  // Numbers weigh double: each numeric field has several ways to be wrong (fraction, below the minimum, enormous).
  if (shape.numbers?.length)
    kinds.push(
      ...Array.from({ length: 2 }, () =>
        fc.tuple(fc.constantFrom(...shape.numbers!), badNumber).map(([p, n]) => ({ json: withAt(shape.valid, p, n) })),
      ),
    );
  if (shape.strict !== false) {
    const objects = [
      '',
      ...paths.filter((p) => {
        const v = getAt(shape.valid, p);
        return v !== null && typeof v === 'object' && !Array.isArray(v);
      }),
    ];
    kinds.push(
      fc
        .tuple(fc.constantFrom(...objects), fc.constantFrom('unknownField', 'extra', '__nutshell'), fc.jsonValue())
        .map(([p, k, v]) => ({ json: withAt(shape.valid, p ? `${p}.${k}` : k, v as Json) })),
    );
  }
  return fc.oneof(...kinds);
}
