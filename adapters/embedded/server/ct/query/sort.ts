import type { Result } from '../../../../../core/shared';
import { queryError, type QueryError } from './errors';
import { child, isPrimitive, type FieldKind, type ResourceSchema } from './schema';
import { compareCodePoints, compareComparable, jsonComparable, type Comparable } from './values';

/**
 * The `sort` query parameter (repeatable; the first is the primary order): `path asc|desc`, the path dotted
 * (`name.en-US asc`, `masterVariant.sku desc`, `custom.fields.rank asc`), checked against the resource schema.
 *
 * Ours where commercetools does not document it: a missing direction is `asc`; a path through an array sorts by
 * the smallest of the elements' values ascending and the largest descending; a resource without a value sorts
 * after every value ascending and before them descending (as PostgreSQL orders NULLs by default); ties, and
 * every query, end with `id asc`, so pages are stable.
 */

/** One sort expression. */
export interface SortClause {
  /** The dotted path, split (`['name', 'en-US']`). */
  readonly path: readonly string[];
  readonly direction: 'asc' | 'desc';
}

/** A parsed sort: its clauses and the comparator of resource representations they define (then `id asc`). */
export interface Sort {
  readonly clauses: readonly SortClause[];
  readonly compare: (a: unknown, b: unknown) => number;
}

type Key = Comparable | undefined;
type Extractor = (resource: unknown, direction: 'asc' | 'desc') => Key;

function sortError(text: string, field?: string): QueryError {
  return queryError('sort', 'invalid-sort', text, field === undefined ? {} : { field });
}

/** Every value at `path` under `value` (arrays contribute each element). */
function valuesAt(value: unknown, path: readonly string[], out: unknown[]): void {
  if (Array.isArray(value)) {
    for (const v of value) valuesAt(v, path, out);
    return;
  }
  const [head, ...rest] = path;
  if (head === undefined) {
    if (value !== undefined && value !== null) out.push(value);
    return;
  }
  if (typeof value === 'object' && value !== null && Object.hasOwn(value, head))
    valuesAt((value as Record<string, unknown>)[head], rest, out);
}

/** Orders keys of one field; values of different JSON types (free-form fields) order by type name. */
function compareKeys(a: Comparable, b: Comparable): number {
  return compareComparable(a, b) ?? compareCodePoints(typeof a, typeof b);
}

function extractor(path: readonly string[], kind: FieldKind): Extractor {
  const primitive = isPrimitive(kind) ? kind.kind : undefined;
  return (resource, direction) => {
    const raw: unknown[] = [];
    valuesAt(resource, path, raw);
    let best: Key;
    for (const r of raw) {
      const k = primitive ? jsonComparable(primitive, r) : typeof r === 'object' ? undefined : (r as Comparable);
      if (k === undefined) continue;
      if (best === undefined || (direction === 'asc' ? compareKeys(k, best) < 0 : compareKeys(k, best) > 0)) best = k;
    }
    return best;
  };
}

/** The kind at a dotted path, or the error naming the first unknown segment. */
function kindAt(schema: ResourceSchema, path: readonly string[]): FieldKind | QueryError {
  let kind: FieldKind = { kind: 'object', fields: schema.fields };
  for (const [i, segment] of path.entries()) {
    const element: FieldKind = kind.kind === 'array' ? kind.of : kind;
    const next: FieldKind | undefined = segment === '' ? undefined : child(element, segment);
    if (!next) {
      const sortable =
        i === 0
          ? ` Sortable fields are: ${Object.keys(schema.fields)
              .sort()
              .map((f) => `\`${f}\``)
              .join(', ')}.`
          : '';
      return sortError(`Invalid query field '${segment}' in sort path.${sortable}`, segment);
    }
    kind = next;
  }
  const end = kind.kind === 'array' ? kind.of : kind;
  if (!isPrimitive(end) && end.kind !== 'json') {
    return sortError(
      `The field '${path.join('.')}' cannot be sorted on: it is not a primitive value ` +
        "(for a LocalizedString, name the locale, as in 'name.en-US').",
      path.join('.'),
    );
  }
  return end;
}

/** Parses one `path asc|desc` expression. */
export function parseSortClause(
  text: string,
  schema: ResourceSchema,
): Result<SortClause & { readonly extract: Extractor }, QueryError> {
  const parts = text.trim().split(/\s+/);
  const [path = '', direction = 'asc', ...extra] = parts;
  const dir = direction.toLowerCase();
  if (path === '' || extra.length > 0 || (dir !== 'asc' && dir !== 'desc')) {
    return {
      ok: false,
      error: sortError(`Invalid sort expression '${text}': expected a field path followed by 'asc' or 'desc'.`),
    };
  }
  const segments = path.split('.');
  const kind = kindAt(schema, segments);
  if ('code' in kind) return { ok: false, error: kind };
  return { ok: true, value: { path: segments, direction: dir, extract: extractor(segments, kind) } };
}

const byId = extractor(['id'], { kind: 'string' });

/** Parses the `sort` parameters into a comparator (then `id asc`). */
export function parseSort(sorts: readonly string[], schema: ResourceSchema): Result<Sort, QueryError> {
  const clauses: (SortClause & { readonly extract: Extractor })[] = [];
  for (const s of sorts) {
    const c = parseSortClause(s, schema);
    if (!c.ok) return c;
    clauses.push(c.value);
  }
  const all = [...clauses, { path: ['id'], direction: 'asc' as const, extract: byId }];
  const compare = (a: unknown, b: unknown): number => {
    for (const c of all) {
      const x = c.extract(a, c.direction);
      const y = c.extract(b, c.direction);
      if (x === undefined && y === undefined) continue;
      // An absent value is greater than any present one; the direction then applies.
      const order = x === undefined ? 1 : y === undefined ? -1 : compareKeys(x, y);
      if (order !== 0) return c.direction === 'asc' ? order : -order;
    }
    return 0;
  };
  return { ok: true, value: { clauses: clauses.map(({ path, direction }) => ({ path, direction })), compare } };
}

/** `resources` sorted by `sort`, as a new array. */
export function sortResources<T>(resources: readonly T[], sort: Sort): T[] {
  return [...resources].sort(sort.compare);
}
