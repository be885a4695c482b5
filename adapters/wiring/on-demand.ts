/**
 * `load` called on first use and its answer shared: the returned function starts `load` on its first call and
 * answers every call with that one promise. A failed load is forgotten, so the next call tries again (a chunk that
 * did not arrive over a flaky network); its error reaches that call's caller.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((e: unknown) => {
      pending = undefined;
      throw e;
    }));
}
