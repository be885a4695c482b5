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

/** The function-valued members of `T`: what a port's callers call. */
type Methods<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? T[K] : never };

/**
 * A port whose adapter `load` brings on the first call of any of its methods (onDemand): each method of the answer
 * waits for the adapter and calls its method of the same name with the same arguments, so the adapter's code stays
 * out of the initial JS. Every member of `T` must be a method answering a promise. The answer is no thenable (its
 * `then` is undefined), so it can be awaited or returned from an async function as itself.
 */
export function lazyPort<T extends object>(load: () => Promise<T & Methods<T>>): T {
  const port = onDemand(load);
  return new Proxy({} as T, {
    get: (_target, name) =>
      name === 'then'
        ? undefined
        : (...args: unknown[]) =>
            port().then((p) => (p[name as keyof T] as (...a: unknown[]) => Promise<unknown>)(...args)),
  });
}
