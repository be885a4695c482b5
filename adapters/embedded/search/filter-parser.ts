import type { FilterList } from '../../../ports/search';

/**
 * Algolia's filter languages parsed to one tree (spec: shell-account §7 Search service filters):
 * - `filters`: `attr:value`, `attr:"quoted value"`, `NOT attr:value`, `price >= 10`, `price:10 TO 20`,
 *   `flag:true`, combined with AND, OR and parentheses (NOT binds tightest, then AND, then OR).
 * - `facetFilters`: ['a:x', ['b:y', 'b:z'], '-c:w'] (outer AND, inner OR, '-' negates, '\-' is a literal dash).
 * - `numericFilters`: ['price>=10', ['weight<100', 'weight:200 TO 300']].
 * Syntax errors throw FilterSyntaxError with Algolia-like messages ('filters: ... at col 12').
 */

/** Comparison operators of numeric filters. */
export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

/** A parsed filter. Facet values are compared case-insensitively; numeric values as numbers. */
export type FilterNode =
  | { readonly kind: 'and'; readonly nodes: readonly FilterNode[] }
  | { readonly kind: 'or'; readonly nodes: readonly FilterNode[] }
  | { readonly kind: 'not'; readonly node: FilterNode }
  | { readonly kind: 'facet'; readonly attribute: string; readonly value: string }
  | { readonly kind: 'numeric'; readonly attribute: string; readonly op: NumericOperator; readonly value: number }
  | { readonly kind: 'range'; readonly attribute: string; readonly from: number; readonly to: number };

/** A filter the parser refuses; `message` names the parameter and the 1-based column. */
export class FilterSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FilterSyntaxError';
  }
}

type Token =
  | { type: 'word' | 'string'; text: string; col: number }
  | { type: '(' | ')' | ':' | 'op'; text: string; col: number }
  | { type: 'end'; text: ''; col: number };

const OPERATORS = ['<=', '>=', '!=', '<', '>', '='] as const;
const WORD_CHAR = /[^\s()"':<>=!]/;

function tokenize(input: string, param: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '(' || c === ')' || c === ':') {
      tokens.push({ type: c, text: c, col: i + 1 });
      i++;
      continue;
    }
    const op = OPERATORS.find((o) => input.startsWith(o, i));
    if (op) {
      tokens.push({ type: 'op', text: op, col: i + 1 });
      i += op.length;
      continue;
    }
    if (c === '"' || c === "'") {
      let text = '';
      let j = i + 1;
      for (; j < input.length && input[j] !== c; j++)
        text += input[j] === '\\' && j + 1 < input.length ? input[++j] : input[j];
      if (j >= input.length) throw new FilterSyntaxError(`${param}: Unterminated string starting at col ${i + 1}`);
      tokens.push({ type: 'string', text, col: i + 1 });
      i = j + 1;
      continue;
    }
    if (!WORD_CHAR.test(c)) throw new FilterSyntaxError(`${param}: Unexpected character '${c}' at col ${i + 1}`);
    let j = i;
    while (j < input.length && WORD_CHAR.test(input[j]!)) j++;
    tokens.push({ type: 'word', text: input.slice(i, j), col: i + 1 });
    i = j;
  }
  tokens.push({ type: 'end', text: '', col: input.length + 1 });
  return tokens;
}

const describe = (t: Token): string => (t.type === 'end' ? 'end of filter' : `'${t.text}'`);
const isKeyword = (t: Token, k: string): boolean => t.type === 'word' && t.text === k;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

class Parser {
  private at = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly param: string,
  ) {}

  private peek(): Token {
    return this.tokens[this.at]!;
  }
  private next(): Token {
    return this.tokens[this.at++]!;
  }
  private fail(t: Token, expected: string): never {
    throw new FilterSyntaxError(`${this.param}: Unexpected ${describe(t)}, expected ${expected} at col ${t.col}`);
  }

  parse(): FilterNode {
    const node = this.or();
    const t = this.peek();
    if (t.type !== 'end') this.fail(t, 'AND, OR or end of filter');
    return node;
  }

  private or(): FilterNode {
    const nodes = [this.and()];
    while (isKeyword(this.peek(), 'OR')) {
      this.next();
      nodes.push(this.and());
    }
    return nodes.length === 1 ? nodes[0]! : { kind: 'or', nodes };
  }

  private and(): FilterNode {
    const nodes = [this.unary()];
    while (isKeyword(this.peek(), 'AND')) {
      this.next();
      nodes.push(this.unary());
    }
    return nodes.length === 1 ? nodes[0]! : { kind: 'and', nodes };
  }

  private unary(): FilterNode {
    if (isKeyword(this.peek(), 'NOT')) {
      this.next();
      return { kind: 'not', node: this.unary() };
    }
    const t = this.peek();
    if (t.type === '(') {
      this.next();
      const inner = this.or();
      const close = this.next();
      if (close.type !== ')') this.fail(close, "')'");
      return inner;
    }
    return this.condition();
  }

  private number(t: Token): number {
    if ((t.type === 'word' || t.type === 'string') && NUMBER.test(t.text)) return Number(t.text);
    return this.fail(t, 'a number');
  }

  private condition(): FilterNode {
    const attr = this.next();
    if (attr.type !== 'word' && attr.type !== 'string') this.fail(attr, 'an attribute name');
    if (['AND', 'OR', 'TO'].includes(attr.text) && attr.type === 'word') this.fail(attr, 'an attribute name');
    const sep = this.next();
    if (sep.type === 'op')
      return {
        kind: 'numeric',
        attribute: attr.text,
        op: sep.text as NumericOperator,
        value: this.number(this.next()),
      };
    if (sep.type !== ':') this.fail(sep, `':' or a comparison operator after attribute '${attr.text}'`);
    const value = this.next();
    if (value.type !== 'word' && value.type !== 'string') this.fail(value, `a value for attribute '${attr.text}'`);
    if (isKeyword(this.peek(), 'TO')) {
      this.next();
      return { kind: 'range', attribute: attr.text, from: this.number(value), to: this.number(this.next()) };
    }
    return { kind: 'facet', attribute: attr.text, value: value.text };
  }
}

/** Parses a `filters` string; '' or blank gives undefined (no filter). */
export function parseFilters(input: string, param = 'filters'): FilterNode | undefined {
  if (input.trim() === '') return undefined;
  return new Parser(tokenize(input, param), param).parse();
}

/** One facetFilters entry: 'attr:value', '-attr:value' (negated) or '\-attr:value' (literal dash). */
function facetFilter(entry: string): FilterNode {
  const negated = entry.startsWith('-');
  const text = negated ? entry.slice(1) : entry.startsWith('\\-') ? entry.slice(1) : entry;
  const colon = text.indexOf(':');
  if (colon <= 0) throw new FilterSyntaxError(`facetFilters: Invalid filter '${entry}', expected 'attribute:value'`);
  let value = text.slice(colon + 1);
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  const node: FilterNode = { kind: 'facet', attribute: text.slice(0, colon).trim(), value };
  return negated ? { kind: 'not', node } : node;
}

/** One numericFilters entry: 'attr op number' or 'attr:from TO to'. */
function numericFilter(entry: string): FilterNode {
  const node = parseFilters(entry, 'numericFilters');
  if (!node || (node.kind !== 'numeric' && node.kind !== 'range')) {
    throw new FilterSyntaxError(
      `numericFilters: Invalid filter '${entry}', expected 'attribute operator number' or 'attribute:from TO to'`,
    );
  }
  return node;
}

/** Algolia's legacy string form: comma-separated entries (AND), parenthesised groups (OR). */
function legacyGroups(input: string): (string | string[])[] {
  const out: (string | string[])[] = [];
  let depth = 0;
  let current = '';
  let group: string[] | undefined;
  for (const c of `${input},`) {
    if (c === '(' && depth === 0) {
      depth = 1;
      group = [];
      continue;
    }
    if (c === ')' && depth === 1) {
      depth = 0;
      if (current.trim()) group?.push(current.trim());
      current = '';
      continue;
    }
    if (c === ',') {
      if (depth === 1) {
        if (current.trim()) group?.push(current.trim());
      } else if (group) {
        out.push(group);
        group = undefined;
      } else if (current.trim()) out.push(current.trim());
      current = '';
      continue;
    }
    current += c;
  }
  return out;
}

function fromList(list: FilterList, one: (entry: string) => FilterNode): FilterNode | undefined {
  const entries = typeof list === 'string' ? legacyGroups(list) : list;
  const nodes = entries.flatMap((e): FilterNode[] => {
    if (typeof e === 'string') return [one(e)];
    if (e.length === 0) return [];
    return [e.length === 1 ? one(e[0]!) : { kind: 'or', nodes: e.map(one) }];
  });
  if (nodes.length === 0) return undefined;
  return nodes.length === 1 ? nodes[0] : { kind: 'and', nodes };
}

/** Parses facetFilters (outer AND, inner OR); an empty list gives undefined. */
export function parseFacetFilters(list: FilterList): FilterNode | undefined {
  return fromList(list, facetFilter);
}

/** Parses numericFilters (outer AND, inner OR); an empty list gives undefined. */
export function parseNumericFilters(list: FilterList): FilterNode | undefined {
  return fromList(list, numericFilter);
}

/** The conjunction of the present filters, or undefined when there are none. */
export function allOf(nodes: readonly (FilterNode | undefined)[]): FilterNode | undefined {
  const present = nodes.filter((n): n is FilterNode => n !== undefined);
  if (present.length <= 1) return present[0];
  return { kind: 'and', nodes: present };
}
