import { lazy, type ComponentType } from 'react';

/** A module whose default export is a component (what `import()` of a route module gives). */
type PageModule<P> = { readonly default: ComponentType<P> };

/** A `React.lazy` component that can load its code ahead of rendering. */
export type LazyPage<P> = ComponentType<P> & {
  /** Loads the component's code (once); resolves when rendering it will not suspend. */
  preload(): Promise<void>;
};

/** A thenable that calls back at once with `value` (React.lazy then reads the module without suspending). */
function fulfilled<T>(value: T): PromiseLike<T> {
  const thenable = {
    then(onFulfilled?: ((v: T) => unknown) | null) {
      onFulfilled?.(value);
      return thenable;
    },
  };
  return thenable as unknown as PromiseLike<T>;
}

/**
 * `React.lazy(load)` whose code can be loaded before React renders it (hydration does not suspend on a
 * blank screen). Once `preload()` has resolved, the lazy component renders synchronously: it hands React a
 * thenable that is already fulfilled, which React.lazy reads at once instead of suspending. The server preloads
 * every page before its first render; the browser preloads the page it hydrates before `hydrateRoot`.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: PageModule<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  const start = (): Promise<PageModule<P>> =>
    (loading ??= load().then((m) => {
      loaded = m;
      return m;
    }));
  // React.lazy only calls `then` on what the loader returns; its type asks for a whole Promise.
  const Lazy = lazy(() => (loaded ? (fulfilled(loaded) as Promise<PageModule<P>>) : start()));
  return Object.assign(Lazy as unknown as ComponentType<P>, { preload: () => start().then(() => undefined) });
}
