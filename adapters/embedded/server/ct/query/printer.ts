import { isOperandList, type ListOperand, type Operand, type Predicate } from './ast';

/**
 * Writes a predicate back as query-predicate text that parses to the same tree (parser.ts): keywords in lower
 * case, strings as JSON strings, parentheses exactly where the tree needs them (an `and` or `or` inside an `and`,
 * an `or` inside an `or`; `not` always takes parentheses). For logs, error messages and the round-trip tests.
 */

/** A finite number without an exponent (`1e21` → `1000000000000000000000`), as the lexer reads numbers. */
export function plainNumber(n: number): string {
  const s = Object.is(n, -0) ? '0' : String(n);
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (!m) return s;
  const [, sign = '', int = '', frac = '', exponent = '0'] = m;
  const digits = int + frac;
  const point = 1 + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** An operand as written: `"text"`, `42`, `true`, `:name`. */
export function printOperand(o: Operand): string {
  switch (o.kind) {
    case 'string':
      return JSON.stringify(o.value);
    case 'number':
      return plainNumber(o.value);
    case 'boolean':
      return String(o.value);
    case 'variable':
      return `:${o.name}`;
  }
}

function printList(values: ListOperand): string {
  return isOperandList(values) ? `(${values.map(printOperand).join(', ')})` : printOperand(values);
}

function printOperandOf(parent: 'and' | 'or', p: Predicate): string {
  const needsParentheses = p.type === 'or' || (p.type === 'and' && parent === 'and');
  return needsParentheses ? `(${printPredicate(p)})` : printPredicate(p);
}

/** The text of `p`. */
export function printPredicate(p: Predicate): string {
  switch (p.type) {
    case 'and':
    case 'or':
      return p.operands.map((o) => printOperandOf(p.type, o)).join(` ${p.type} `);
    case 'not':
      return `not (${printPredicate(p.operand)})`;
    case 'compare':
      return `${p.field} ${p.operator} ${printOperand(p.value)}`;
    case 'in':
      return `${p.field} ${p.negated ? 'not in' : 'in'} ${printList(p.values)}`;
    case 'contains':
      return `${p.field} contains ${p.mode} ${printList(p.values)}`;
    case 'is':
      return `${p.field} is ${p.negated ? 'not ' : ''}${p.test}`;
    case 'within':
      return (
        `${p.field} within circle(${printOperand(p.longitude)}, ${printOperand(p.latitude)}, ` +
        `${printOperand(p.radius)})`
      );
    case 'nested':
      return `${p.field}(${printPredicate(p.predicate)})`;
  }
}
