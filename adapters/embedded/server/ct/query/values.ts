import type { Literal, Primitive } from './ast';
import type { PrimitiveKind } from './schema';

/**
 * Values of predicates and sorts: literals converted to a field's kind, and the ordering of JSON values.
 * Strings compare by Unicode code points (not UTF-16 units, not locale); date-times compare as instants;
 * dates and times as text (their ISO forms order as text).
 */

/** Compares two strings by code points: negative, 0 or positive. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (0xD800–0xDFFF) encode code points above 0xFFFF: move them above 0xE000–0xFFFF.
    if (x >= 0xd800) x += x <= 0xdfff ? 0x2000 : -0x800;
    if (y >= 0xd800) y += y <= 0xdfff ? 0x2000 : -0x800;
    return x - y;
  }
  return a.length - b.length;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?$/;
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** The instant (epoch milliseconds) of an ISO 8601 date or date-time; one without a zone is UTC. */
export function parseInstant(text: string): number | undefined {
  const m = ISO_DATE_TIME.exec(text);
  if (!m) return undefined;
  const withZone = text.includes('T') && !m[1] ? `${text}Z` : text;
  const ms = Date.parse(withZone.replace(/(\.\d{3})\d+/, '$1'));
  return Number.isNaN(ms) ? undefined : ms;
}

/** A value ready for comparison with the JSON values of a field of one primitive kind. */
export type Comparable = string | number | boolean;

/** Expected forms, for messages. */
export const EXPECTED: Readonly<Record<PrimitiveKind, string>> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  datetime: 'an ISO 8601 date-time string',
  date: 'a date string (YYYY-MM-DD)',
  time: 'a time string (hh:mm:ss.sss)',
};

/**
 * The literal converted for a field of `kind`, or undefined when it does not fit (the caller answers
 * InvalidInput). A string bound from an input variable is converted to a number or boolean where the field
 * wants one; a literal string is not.
 */
export function toComparable(kind: PrimitiveKind, literal: Literal): Comparable | undefined {
  const v = literal.value;
  const fromVariable = literal.kind === 'string' && literal.fromVariable !== undefined;
  switch (kind) {
    case 'string':
      return typeof v === 'string' ? v : undefined;
    case 'number':
      if (typeof v === 'number') return v;
      return fromVariable && typeof v === 'string' && DECIMAL.test(v) ? Number(v) : undefined;
    case 'boolean':
      if (typeof v === 'boolean') return v;
      return fromVariable && (v === 'true' || v === 'false') ? v === 'true' : undefined;
    case 'datetime':
      return typeof v === 'string' ? parseInstant(v) : undefined;
    case 'date':
      return typeof v === 'string' && ISO_DATE.test(v) ? v : undefined;
    case 'time':
      return typeof v === 'string' && ISO_TIME.test(v) ? v : undefined;
  }
}

/** A JSON value of a field of `kind` as a Comparable, or undefined when absent or not of that kind. */
export function jsonComparable(kind: PrimitiveKind, json: unknown): Comparable | undefined {
  switch (kind) {
    case 'string':
    case 'date':
    case 'time':
      return typeof json === 'string' ? json : undefined;
    case 'number':
      return typeof json === 'number' ? json : undefined;
    case 'boolean':
      return typeof json === 'boolean' ? json : undefined;
    case 'datetime':
      return typeof json === 'string' ? parseInstant(json) : undefined;
  }
}

/** Orders two comparables of one kind; undefined when their types differ (a JSON value of another type). */
export function compareComparable(a: Comparable, b: Comparable): number | undefined {
  if (typeof a === 'string' && typeof b === 'string') return compareCodePoints(a, b);
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a < b ? -1 : 1;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return undefined;
}

/**
 * The values a literal may equal in free-form JSON (an attribute's or custom field's value): itself, and for a
 * string from an input variable also the number or boolean it spells (`var.w=200` matches the number 200).
 */
export function freeJsonCandidates(literal: Literal): readonly Primitive[] {
  const v = literal.value;
  if (literal.kind !== 'string' || literal.fromVariable === undefined) return [v];
  const out: Primitive[] = [v];
  if (DECIMAL.test(literal.value)) out.push(Number(literal.value));
  if (literal.value === 'true' || literal.value === 'false') out.push(literal.value === 'true');
  return out;
}
