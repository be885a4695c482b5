import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router';
import { offerStatusOf } from '../../../core/marketing';
import { useStores } from '../../app/stores-context';
import { usePageAnnouncement } from '../../app/use-page-announcement';
import { ProductGrid } from '../category/product-card';
import { offerCopy } from './offer-copy';
import './offer.css';

/**
 * The offer quiz's results page, /onsite-offer-quiz-results and /quiz-results (spec: shell-account §2; §3 Quiz
 * "resultMapping, selector naming a recommendation group"; §9 Offer): one section per recommendation group the saved
 * answers chose, with products of the catalogue, and the first-order offer's status on the session's cart (applied,
 * not applicable to the cart, or, for an e-mail that was already a contact, for new subscribers only). Rendered on
 * the server from PageState.quizResults (the root store's `initialQuizResults`). Loaded on demand (QuizResultsRoute).
 */
const QuizResultsPage = observer(function QuizResultsPage() {
  const root = useStores();
  const location = useLocation();
  const data = root.initialQuizResults;
  const existing = new URLSearchParams(location.search).get('existing') === '1';
  const offer = offerStatusOf(root.cart.cart);
  usePageAnnouncement(offerCopy.resultsTitle);
  return (
    <div className="container page quiz-results">
      <h1>{offerCopy.resultsTitle}</h1>
      {offer === 'applied' && (
        <div className="flash flash--notices" role="status">
          <p>
            {offerCopy.offerApplied} <Link to="/cart">{offerCopy.viewCart}</Link>
          </p>
        </div>
      )}
      {offer === 'not-applicable' && <OfferNote text={offerCopy.offerNotApplicable} />}
      {offer === 'none' && existing && <OfferNote text={offerCopy.existingContact} />}
      {data && data.sections.length > 0 ? (
        <>
          <p>{offerCopy.resultsIntro}</p>
          {data.sections.map((s) => (
            <section key={s.answerId} className="quiz-results__section" aria-labelledby={`qr-${s.answerId}`}>
              <h2 id={`qr-${s.answerId}`}>{s.resultMapping}</h2>
              <ProductGrid cards={s.products} label={s.groupTitle} />
            </section>
          ))}
        </>
      ) : (
        <p>
          {offerCopy.noResults} <Link to={`${location.pathname}?onsiteOffer=quiz`}>{offerCopy.startQuiz}</Link>
        </p>
      )}
      <p className="quiz-results__terms">{offerCopy.offerTerms}</p>
    </div>
  );
});

export default QuizResultsPage;

/** A note on the offer's status (a notice, as the flash area shows them). */
function OfferNote({ text }: { readonly text: string }) {
  return (
    <div className="flash flash--notices">
      <p>{text}</p>
    </div>
  );
}
