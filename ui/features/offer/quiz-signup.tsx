import { useId, useState, type FormEvent } from 'react';
import { NEWSLETTER_MESSAGES, newsletterEmailError, type QuizState } from '../../../core/marketing';
import { suggestEmail } from '../account/email-suggestion';
import { offerCopy } from './offer-copy';
import { QuizProgress } from './quiz-questions';

/**
 * The quiz's newsletter signup (shell-account §4 "Newsletter signup: Back and submit"; §5 "Newsletter offer email:
 * present and valid", typo suggestion "Did you mean {suggestion}?", accepted by a click or Enter): the e-mail field,
 * Back (to the quiz) and submit; `onSubmit` resolves with a failure message or undefined.
 */
export function QuizSignup(props: {
  readonly state: QuizState;
  readonly onBack: () => void;
  readonly onSubmit: (email: string) => Promise<string | undefined>;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const error = touched ? newsletterEmailError(email) : undefined;
  const suggestion = touched && email ? suggestEmail(email) : undefined;
  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (newsletterEmailError(email) || busy) return;
    setBusy(true);
    setFailure(undefined);
    const message = await props.onSubmit(email.trim());
    setBusy(false);
    setFailure(message);
  }
  return (
    <form className="quiz-step quiz-signup" onSubmit={(e) => void submit(e)} noValidate>
      <QuizProgress state={props.state} />
      <h3 className="quiz-signup__title">{offerCopy.signupTitle}</h3>
      <p>{offerCopy.signupText}</p>
      <label htmlFor={`${id}-email`}>{offerCopy.emailLabel}</label>
      <input
        id={`${id}-email`}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onBlur={() => setTouched(true)}
        onChange={(e) => setEmail(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {suggestion && (
        <button type="button" className="link-button quiz-signup__suggestion" onClick={() => setEmail(suggestion)}>
          {offerCopy.didYouMean(suggestion)}
        </button>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <p className="quiz-signup__terms">{offerCopy.offerTerms}</p>
      <div className="quiz-actions">
        <button type="button" className="button button--secondary" onClick={props.onBack}>
          {offerCopy.back}
        </button>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? offerCopy.submitting : offerCopy.submit}
        </button>
      </div>
    </form>
  );
}

/** The signup's failure text (shell-account §8 Newsletter failure). */
export const SIGNUP_FAILURE = NEWSLETTER_MESSAGES.failure;
