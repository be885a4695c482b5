import type { Result } from '../../../../../core/shared';
import {
  isOperandList,
  type ComparisonOperator,
  type ListOperand,
  type Literal,
  type Operand,
  type Predicate,
  type PredicateOf,
} from './ast';
import {
  invalidValue,
  missingVariable,
  queryError,
  unknownField,
  unsupportedOperator,
  type QueryError,
} from './errors';
import { printOperand } from './printer';
import { child, isPrimitive, type FieldKind, type ResourceSchema } from './schema';
import {
  freeJsonCandidates,
  compareComparable,
  EXPECTED,
  jsonComparable,
  toComparable,
  type Comparable,
} from './values';

/**
 * Checks a parsed predicate against a resource schema and compiles it into a function over the resource's
 * commercetools JSON representation (a plain object as the encoders produce it). Compile once per request,
 * then call `matches` for every candidate: nothing is parsed or looked up by name again.
 *
 * Semantics (https://docs.commercetools.com/api/predicates/query; where the documentation is silent, ours):
 * - an unknown field, a literal of the wrong type, an operator the field's type does not take and a missing
 *   input variable are InvalidInput;
 * - a documented field absent from the JSON is not defined: every comparison with it (`!=` and `not in`
 *   included) is false, `is not defined` is true, and an absent array is empty;
 * - a nested predicate over an array holds when some element satisfies it; a comparison, `in` or `contains`
 *   on an array of primitives (a set) holds when some element does, and `!=` / `not in` hold when the field is
 *   defined and `=` / `in` do not (so `x not in (a, b)` ≡ `x != a and x != b`);
 * - `not p` is the complement of `p`.
 */

/** Input variables: name → the values of the query parameter `var.{name}`. */
export type Variables = Readonly<Record<string, string | readonly string[]>>;

/** A compiled predicate. */
export interface CompiledPredicate {
  /** Whether a resource representation satisfies the predicate. */
  readonly matches: (resource: unknown) => boolean;
  /** The predicate with its variables bound and its literals of the fields' types, for plan.ts. */
  readonly predicate: Predicate;
}

type Test = (value: unknown) => boolean;
type Compiled = { readonly test: Test; readonly bound: Predicate };

class Refusal {
  constructor(readonly error: QueryError) {}
}

function refuse(error: QueryError): never {
  throw new Refusal(error);
}

function field(o: unknown, name: string): unknown {
  return typeof o === 'object' && o !== null && !Array.isArray(o) && Object.hasOwn(o, name)
    ? (o as Record<string, unknown>)[name]
    : undefined;
}

const defined = (v: unknown): boolean => v !== undefined && v !== null;
const holds: Record<Exclude<ComparisonOperator, '!=' | '<>'>, (c: number) => boolean> = {
  '=': (c) => c === 0,
  '<': (c) => c < 0,
  '<=': (c) => c <= 0,
  '>': (c) => c > 0,
  '>=': (c) => c >= 0,
};

class Compiler {
  constructor(private readonly variables: Variables) {}

  private values(name: string): readonly string[] {
    const v = Object.hasOwn(this.variables, name) ? this.variables[name] : undefined;
    if (v === undefined) refuse(missingVariable(name));
    return typeof v === 'string' ? [v] : v;
  }

  /** The literal of a scalar operand (a variable must have exactly one value). */
  private literal(o: Operand): Literal {
    if (o.kind !== 'variable') return o;
    const vs = this.values(o.name);
    if (vs.length !== 1)
      refuse(
        queryError(
          'where',
          'invalid-value',
          `The input variable ':${o.name}' has ${vs.length} values where one is expected.`,
        ),
      );
    return { kind: 'string', value: vs[0] ?? '', fromVariable: o.name };
  }

  private list(l: ListOperand): Literal[] {
    if (!isOperandList(l)) {
      const name = l.name;
      return this.values(name).map((value) => ({ kind: 'string', value, fromVariable: name }));
    }
    return l.map((o) => this.literal(o));
  }

  /**
   * Compares JSON values of `kind` with one literal: the comparison result, or undefined when incomparable (absent,
   * or of another type); `bound` is the literal of the field's type (a variable's text converted).
   */
  private comparer(
    name: string,
    kind: FieldKind,
    literal: Literal,
  ): { cmp: (json: unknown) => number | undefined; bound: Literal } {
    if (kind.kind === 'json') {
      const candidates = freeJsonCandidates(literal);
      const cmp = (json: unknown) => {
        for (const c of candidates) if (typeof json === typeof c) return compareComparable(json as Comparable, c);
        return undefined;
      };
      return { cmp, bound: literal };
    }
    if (!isPrimitive(kind)) return refuse(unsupportedOperator(name, 'comparison'));
    const value = toComparable(kind.kind, literal);
    if (value === undefined) return refuse(invalidValue(name, printOperand(literal), EXPECTED[kind.kind]));
    const cmp = (json: unknown) => {
      const j = jsonComparable(kind.kind, json);
      return j === undefined ? undefined : compareComparable(j, value);
    };
    const bound: Literal =
      typeof value === 'number' && kind.kind === 'number'
        ? { kind: 'number', value }
        : typeof value === 'boolean'
          ? { kind: 'boolean', value }
          : kind.kind === 'string'
            ? { kind: 'string', value: String(value) }
            : literal;
    return { cmp, bound };
  }

  /**
   * The element kind of a set (array of primitives, or free-form JSON) or of a primitive field (unless `setsOnly`), or
   * a refusal.
   */
  private elementKind(name: string, kind: FieldKind, operator: string, setsOnly = false): FieldKind {
    if (kind.kind === 'array' && (isPrimitive(kind.of) || kind.of.kind === 'json')) return kind.of;
    if (kind.kind === 'json' || (isPrimitive(kind) && !setsOnly)) return kind;
    return refuse(unsupportedOperator(name, operator));
  }

  /** Some element of a set (or the value itself) passes. */
  private static some(test: Test): Test {
    return (v) => (Array.isArray(v) ? v.some(test) : defined(v) && test(v));
  }

  compile(p: Predicate, ctx: FieldKind): Compiled {
    switch (p.type) {
      case 'and':
      case 'or': {
        const parts = p.operands.map((o) => this.compile(o, ctx));
        const tests = parts.map((c) => c.test);
        const test: Test = p.type === 'and' ? (v) => tests.every((t) => t(v)) : (v) => tests.some((t) => t(v));
        return { test, bound: { type: p.type, operands: parts.map((c) => c.bound) } };
      }
      case 'not': {
        const inner = this.compile(p.operand, ctx);
        return { test: (v) => !inner.test(v), bound: { type: 'not', operand: inner.bound } };
      }
      default: {
        const kind = child(ctx, p.field);
        if (!kind) return refuse(unknownField('where', p.field));
        const { test, bound } = this.fieldTest(p, kind);
        const name = p.field;
        return { test: (o) => test(field(o, name)), bound };
      }
    }
  }

  private fieldTest(p: Exclude<Predicate, PredicateOf<'and' | 'or' | 'not'>>, kind: FieldKind): Compiled {
    switch (p.type) {
      case 'compare': {
        const element = this.elementKind(p.field, kind, p.operator);
        if (element.kind === 'boolean' && !['=', '!=', '<>'].includes(p.operator))
          refuse(unsupportedOperator(p.field, p.operator));
        const { cmp, bound: value } = this.comparer(p.field, element, this.literal(p.value));
        const equal = Compiler.some((j) => cmp(j) === 0);
        const bound: Predicate = { ...p, value };
        if (p.operator === '!=' || p.operator === '<>') return { test: (v) => defined(v) && !equal(v), bound };
        const ok = holds[p.operator];
        return {
          test: Compiler.some((j) => {
            const c = cmp(j);
            return c !== undefined && ok(c);
          }),
          bound,
        };
      }
      case 'in': {
        const element = this.elementKind(p.field, kind, p.negated ? 'not in' : 'in');
        const comparers = this.list(p.values).map((l) => this.comparer(p.field, element, l));
        const cmps = comparers.map((c) => c.cmp);
        const some = Compiler.some((j) => cmps.some((cmp) => cmp(j) === 0));
        return {
          test: p.negated ? (v) => defined(v) && !some(v) : some,
          bound: { ...p, values: comparers.map((c) => c.bound) },
        };
      }
      case 'contains': {
        const element = this.elementKind(p.field, kind, `contains ${p.mode}`, true);
        const comparers = this.list(p.values).map((l) => this.comparer(p.field, element, l));
        const cmps = comparers.map((c) => c.cmp);
        const has = (v: unknown[], cmp: (j: unknown) => number | undefined) => v.some((j) => cmp(j) === 0);
        const test: Test = (v) =>
          Array.isArray(v) && (p.mode === 'any' ? cmps.some((c) => has(v, c)) : cmps.every((c) => has(v, c)));
        return { test, bound: { ...p, values: comparers.map((c) => c.bound) } };
      }
      case 'is': {
        if (p.test === 'empty' && kind.kind !== 'array' && kind.kind !== 'json')
          refuse(unsupportedOperator(p.field, 'is empty'));
        const empty: Test = (v) => !defined(v) || (Array.isArray(v) && v.length === 0);
        const test: Test = p.test === 'defined' ? defined : empty;
        return { test: p.negated ? (v) => !test(v) : test, bound: p };
      }
      case 'within':
        return this.within(p, kind);
      case 'nested': {
        const element = kind.kind === 'array' ? kind.of : kind;
        if (element.kind !== 'object' && element.kind !== 'map' && element.kind !== 'json')
          refuse(unsupportedOperator(p.field, '( )'));
        const inner = this.compile(p.predicate, element);
        const test: Test = (v) =>
          Array.isArray(v) ? v.some(inner.test) : typeof v === 'object' && v !== null && inner.test(v);
        return { test, bound: { ...p, predicate: inner.bound } };
      }
    }
  }

  private within(p: PredicateOf<'within'>, kind: FieldKind): Compiled {
    if (kind.kind !== 'geo') refuse(unsupportedOperator(p.field, 'within circle'));
    const number = (o: Operand): number => {
      const literal = this.literal(o);
      const n = toComparable('number', literal);
      return typeof n === 'number' ? n : refuse(invalidValue(p.field, printOperand(literal), EXPECTED.number));
    };
    const [lng, lat, radius] = [number(p.longitude), number(p.latitude), number(p.radius)];
    const test: Test = (v) => {
      const c = field(v, 'coordinates');
      return (
        Array.isArray(c) &&
        typeof c[0] === 'number' &&
        typeof c[1] === 'number' &&
        haversineMeters(c[0], c[1], lng, lat) <= radius
      );
    };
    return {
      test,
      bound: {
        ...p,
        longitude: { kind: 'number', value: lng },
        latitude: { kind: 'number', value: lat },
        radius: { kind: 'number', value: radius },
      },
    };
  }
}

/** The great-circle distance in meters between two longitude/latitude points (mean Earth radius 6,371,008.8 m). */
export function haversineMeters(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Compiles `p` for resources of `schema` with the input variables `variables` (query parameters `var.*`). */
export function compilePredicate(
  p: Predicate,
  schema: ResourceSchema,
  variables: Variables = {},
): Result<CompiledPredicate, QueryError> {
  try {
    const { test, bound } = new Compiler(variables).compile(p, { kind: 'object', fields: schema.fields });
    return { ok: true, value: { matches: test, predicate: bound } };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, error: e.error };
    throw e;
  }
}
