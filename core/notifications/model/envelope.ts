import type { Envelope, Message } from './envelope-types';

/**
 * Handling the storefront backend's response envelope (spec: core-cart-checkout §7 Response
 * envelope; §8 "Response errors, warnings, notices with a message"; §4 Placing an order step 4).
 */

/**
 * The first error of an envelope, thrown when `throwError` is on. `errors` is the full list of
 * the envelope's errors, so a caller can show them all.
 */
export class EnvelopeError extends Error {
  constructor(
    readonly errors: readonly Message[],
    message = errors[0]?.message ?? 'Request failed',
  ) {
    super(message);
    this.name = 'EnvelopeError';
  }
}

/** The first error of an envelope when it has a `key` (also carries the full list). */
export class KeyedEnvelopeError extends EnvelopeError {
  constructor(
    readonly key: string,
    message: string,
    errors: readonly Message[],
  ) {
    super(errors, message);
    this.name = 'KeyedEnvelopeError';
  }
}

/** What a caller does with an envelope: data, messages for notifications, redirect, analytics. */
export interface EnvelopeOutcome<T> {
  readonly data: T | undefined;
  /** Messages to add to the notifications (entries without a message text are dropped). */
  readonly notifications: {
    readonly errors: readonly Message[];
    readonly warnings: readonly Message[];
    readonly notices: readonly Message[];
  };
  /** A redirect to follow; absent when the envelope has none (or an empty url). */
  readonly redirect?: { readonly url: string; readonly target?: string };
  /** Entries for the tag layer (dataLayer). */
  readonly dataLayer: readonly unknown[];
  /** Analytics events to replay (rudderstackEvents). */
  readonly events: readonly unknown[];
}

/**
 * The error to throw for `errors`: undefined when empty; a KeyedEnvelopeError when the first has a
 * key; otherwise an EnvelopeError with the first's message carrying the full list.
 * spec: core-cart-checkout §7 Response envelope.
 */
export function envelopeErrorFor(errors: readonly Message[]): EnvelopeError | undefined {
  const first = errors[0];
  if (!first) return undefined;
  return first.key !== undefined ? new KeyedEnvelopeError(first.key, first.message, errors) : new EnvelopeError(errors);
}

const withText = (messages: readonly Message[] | undefined): readonly Message[] =>
  (messages ?? []).filter((m) => typeof m.message === 'string' && m.message !== '');

/**
 * Splits an envelope into what its caller does with it. With `throwError` on and errors present
 * it throws the first error (see `envelopeErrorFor`) instead of returning; callers that must show
 * the messages first call it with `throwError` off, add the notifications, then throw
 * `envelopeErrorFor(outcome.notifications.errors)`.
 * spec: core-cart-checkout §7 Response envelope.
 */
export function handleEnvelope<T>(
  envelope: Envelope<T>,
  options: { readonly throwError?: boolean } = {},
): EnvelopeOutcome<T> {
  const errors = withText(envelope.errors);
  if (options.throwError) {
    const error = envelopeErrorFor(errors);
    if (error) throw error;
  }
  const redirectTo = envelope.redirect_to;
  return {
    data: envelope.data,
    notifications: { errors, warnings: withText(envelope.warnings), notices: withText(envelope.notices) },
    ...(redirectTo?.url
      ? {
          redirect:
            redirectTo.target === undefined
              ? { url: redirectTo.url }
              : { url: redirectTo.url, target: redirectTo.target },
        }
      : {}),
    dataLayer: envelope.dataLayer ?? [],
    events: envelope.rudderstackEvents ?? [],
  };
}
