import type { DomainError } from '../../../../../core/shared';

/**
 * The failures of query parameters (`where`, `sort`, `limit`, …) as values (DESIGN §3.4), worded as commercetools
 * words them where its wording is known. Every one has the code `validation/invalid`, which ct/errors.ts answers as
 * HTTP 400 `InvalidInput`; `details.reason` tells them apart for tests and logs.
 *
 * Sources of the wording (see the README of this folder for quotes):
 * - syntax errors: commercetools' parser answers `Malformed parameter: where: Syntax error while parsing 'where'.
 *   Invalid input 'l', expected 'n' or 's' (line 1, column 12):` followed by the line and a caret;
 * - an unknown field: `Malformed parameter: where: The field 'slug' does not exist.`;
 * - an unknown sort field: `Malformed parameter: sort: Invalid query field 'orderHint' in sort path.`;
 * - offset: `Malformed parameter: offset: The offset parameter must be in the range of [0..10000]`;
 * - the rest (a value of the wrong type, a missing input variable, an operator the field's type does not take,
 *   an unknown parameter) are ours, in the same `Malformed parameter: {name}: …` shape.
 */

/** Why a query parameter was refused. */
export type QueryErrorReason =
  | 'syntax'
  | 'unknown-field'
  | 'invalid-value'
  | 'unsupported-operator'
  | 'missing-variable'
  | 'invalid-sort'
  | 'invalid-parameter'
  | 'unknown-parameter';

/** A refused query parameter: code `validation/invalid` (400 InvalidInput), with the parameter and the reason. */
export interface QueryError extends DomainError {
  readonly code: 'validation/invalid';
  readonly details: {
    readonly parameter: string;
    readonly reason: QueryErrorReason;
    readonly field?: string;
    readonly line?: number;
    readonly column?: number;
  };
}

/** A QueryError with the commercetools message prefix `Malformed parameter: {parameter}: `. */
export function queryError(
  parameter: string,
  reason: QueryErrorReason,
  text: string,
  extra: { field?: string; line?: number; column?: number } = {},
): QueryError {
  const message = `Malformed parameter: ${parameter}: ${text}`;
  return { code: 'validation/invalid', message, details: { parameter, reason, ...extra } };
}

/** `The field '{name}' does not exist.` (commercetools' wording). */
export function unknownField(parameter: string, field: string): QueryError {
  return queryError(parameter, 'unknown-field', `The field '${field}' does not exist.`, { field });
}

/** The value does not fit the field's type (ours). */
export function invalidValue(field: string, value: string, expected: string): QueryError {
  return queryError(
    'where',
    'invalid-value',
    `The value ${value} is not valid for the field '${field}': expected ${expected}.`,
    { field },
  );
}

/** The field's type does not take this operator (ours, after the commercetools-mock's wording). */
export function unsupportedOperator(field: string, operator: string): QueryError {
  return queryError(
    'where',
    'unsupported-operator',
    `The field '${field}' does not support the operator '${operator}'.`,
    { field },
  );
}

/** An input variable without its `var.{name}` query parameter (ours). */
export function missingVariable(name: string): QueryError {
  return queryError(
    'where',
    'missing-variable',
    `Missing value for the input variable ':${name}' (query parameter 'var.${name}').`,
  );
}

/** Joins alternatives as commercetools' parser does: `a, b or c`. */
export function alternatives(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}
