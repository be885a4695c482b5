/**
 * `o` without its undefined properties (a shallow copy). Wire formats such as commercetools' omit an absent
 * field rather than sending null, and `toEqual` treats `{ a: undefined }` and `{}` alike only by accident.
 */
export function omitUndefined<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(o)) {
    const value = (o as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = value;
  }
  return out as T;
}
