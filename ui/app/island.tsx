import { memo, Suspense, useEffect, type NamedExoticComponent, type ReactNode } from 'react';
import type { LazyPage } from './lazy-page';

/**
 * `code` (a `lazyPage` of ui/app/pages.ts, which the server preloads) as an island of the server-rendered page
 *: a part that needs no code at first paint, so its code stays out of the browser entry. The server
 * renders the component itself. The browser hydrates the page around it and keeps the server's markup of the
 * island (replaying events on it) until its code is there; that code starts loading once the island has hydrated
 * (or mounted). Should React have to render the island before its code arrives (an update reaching its boundary
 * first), it shows `fallback(props)`, which should be the markup the server rendered. The island is memoized, so
 * that its parent's updates do not reach its boundary while it waits for its code.
 */
export function island<P extends object>(
  code: LazyPage<P>,
  fallback: (props: P) => ReactNode,
): NamedExoticComponent<P> {
  const Code = code;
  function Island(props: P) {
    useEffect(() => {
      void code.preload();
    }, []);
    return (
      <Suspense fallback={fallback(props)}>
        <Code {...props} />
      </Suspense>
    );
  }
  return memo(Island);
}
