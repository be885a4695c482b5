import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { showsSocialProof } from '../../../core/catalogue';
import { SEARCH_EXPERIMENT_SELECTOR, searchVariantLetter } from '../../../core/search';
import { isFeatureOn, mergeFeatureFlags, parseFeatureFlagList, type FeatureFlags } from '../../../core/shared';
import type { PageState } from '../../../ports/page-renderer';
import type { SocialProofPort } from '../../../ports/social-proof';
import type { ResolvedPage } from '../../../ports/storefront-backend';
import type { TargetingChoice, TargetingPageType, TargetingPort } from '../../../ports/targeting';
import { targetingVisitorOf } from './dy-identity';
import { sessionFeatureFlags } from './feature-flag-cookie';
import { flagsPart } from './page-state-parts';

/** The selector name of the visitor flags campaign: its variation's payload is the visitor layer's flag list. */
export const VISITOR_FLAGS_SELECTOR = 'Visitor Flags';

/** What a page takes from targeting: the targeting service and the orders behind social proof (both optional). */
export interface TargetingPageDeps {
  /** The targeting service: the visitor layer of the flags and the search experiment; absent: neither. */
  readonly targeting?: TargetingPort;
  /** Recent orders of a product (socialProofMessaging); absent: no social proof. */
  readonly socialProof?: SocialProofPort;
  /** The site layer of the feature flags (env NUTSHELL_FLAGS); absent: none set. */
  readonly siteFlags?: FeatureFlags;
}

/** The parts of the page state targeting gives: the search variant and a product page's social proof. */
export type TargetedParts = Pick<PageState, 'searchVariant' | 'socialProof'>;

const flagsPayload = z.object({ flags: z.string().max(1000) });
const searchPayload = z.object({ variantId: z.number().int() });

/** Dynamic Yield's page type of a page (shell-account §4 "Each route carries a page-type tag for the targeting
 * service"). */
function pageTypeOf(path: string, resolved: ResolvedPage | undefined): TargetingPageType {
  if (path === '/') return 'HOMEPAGE';
  if (path === '/cart') return 'CART';
  if (resolved?.pageType === 'ProductPage') return 'PRODUCT';
  if (resolved?.pageType === 'CategoryLandingPage' || resolved?.pageType === 'CategoryListingPage') return 'CATEGORY';
  return 'OTHER';
}

/** The visitor's choices of the page's campaigns; none without targeting or when it fails (shell-account §8). */
async function pageChoices(
  deps: TargetingPageDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  url: URL,
  resolved: ResolvedPage | undefined,
): Promise<readonly TargetingChoice[]> {
  if (!deps.targeting) return [];
  const selectorNames = [VISITOR_FLAGS_SELECTOR, ...(url.pathname === '/search' ? [SEARCH_EXPERIMENT_SELECTOR] : [])];
  const page = { type: pageTypeOf(url.pathname, resolved), location: url.href };
  try {
    return await deps.targeting.choose({ selectorNames, page, ...targetingVisitorOf(req, reply) });
  } catch (e) {
    req.log.warn({ err: e instanceof Error ? e.message : String(e) }, 'targeting choose failed');
    return [];
  }
}

const payloadOf = (choices: readonly TargetingChoice[], name: string) =>
  choices.find((c) => c.name === name)?.variations[0]?.payload.data;

/**
 * A page's feature flags in their server layers (spec: shell-account §4 "layers by precedence: local, session,
 * site, visitor"): the session's (`?flags=` and the nutshell_flags cookie), the site's (NUTSHELL_FLAGS) and the
 * visitor's (the 'Visitor Flags' campaign's variation for the visitor: its payload's `flags` list); the local layer
 * is the browser's. With them the search page's experiment variant (the 'Search Experiment' campaign's `variantId`
 * as a letter) and a product page's social proof (when socialProofMessaging is on and enough orders show).
 */
export async function pageFlagsOf(
  deps: TargetingPageDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  url: URL,
  resolved?: ResolvedPage,
): Promise<{ featureFlags: FeatureFlags; targeted: TargetedParts }> {
  const choices = await pageChoices(deps, req, reply, url, resolved);
  const visitorPayload = flagsPayload.safeParse(payloadOf(choices, VISITOR_FLAGS_SELECTOR));
  const featureFlags = mergeFeatureFlags({
    session: sessionFeatureFlags(req, reply, url.searchParams.get('flags')),
    site: deps.siteFlags ?? {},
    visitor: visitorPayload.success ? parseFeatureFlagList(visitorPayload.data.flags) : {},
  });
  const search = searchPayload.safeParse(payloadOf(choices, SEARCH_EXPERIMENT_SELECTOR));
  const searchVariant = search.success ? searchVariantLetter(search.data.variantId) : undefined;
  const socialProof = await socialProofOf(deps, req, featureFlags, resolved);
  return {
    featureFlags,
    targeted: { ...(searchVariant ? { searchVariant } : {}), ...(socialProof ? { socialProof } : {}) },
  };
}

async function socialProofOf(
  deps: TargetingPageDeps,
  req: FastifyRequest,
  flags: FeatureFlags,
  resolved: ResolvedPage | undefined,
): Promise<TargetedParts['socialProof']> {
  if (!deps.socialProof || resolved?.pageType !== 'ProductPage' || !isFeatureOn(flags, 'socialProofMessaging')) {
    return undefined;
  }
  const productKey = resolved.props.product.key;
  try {
    const orders = await deps.socialProof.recentOrdersOf(productKey);
    return showsSocialProof(orders) ? { productKey, orders } : undefined;
  } catch (e) {
    req.log.warn({ err: e instanceof Error ? e.message : String(e) }, 'social proof unavailable');
    return undefined;
  }
}

/** The page state's flags and targeted parts (flagsPart's featureFlags, absent when none is set). */
export function targetingPart(featureFlags: FeatureFlags, targeted: TargetedParts): Partial<PageState> {
  return { ...flagsPart(featureFlags), ...targeted };
}
