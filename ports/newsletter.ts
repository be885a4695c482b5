import type { Cart } from '../core/cart';
import type { NewsletterCheck, NewsletterSignupResult, QuizResultsSection } from '../core/marketing';
import type { Result } from '../core/shared';

/**
 * The newsletter contacts, survey submissions and first-order offer tokens (spec: shell-account §3 Survey
 * submissions, Newsletter signup, Newsletter check response, Campaign landing response; §7 /subscribe,
 * /subscribe/customer, newsletter check and signup, /api/contacts, /survey-submissions, /campaign-landing; §9 Offer).
 * E-mails are stored normalized (trimmed, lower case) and unique. Absent is undefined. An unreachable store throws
 * PortError.
 */

/** A newsletter contact: one per e-mail; `reasons` are the signup reasons seen ('footer', 'Onsite Offer Quiz', …). */
export interface NewsletterContact {
  readonly id: string;
  readonly email: string;
  readonly firstName?: string;
  readonly reasons: readonly string[];
  /** The signed-in customer who subscribed, when one did. */
  readonly customerId?: string;
  /** ISO 8601 instant. */
  readonly createdAt: string;
}

/** What claiming an offer token found: the token's contact, a token already used, or no such token. */
export type OfferTokenClaim =
  | { readonly status: 'claimed'; readonly contactId: string }
  | { readonly status: 'used' }
  | { readonly status: 'unknown' };

/** The store behind the newsletter and offer use cases (core/marketing). */
export interface NewsletterStore {
  /** The contact with this (normalized) e-mail, or undefined. */
  findContact(email: string): Promise<NewsletterContact | undefined>;
  /**
   * Adds a contact, or, when the e-mail is already a contact's, adds `reason` to its reasons (and a first name or
   * customer id it lacked). `created` tells which; of two concurrent adds of one e-mail exactly one creates.
   */
  addContact(input: {
    readonly email: string;
    readonly firstName?: string;
    readonly reason: string;
    readonly customerId?: string;
  }): Promise<{ readonly contact: NewsletterContact; readonly created: boolean }>;
  /** Records a survey submission: the e-mail, the answer ids, and the session it came from (its anonymous id). */
  recordSurvey(input: {
    readonly email: string;
    readonly answerIds: readonly string[];
    readonly sessionId?: string;
  }): Promise<void>;
  /** The answer ids of the newest survey submission of a session, or undefined. */
  latestSurvey(sessionId: string): Promise<readonly string[] | undefined>;
  /** Stores `token` (kept only as its SHA-256) for a contact's first-order offer. */
  issueOfferToken(contactId: string, token: string): Promise<void>;
  /** Marks the token used and answers its contact; a used or unknown token is answered so (one claim wins). */
  claimOfferToken(token: string): Promise<OfferTokenClaim>;
  /** Gives back a claimed token (its offer could not be applied), so the contact can land again. */
  releaseOfferToken(token: string): Promise<void>;
  /** Creates a one-application discount code of the first-order offer for a contact; answers the code. */
  createOfferCode(contactId: string): Promise<string>;
}

/**
 * The local server's view of the marketing use cases (core/marketing), as the routes call them: `sessionId` is the
 * session's owner id (its carts' anonymous id), `customerId` a signed-in customer's. Failures are Results with the
 * codes of core/shared error-codes ('validation/invalid', 'discount/not-found', 'discount/max-application-reached').
 */
export interface MarketingService {
  check(input: unknown): Promise<Result<NewsletterCheck>>;
  subscribe(
    input: { readonly email: string; readonly reason: string; readonly firstName?: string },
    customerId?: string,
  ): Promise<Result<NewsletterSignupResult>>;
  recordSurvey(input: unknown, sessionId: string): Promise<Result<{ readonly recorded: number }>>;
  landCampaign(sessionId: string, token: unknown): Promise<Result<Cart>>;
  /** The quiz results' sections for saved answer ids (the results page). */
  quizSections(answerIds: readonly string[]): Promise<readonly QuizResultsSection[]>;
}
