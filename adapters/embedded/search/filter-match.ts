import type { FilterNode, NumericOperator } from './filter-parser';

/** A scalar attribute value as records hold them. */
export type Scalar = string | number | boolean;

const paths = new Map<string, readonly string[]>();

function collect(value: unknown, parts: readonly string[], i: number, out: Scalar[]): void {
  if (Array.isArray(value)) {
    for (const v of value) collect(v, parts, i, out);
    return;
  }
  if (i === parts.length) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out.push(value);
    return;
  }
  if (value !== null && typeof value === 'object')
    collect((value as Record<string, unknown>)[parts[i]!], parts, i + 1, out);
}

/**
 * The scalar values of `record` at the dotted `path` ('Product.key', 'categories.lvl1'), arrays flattened;
 * [] when absent. Objects are not values.
 */
export function valuesAt(record: unknown, path: string): Scalar[] {
  let parts = paths.get(path);
  if (!parts) {
    parts = path.split('.');
    if (paths.size < 1000) paths.set(path, parts);
  }
  const out: Scalar[] = [];
  collect(record, parts, 0, out);
  return out;
}

export function compare(a: number, op: NumericOperator, b: number): boolean {
  switch (op) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '>=':
      return a >= b;
    case '>':
      return a > b;
  }
}

/** Whether one record value equals a facet filter value: case-insensitive text, or numerically for numbers. */
export function facetEquals(value: Scalar, wanted: string): boolean {
  if (typeof value === 'number') return wanted.trim() !== '' && Number(wanted) === value;
  return String(value).toLowerCase() === wanted.toLowerCase();
}

/**
 * Whether `record` passes `node` (Algolia semantics: a facet filter matches when any value of a multi-valued
 * attribute matches; numeric filters look at number values only; `!=` needs a number that differs).
 */
export function matches(record: unknown, node: FilterNode | undefined): boolean {
  if (!node) return true;
  switch (node.kind) {
    case 'and':
      return node.nodes.every((n) => matches(record, n));
    case 'or':
      return node.nodes.some((n) => matches(record, n));
    case 'not':
      return !matches(record, node.node);
    case 'facet':
      return valuesAt(record, node.attribute).some((v) => facetEquals(v, node.value));
    case 'numeric':
      return valuesAt(record, node.attribute).some((v) => typeof v === 'number' && compare(v, node.op, node.value));
    case 'range':
      return valuesAt(record, node.attribute).some((v) => typeof v === 'number' && v >= node.from && v <= node.to);
  }
}
