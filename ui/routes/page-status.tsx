import { Link } from 'react-router';
import { usePageAnnouncement } from '../app/use-page-announcement';
import { copy } from '../copy';

/** A loading placeholder for a page (catalogue-gifting §4: skeleton while loading). */
export function PageLoading() {
  return (
    <div className="container page page-loading" role="status" aria-live="polite">
      <span className="visually-hidden">{copy.loading}</span>
      <div className="skeleton skeleton--title" />
      <div className="skeleton-grid">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="skeleton skeleton--card" />
        ))}
      </div>
    </div>
  );
}

/** The 404 page. */
export function NotFoundPage() {
  usePageAnnouncement(copy.pages.notFound);
  return (
    <div className="container page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{copy.notFound.title}</h1>
      <p className="lead">{copy.notFound.text}</p>
      <Link to="/" className="button button--primary">
        {copy.notFound.cta}
      </Link>
    </div>
  );
}

/** A page that failed to load, with a retry button. */
export function PageError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="container page not-found" role="alert">
      <h1>{copy.loadError}</h1>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {copy.retry}
      </button>
    </div>
  );
}
