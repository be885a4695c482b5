import type { Result } from '../../../../../core/shared';
import type { ComparisonOperator, ListOperand, Operand, Predicate } from './ast';
import { alternatives, queryError, type QueryError } from './errors';
import { invalidInput, tokenize, type Token } from './lexer';

/**
 * A recursive-descent parser of commercetools query predicates (https://docs.commercetools.com/api/predicates/query):
 *
 *   predicate  := or
 *   or         := and ("or" and)*                     -- `and` binds tighter than `or`
 *   and        := unary ("and" unary)*
 *   unary      := "not" unary | "(" predicate ")" | condition
 *   condition  := FIELD ( "(" predicate ")"
 *                       | COMPARISON operand
 *                       | ["not"] "in" list
 *                       | "contains" ("any" | "all") list
 *                       | "is" ["not"] ("defined" | "empty")
 *                       | "within" "circle" "(" operand "," operand "," operand ")" )
 *   list       := "(" operand ("," operand)* ")" | VARIABLE
 *   operand    := STRING | NUMBER | "true" | "false" | VARIABLE
 *
 * Keywords are case-insensitive. Never throws: a syntax error is a QueryError worded as commercetools words it,
 * with the line, the column, the offending line and a caret.
 */

/**
 * Predicates (groups, `not`, nested fields) nest at most this deep; deeper input is refused rather than risking the
 * stack.
 */
export const MAX_DEPTH = 64;

const COMPARISON = 'comparison operator';
const AFTER_FIELD = ['SphereIdentifierChar', COMPARISON, 'not', 'in', 'contains', 'is', 'within'];
const START = ['identifier', 'not', `'('`];
const VALUE = ['input parameter or primitive value'];

class ParseFailure {
  constructor(
    readonly offset: number,
    readonly expected: readonly string[],
    readonly detail?: string,
  ) {}
}

class Parser {
  private i = 0;
  private depth = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  parse(): Predicate {
    const p = this.or();
    this.expectEnd(['and', 'or', 'end of input']);
    return p;
  }

  private peek(): Token {
    return this.tokens[this.i] ?? this.tokens[this.tokens.length - 1]!;
  }

  private next(): Token {
    const t = this.peek();
    if (this.i < this.tokens.length - 1) this.i += 1;
    return t;
  }

  private fail(expected: readonly string[]): never {
    const t = this.peek();
    // A character that starts no token: say what was expected there, as for any other unexpected input.
    const detail =
      t.kind !== 'invalid'
        ? undefined
        : t.detail.includes(', expected')
          ? t.detail
          : `${t.detail}, expected ${alternatives(expected)}`;
    throw new ParseFailure(t.offset, expected, detail);
  }

  private isWord(keyword: string): boolean {
    const t = this.peek();
    return t.kind === 'word' && t.text.toLowerCase() === keyword;
  }

  private isPunctuation(text: string): boolean {
    const t = this.peek();
    return t.kind === 'punctuation' && t.text === text;
  }

  private expectWord(keyword: string, expected: readonly string[] = [keyword]): void {
    if (!this.isWord(keyword)) this.fail(expected);
    this.next();
  }

  private expectPunctuation(text: string, expected: readonly string[] = [`'${text}'`]): void {
    if (!this.isPunctuation(text)) this.fail(expected);
    this.next();
  }

  private expectEnd(expected: readonly string[]): void {
    if (this.peek().kind !== 'end') this.fail(expected);
  }

  private or(): Predicate {
    const operands = [this.and()];
    while (this.isWord('or')) {
      this.next();
      operands.push(this.and());
    }
    return operands.length === 1 ? operands[0]! : { type: 'or', operands };
  }

  private and(): Predicate {
    const operands = [this.unary()];
    while (this.isWord('and')) {
      this.next();
      operands.push(this.unary());
    }
    return operands.length === 1 ? operands[0]! : { type: 'and', operands };
  }

  /** `( predicate )`, the `(` being the current token. */
  private group(): Predicate {
    this.next();
    const value = this.or();
    this.expectPunctuation(')', ['and', 'or', `')'`]);
    return value;
  }

  private unary(): Predicate {
    this.depth += 1;
    if (this.depth > MAX_DEPTH)
      throw new ParseFailure(this.peek().offset, [], `Predicate nested deeper than ${MAX_DEPTH} levels`);
    let p: Predicate;
    if (this.isWord('not')) {
      this.next();
      p = { type: 'not', operand: this.unary() };
    } else {
      p = this.isPunctuation('(') ? this.group() : this.condition();
    }
    this.depth -= 1;
    return p;
  }

  private condition(): Predicate {
    const t = this.peek();
    if (t.kind !== 'word') this.fail(START);
    this.next();
    const field = t.text;
    const op = this.peek();
    if (op.kind === 'punctuation' && op.text === '(') return { type: 'nested', field, predicate: this.group() };
    if (op.kind === 'operator') {
      this.next();
      return { type: 'compare', field, operator: op.text satisfies ComparisonOperator, value: this.operand() };
    }
    if (this.isWord('not')) {
      this.next();
      this.expectWord('in');
      return { type: 'in', field, negated: true, values: this.list() };
    }
    if (this.isWord('in')) {
      this.next();
      return { type: 'in', field, negated: false, values: this.list() };
    }
    if (this.isWord('contains')) {
      this.next();
      const mode = this.isWord('any') ? 'any' : this.isWord('all') ? 'all' : this.fail(['any', 'all']);
      this.next();
      return { type: 'contains', field, mode, values: this.list() };
    }
    if (this.isWord('is')) {
      this.next();
      const negated = this.isWord('not');
      if (negated) this.next();
      const test = this.isWord('defined')
        ? 'defined'
        : this.isWord('empty')
          ? 'empty'
          : this.fail(negated ? ['defined', 'empty'] : ['not', 'defined', 'empty']);
      this.next();
      return { type: 'is', field, test, negated };
    }
    if (this.isWord('within')) {
      this.next();
      this.expectWord('circle');
      this.expectPunctuation('(');
      const longitude = this.operand();
      this.expectPunctuation(',');
      const latitude = this.operand();
      this.expectPunctuation(',');
      const radius = this.operand();
      this.expectPunctuation(')', [`')'`]);
      return { type: 'within', field, longitude, latitude, radius };
    }
    return this.fail(AFTER_FIELD);
  }

  private operand(): Operand {
    const t = this.peek();
    const value: Operand | undefined =
      t.kind === 'string'
        ? { kind: 'string', value: t.value }
        : t.kind === 'number'
          ? { kind: 'number', value: t.value }
          : t.kind === 'variable'
            ? { kind: 'variable', name: t.name }
            : this.isWord('true') || this.isWord('false')
              ? { kind: 'boolean', value: this.isWord('true') }
              : undefined;
    if (!value) return this.fail(VALUE);
    this.next();
    return value;
  }

  private list(): ListOperand {
    const t = this.peek();
    if (t.kind === 'variable') {
      this.next();
      return { kind: 'variable', name: t.name };
    }
    this.expectPunctuation('(', [`'('`, 'input parameter']);
    const values = [this.operand()];
    while (this.isPunctuation(',')) {
      this.next();
      values.push(this.operand());
    }
    this.expectPunctuation(')', [`','`, `')'`]);
    return values;
  }
}

/** Line (1-based), column (1-based) and the text of the line of `offset` in `source`. */
function position(source: string, offset: number): { line: number; column: number; text: string } {
  const before = source.slice(0, offset).split('\n');
  const line = before.length;
  const column = (before[before.length - 1] ?? '').length + 1;
  return { line, column, text: source.split('\n')[line - 1] ?? '' };
}

/** The commercetools message of a syntax error of parameter `parameter`. */
export function syntaxError(parameter: string, source: string, offset: number, detail: string): QueryError {
  const { line, column, text } = position(source, offset);
  const caret = `${' '.repeat(column - 1)}^`;
  return queryError(
    parameter,
    'syntax',
    `Syntax error while parsing '${parameter}'. ${detail} (line ${line}, column ${column}):\n${text}\n${caret}`,
    { line, column },
  );
}

/**
 * Parses a `where` predicate. `parameter` names the query parameter in the message (`where`; API extensions
 * call theirs `condition`).
 */
export function parsePredicate(source: string, parameter = 'where'): Result<Predicate, QueryError> {
  try {
    return { ok: true, value: new Parser(tokenize(source)).parse() };
  } catch (e) {
    if (!(e instanceof ParseFailure)) throw e;
    const detail = e.detail ?? `${invalidInput(source, e.offset)}, expected ${alternatives(e.expected)}`;
    return { ok: false, error: syntaxError(parameter, source, e.offset, detail) };
  }
}
