import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ToastRegion } from '../../components/toast';

const ReviewModals = lazy(() => import('./review-modals'));
const REVIEW_QUERY = /[?&](hasCompletedReviews|justCompletedReviews|reviewsLinkExpired)=/;

/**
 * The shell's chrome that needs no code at first paint (spec: shell-account §2 Query-driven review modals; §4 toast):
 * the toast region (components/toast.tsx) and, once mounted in the browser, the review modals (review-modals.tsx,
 * loaded only when the URL carries one of their parameters). The store layout mounts it as an island
 * (shell-chrome-island.tsx), so none of it is in the browser entry.
 */
export function ShellChrome() {
  const { search } = useLocation();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <>
      <ToastRegion />
      {mounted && REVIEW_QUERY.test(search) && (
        <Suspense fallback={null}>
          <ReviewModals />
        </Suspense>
      )}
    </>
  );
}
