import { Link } from 'react-router';
import { copy } from '../copy';

/** A breadcrumb trail: Home, then each crumb; the last one is the current page (catalogue-gifting §2). */
export function Breadcrumb({ crumbs }: { crumbs: readonly { readonly name: string; readonly path?: string }[] }) {
  return (
    <nav className="breadcrumb" aria-label={copy.product.breadcrumb}>
      <ol>
        <li>
          <Link to="/">{copy.product.home}</Link>
        </li>
        {crumbs.map((c, i) => (
          <li key={`${c.name}-${i}`}>
            {c.path && i < crumbs.length - 1 ? (
              <Link to={c.path}>{c.name}</Link>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{c.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
