import { copy } from '../copy';
import { AppLink } from './app-link';

/** A breadcrumb trail: Home, then each crumb; the last one is the current page (catalogue-gifting §2). */
export function Breadcrumb({ crumbs }: { crumbs: readonly { readonly name: string; readonly path?: string }[] }) {
  return (
    <nav className="breadcrumb" aria-label={copy.product.breadcrumb}>
      <ol>
        <li>
          <AppLink to="/">{copy.product.home}</AppLink>
        </li>
        {crumbs.map((c, i) => (
          <li key={`${c.name}-${i}`}>
            {c.path && i < crumbs.length - 1 ? (
              <AppLink to={c.path}>{c.name}</AppLink>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{c.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
