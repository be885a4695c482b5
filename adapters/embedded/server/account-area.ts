import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isReseller, type BusinessProfile } from '../../../core/business';
import { defaultFirst, isBulkUploadAvailable, type Customer } from '../../../core/customers';
import type { FeatureFlags } from '../../../core/shared';
import type { AccountService } from '../../../ports/account-service';
import type { CommercePort } from '../../../ports/commerce';
import type { PaymentVaultPort } from '../../../ports/payments';
import type { ResellerDesk } from '../../../ports/reseller-desk';
import type { StorefrontService } from '../../../ports/storefront-service';
import {
  accountAreaRouteOf,
  type AccountAreaData,
  type AccountAreaPage,
  type AccountAreaRoute,
  type AccountFlags,
} from '../../../ports/account-area';
import type { Sessions } from './sessions';
import { customerViewOf, orderHistoryRowOf } from './account-orders';
import { envelopeError } from './storefront-routes';
import { autoDeliveryPageData, type AccountAreaRedirect, type AutoDeliveryPageReads } from './auto-delivery-page';
import { featureFlagsOf } from './feature-flag-cookie';

/** What the account area's pages read their data from. */
export interface AccountAreaDeps {
  readonly accounts: AccountService;
  readonly commerce: CommercePort;
  readonly storefront: StorefrontService;
  readonly sessions: Sessions;
  /** The gateway's vault (the wallet's cards); absent: an empty wallet. */
  readonly vault?: PaymentVaultPort;
  /** Auto-delivery (ports/auto-delivery-service.ts): the auto-delivery pages; absent: those pages are not found. */
  readonly autoDelivery?: AutoDeliveryPageReads;
  /** The site layer of the feature flags (env NUTSHELL_FLAGS); absent: none set. */
  readonly siteFlags?: FeatureFlags;
  /** Resale certificates (ports/reseller-desk.ts): the reseller certification page's table; absent: an empty one. */
  readonly resellers?: Pick<ResellerDesk, 'listOwn'>;
}

/**
 * What a page's loader is given: the signed-in customer, the session's owner id (carts, favorites), the route and
 * the feature flags in effect.
 */
export interface AccountAreaContext {
  readonly customer: Customer;
  /** The customer's business profile, read once per page (flags, the business pages); null without one. */
  readonly businessProfile: BusinessProfile | null;
  readonly ownerId: string;
  readonly route: AccountAreaRoute;
  readonly featureFlags: FeatureFlags;
}

/**
 * A page's own data (its field of AccountAreaData), 'not-found' when the page has nothing to show for this customer
 * (an order number that is not theirs: the page answers 404, never another customer's order), or a redirect (the
 * auto-delivery pages: auto-delivery-page.ts).
 */
type Loader = (
  deps: AccountAreaDeps,
  ctx: AccountAreaContext,
) => Promise<Partial<AccountAreaData> | AccountAreaRedirect | 'not-found'>;

const nothingMore: Loader = () => Promise.resolve({});

/** /orders/{id} and /orders/{id}/track: the customer's order of the route's number, or 'not-found'. */
const customerOrder: Loader = async (deps, ctx) => {
  const order = ctx.route.orderId ? await deps.storefront.customerOrder(ctx.customer.id, ctx.route.orderId) : undefined;
  return order ? { order: customerViewOf(order) } : 'not-found';
};

/** Each page's loader; the customer and the flags every page has are read once, before it. */
const LOADERS: Readonly<Record<AccountAreaPage, Loader>> = {
  'your-account': async (deps, ctx) => ({ hasPassword: await deps.accounts.hasPassword(ctx.customer.id) }),
  communications: nothingMore,
  'address-book': async (deps, ctx) => ({
    addresses: defaultFirst(await deps.accounts.listAddresses(ctx.customer.id)),
  }),
  wallet: async (deps, ctx) => ({ paymentMethods: (await deps.vault?.listCards(ctx.customer.id)) ?? [] }),
  'order-history': async (deps, ctx) => ({
    orders: (await deps.storefront.customerOrders(ctx.customer.id)).map(orderHistoryRowOf),
  }),
  'easy-reorder': async (deps, ctx) => ({ easyReorder: await deps.storefront.easyReorder(ctx.customer.id) }),
  favorites: async (deps, ctx) => ({ favorites: await deps.storefront.favoriteCards(ctx.ownerId) }),
  business: (_deps, ctx) =>
    Promise.resolve(ctx.customer.isB2b || ctx.businessProfile ? { businessProfile: ctx.businessProfile } : 'not-found'),
  'reseller-certification': async (deps, ctx) =>
    isReseller(ctx.businessProfile)
      ? { resaleCertificates: (await deps.resellers?.listOwn(ctx.customer.id)) ?? [] }
      : 'not-found',
  'order-detail': customerOrder,
  'order-tracking': customerOrder,
  'auto-delivery': autoDeliveryPageData,
  'auto-delivery-redesign': autoDeliveryPageData,
  'auto-delivery-detail': autoDeliveryPageData,
  'auto-delivery-redesign-detail': autoDeliveryPageData,
};

/**
 * The account flags of a customer (shell-account §2): business contacts (isB2b) and customers with a business profile
 * are is_b2b; a business profile in the reseller industry is_reseller; business contacts upload orders.
 */
function flagsOf(customer: Customer, profile: BusinessProfile | null): AccountFlags {
  return {
    is_b2b: customer.isB2b || profile !== null,
    is_reseller: isReseller(profile),
    is_bulk_upload_available: isBulkUploadAvailable(customer),
  };
}

/** The customer's business profile, or null without one (or without business accounts in this store). */
async function businessProfileOf(deps: AccountAreaDeps, customerId: string): Promise<BusinessProfile | null> {
  const profile = await deps.accounts.businessProfile(customerId);
  return profile.ok ? profile.value : null;
}

/**
 * The data of the account-area page at `path` for a signed-in customer: undefined when `path` is no account-area
 * page; 'not-found' when that page has nothing for this customer (answered 404); `{ redirect }` when the page
 * answers 302 elsewhere. `featureFlags` are the request's flags in effect (default: none).
 */
export async function accountAreaData(
  deps: AccountAreaDeps,
  input: {
    readonly customer: Customer;
    readonly ownerId: string;
    readonly path: string;
    readonly featureFlags?: FeatureFlags;
  },
): Promise<AccountAreaData | AccountAreaRedirect | 'not-found' | undefined> {
  const route = accountAreaRouteOf(input.path);
  if (!route) return undefined;
  const featureFlags = input.featureFlags ?? {};
  const businessProfile = await businessProfileOf(deps, input.customer.id);
  const own = await LOADERS[route.page](deps, {
    customer: input.customer,
    businessProfile,
    ownerId: input.ownerId,
    route,
    featureFlags,
  });
  if (own === 'not-found' || 'redirect' in own) return own;
  const flags = flagsOf(input.customer, businessProfile);
  return { path: input.path, page: route.page, customer: input.customer, flags, featureFlags, ...own };
}

const pageQuery = z.strictObject({ path: z.string().min(1).max(200) });

/**
 * GET /api/account/page?path=: the data of an account-area page (ports/account-area.ts AccountAreaData) for the
 * session's own customer, as the server rendered it, for a page the browser navigates to. 401
 * 'account/not-signed-in' without a signed-in customer; 404 'route/not-found' for a path that is no account-area page
 * or an order that is not the customer's; 400 for a bad query.
 */
export function registerAccountAreaRoutes(app: FastifyInstance, deps: AccountAreaDeps): void {
  app.get('/api/account/page', async (req, reply) => {
    const query = pageQuery.safeParse(req.query);
    if (!query.success) return envelopeError(reply, { code: 'validation/invalid', message: 'Give the page’s path.' });
    const session = await deps.sessions.current(req);
    const customer = session?.customerId ? await deps.accounts.customer(session.customerId) : undefined;
    if (!session || !customer) {
      return envelopeError(reply, { code: 'account/not-signed-in', message: 'Please sign in to continue.' });
    }
    const featureFlags = featureFlagsOf(req, reply, deps.siteFlags);
    const path = query.data.path;
    const data = await accountAreaData(deps, { customer, ownerId: customer.id, path, featureFlags });
    if (!data || data === 'not-found') {
      return envelopeError(reply, { code: 'route/not-found', message: 'We could not find that page.' });
    }
    if ('redirect' in data) return reply.send({ redirect_to: { url: data.redirect } });
    return reply.send({ data });
  });
}
