import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { quizButtonClicked } from '../../../core/analytics';
import { readPageState } from '../../app/page-state';
import { useStores } from '../../app/stores-context';
import { offerCopy } from './offer-copy';
import './offer.css';

const QuizModal = lazy(() => import('./quiz-modal'));

/** The stored success flag: the offer is rescinded once the quiz's signup succeeded (shell-account §4). */
export const OFFER_DONE_KEY = 'nutshell_onsite_offer_done';
/** The stored marker of a first visit having seen the quiz (auto-open happens once). */
export const OFFER_SEEN_KEY = 'nutshell_onsite_offer_seen';
/** The query that opens the quiz (`?onsiteOffer=quiz`). */
export const OFFER_QUERY = { name: 'onsiteOffer', value: 'quiz' } as const;
/** The site setting (feature flag of the site layer, NUTSHELL_FLAGS) that auto-opens the quiz on a first visit. */
export const AUTO_OPEN_FLAG = 'onsiteOfferAutoOpen';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The onsite offer's sticky bubble and its quiz (spec: shell-account §2 "A sticky bubble also exists", §4 Onsite offer
 * quiz): a small button at the bottom left that (re)opens the quiz modal, loaded on demand. The quiz opens from the
 * bubble, from `?onsiteOffer=quiz`, and by itself on a first visit only when the site enables it (the
 * `onsiteOfferAutoOpen` flag, off by default). After a successful signup the offer is rescinded: the success flag is
 * stored and the bubble hidden. Renders nothing on the server (the stored flags are the browser's).
 */
export default function OfferBubble() {
  const root = useStores();
  const location = useLocation();
  const [mounted, setMounted] = useState(false);
  const [done, setDone] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const store = storage();
    setMounted(true);
    setDone(store?.getItem(OFFER_DONE_KEY) === '1');
    const asked = new URLSearchParams(location.search).get(OFFER_QUERY.name) === OFFER_QUERY.value;
    const flags = readPageState(document)?.featureFlags;
    const auto = flags?.[AUTO_OPEN_FLAG] === true && !store?.getItem(OFFER_SEEN_KEY);
    if (asked || (auto && store?.getItem(OFFER_DONE_KEY) !== '1')) {
      store?.setItem(OFFER_SEEN_KEY, '1');
      setOpen(true);
    }
  }, [location.search, root]);
  if (!mounted || (done && !open)) return null;
  return (
    <>
      {!done && !open && (
        <button
          type="button"
          className="offer-bubble"
          aria-label={offerCopy.bubbleLabel}
          onClick={() => {
            root.analytics.track(quizButtonClicked('Sticky bubble', 'bubble'));
            setOpen(true);
          }}
        >
          {offerCopy.bubble}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <QuizModal
            onClose={() => setOpen(false)}
            onDone={() => {
              storage()?.setItem(OFFER_DONE_KEY, '1');
              setDone(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
