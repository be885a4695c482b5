/**
 * The storefront backend's response envelope (spec: core-cart-checkout §7 Response envelope).
 */

/** A message of a response or a notification; keyed ones replace same-key ones. */
export interface Message {
  readonly message: string;
  readonly key?: string;
}

/** `data` plus optional messages, analytics payloads and a redirect. */
export interface Envelope<T> {
  readonly data?: T;
  readonly errors?: readonly Message[];
  readonly warnings?: readonly Message[];
  readonly notices?: readonly Message[];
  readonly dataLayer?: readonly unknown[];
  readonly rudderstackEvents?: readonly unknown[];
  readonly redirect_to?: { readonly url: string; readonly target?: string };
}
