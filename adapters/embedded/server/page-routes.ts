import {
  contentPageParts,
  isProductPage,
  orderUploadPart,
  receiptOf,
  storePageParts,
  type GiftRedeemReads,
  type PreviewContentDeps,
} from './page-state-parts';
import type { MarketingPageDeps } from './page-state-parts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Transform, type Readable } from 'node:stream';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import type { CommercePort } from '../../../ports/commerce';
import type { PageRenderer, PageState } from '../../../ports/page-renderer';
import type { StorefrontService } from '../../../ports/storefront-service';
import type { PaymentVaultPort } from '../../../ports/payments';
import type { AccountService } from '../../../ports/account-service';
import { accountAreaRouteOf } from '../../../ports/account-area';
import {
  defaultFirst,
  sessionSummaryOf,
  type Customer,
  type SavedAddress,
  type SessionSummary,
} from '../../../core/customers';
import { accountAreaData, type AccountAreaDeps } from './account-area';
import { pageDocument, pageKindOf, type PageKind, type PageTemplate } from './html-shell';
import { cspNonce, csrfToken } from './security';
import { customerCartPart } from './cx-page-state';
import { actingForOf, ownerIdOf, type SessionRecord, type Sessions } from './sessions';
import { setFlashErrors, takeFlashErrors } from './flash-cookie';
import { PREPARATION_REDIRECT } from './cart-preparation-routes';
import { outOfStockNotice } from '../../../core/checkout';
import type { FeatureFlags } from '../../../core/shared';
import type { AutoDeliveryPageReads } from './auto-delivery-page';
import { pageFlagsOf, targetingPart, type TargetingPageDeps } from './targeting-page';
import { shellPartOf, type ShellContentDeps } from './shell-content-part';
import { resolvedWithContent, type ContentPageDeps } from './content-pages';

/** What the page route needs: the built UI, the renderer, and the services whose data a page starts from. */
export interface PageRouteDeps
  extends TargetingPageDeps, ShellContentDeps, PreviewContentDeps, ContentPageDeps, MarketingPageDeps {
  /** The browser build's folder (dist/ui): index.html and its manifest. */
  readonly uiDir: string;
  readonly renderer: PageRenderer;
  readonly commerce: CommercePort;
  readonly storefront: StorefrontService;
  readonly sessions: Sessions;
  /**
   * The signed-in customer of a page's session, the mailed links' pages and the account area's data; absent: every
   * page is anonymous (and the account area's paths are not found).
   */
  readonly accounts?: AccountService;
  /** The gateway's vault: the signed-in customer's saved cards (the wallet page, checkout's payment step). */
  readonly vault?: PaymentVaultPort;
  /** Auto-delivery (ports/auto-delivery-service.ts): the auto-delivery account pages; absent: those are not found. */
  readonly autoDelivery?: AutoDeliveryPageReads;
  /** The site layer of the feature flags (env NUTSHELL_FLAGS); absent: none set. */
  readonly siteFlags?: FeatureFlags;
  readonly gifting?: GiftRedeemReads; // the gift redemption page's gift by key (absent: not found)
  readonly resellers?: AccountAreaDeps['resellers']; // the reseller certification page's certificates
}

/** The signed-in customer of a session and its summary (its customer, login type, creation time), else undefined. */
export async function signedInOf(
  deps: Pick<PageRouteDeps, 'accounts'>,
  session: SessionRecord | undefined,
): Promise<{ customer: Customer; summary: SessionSummary } | undefined> {
  const customer = session?.customerId ? await deps.accounts?.customer(session.customerId) : undefined;
  if (!customer || !deps.accounts) return undefined;
  const role = await deps.accounts.roleOf(customer.id);
  const acting = session?.acting ? actingForOf(session.acting) : null;
  const business = (await deps.accounts.businessAccountOf(customer.id)) ?? null;
  return { customer, summary: sessionSummaryOf(customer, session?.loginType ?? null, role, acting, business) };
}

/**
 * The signed-in customer's address book for a checkout page (PageState.savedAddresses), the default first; undefined
 * for other pages and anonymous sessions. Only the session's own customer's book is read, or, while a CX agent acts
 * for a named customer (core §6; the summary carries actingFor only for staff), that customer's.
 */
async function savedAddressesOf(
  deps: PageRouteDeps,
  kind: PageKind,
  signedIn: { customer: Customer; summary: SessionSummary } | undefined,
  session: SessionRecord | undefined,
): Promise<readonly SavedAddress[] | undefined> {
  if (kind !== 'checkout' || !signedIn || !deps.accounts) return undefined;
  const actedCustomer = signedIn.summary.actingFor ? session?.acting?.customerId : undefined;
  return defaultFirst(await deps.accounts.listAddresses(actedCustomer ?? signedIn.customer.id));
}

/** The 404 page's resolved page. */
const NOT_FOUND = { pageType: '404', props: {} } as const;
/**
 * The account area's part of a page's state (ports/account-area.ts): nothing for other paths; a redirect to
 * '/sign/in?redirect={path}' without a signed-in customer; the 404 page for an order that is not the customer's; the
 * redirect of a page that answers elsewhere (the auto-delivery pages: auto-delivery-page.ts).
 */
async function accountAreaPart(
  deps: PageRouteDeps,
  path: string,
  signedIn: { customer: Customer } | undefined,
  featureFlags: FeatureFlags,
): Promise<{ redirect: string } | Pick<PageState, 'account' | 'page'> | undefined> {
  if (!accountAreaRouteOf(path)) return undefined;
  if (!signedIn || !deps.accounts) return { redirect: `/sign/in?redirect=${encodeURIComponent(path)}` };
  const areaDeps: AccountAreaDeps = { ...deps, accounts: deps.accounts };
  const customer = signedIn.customer;
  const data = await accountAreaData(areaDeps, { customer, ownerId: customer.id, path, featureFlags });
  if (data && data !== 'not-found' && 'redirect' in data) return data;
  return data && data !== 'not-found' ? { account: data } : { page: { path, resolved: NOT_FOUND } };
}

/** The longest path GET /api/resolve-path resolves; longer ones are no page (404). */
const MAX_PATH_LENGTH = 500;
/** The site's origin as the request names it (protocol and Host), for canonical and social URLs. */
export function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

/**
 * What a page starts from (ports/page-renderer.ts `PageState`): the resolved page of a path the server resolves,
 * the session's active cart (null without a session or cart; a signed-in session's is its customer's), a receipt
 * page's order, the session's summary when a customer is signed in (absent: anonymous), the form token and origin.
 */
async function pageState(
  deps: PageRouteDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  url: URL,
): Promise<{ state: PageState; kind: PageKind } | { redirect: string }> {
  const path = url.pathname;
  const fixedKind = pageKindOf(path, false);
  const session = await deps.sessions.current(req);
  const ownerId = session ? ownerIdOf(session) : undefined;
  if (fixedKind === 'checkout' && ownerId && (await preparedAway(deps, req, reply, ownerId))) {
    return { redirect: PREPARATION_REDIRECT };
  }
  const flashErrors = takeFlashErrors(req, reply);
  const [resolved, cart, receipt, signedIn] = await Promise.all([
    fixedKind === 'other'
      ? path.length > MAX_PATH_LENGTH
        ? Promise.resolve(NOT_FOUND)
        : resolvedWithContent(deps, req, path, url.search)
      : undefined,
    ownerId ? deps.commerce.getActiveCartOf(ownerId).then((c) => c ?? null) : null,
    fixedKind === 'receipt' ? receiptOf(deps.storefront, url.searchParams.get('token')) : undefined,
    signedInOf(deps, session),
  ]);
  const { featureFlags, targeted } = await pageFlagsOf(deps, req, reply, url, resolved);
  const area = fixedKind === 'account-area' ? await accountAreaPart(deps, path, signedIn, featureFlags) : undefined;
  if (area && 'redirect' in area) return area;
  const savedAddresses = await savedAddressesOf(deps, fixedKind, signedIn, session);
  const lookup = path.startsWith('/cart/') ? customerCartPart(signedIn?.summary, url) : undefined;
  const state: PageState = {
    url: `${path}${url.search}`,
    ...(resolved ? { page: { path, resolved } } : {}),
    cart,
    ...(signedIn ? { session: signedIn.summary } : {}),
    ...(receipt ? { receipt } : {}),
    ...area,
    ...(savedAddresses ? { savedAddresses } : {}),
    ...lookup,
    ...(flashErrors ? { flashErrors } : {}),
    ...(await storePageParts(deps.storefront, deps.gifting, url, resolved, deps.marketing)),
    ...orderUploadPart(path, signedIn),
    ...targetingPart(featureFlags, targeted),
    ...(await shellPartOf(deps, url, fixedKind, resolved, session, signedIn)),
    ...(await contentPageParts(deps, url, signedIn, resolved)),
    csrfToken: csrfToken(reply),
    origin: requestOrigin(req),
  };
  return { state, kind: pageKindOf(path, isProductPage(resolved), resolved?.pageType, state.giftBundle !== undefined) };
}

/**
 * Runs cart preparation for a checkout page (spec: core-cart-checkout §4 Cart preparation): true when it removed
 * lines, whose messages then wait in the flash cookie for /cart, where the page is redirected.
 */
async function preparedAway(
  deps: PageRouteDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  ownerId: string,
): Promise<boolean> {
  const prepared = await deps.storefront.prepareCart(ownerId);
  if (!prepared.ok || prepared.value.removed.length === 0) return false;
  const errors = prepared.value.removed.map(outOfStockNotice);
  setFlashErrors(req, reply, errors);
  return true;
}

/** `path` without trailing or repeated slashes ('/nuts//almonds/' → '/nuts/almonds'); '/' stays. */
export function canonicalPath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') || '/' : collapsed;
}

/**
 * `body` compressed as the browser accepts (brotli at quality 4, as @fastify/compress answers the APIs, else gzip),
 * with `content-encoding` and `vary` set; as it is when it accepts neither. The not-found handler that serves pages
 * does not get @fastify/compress's per-route hooks, so pages compress themselves.
 */
function compressed(req: FastifyRequest, reply: FastifyReply, body: Readable): Readable {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return body.pipe(createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }));
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return body.pipe(createGzip());
  }
  return body;
}

/** A product page's image path (its largest paint), preloaded with high priority. */
function imageOf(state: PageState): string | undefined {
  const resolved = state.page?.resolved;
  return resolved?.pageType === 'ProductPage' ? resolved.props.product.imageUrl : undefined;
}

/**
 * Answers a GET of a storefront page: reads what the page starts from, renders it with the UI's server renderer
 * (React's streaming renderer) and streams the document: index.html's head with the page's own, its chunks' preloads
 * and styles, the app's markup in #root, and the page state for hydration. The 404 page answers 404; a path with a
 * trailing or doubled slash answers 301 to its canonical path; a page that redirects (checkout's step rules) answers
 * 302 with `Location`. Pages hold the session's cart, so they are `private, no-cache`.
 */
export async function sendPage(
  deps: PageRouteDeps,
  templates: Record<PageKind, PageTemplate>,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const url = new URL(req.url, 'http://localhost');
  const canonical = canonicalPath(url.pathname);
  // Resolve-path answers '/nuts/' as '/nuts': one URL per page, the others moved there for good.
  if (canonical !== url.pathname) return reply.redirect(`${canonical}${url.search}`, 301);
  const read = await pageState(deps, req, reply, url);
  if ('redirect' in read) return reply.redirect(read.redirect, 302);
  const { state, kind } = read;
  const nonce = cspNonce(reply);
  const page = await deps.renderer.render({ state, nonce });
  if (page.redirect) return reply.redirect(page.redirect, 302);
  const doc = pageDocument(templates[kind], { head: page.head, state: page.state, nonce, image: imageOf(state) });
  const body = new Transform({
    transform(chunk, _encoding, done) {
      done(null, chunk);
    },
    flush(done) {
      done(null, doc.after);
    },
  });
  body.write(doc.before);
  page.pipe(body);
  reply.code(page.status).header('cache-control', 'private, no-cache').type('text/html; charset=utf-8');
  return reply.send(compressed(req, reply, body));
}
