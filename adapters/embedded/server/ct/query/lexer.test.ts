import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invalidInput, isWordChar, tokenize, type Token } from './lexer';

const kinds = (s: string) => tokenize(s).map((t) => t.kind);
const only = (s: string): Token => tokenize(s)[0]!;

describe('tokenize', () => {
  it('reads words with hyphens and digits as one token (locale keys, custom field names, UUIDs)', () => {
    expect(tokenize('name(en-US = "x")').map((t) => ('text' in t ? t.text : t.kind))).toEqual([
      'name',
      '(',
      'en-US',
      '=',
      'string',
      ')',
      'end',
    ]);
    expect(only('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toMatchObject({
      kind: 'word',
      text: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
    });
    expect(only('12345678-1234-1234-1234-123456789012')).toMatchObject({ kind: 'word' });
  });

  it('reads integers, negative numbers and decimals', () => {
    expect(only('42')).toMatchObject({ kind: 'number', value: 42 });
    expect(only('-7')).toMatchObject({ kind: 'number', value: -7 });
    expect(only('13.37770')).toMatchObject({ kind: 'number', value: 13.3777, text: '13.37770' });
    expect(kinds('1.5)')).toEqual(['number', 'punctuation', 'end']);
  });

  it('reads every comparison operator, the longest first', () => {
    expect(
      tokenize('= != <> < <= > >=')
        .filter((t) => t.kind === 'operator')
        .map((t) => ('text' in t ? t.text : '')),
    ).toEqual(['=', '!=', '<>', '<', '<=', '>', '>=']);
    expect(kinds('a<=1')).toEqual(['word', 'operator', 'number', 'end']);
  });

  it('decodes JSON escapes in strings, raw characters included', () => {
    expect(only(String.raw`"a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00"`)).toMatchObject({
      kind: 'string',
      value: 'a"b\\c/d\b\f\n\r\té😀',
    });
    expect(only('"line\nbreak"')).toMatchObject({ kind: 'string', value: 'line\nbreak' });
    expect(only('""')).toMatchObject({ kind: 'string', value: '' });
  });

  it('reads input variables', () => {
    expect(only(':name')).toMatchObject({ kind: 'variable', name: 'name', offset: 0 });
    expect(tokenize('in :ids)')[1]).toMatchObject({ kind: 'variable', name: 'ids', offset: 3 });
  });

  it('turns lexical errors into invalid tokens with their position', () => {
    expect(only(String.raw`"a\q"`)).toEqual({
      kind: 'invalid',
      offset: 3,
      detail: `Invalid input 'q', expected '"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u'`,
    });
    expect(only(String.raw`"\u12g4"`)).toMatchObject({
      kind: 'invalid',
      offset: 5,
      detail: "Invalid input 'g', expected hexadecimal digit",
    });
    expect(only('"open')).toEqual({
      kind: 'invalid',
      offset: 5,
      detail: `Unexpected end of input, expected '"' or '\\'`,
    });
    expect(tokenize('a = $')[2]).toEqual({ kind: 'invalid', offset: 4, detail: "Invalid input '$'" });
    expect(tokenize('a : b')[1]).toMatchObject({ kind: 'invalid', detail: "Invalid input ':'" });
  });

  it('never throws and always ends with an end or invalid token', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        const last = tokenize(s).at(-1);
        expect(['end', 'invalid']).toContain(last?.kind);
      }),
    );
  });
});

describe('helpers', () => {
  it('isWordChar accepts SphereIdentifierChars only', () => {
    expect(['a', 'Z', '0', '_', '-'].every(isWordChar)).toBe(true);
    expect(['.', ' ', '(', '"', undefined].some(isWordChar)).toBe(false);
  });

  it('invalidInput quotes a whole code point, or says the input ended', () => {
    expect(invalidInput('a😀', 1)).toBe("Invalid input '😀'");
    expect(invalidInput('a', 1)).toBe('Unexpected end of input');
  });
});
