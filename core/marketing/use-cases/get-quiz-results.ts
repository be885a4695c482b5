import type { Cart } from '../../cart/model';
import { cardOfSearchHit, isRecommendable, type ProductCard, type RecommendationHit } from '../../catalogue/model';
import { SEARCH_INDEXES, type SearchPort } from '../../../ports/search';
import { FIRST_ORDER_OFFER } from '../model/first-order-offer';
import { quizResultSections, RESULT_PRODUCTS_PER_GROUP } from '../model/quiz-results';

/** Variant hits fetched per product, so a product whose first hit is a sample still finds a sellable variant. */
const HITS_PER_PRODUCT = 4;

/** One section of the results page: the result text, the group's title and its products. */
export interface QuizResultsSection {
  readonly answerId: string;
  readonly resultMapping: string;
  readonly groupTitle: string;
  readonly products: readonly ProductCard[];
}

/** The offer's status on the session's cart: none, applied (its code matches the cart) or not matching the cart. */
export type QuizOfferStatus = 'none' | 'applied' | 'not-applicable';

/** The quiz results page's data (shell-account §2; PageState.quizResults): the saved answers and their sections. */
export interface QuizResultsData {
  readonly answerIds: readonly string[];
  readonly sections: readonly QuizResultsSection[];
}

/** The first-order offer's status on `cart`: its code's state, or 'none' when no code of the offer is on it. */
export function offerStatusOf(cart: Pick<Cart, 'discountCodes'> | undefined): QuizOfferStatus {
  const code = cart?.discountCodes.find((c) => c.cartDiscountIds.includes(FIRST_ORDER_OFFER.cartDiscountId));
  if (!code) return 'none';
  return code.state === 'MatchesCart' ? 'applied' : 'not-applicable';
}

/**
 * The quiz results (shell-account §2 /onsite-offer-quiz-results; §4 "the answers for the two questions used for
 * results are saved"): the saved answers' sections (quizResultSections) each with up to RESULT_PRODUCTS_PER_GROUP
 * products of the real catalogue from the search index. No known answers: no sections. Throws PortError when the
 * index is unreachable.
 */
export class GetQuizResults {
  constructor(private readonly search: SearchPort) {}

  async execute(answerIds: readonly string[]): Promise<readonly QuizResultsSection[]> {
    const sections = quizResultSections(answerIds.slice(0, 20));
    if (sections.length === 0) return [];
    const responses = await this.search.search(
      sections.map((s) => ({
        indexName: SEARCH_INDEXES.products,
        query: '',
        facetFilters: [...s.group.facetFilters],
        distinct: HITS_PER_PRODUCT,
        hitsPerPage: RESULT_PRODUCTS_PER_GROUP * HITS_PER_PRODUCT,
        attributesToHighlight: [],
      })),
    );
    return sections.map((s, i) => ({
      answerId: s.answerId,
      resultMapping: s.resultMapping,
      groupTitle: s.group.title,
      products: cardsOf(responses[i]?.hits ?? []),
    }));
  }
}

function cardsOf(hits: readonly object[]): ProductCard[] {
  const seen = new Set<string>();
  const cards: ProductCard[] = [];
  for (const hit of hits) {
    if (!('sku' in hit)) continue;
    const h = hit as RecommendationHit;
    if (seen.has(h.Product.key) || !isRecommendable(h.shortVariantName)) continue;
    seen.add(h.Product.key);
    cards.push(cardOfSearchHit(h));
    if (cards.length >= RESULT_PRODUCTS_PER_GROUP) break;
  }
  return cards;
}
