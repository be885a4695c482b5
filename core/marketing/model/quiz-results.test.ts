import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS, RESULT_QUESTION_IDS, quizAnswerId } from './quiz';
import { RECOMMENDATION_GROUPS, quizResultSections } from './quiz-results';

describe('quiz results (shell-account §2 /onsite-offer-quiz-results, §3 selector)', () => {
  it('feeds the results from Q2 (why) and Q3 (flavour), every answer of which names a group', () => {
    expect(RESULT_QUESTION_IDS).toEqual(['ftb25_v3_q2', 'ftb25_v3_q3']);
    const feeding = QUIZ_QUESTIONS.filter((q) => RESULT_QUESTION_IDS.includes(q.id));
    for (const a of feeding.flatMap((q) => q.answers)) expect(RECOMMENDATION_GROUPS[a.selector!], a.id).toBeDefined();
  });

  it('gives one section per distinct group, in answer order, with the group facet filters', () => {
    const ids = [
      quizAnswerId(2, 'gifts'),
      quizAnswerId(3, 'savory-salty'),
      quizAnswerId(3, 'bold-peppery'),
      quizAnswerId(1, 'just-me'),
      'nope',
    ];
    const sections = quizResultSections(ids);
    expect(sections.map((s) => [s.group.id, s.resultMapping])).toEqual([
      ['gifts', 'Gifts they will love'],
      ['salted', 'Savory and salty'],
    ]);
    expect(sections[0]?.group.facetFilters).toEqual(['traits:searchable', 'categoryKeys:gifts']);
  });
});
