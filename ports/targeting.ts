/**
 * The targeting port (spec: shell-account §4 Analytics and targeting behaviour, §7 "Targeting service: POST
 * /serve/user/choose (4 s timeout in browser). Engagement collector POST /collect/user/engagement (engagements,
 * session, user; 4 s timeout; throws on non-ok)", §8, §9 "Targeting timeout 4 s (1 s on the server), up to 3
 * retries on timeout in the browser"; catalogue-gifting §4 Recommendations "a personalization service …
 * Engagements (decision_id, variation_id) are reported back"). Dynamic Yield's Experience API is its wire protocol
 * (`targeting-wire.ts`); the embedded default holds the campaigns in the database.
 */

/** How long the browser waits for a choose answer, ms (shell-account §9: 4 s). */
export const TARGETING_BROWSER_TIMEOUT_MS = 4000;
/** How long the server waits for a choose answer, ms (shell-account §9: 1 s on the server). */
export const TARGETING_SERVER_TIMEOUT_MS = 1000;
/** Retries of a choose call that timed out, in the browser only (shell-account §9: up to 3). */
export const TARGETING_BROWSER_RETRIES = 3;
/** How long an engagement report may take, ms (shell-account §7, catalogue-gifting §9: 4000 ms). */
export const ENGAGEMENT_TIMEOUT_MS = 4000;

/** Dynamic Yield's page context types (each route's page-type tag, shell-account §4). */
export const TARGETING_PAGE_TYPES = ['HOMEPAGE', 'CATEGORY', 'PRODUCT', 'CART', 'OTHER'] as const;
/** One of TARGETING_PAGE_TYPES. */
export type TargetingPageType = (typeof TARGETING_PAGE_TYPES)[number];

/** The page a choose call is made for: its type and URL (`location`), and for a product or category page its keys. */
export interface TargetingPage {
  readonly type: TargetingPageType;
  readonly location: string;
  readonly data?: readonly string[];
}

/**
 * A choose call: the campaigns by selector name, the page, the visitor (`userId`, Dynamic Yield's dyid) and the
 * browser session (`sessionId`). Campaigns of unknown or inactive selectors are left out of the answer.
 */
export interface ChooseRequest {
  readonly selectorNames: readonly string[];
  readonly page: TargetingPage;
  readonly userId: string;
  readonly sessionId: string;
}

/**
 * A variation's payload: Dynamic Yield's `{ type, data }` (CUSTOM_JSON for ours: a recommendation strategy or
 * product keys, a search experiment's variant, a visitor's flag list).
 */
export interface TargetingPayload {
  readonly type: string;
  readonly data: unknown;
}

/** One variation of a campaign, by its numeric id. */
export interface TargetingVariation {
  readonly id: number;
  readonly payload: TargetingPayload;
}

/**
 * The variation chosen for one campaign (Dynamic Yield's choice): the campaign's id, selector name and type
 * ('DECISION'), the decision id to report engagements with (stable per campaign and variation) and the chosen
 * variations (one).
 */
export interface TargetingChoice {
  readonly id: number;
  readonly name: string;
  readonly type: string;
  readonly decisionId: string;
  readonly variations: readonly TargetingVariation[];
}

/** The kinds of engagement reported: a click on what a decision showed, or its impression. */
export const ENGAGEMENT_TYPES = ['CLICK', 'IMP'] as const;
/** One of ENGAGEMENT_TYPES. */
export type EngagementType = (typeof ENGAGEMENT_TYPES)[number];

/** One engagement with a decision (spec: shell-account §4 "reported with decision_id and variation_id"). */
export interface Engagement {
  readonly type: EngagementType;
  readonly decisionId: string;
  /** The variation ids engaged with (Dynamic Yield's `variations`); absent: the decision's. */
  readonly variations?: readonly number[];
}

/** A report of engagements by one visitor (`userId`) in one session (`sessionId`). */
export interface EngagementReport {
  readonly userId: string;
  readonly sessionId: string;
  readonly engagements: readonly Engagement[];
}

/**
 * The targeting service. `choose` answers the chosen variation of each active campaign named (in the order
 * asked); `reportEngagements` records engagements. Both throw `PortError` when the service is unreachable, times
 * out or answers something invalid; a caller logs it and carries on without targeting (shell-account §8 "page
 * continues").
 */
export interface TargetingPort {
  choose(request: ChooseRequest): Promise<readonly TargetingChoice[]>;
  reportEngagements(report: EngagementReport): Promise<void>;
}

/** The targeting failure texts (shell-account §8), logged: the page continues. */
export const TARGETING_MESSAGES = {
  chooseFailed: (text: string) => `Failed to fetch DY choose results: ${text}`,
  engagementFailed: 'Failed to report engagement',
} as const;
