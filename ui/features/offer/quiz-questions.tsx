import { useId } from 'react';
import {
  canChoose,
  canGoNext,
  currentQuestion,
  isLastQuestion,
  quizHelperText,
  quizProgress,
  showsBack,
  type QuizState,
} from '../../../core/marketing';
import { offerCopy } from './offer-copy';

/** The quiz's progress bar: one cell per question filled to the current one, its grid capped at 4 columns (§9). */
export function QuizProgress({ state }: { readonly state: QuizState }) {
  const { filled, total, columns } = quizProgress(state);
  return (
    <div className="quiz-progress">
      <p className="quiz-progress__text">{offerCopy.progress(filled, total)}</p>
      <ol className="quiz-progress__bar" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }} aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          <li
            key={i}
            className={i < filled ? 'quiz-progress__cell quiz-progress__cell--filled' : 'quiz-progress__cell'}
          />
        ))}
      </ol>
    </div>
  );
}

/**
 * One quiz question (shell-account §3 Quiz, §4 Onsite offer quiz, §5 Quiz, §9): a fieldset of radio buttons (max 1)
 * or checkboxes, its helper text, two columns for the flavour question; Next disabled until an answer is chosen (on
 * the last question it completes the quiz), Back hidden on the first question. Clicking a selected answer deselects
 * it; at the maximum the other checkboxes are disabled.
 */
export function QuizQuestionStep(props: {
  readonly state: QuizState;
  readonly onSelect: (answerId: string) => void;
  readonly onNext: () => void;
  readonly onBack: () => void;
}) {
  const { state } = props;
  const id = useId();
  const q = currentQuestion(state);
  const selected = state.selections[q.id] ?? [];
  const single = q.maxSelections === 1;
  return (
    <div className="quiz-step">
      <QuizProgress state={state} />
      <fieldset className="quiz-question" aria-describedby={`${id}-help`}>
        <legend className="quiz-question__title">{q.title}</legend>
        <p id={`${id}-help`} className="quiz-question__help">
          {quizHelperText(q.maxSelections)}
        </p>
        <div className={`quiz-answers quiz-answers--cols-${q.columns}`}>
          {q.answers.map((a) => {
            const checked = selected.includes(a.id);
            return (
              <label key={a.id} className={`quiz-answer${checked ? ' quiz-answer--checked' : ''}`}>
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={q.id}
                  value={a.id}
                  checked={checked}
                  disabled={!checked && !canChoose(selected, q.maxSelections)}
                  onChange={() => undefined}
                  onClick={() => props.onSelect(a.id)}
                />
                <span>{a.answerText}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="quiz-actions">
        {showsBack(state) && (
          <button type="button" className="button button--secondary" onClick={props.onBack}>
            {offerCopy.back}
          </button>
        )}
        <button type="button" className="button button--primary" disabled={!canGoNext(state)} onClick={props.onNext}>
          {isLastQuestion(state) ? offerCopy.seeResults : offerCopy.next}
        </button>
      </div>
    </div>
  );
}
