import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from './use-session';

/** The links that need an account (spec: shell-account §4 Gated links: Account, Refer, Easy Reorder). */
export const GATED_PATHS: ReadonlySet<string> = new Set(['/account', '/refer', '/account/easy-reorder']);

/**
 * A link to a page that needs an account (spec: shell-account §4 Gated links): for a visitor (no customer signed in,
 * no staff mode) a click opens the login modal with the link as its destination; otherwise a plain link. Without
 * JavaScript it is a plain link either way.
 */
export const GatedLink = observer(function GatedLink(props: { to: string; className?: string; children: ReactNode }) {
  const session = useSession();
  return (
    <Link
      to={props.to}
      className={props.className}
      onClick={(e) => {
        if (!session.gated) return;
        e.preventDefault();
        session.openLogin({ destination: props.to });
      }}
    >
      {props.children}
    </Link>
  );
});
