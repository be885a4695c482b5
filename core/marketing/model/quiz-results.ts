import { quizAnswerOf, type RecommendationGroupId } from './quiz';

/**
 * How a quiz result maps to products (spec: shell-account §2 /onsite-offer-quiz-results, §3 Quiz "resultMapping,
 * selector naming a recommendation group"): each group is a search of the real catalogue's Products index, by its
 * facet filters on the records' `tags` and `categoryKeys` (adapters/embedded/search/records.ts), searchable only.
 */

/** A recommendation group: a title and the Products index's facet filters (ANDed) that find its products. */
export interface RecommendationGroup {
  readonly id: RecommendationGroupId;
  readonly title: string;
  readonly facetFilters: readonly string[];
}

const group = (id: RecommendationGroupId, title: string, filter: string): RecommendationGroup => ({
  id,
  title,
  facetFilters: ['traits:searchable', filter],
});

/** The recommendation groups by id (the selectors of QUIZ_QUESTIONS' answers). */
export const RECOMMENDATION_GROUPS: Readonly<Record<RecommendationGroupId, RecommendationGroup>> = {
  chocolate: group('chocolate', 'Chocolate', 'tags:chocolate'),
  'roasted-nuts': group('roasted-nuts', 'Roasted nuts', 'tags:roasted'),
  'raw-nuts': group('raw-nuts', 'Raw nuts', 'tags:raw'),
  'dried-fruit': group('dried-fruit', 'Dried fruit', 'tags:dried-fruit'),
  candy: group('candy', 'Candy', 'tags:candy'),
  snacks: group('snacks', 'Snacks', 'tags:snack'),
  salted: group('salted', 'Salted favorites', 'tags:salted'),
  gifts: group('gifts', 'Gifts', 'categoryKeys:gifts'),
  superfoods: group('superfoods', 'Superfoods', 'tags:superfood'),
  organic: group('organic', 'Organic', 'tags:organic'),
};

/** Products shown per recommendation group on the results page. */
export const RESULT_PRODUCTS_PER_GROUP = 4;

/** One section of the results page: the result text, the group and the answer that chose it. */
export interface QuizResultSection {
  readonly answerId: string;
  readonly resultMapping: string;
  readonly group: RecommendationGroup;
}

/**
 * The results page's sections for the saved answers `answerIds` (the two questions used for results): one per
 * distinct recommendation group, in answer order, titled by the first answer's resultMapping. Unknown ids and
 * answers without a selector are skipped.
 */
export function quizResultSections(answerIds: readonly string[]): QuizResultSection[] {
  const seen = new Set<RecommendationGroupId>();
  const sections: QuizResultSection[] = [];
  for (const id of answerIds) {
    const answer = quizAnswerOf(id);
    if (!answer?.selector || seen.has(answer.selector)) continue;
    seen.add(answer.selector);
    const g = RECOMMENDATION_GROUPS[answer.selector];
    sections.push({ answerId: id, resultMapping: answer.resultMapping ?? g.title, group: g });
  }
  return sections;
}
