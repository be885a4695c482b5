/**
 * `o` without its undefined properties (a shallow copy). Wire formats such as commercetools' omit an absent
 * field rather than sending null, and `toEqual` treats `{ a: undefined }` and `{}` alike only by accident.
 */
export function omitUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
