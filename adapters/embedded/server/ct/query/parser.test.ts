import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Predicate } from './ast';
import { MAX_DEPTH, parsePredicate } from './parser';
import { printPredicate } from './printer';

function parse(s: string): Predicate {
  const r = parsePredicate(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function error(s: string): string {
  const r = parsePredicate(s);
  if (r.ok) throw new Error(`parsed: ${printPredicate(r.value)}`);
  return r.error.message;
}

const str = (value: string) => ({ kind: 'string', value });
const num = (value: number) => ({ kind: 'number', value });

describe('parsePredicate: operators', () => {
  it.each(['=', '!=', '<>', '<', '<=', '>', '>='])('compares with %s', (op) => {
    expect(parse(`version ${op} 42`)).toEqual({ type: 'compare', field: 'version', operator: op, value: num(42) });
  });

  it('reads in and not in lists, and a variable list', () => {
    expect(parse('age in (42, 43, 44)')).toEqual({
      type: 'in',
      field: 'age',
      negated: false,
      values: [num(42), num(43), num(44)],
    });
    expect(parse('age not in (42, 43, 44)')).toMatchObject({ type: 'in', negated: true });
    expect(parse('cartState in :statuses')).toEqual({
      type: 'in',
      field: 'cartState',
      negated: false,
      values: { kind: 'variable', name: 'statuses' },
    });
    expect(parse('key in (:a, "b")')).toMatchObject({ values: [{ kind: 'variable', name: 'a' }, str('b')] });
  });

  it('reads contains any and contains all, with or without a space before the list', () => {
    expect(parse('tags contains all ("a", "b", "c")')).toEqual({
      type: 'contains',
      field: 'tags',
      mode: 'all',
      values: [str('a'), str('b'), str('c')],
    });
    expect(parse('resourceTypeIds contains any("product")')).toMatchObject({ mode: 'any', values: [str('product')] });
    expect(parse('roles contains any :roles')).toMatchObject({
      mode: 'any',
      values: { kind: 'variable', name: 'roles' },
    });
  });

  it('reads is [not] defined and is [not] empty', () => {
    expect(parse('key is defined')).toEqual({ type: 'is', field: 'key', test: 'defined', negated: false });
    expect(parse('name is not defined')).toEqual({ type: 'is', field: 'name', test: 'defined', negated: true });
    expect(parse('lineItems is empty')).toEqual({ type: 'is', field: 'lineItems', test: 'empty', negated: false });
    expect(parse('emails is not empty')).toEqual({ type: 'is', field: 'emails', test: 'empty', negated: true });
  });

  it('reads within circle', () => {
    expect(parse('geoLocation within circle(13.37770, 52.51627, 1000)')).toEqual({
      type: 'within',
      field: 'geoLocation',
      longitude: num(13.3777),
      latitude: num(52.51627),
      radius: num(1000),
    });
  });

  it('reads literals: strings with escapes, negative and decimal numbers, booleans, variables', () => {
    expect(parse(String.raw`not (name = "P\"eter" and age < 42)`)).toMatchObject({
      type: 'not',
      operand: { type: 'and', operands: [{ value: str('P"eter') }, { value: num(42) }] },
    });
    expect(parse('amount >= -0.5')).toMatchObject({ value: num(-0.5) });
    expect(parse('isDefault = true')).toMatchObject({ value: { kind: 'boolean', value: true } });
    expect(parse('isDefault = false')).toMatchObject({ value: { kind: 'boolean', value: false } });
    expect(parse('firstName = :name')).toMatchObject({ value: { kind: 'variable', name: 'name' } });
  });

  it('reads nested fields: objects, locale keys with hyphens, custom fields, arrays of attributes', () => {
    expect(parse('masterVariant(sku = "x")')).toEqual({
      type: 'nested',
      field: 'masterVariant',
      predicate: { type: 'compare', field: 'sku', operator: '=', value: str('x') },
    });
    expect(parse('name(en-US = "Almonds")')).toMatchObject({
      type: 'nested',
      field: 'name',
      predicate: { field: 'en-US' },
    });
    expect(parse('custom(fields(receiptToken = "t"))')).toMatchObject({
      field: 'custom',
      predicate: { field: 'fields', predicate: { field: 'receiptToken' } },
    });
    expect(parse('variants(attributes(name = "productPath" and value = "/nuts"))')).toMatchObject({
      predicate: { predicate: { type: 'and' } },
    });
    expect(parse('variants(not(attributes(name = "attribute-name")))')).toMatchObject({
      predicate: { type: 'not', operand: { type: 'nested' } },
    });
  });
});

describe('parsePredicate: keywords and precedence', () => {
  it('reads keywords case-insensitively (a public client sends AND)', () => {
    expect(parse('geoLocation WITHIN CIRCLE(1, 2, 3) AND roles CONTAINS ANY ("InventorySupply")')).toMatchObject({
      type: 'and',
    });
    expect(parse('a IS NOT DEFINED Or b Not In (1) and NOT c = TRUE')).toMatchObject({ type: 'or' });
  });

  it('binds not tighter than and, and and tighter than or', () => {
    expect(printPredicate(parse('a = 1 or b = 2 and c = 3'))).toBe('a = 1 or b = 2 and c = 3');
    expect(parse('a = 1 or b = 2 and c = 3')).toMatchObject({
      type: 'or',
      operands: [{ field: 'a' }, { type: 'and' }],
    });
    expect(parse('a = 1 and b = 2 or c = 3')).toMatchObject({
      type: 'or',
      operands: [{ type: 'and' }, { field: 'c' }],
    });
    expect(parse('not a = 1 and b = 2')).toMatchObject({ type: 'and', operands: [{ type: 'not' }, { field: 'b' }] });
    expect(parse('not not a = 1')).toMatchObject({ type: 'not', operand: { type: 'not' } });
  });

  it('keeps chains flat and parenthesised groups as written', () => {
    expect(parse('a = 1 and b = 2 and c = 3')).toMatchObject({ type: 'and', operands: [{}, {}, {}] });
    expect(parse('a = 1 and (b = 2 and c = 3)')).toMatchObject({ type: 'and', operands: [{}, { type: 'and' }] });
    expect(parse('(a = 1 or b = 2) and c = 3')).toMatchObject({ type: 'and', operands: [{ type: 'or' }, {}] });
    expect(parse('((((a = 1))))')).toMatchObject({ type: 'compare' });
  });

  it('accepts keywords as field names where a field is expected', () => {
    expect(parse('custom(fields(in = "x" and defined is defined))')).toMatchObject({ type: 'nested' });
  });
});

describe('parsePredicate: the documented examples', () => {
  const documented = [
    'masterData(staged(name(en="Super Product") and slug(en="super-product")))',
    'name = "Peter"',
    'name != "Peter"',
    'age < 42',
    'age > 42',
    'age <= 42',
    'age >= 42',
    'age <> 42',
    'name = "Peter" and age < 42',
    'name = "Peter" or age < 42',
    'not (name = "Peter" and age < 42)',
    'age in (42, 43, 44)',
    'age not in (42, 43, 44)',
    'tags contains any ("sale", "clearance")',
    'tags contains all ("sale", "clearance")',
    'emails is empty',
    'emails is not empty',
    'name is defined',
    'name is not defined',
    'dog(age < 7 and name = "Beethoven")',
    'dogs(age < 7 and name = "Beethoven")',
    'geoLocation within circle(13.37770, 52.51627, 1000)',
    'firstName = :name',
    'cartState in :statuses',
    'createdAt = "2018-10-12T14:00:00Z"',
    'dateOfBirth in ("2018-10-12", "2018-10-13")',
    'value(money(currencyCode = "EUR"))',
    'variants(attributes(name = "attribute-name" and value(centAmount = 1000 and currencyCode = "EUR")))',
    'variants(attributes(name = "attribute-name" and value(label(en = "test"))))',
    'amount in (10.0, 20.0)',
    'lineItems(totalPrice(currencyCode = "EUR")) and id = "def" or id = "ghi"',
    'masterVariant(sku = "SKU") or variants(sku = "SKU")',
    'masterVariant(attributes(name = "productPath" and value = "/nuts/almonds"))',
    'key in ("a")',
    'categories(id in ("c1", "c2"))',
    'custom(fields(receiptToken = "abc"))',
    'customerEmail = "a@example.com"',
    'anonymousId = "anon" and cartState = "Active"',
    'id in ("x", "y")',
    'code = "SAVE10"',
  ];
  it.each(documented)('parses %s and prints it back to the same tree', (s) => {
    const p = parse(s);
    expect(parse(printPredicate(p))).toEqual(p);
  });
});

describe('parsePredicate: syntax errors', () => {
  it("answers commercetools' message for a predicate without operator", () => {
    expect(error('invalid')).toBe(
      "Malformed parameter: where: Syntax error while parsing 'where'. Unexpected end of input, expected SphereIdentifierChar, comparison operator, not, in, contains, is or within (line 1, column 8):\ninvalid\n       ^",
    );
  });

  it('names the offending character, its line and column, and points at it', () => {
    expect(error('firstName ilike "sofia%"')).toBe(
      "Malformed parameter: where: Syntax error while parsing 'where'. Invalid input 'i', expected SphereIdentifierChar, comparison operator, not, in, contains, is or within (line 1, column 11):\nfirstName ilike \"sofia%\"\n          ^",
    );
    expect(error('a = 1 and\nb = c')).toMatch(
      /Invalid input 'c', expected input parameter or primitive value \(line 2, column 5\):\nb = c\n {4}\^$/,
    );
  });

  it.each([
    ['a = ', 'Unexpected end of input, expected input parameter or primitive value'],
    ['a = 1 b = 2', "Invalid input 'b', expected and, or or end of input"],
    ['(a = 1', "Unexpected end of input, expected and, or or ')'"],
    ['a = 1)', "Invalid input ')', expected and, or or end of input"],
    ['a in ()', "Invalid input ')', expected input parameter or primitive value"],
    ['a in (1 2)', "Invalid input '2', expected ',' or ')'"],
    ['a in "x"', `Invalid input '"', expected '(' or input parameter`],
    ['a contains "x"', `Invalid input '"', expected any or all`],
    ['a is nothing', "Invalid input 'n', expected not, defined or empty"],
    ['a is not set', "Invalid input 's', expected defined or empty"],
    ['a not = 1', "Invalid input '=', expected in"],
    ['a within square(1, 2, 3)', "Invalid input 's', expected circle"],
    ['= 1', "Invalid input '=', expected identifier, not or '('"],
    ['a = "x\\q"', `Invalid input 'q', expected '"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u'`],
    ['a = "open', `Unexpected end of input, expected '"' or '\\'`],
    ['a = 1 & b = 2', "Invalid input '&', expected and, or or end of input"],
    ['', "Unexpected end of input, expected identifier, not or '('"],
    ["a = 'single'", "Invalid input ''', expected input parameter or primitive value"],
  ])('%s: %s', (source, detail) => {
    expect(error(source)).toContain(`Syntax error while parsing 'where'. ${detail} (line 1, column`);
  });

  it('names another parameter when asked', () => {
    const r = parsePredicate('a', 'condition');
    expect(!r.ok && r.error).toMatchObject({
      code: 'validation/invalid',
      message: expect.stringMatching(/^Malformed parameter: condition: Syntax error while parsing 'condition'/),
      details: { parameter: 'condition', reason: 'syntax', line: 1, column: 2 },
    });
  });

  it(`refuses nesting deeper than ${MAX_DEPTH} levels instead of overflowing the stack`, () => {
    expect(error(`${'('.repeat(10_000)}a = 1${')'.repeat(10_000)}`)).toContain(
      `Predicate nested deeper than ${MAX_DEPTH} levels`,
    );
    expect(error(`${'not '.repeat(100_000)}a = 1`)).toContain('nested deeper');
    expect(error(`${'a('.repeat(5_000)}b = 1${')'.repeat(5_000)}`)).toContain('nested deeper');
    expect(parsePredicate(`${'('.repeat(MAX_DEPTH - 1)}a = 1${')'.repeat(MAX_DEPTH - 1)}`).ok).toBe(true);
  });

  it('never throws: any string parses or returns an error value', () => {
    const alphabet = fc.constantFrom(
      ...'ab()=<>!,:" \\-1.9'.split(''),
      ' and ',
      ' or ',
      'not ',
      ' in ',
      ' is ',
      'contains any',
      'defined',
      'empty',
      'within circle',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 60 }),
          fc.array(alphabet, { maxLength: 30 }).map((a) => a.join('')),
        ),
        (s) => {
          const r = parsePredicate(s);
          expect(typeof r.ok).toBe('boolean');
          if (!r.ok) expect(r.error.message).toMatch(/^Malformed parameter: where: /);
        },
      ),
      { numRuns: 500 },
    );
  });
});
