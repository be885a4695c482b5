import { useId, useState, type FormEvent } from 'react';
import {
  NEWSLETTER_MESSAGES,
  newsletterEmailError,
  newsletterSubmitDisabled,
  showsNewsletterName,
  type NewsletterFormState,
} from '../../../core/marketing';
import { contactSubscribed } from '../../../core/analytics';
import { useStores } from '../../app/stores-context';
import { offerCopy } from './offer-copy';
import { createOfferClient, type OfferClient } from './offer-client';

/** Who subscribes: a signed-in customer's e-mail and first name (prefilled), or nobody (a visitor). */
export interface NewsletterCustomer {
  readonly email: string;
  readonly firstName: string;
}

/**
 * The footer's newsletter form (spec: shell-account §2 Footer, §4 Footer feedback, newsletter and toast, §5, §6
 * "Email and first name prefill the newsletter form", §7 /subscribe and /subscribe/customer, §8; catalogue-gifting §4
 * Newsletter form): states editing → submitting (the button shows loading) → subscribed (the form replaced by the
 * confirmation) or failed (the error shown, the form stays). The name field (placeholder "Your Name (optional)")
 * appears once the e-mail field is focused or has a value; the e-mail is required and valid, its message shown once
 * touched; submit is disabled while touched and invalid. A signed-in customer posts to /subscribe/customer.
 */
export function NewsletterForm({
  customer,
  client = defaultClient(),
}: {
  readonly customer?: NewsletterCustomer | undefined;
  readonly client?: OfferClient;
}) {
  const id = useId();
  const { analytics } = useStores();
  const [email, setEmail] = useState(customer?.email ?? '');
  const [name, setName] = useState(customer?.firstName ?? '');
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const [state, setState] = useState<NewsletterFormState>('editing');
  const error = touched ? newsletterEmailError(email) : undefined;
  if (state === 'subscribed')
    return (
      <p className="newsletter__done" role="status">
        {NEWSLETTER_MESSAGES.success}
      </p>
    );
  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (newsletterEmailError(email) || state === 'submitting') return;
    setState('submitting');
    const answer = customer ? await client.subscribeCustomer(email) : await client.subscribeFooter(email, name);
    if (answer.ok) analytics.track(contactSubscribed('footer'));
    setState(answer.ok ? 'subscribed' : 'failed');
  }
  const submitting = state === 'submitting';
  return (
    <form className="newsletter" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="footer-group__heading">
        {offerCopy.newsletterHeading}
      </h2>
      <p>{offerCopy.newsletterText}</p>
      <label htmlFor={`${id}-email`}>{offerCopy.emailLabel}</label>
      <input
        id={`${id}-email`}
        type="email"
        name="inputEmail"
        autoComplete="email"
        required
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onFocus={() => setFocused(true)}
        onBlur={() => setTouched(true)}
        onChange={(e) => setEmail(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {showsNewsletterName(focused, email) && <NameField id={`${id}-name`} value={name} onChange={setName} />}
      <button
        type="submit"
        className="button button--accent"
        disabled={newsletterSubmitDisabled(touched, email) || submitting}
        aria-busy={submitting || undefined}
      >
        {submitting ? offerCopy.subscribing : offerCopy.subscribe}
      </button>
      {state === 'failed' && (
        <p className="field-error" role="alert">
          {NEWSLETTER_MESSAGES.failure}
        </p>
      )}
    </form>
  );
}

/** The optional first name (placeholder "Your Name (optional)"). */
function NameField(props: { readonly id: string; readonly value: string; readonly onChange: (v: string) => void }) {
  return (
    <>
      <label htmlFor={props.id} className="visually-hidden">
        {offerCopy.nameLabel}
      </label>
      <input
        id={props.id}
        name="inputFirstName"
        autoComplete="given-name"
        placeholder={NEWSLETTER_MESSAGES.namePlaceholder}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </>
  );
}

let shared: OfferClient | undefined;
function defaultClient(): OfferClient {
  shared ??= createOfferClient();
  return shared;
}
