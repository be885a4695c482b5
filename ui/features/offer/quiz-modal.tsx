import { useEffect, useId, useRef, useState } from 'react';
import { contactSubscribed, quizButtonClicked } from '../../../core/analytics';
import {
  FIRST_ORDER_OFFER,
  INITIAL_QUIZ_STATE,
  currentQuestion,
  goBack,
  goNext,
  resultAnswerIdsOf,
  selectAnswer,
  startQuiz,
  surveySubmissionsOf,
  type QuizState,
} from '../../../core/marketing';
import { useStores } from '../../app/stores-context';
import { createOfferClient, type OfferClient } from './offer-client';
import { offerCopy } from './offer-copy';
import { QuizQuestionStep } from './quiz-questions';
import { QuizSignup, SIGNUP_FAILURE } from './quiz-signup';
import './offer.css';

/** The path the quiz ends on (shell-account §2): the results of the saved answers. */
export const QUIZ_RESULTS_PATH = '/onsite-offer-quiz-results';

/** The results page's URL for the saved answers (`answers`, comma list) and whether the e-mail was a contact. */
export function quizResultsUrl(answerIds: readonly string[], existingContact: boolean): string {
  const query = new URLSearchParams({ answers: answerIds.join(',') });
  if (existingContact) query.set('existing', '1');
  return `${QUIZ_RESULTS_PATH}?${query.toString()}`;
}

/**
 * The onsite offer quiz modal (spec: shell-account §2 Onsite offer quiz modal, §4 Onsite offer quiz, §9): a modal
 * `<dialog>` (focus kept inside, Esc closes) with the screens landing ('Start quiz', "No thanks, I'd like to pay full
 * price" closes), the four questions and the newsletter signup. On signup: a new contact's couponToken lands the
 * campaign (the cart gets the offer), the survey submissions are recorded with the e-mail, `onDone` rescinds the
 * offer (success flag, bubble hidden) and the page goes to /onsite-offer-quiz-results.
 */
export default function QuizModal(props: {
  readonly onClose: () => void;
  readonly onDone: () => void;
  readonly client?: OfferClient;
}) {
  const root = useStores();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<QuizState>(INITIAL_QUIZ_STATE);
  const [client] = useState(() => props.client ?? createOfferClient());
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  const track = (button: string) => {
    const questionId = state.screen === 'quiz' ? currentQuestion(state).id : undefined;
    root.analytics.track(quizButtonClicked(button, state.screen, questionId));
  };
  const press = (button: string, next: (s: QuizState) => QuizState) => {
    track(button);
    setState(next);
  };
  async function signup(email: string): Promise<string | undefined> {
    track(offerCopy.submit);
    const answer = await client.signupForOffer(email);
    if (!answer.ok) return SIGNUP_FAILURE;
    root.analytics.track(contactSubscribed(FIRST_ORDER_OFFER.reason));
    if (answer.data.couponToken) {
      const landed = await client.landCampaign(answer.data.couponToken);
      if (landed.ok) root.cart.seed(landed.data.cart);
    }
    await client.recordSurvey(
      email,
      surveySubmissionsOf(state.selections).map((s) => s.answerId),
    );
    props.onDone();
    root.navigator.fullLoad(quizResultsUrl(resultAnswerIdsOf(state.selections), answer.data.existingContact));
    return undefined;
  }
  return (
    <dialog ref={ref} className="quiz-modal" aria-labelledby={`${id}-title`} onClose={props.onClose}>
      <div className="quiz-modal__head">
        <h2 id={`${id}-title`} className="quiz-modal__title">
          {offerCopy.dialogTitle}
        </h2>
        <button type="button" className="quiz-modal__close" aria-label={offerCopy.close} onClick={props.onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {state.screen === 'landing' && (
        <QuizLanding
          onStart={() => press(offerCopy.startQuiz, startQuiz)}
          onNoThanks={() => {
            track(offerCopy.noThanks);
            props.onClose();
          }}
        />
      )}
      {state.screen === 'quiz' && (
        <QuizQuestionStep
          state={state}
          onSelect={(answerId) => setState((s) => selectAnswer(s, answerId))}
          onNext={() => press(offerCopy.next, goNext)}
          onBack={() => press(offerCopy.back, goBack)}
        />
      )}
      {state.screen === 'newsletterSignup' && (
        <QuizSignup state={state} onBack={() => press(offerCopy.back, goBack)} onSubmit={signup} />
      )}
    </dialog>
  );
}

/** The landing screen: 'Start quiz', or "No thanks, I'd like to pay full price", which closes (shell-account §4). */
function QuizLanding(props: { readonly onStart: () => void; readonly onNoThanks: () => void }) {
  return (
    <div className="quiz-step quiz-landing">
      <p className="quiz-landing__title">{offerCopy.landingTitle}</p>
      <p>{offerCopy.landingText}</p>
      <div className="quiz-actions quiz-actions--stack">
        <button type="button" className="button button--primary" onClick={props.onStart}>
          {offerCopy.startQuiz}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onNoThanks}>
          {offerCopy.noThanks}
        </button>
      </div>
    </div>
  );
}
