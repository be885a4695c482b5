/**
 * The tokens of a query predicate. Words are runs of identifier characters (letters, digits, `_`, `-`), so a
 * locale key `en-US`, a custom field name or a category id (a UUID may start with digits) is one word; keywords
 * (`and`, `or`, `not`, `in`, `is`, …) are words the parser recognises by position, case-insensitively. A run that
 * is wholly a decimal number (`42`, `-1`, `0.5`) is a number. Strings are double-quoted with JSON escapes.
 * Never throws: a character that starts no token, a bad escape and an unterminated string become `invalid`
 * tokens, which the parser reports where it meets them.
 */

/** A token; `offset` is the index of its first character in the source. */
export type Token =
  | { readonly kind: 'word'; readonly text: string; readonly offset: number }
  | { readonly kind: 'number'; readonly value: number; readonly text: string; readonly offset: number }
  | { readonly kind: 'string'; readonly value: string; readonly offset: number }
  | { readonly kind: 'variable'; readonly name: string; readonly offset: number }
  | { readonly kind: 'operator'; readonly text: '=' | '!=' | '<>' | '<' | '<=' | '>' | '>='; readonly offset: number }
  | { readonly kind: 'punctuation'; readonly text: '(' | ')' | ','; readonly offset: number }
  /** A lexical error at `offset`: `detail` is the parser-style description (`Invalid input 'q', expected …`). */
  | { readonly kind: 'invalid'; readonly detail: string; readonly offset: number }
  | { readonly kind: 'end'; readonly offset: number };

const WORD = /[A-Za-z0-9_-]+/y;
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const WHITESPACE = /\s+/y;
const OPERATORS = ['<=', '>=', '<>', '!=', '=', '<', '>'] as const;
const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/** Whether `c` may be part of a word (commercetools calls these SphereIdentifierChar). */
export function isWordChar(c: string | undefined): boolean {
  return c !== undefined && /[A-Za-z0-9_-]/.test(c);
}

/** The text of an `Invalid input` description: the character at `offset`, quoted as commercetools quotes it. */
export function invalidInput(source: string, offset: number): string {
  const c = source.codePointAt(offset);
  return c === undefined ? 'Unexpected end of input' : `Invalid input '${String.fromCodePoint(c)}'`;
}

function readString(source: string, start: number): { token: Token; end: number } {
  let value = '';
  let i = start + 1;
  while (i < source.length) {
    const c = source[i] ?? '';
    if (c === '"') return { token: { kind: 'string', value, offset: start }, end: i + 1 };
    if (c !== '\\') {
      value += c;
      i += 1;
      continue;
    }
    const e = source[i + 1];
    const simple = e === undefined ? undefined : ESCAPES[e];
    if (simple !== undefined) {
      value += simple;
      i += 2;
    } else if (e === 'u' && /^[0-9A-Fa-f]{4}$/.test(source.slice(i + 2, i + 6))) {
      value += String.fromCharCode(Number.parseInt(source.slice(i + 2, i + 6), 16));
      i += 6;
    } else {
      const at = e === 'u' ? i + 2 + (/^[0-9A-Fa-f]*/.exec(source.slice(i + 2, i + 6))?.[0].length ?? 0) : i + 1;
      const expected = e === 'u' ? 'hexadecimal digit' : `'"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u'`;
      return {
        token: { kind: 'invalid', detail: `${invalidInput(source, at)}, expected ${expected}`, offset: at },
        end: source.length,
      };
    }
  }
  return {
    token: { kind: 'invalid', detail: `Unexpected end of input, expected '"' or '\\'`, offset: source.length },
    end: source.length,
  };
}

/** The tokens of `source`, ending with one `end` token (or stopping at the first `invalid` one). */
// eslint-disable-next-line complexity -- a lexer is one loop over the characters with one branch per token kind
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  for (;;) {
    WHITESPACE.lastIndex = i;
    if (WHITESPACE.exec(source)) i = WHITESPACE.lastIndex;
    if (i >= source.length) break;
    const c = source[i] ?? '';
    if (c === '"') {
      const { token, end } = readString(source, i);
      tokens.push(token);
      if (token.kind === 'invalid') return tokens;
      i = end;
      continue;
    }
    if (c === '(' || c === ')' || c === ',') {
      tokens.push({ kind: 'punctuation', text: c, offset: i });
      i += 1;
      continue;
    }
    const op = OPERATORS.find((o) => source.startsWith(o, i));
    if (op) {
      tokens.push({ kind: 'operator', text: op, offset: i });
      i += op.length;
      continue;
    }
    if (c === ':' && isWordChar(source[i + 1])) {
      WORD.lastIndex = i + 1;
      const name = WORD.exec(source)?.[0] ?? '';
      tokens.push({ kind: 'variable', name, offset: i });
      i += 1 + name.length;
      continue;
    }
    WORD.lastIndex = i;
    const word = WORD.exec(source)?.[0];
    if (word === undefined) {
      tokens.push({ kind: 'invalid', detail: invalidInput(source, i), offset: i });
      return tokens;
    }
    // A number may have a fraction; `1.5` is one token although `.` is no word character.
    const fraction = /^\d+(?:\.\d+)?/.exec(source.slice(i).replace(/^-/, ''));
    const numberText = fraction ? `${c === '-' ? '-' : ''}${fraction[0]}` : '';
    if (numberText.length >= word.length && NUMBER.test(numberText) && !isWordChar(source[i + numberText.length])) {
      tokens.push({ kind: 'number', value: Number(numberText), text: numberText, offset: i });
      i += numberText.length;
      continue;
    }
    tokens.push({ kind: 'word', text: word, offset: i });
    i += word.length;
  }
  tokens.push({ kind: 'end', offset: source.length });
  return tokens;
}
