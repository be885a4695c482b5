/**
 * The onsite offer quiz (spec: shell-account §2 Onsite offer quiz modal, §3 Quiz, §9 Quiz and Offer): four
 * questions, their answers and the recommendation group each answer's `selector` names. Answer ids follow
 * `ftb25_v3_q{n}_{slug}`. Q1 one selection; Q2 up to 3; Q3 up to 3 in two columns; Q4 single choice. The flavour
 * question lists the eight flavours bold-peppery through sweet-gummy (§9 reports 7 in one reading and 8 in the
 * other; the eight are listed, so all eight are offered).
 */

/** A recommendation group an answer's `selector` names (keys of RECOMMENDATION_GROUPS, quiz-results.ts). */
export type RecommendationGroupId =
  | 'chocolate'
  | 'roasted-nuts'
  | 'raw-nuts'
  | 'dried-fruit'
  | 'candy'
  | 'snacks'
  | 'salted'
  | 'gifts'
  | 'superfoods'
  | 'organic';

/** One answer of a quiz question (shell-account §3 Quiz: id, answerText, optional label, description, valueProp). */
export interface QuizAnswer {
  /** `ftb25_v3_q{n}_{slug}`. */
  readonly id: string;
  readonly answerText: string;
  readonly label?: string;
  readonly description?: string;
  readonly valueProp?: string;
  /** The result text this answer maps to on the results page. */
  readonly resultMapping?: string;
  /** The recommendation group whose products this answer recommends. */
  readonly selector?: RecommendationGroupId;
}

/** One quiz question: `maxSelections` undefined means no maximum ("Select all that apply"); columns 1 or 2. */
export interface QuizQuestion {
  readonly id: string;
  readonly title: string;
  readonly maxSelections?: number;
  readonly columns: 1 | 2;
  readonly answers: readonly QuizAnswer[];
}

/** The answer id of question `n` and `slug`: 'ftb25_v3_q{n}_{slug}' (shell-account §3 Quiz). */
export function quizAnswerId(n: number, slug: string): string {
  return `ftb25_v3_q${n}_${slug}`;
}

type AnswerSpec = readonly [slug: string, answerText: string, selector?: RecommendationGroupId, resultMapping?: string];

function answers(n: number, specs: readonly AnswerSpec[]): QuizAnswer[] {
  return specs.map(([slug, answerText, selector, resultMapping]) => ({
    id: quizAnswerId(n, slug),
    answerText,
    ...(selector ? { selector } : {}),
    ...(resultMapping ? { resultMapping } : {}),
  }));
}

/** Q1, who the purchase is for: one selection. */
const WHO: QuizQuestion = {
  id: 'ftb25_v3_q1',
  title: 'Who are you shopping for?',
  maxSelections: 1,
  columns: 1,
  answers: answers(1, [
    ['friend', 'Friend'],
    ['another-type-of-business', 'Another type of business'],
    ['just-me', 'Just me'],
    ['me-and-partner', 'Me and partner'],
    ['my-family', 'My family'],
    ['office-coworkers', 'Office coworkers'],
  ]),
};

/** Q2, why: up to 3. */
const WHY: QuizQuestion = {
  id: 'ftb25_v3_q2',
  title: 'What brings you here today?',
  maxSelections: 3,
  columns: 1,
  answers: answers(2, [
    ['bored', 'Bored', 'snacks', 'Snacks to beat boredom'],
    ['gifts', 'Gift(s)', 'gifts', 'Gifts they will love'],
    ['healthier-options', 'Healthier options', 'superfoods', 'Healthier picks'],
    ['healthy-lifestyle', 'Healthy lifestyle', 'organic', 'Organic favorites'],
    ['party-or-event', 'Party or event', 'snacks', 'Crowd-pleasing snacks'],
    ['party-planning', 'Party planning', 'candy', 'Party candy'],
    ['something-indulgent', 'Something indulgent', 'chocolate', 'Indulgent chocolates'],
    ['unique-snacks', 'Unique snacks', 'snacks', 'Unique snacks'],
    ['work-or-school', 'Work or school', 'raw-nuts', 'Desk-drawer nuts'],
  ]),
};

/** Q3, flavour: up to 3, two columns. */
const FLAVOUR: QuizQuestion = {
  id: 'ftb25_v3_q3',
  title: 'Which flavors do you love?',
  maxSelections: 3,
  columns: 2,
  answers: answers(3, [
    ['bold-peppery', 'Bold & peppery', 'salted', 'Bold and savory'],
    ['chocolaty-rich', 'Chocolaty & rich', 'chocolate', 'Rich chocolate'],
    ['crunchy-nutty', 'Crunchy & nutty', 'roasted-nuts', 'Crunchy roasted nuts'],
    ['fruity-zesty', 'Fruity & zesty', 'dried-fruit', 'Fruity and zesty'],
    ['indulgent-snacks', 'Indulgent snacks', 'snacks', 'Indulgent snacks'],
    ['savory-salty', 'Savory & salty', 'salted', 'Savory and salty'],
    ['sweet-crunchy', 'Sweet & crunchy', 'candy', 'Sweet and crunchy'],
    ['sweet-gummy', 'Sweet & gummy', 'candy', 'Sweet and gummy'],
  ]),
};

/** Q4, what matters: single choice. */
const WHAT_MATTERS: QuizQuestion = {
  id: 'ftb25_v3_q4',
  title: 'What matters most to you?',
  maxSelections: 1,
  columns: 1,
  answers: answers(4, [
    ['convenience', 'Convenience'],
    ['health-wholesome', 'Health & wholesome'],
    ['high-quality-premium-snacks', 'High-quality premium snacks'],
    ['wide-selection', 'Wide selection'],
  ]),
};

/** The quiz's questions in order (shell-account §3 Quiz, §9). */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [WHO, WHY, FLAVOUR, WHAT_MATTERS];

/**
 * The two questions whose answers feed the results (shell-account §4 "the answers for the two questions used for
 * results are saved"): why (Q2) and flavour (Q3), the two whose answers name recommendation groups.
 */
export const RESULT_QUESTION_IDS: readonly string[] = [WHY.id, FLAVOUR.id];

/** The answer with `id`, or undefined. */
export function quizAnswerOf(id: string): QuizAnswer | undefined {
  for (const q of QUIZ_QUESTIONS) {
    const a = q.answers.find((x) => x.id === id);
    if (a) return a;
  }
  return undefined;
}
