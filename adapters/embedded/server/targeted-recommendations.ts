import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ProductCard } from '../../../core/catalogue';
import type { StorefrontService } from '../../../ports/storefront-service';
import type { TargetingChoice, TargetingPageType, TargetingPort } from '../../../ports/targeting';
import { targetingVisitorOf } from './dy-identity';

/**
 * The recommendation rows' selector names (catalogue-gifting §4 Recommendations "Personalization-style
 * recommendation experiences are loaded by selector name"): the product page's row and the cart's list.
 */
export const RECOMMENDATION_SELECTORS = {
  'PDP Recommendations': 'PRODUCT',
  'Cart Recommendations': 'CART',
} as const satisfies Record<string, TargetingPageType>;
/** One of the recommendation selectors. */
export type RecommendationSelector = keyof typeof RECOMMENDATION_SELECTORS;
/** The zod schema of a recommendation selector name (the list route's `selector` query). */
export const recommendationSelectorSchema = z.enum(
  Object.keys(RECOMMENDATION_SELECTORS) as [RecommendationSelector, ...RecommendationSelector[]],
);

/**
 * A recommendation variation's payload data: the same category's list (`strategy: 'category'`), or a list of
 * product keys in order (`strategy: 'products'`).
 */
const recommendationPayload = z.union([
  z.object({ strategy: z.literal('category') }),
  z.object({ strategy: z.literal('products'), productKeys: z.array(z.string().min(1)).min(1).max(48) }),
]);

/** What a targeted row asks for: the selector, the category of the page's product (the fallback list), a limit. */
export interface TargetedListQuery {
  readonly selector: RecommendationSelector;
  readonly categoryKey: string;
  readonly limit: number;
}

/**
 * A recommendation row served by targeting (catalogue-gifting §4 Recommendations: "Sources: search index, a
 * personalization service, and a webstore list"; shell-account §7 Targeting service): the visitor's variation of
 * the row's campaign decides the list (the category's or the payload's product keys) and every card carries the
 * decision (`decision`: decision id and variation id) for the click's engagement. Without targeting, without the
 * campaign, with a payload that names no list, or when targeting fails (logged by the adapter or here: shell-account
 * §8 "page continues"), the row is the category's list without a decision.
 */
export async function targetedRecommendations(
  deps: { readonly storefront: StorefrontService; readonly targeting?: TargetingPort },
  req: FastifyRequest,
  reply: FastifyReply,
  query: TargetedListQuery,
): Promise<readonly ProductCard[]> {
  const choice = deps.targeting ? await chooseOne(deps.targeting, req, reply, query.selector) : undefined;
  const variation = choice?.variations[0];
  const payload = recommendationPayload.safeParse(variation?.payload.data);
  const cards =
    payload.success && payload.data.strategy === 'products' && deps.storefront.productRecommendations
      ? await deps.storefront.productRecommendations(payload.data.productKeys, query.limit)
      : await deps.storefront.categoryRecommendations(query.categoryKey, query.limit);
  if (!choice || !variation || !payload.success) return cards;
  const decision = { decisionId: choice.decisionId, variationId: variation.id };
  return cards.map((c) => ({ ...c, decision }));
}

async function chooseOne(
  targeting: TargetingPort,
  req: FastifyRequest,
  reply: FastifyReply,
  selector: RecommendationSelector,
): Promise<TargetingChoice | undefined> {
  const visitor = targetingVisitorOf(req, reply);
  const location = typeof req.headers.referer === 'string' ? req.headers.referer.slice(0, 2000) : req.url;
  try {
    const [choice] = await targeting.choose({
      selectorNames: [selector],
      page: { type: RECOMMENDATION_SELECTORS[selector], location },
      ...visitor,
    });
    return choice;
  } catch (e) {
    req.log.warn({ err: e instanceof Error ? e.message : String(e) }, 'targeting choose failed');
    return undefined;
  }
}
