import { copy } from '../copy';
import { AppLink } from './app-link';

/** The Nutshell wordmark with its nut mark, linking to `to` (default '/'). */
export function Logo({ to = '/' }: { to?: string }) {
  return (
    <AppLink to={to} className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M16 4c-1.2 0-2 .8-2 1.8V8h4V5.8C18 4.8 17.2 4 16 4z" fill="currentColor" opacity=".7" />
        <path
          d="M5 13c0-3.3 4.9-5.5 11-5.5S27 9.7 27 13c0 .8-.4 1.5-1.1 2H6.1C5.4 14.5 5 13.8 5 13z"
          fill="currentColor"
        />
        <path d="M6.5 16h19c-.4 6.6-4.8 11.5-9.5 11.5S6.9 22.6 6.5 16z" fill="#c98a46" />
      </svg>
      <span className="logo__text">{copy.storeName}</span>
    </AppLink>
  );
}
