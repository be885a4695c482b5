import { isOperandList, type Literal, type Predicate, type Primitive } from './ast';
import { child, type FieldKind, type ResourceSchema } from './schema';
import { freeJsonCandidates } from './values';

/**
 * Query planning: the finite set of values some fields must take for a predicate to hold, so a route can fetch
 * candidates through an index (by key, by SKU, by category id, by an attribute's value) and then evaluate the
 * whole compiled predicate on them only.
 *
 * Sound by construction: every resource satisfying the predicate has, at one of the paths, a value in the set.
 * Constraints come from `=`, `in (…)` and `contains any|all (…)`; an `and` takes the smallest set of its
 * operands (not their intersection: over arrays two conditions may hold on different elements); an `or` takes
 * the union when every branch is constrained; `not`, `!=`, `<`, `is …` and the like constrain nothing.
 * Date-time paths are never constrained (equal instants have many spellings).
 */

/**
 * A step of a field path: a field name, or an array field whose element must also have the fields of `where`
 * equal to these values, as a conjunct of the same nested predicate (an attribute by name:
 * `{ field: 'attributes', where: { name: 'productPath' } }` then `'value'`).
 */
export type PathStep = string | { readonly field: string; readonly where: Readonly<Record<string, Primitive>> };

/** A field path from the resource's top level: `['key']`, `['masterVariant', 'sku']`, `['categories', 'id']`. */
export type FieldPath = readonly PathStep[];

type Guard = { readonly guard: Readonly<Record<string, Primitive>> };
/** A path relative to the predicate being read, with the kind of the value at its end. */
type Relative = { readonly steps: readonly (PathStep | Guard)[]; readonly end: FieldKind };

const isGuard = (s: PathStep | Guard | undefined): s is Guard => typeof s === 'object' && 'guard' in s;
const stepField = (s: PathStep): string => (typeof s === 'string' ? s : s.field);

/** The kind at the end of `path`, or undefined when the schema has no such path. */
function endKind(schema: ResourceSchema, path: FieldPath): FieldKind | undefined {
  let kind: FieldKind | undefined = { kind: 'object', fields: schema.fields };
  for (const step of path) {
    if (!kind) return undefined;
    kind = child(kind.kind === 'array' ? kind.of : kind, stepField(step));
  }
  return kind && kind.kind === 'array' ? kind.of : kind;
}

function conjuncts(p: Predicate): readonly Predicate[] {
  return p.type === 'and' ? p.operands.flatMap(conjuncts) : [p];
}

/** Whether the conjuncts state `field = value` for every entry of the guard. */
function guarded(guard: Guard, all: readonly Predicate[]): boolean {
  return Object.entries(guard.guard).every(([name, value]) =>
    all.some(
      (c) =>
        (c.type === 'compare' &&
          c.field === name &&
          c.operator === '=' &&
          c.value.kind !== 'variable' &&
          c.value.value === value) ||
        (c.type === 'in' &&
          !c.negated &&
          c.field === name &&
          isOperandList(c.values) &&
          c.values.length === 1 &&
          c.values[0]?.kind !== 'variable' &&
          c.values[0]?.value === value),
    ),
  );
}

function values(literals: readonly Literal[], end: FieldKind): Set<Primitive> {
  return new Set(literals.flatMap((l) => (end.kind === 'json' ? freeJsonCandidates(l) : [l.value])));
}

function smallest(sets: readonly (Set<Primitive> | undefined)[]): Set<Primitive> | undefined {
  return sets.reduce<Set<Primitive> | undefined>(
    (best, s) => (s && (!best || s.size < best.size) ? s : best),
    undefined,
  );
}

function constrain(p: Predicate, paths: readonly Relative[]): Set<Primitive> | undefined {
  if (paths.length === 0) return undefined;
  switch (p.type) {
    case 'or': {
      const sets = p.operands.map((o) => constrain(o, paths));
      return sets.every((s) => s) ? new Set(sets.flatMap((s) => [...(s ?? [])])) : undefined;
    }
    case 'and': {
      const all = conjuncts(p);
      const usable = paths.flatMap((r) => {
        const [head, ...tail] = r.steps;
        return !isGuard(head) ? [r] : guarded(head, all) ? [{ steps: tail, end: r.end }] : [];
      });
      return smallest(all.map((c) => constrain(c, usable)));
    }
    case 'nested': {
      const inner = paths.flatMap((r) => {
        const [head, ...tail] = r.steps;
        if (head === undefined || isGuard(head) || stepField(head) !== p.field) return [];
        return [{ steps: typeof head === 'string' ? tail : [{ guard: head.where }, ...tail], end: r.end }];
      });
      return constrain(p.predicate, inner);
    }
    case 'compare':
    case 'in':
    case 'contains': {
      const end = paths.find((r) => r.steps.length === 1 && r.steps[0] === p.field)?.end;
      if (!end) return undefined;
      if (p.type === 'compare')
        return p.operator === '=' && p.value.kind !== 'variable' ? values([p.value], end) : undefined;
      if (!isOperandList(p.values) || p.values.some((v) => v.kind === 'variable')) return undefined;
      const literals = p.values as readonly Literal[];
      if (p.type === 'in') return p.negated ? undefined : values(literals, end);
      return values(p.mode === 'any' ? literals : literals.slice(0, 1), end);
    }
    default:
      return undefined;
  }
}

/**
 * The values that `paths` of resources of `schema` must take for `predicate` (the `predicate` of a
 * CompiledPredicate: variables bound, literals of the fields' types) to hold: every resource satisfying it has,
 * at one of the paths, a value in the returned set. Undefined when the predicate leaves the paths unconstrained.
 */
export function planValues(
  predicate: Predicate,
  schema: ResourceSchema,
  paths: readonly FieldPath[],
): ReadonlySet<Primitive> | undefined {
  const relative = paths.flatMap((steps) => {
    const end = endKind(schema, steps);
    return end && end.kind !== 'datetime' && steps.length > 0 ? [{ steps, end }] : [];
  });
  return constrain(predicate, relative);
}
