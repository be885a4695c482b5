/**
 * The abstract syntax of a commercetools query predicate (https://docs.commercetools.com/api/predicates/query),
 * as parser.ts builds it and printer.ts writes it back. Plain readonly data: a `where` parameter is parsed once
 * into this tree, checked and compiled against a resource schema (compile.ts), and read by the query planner
 * (plan.ts).
 */

/** A JSON primitive as it appears in a resource representation. */
export type Primitive = string | number | boolean;

/**
 * A value on the right of an operator. A string may carry `fromVariable`: the name of the input variable
 * (`:name`, query parameter `var.name`) it was bound from (compile.ts), whose text is converted to the field's
 * type, where a literal string is not.
 */
export type Literal =
  | { readonly kind: 'string'; readonly value: string; readonly fromVariable?: string }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'boolean'; readonly value: boolean };

/** An input variable `:name`; its values come from the query parameter `var.name` (repeated: a list). */
export interface Variable {
  readonly kind: 'variable';
  readonly name: string;
}

/** What may stand where a value is expected. */
export type Operand = Literal | Variable;

/** A list operand of `in`, `not in` and `contains any|all`: `("a", "b")` or one variable holding a list. */
export type ListOperand = readonly Operand[] | Variable;

/** The comparison operators; `<>` is a synonym of `!=` kept for printing. */
export type ComparisonOperator = '=' | '!=' | '<>' | '<' | '<=' | '>' | '>=';

/** A predicate: the tree of a `where` expression. Field names are as written (`en-US`, a custom field's name). */
export type Predicate =
  /** `p and q and …` (two or more operands, as written: a parenthesised group stays one operand). */
  | { readonly type: 'and'; readonly operands: readonly Predicate[] }
  /** `p or q or …` (two or more operands). */
  | { readonly type: 'or'; readonly operands: readonly Predicate[] }
  /** `not (p)` / `not p`. */
  | { readonly type: 'not'; readonly operand: Predicate }
  /** `field op value`. */
  | { readonly type: 'compare'; readonly field: string; readonly operator: ComparisonOperator; readonly value: Operand }
  /** `field in (…)` / `field not in (…)`. */
  | { readonly type: 'in'; readonly field: string; readonly negated: boolean; readonly values: ListOperand }
  /** `field contains any (…)` / `field contains all (…)`. */
  | { readonly type: 'contains'; readonly field: string; readonly mode: 'any' | 'all'; readonly values: ListOperand }
  /** `field is [not] defined` / `field is [not] empty`. */
  | { readonly type: 'is'; readonly field: string; readonly test: 'defined' | 'empty'; readonly negated: boolean }
  /** `field within circle(longitude, latitude, radiusInMeters)` (a GeoJSON point field). */
  | {
      readonly type: 'within';
      readonly field: string;
      readonly longitude: Operand;
      readonly latitude: Operand;
      readonly radius: Operand;
    }
  /** `field(p)`: descends into an object, a map (LocalizedString) or each element of an array. */
  | { readonly type: 'nested'; readonly field: string; readonly predicate: Predicate };

/** The predicate kinds that name a field. */
export type FieldPredicate = Extract<Predicate, { readonly field: string }>;

/** A predicate of exactly one kind. */
export type PredicateOf<T extends Predicate['type']> = Extract<Predicate, { readonly type: T }>;

/** Whether a list operand is written out (`("a", "b")`) rather than one variable. */
export function isOperandList(l: ListOperand): l is readonly Operand[] {
  return !('kind' in l);
}

/** `p and q …`, or `p` alone when there is one operand. */
export function andOf(operands: readonly Predicate[]): Predicate {
  const [first] = operands;
  return operands.length === 1 && first ? first : { type: 'and', operands };
}
