import {
  contentUserAttributes,
  pageDataSchema,
  type ContentEntry,
  type ContentUserAttributes,
} from '../../../core/content';
import { sessionSummaryOf, type SessionSummary } from '../../../core/customers';
import { CONTENT_TIMEOUT_MS, type ContentPort } from '../../../ports/content';
import type { AccountService } from '../../../ports/account-service';
import type { ResolvedPage } from '../../../ports/storefront-backend';
import type { FastifyRequest } from 'fastify';
import type { SessionRecord, Sessions } from './sessions';
import type { StorefrontService } from '../../../ports/storefront-service';

/** The path of the referral page (core-cart-checkout §2 "referral page"; shell-account §9 Referral). */
export const REFERRAL_PATH = '/refer';

/** Where a content page's entry is looked up: the path, its URL query (utm_*), and the session's facts. */
export interface ContentPageRequest {
  readonly path: string;
  readonly search?: URLSearchParams;
  /** The session's summary (its business facts); absent: anonymous. */
  readonly session?: Pick<SessionSummary, 'contact' | 'customer' | 'userHasBusinessAccount'>;
  /** Whether the session began with this request (no session cookie came with it). */
  readonly newSession: boolean;
}

/** The page-type tag of the page a path would be (core-cart-checkout §2 Routing rules). */
function pageTypeOf(path: string): 'HomePage' | 'ReferralPage' | 'ContentPage' {
  return path === '/' ? 'HomePage' : path === REFERRAL_PATH ? 'ReferralPage' : 'ContentPage';
}

/**
 * The published 'page' entry served for `request` (user attributes: core/content `contentUserAttributes`), whose data
 * is a page (pageDataSchema); undefined when none is, or when the content service fails or takes longer than
 * CONTENT_TIMEOUT_MS (shell-account §8 "CMS content fetch failure: content cleared").
 */
export async function contentPageEntry(
  content: ContentPort,
  request: ContentPageRequest,
): Promise<ContentEntry | undefined> {
  const attributes: ContentUserAttributes = contentUserAttributes({
    ...request,
    pageType: pageTypeOf(request.path),
    urlPath: request.path,
  });
  const userAttributes: Readonly<Record<string, unknown>> = { ...attributes };
  try {
    const [entry] = await content.entries('page', {
      userAttributes,
      limit: 1,
      signal: AbortSignal.timeout(CONTENT_TIMEOUT_MS),
    });
    return entry && pageDataSchema.safeParse(entry.data).success ? entry : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `page` with its content (spec: core-cart-checkout §2 Other routes "content page", "referral page"; shell-account §2
 * Page content): the home page gains `props.content` (the entry for '/'); a path the catalogue did not resolve (its
 * 404) becomes a 'ContentPage' ('ReferralPage' for /refer) when a page entry is served for it. Other pages, and every
 * page without `content`, are as they are: product paths never wait on content.
 */
export async function withContentPage(
  content: ContentPort | undefined,
  page: ResolvedPage,
  request: ContentPageRequest,
): Promise<ResolvedPage> {
  if (!content || (page.pageType !== 'HomePage' && page.pageType !== '404')) return page;
  const entry = await contentPageEntry(content, request);
  if (!entry) return page;
  if (page.pageType === 'HomePage') return { pageType: 'HomePage', props: { ...page.props, content: entry } };
  return { pageType: request.path === REFERRAL_PATH ? 'ReferralPage' : 'ContentPage', props: { entry } };
}

/**
 * The session summary content targeting reads for an API request's session: its signed-in customer's (with the
 * business account's facts), or undefined for an anonymous session or without accounts.
 */
export async function contentSessionOf(
  accounts: Pick<AccountService, 'customer' | 'businessAccountOf'> | undefined,
  session: SessionRecord | undefined,
): Promise<SessionSummary | undefined> {
  const customer = session?.customerId && accounts ? await accounts.customer(session.customerId) : undefined;
  if (!customer || !accounts) return undefined;
  const business = (await accounts.businessAccountOf(customer.id)) ?? null;
  return sessionSummaryOf(customer, session?.loginType ?? null, undefined, null, business);
}

/** What GET /api/resolve-path resolves with (storefront-routes.ts StorefrontRouteDeps). */
interface ResolveDeps {
  readonly storefront: Pick<StorefrontService, 'resolvePath'>;
  readonly sessions: Pick<Sessions, 'current'>;
  readonly accounts?: Pick<AccountService, 'signKeyPage'> &
    Partial<Pick<AccountService, 'customer' | 'businessAccountOf'>>;
  readonly content?: ContentPort;
}

/** The optional content dependency of the page and resolve-path routes (one field, shared). */
export interface ContentPageDeps {
  /** The content pages of paths the catalogue does not resolve and the home page's content; absent: none. */
  readonly content?: ContentPort;
}

/**
 * The page at `path` (a mailed link's page, else the storefront's) with its content (withContentPage) for the
 * request's session: GET /api/resolve-path (whose `path` may carry a query) and the server-rendered pages (`search`:
 * the page URL's query). The utm_* parameters of the query target content.
 */
export async function resolvedWithContent(
  deps: ResolveDeps,
  req: FastifyRequest,
  pathAndQuery: string,
  search = '',
): Promise<ResolvedPage> {
  const page = (await deps.accounts?.signKeyPage(pathAndQuery)) ?? (await deps.storefront.resolvePath(pathAndQuery));
  if (!deps.content || (page.pageType !== 'HomePage' && page.pageType !== '404')) return page;
  const [path = '', query = ''] = pathAndQuery.split('?', 2);
  const record = await deps.sessions.current(req);
  const a = deps.accounts;
  const session =
    a?.customer && a.businessAccountOf
      ? await contentSessionOf({ customer: a.customer.bind(a), businessAccountOf: a.businessAccountOf.bind(a) }, record)
      : undefined;
  return withContentPage(deps.content, page, {
    path,
    search: new URLSearchParams(search || query),
    ...(session ? { session } : {}),
    newSession: record === undefined,
  });
}
