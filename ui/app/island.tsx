import { Component, memo, Suspense, useEffect, type NamedExoticComponent, type ReactNode } from 'react';
import type { LazyPage } from './lazy-page';

/**
 * Shows `fallback` instead of children that failed (shell-account §8 "Failed mount of a hydrated component: logged
 * only"): React logs what was caught (the root's onCaughtError, console.error by default) and the page goes on.
 */
class Contained extends Component<{ fallback: ReactNode; children: ReactNode }, { failed?: boolean }> {
  override state: { failed?: boolean } = {};
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * `code` (a `lazyPage` of ui/app/pages.ts, which the server preloads) as an island of the server-rendered page
 *: a part that needs no code at first paint, so its code stays out of the browser entry. The server
 * renders the component itself. The browser hydrates the page around it and keeps the server's markup of the
 * island (replaying events on it) until its code is there; that code starts loading once the island has hydrated
 * (or mounted). Should React have to render the island before its code arrives (an update reaching its boundary
 * first), it shows `fallback(props)`, which should be the markup the server rendered. The island is memoized, so
 * that its parent's updates do not reach its boundary while it waits for its code. An island that fails (its code
 * does not load, or it throws) is logged and shows its fallback; the rest of the page goes on.
 */
export function island<P extends object>(
  code: LazyPage<P>,
  fallback: (props: P) => ReactNode,
): NamedExoticComponent<P> {
  const Code = code;
  function Island(props: P) {
    useEffect(() => {
      // A failure shows when React renders the code (Contained logs it), not as an unhandled rejection too.
      code.preload().catch(() => undefined);
    }, []);
    return (
      <Contained fallback={fallback(props)}>
        <Suspense fallback={fallback(props)}>
          <Code {...props} />
        </Suspense>
      </Contained>
    );
  }
  return memo(Island);
}
