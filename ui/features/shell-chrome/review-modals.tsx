import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { shellChromeCopy } from '../../copy/shell-chrome-copy';
import { reviewModalOf, withoutReviewParams, type ReviewModal } from './review-params';
import '../../styles/shell-chrome.css';

const t = shellChromeCopy.reviews;
const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** An order date as people read it ('May 1, 2026') when it is a calendar date, else as the link sent it. */
export function readableOrderDate(sent: string | undefined): string | undefined {
  const calendar = sent && /^(\d{4}-\d{2}-\d{2})/.exec(sent);
  if (!calendar) return sent;
  const ms = Date.parse(`${calendar[1]}T00:00:00Z`);
  return Number.isNaN(ms) ? sent : day.format(ms);
}

/** A modal dialog element: opened modally on mount (focus moves into it), Escape and the overlay close it. */
function Dialog({ labelId, onClose, children }: { labelId: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('.review-modal__action')?.focus();
  }, []);
  const onOverlay = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) onClose();
  };
  return (
    <dialog
      ref={ref}
      className="review-modal"
      aria-labelledby={labelId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={onOverlay}
    >
      <div className="review-modal__panel">
        <button type="button" className="review-modal__close" aria-label={t.close} onClick={onClose}>
          ×
        </button>
        {children}
      </div>
    </dialog>
  );
}

/** The modal `modal` names, with its texts (shell-account §8 Expired review link, Completed reviews). */
export function ReviewDialog({ modal, onClose }: { modal: ReviewModal; onClose: () => void }) {
  if (modal.kind === 'expired') {
    return (
      <Dialog labelId="review-modal-title" onClose={onClose}>
        <h2 id="review-modal-title">{t.expiredTitle}</h2>
        <p className="review-modal__heading">{t.expiredHeading}</p>
        <p>{t.expiredBody}</p>
        <button type="button" className="button button--primary review-modal__action" onClick={onClose}>
          {t.continueShopping}
        </button>
      </Dialog>
    );
  }
  const { justCompleted, totalSkusCount } = modal;
  return (
    <Dialog labelId="review-modal-title" onClose={onClose}>
      <h2 id="review-modal-title">{justCompleted ? t.justCompletedTitle : t.alreadyTitle}</h2>
      <p className="review-modal__heading">{justCompleted ? t.justCompletedHeading : t.alreadyHeading}</p>
      {totalSkusCount !== undefined && <p>{t.allReviewed(totalSkusCount, readableOrderDate(modal.orderDate))}</p>}
      <button type="button" className="button button--primary review-modal__action" onClick={onClose}>
        {t.continueShopping}
      </button>
    </Dialog>
  );
}

/**
 * The query-driven review modals (spec: shell-account §2 Query-driven review modals, §8 Expired review link and
 * Completed reviews, §9 review links expire after 6 months): `reviewsLinkExpired` shows the expired-link modal,
 * `hasCompletedReviews` or `justCompletedReviews` (with `orderDate` and `totalSkusCount`) the reviews-submitted one.
 * Closing it (Continue Shopping, the close button, Escape, the overlay) removes the parameters from the URL, in place.
 * The shell loads this module only when the URL carries one of the parameters (shell-chrome-slot.tsx).
 */
export default function ReviewModals() {
  const location = useLocation();
  const navigate = useNavigate();
  const modal = reviewModalOf(new URLSearchParams(location.search));
  if (!modal) return null;
  const close = () =>
    void navigate(
      { pathname: location.pathname, search: withoutReviewParams(location.search), hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  return <ReviewDialog key={location.search} modal={modal} onClose={close} />;
}
