import { QUIZ_QUESTIONS, RESULT_QUESTION_IDS, type QuizQuestion } from './quiz';

/**
 * The quiz's rules as pure functions (spec: shell-account §4 Onsite offer quiz, §5 Quiz, §9): the screens landing →
 * quiz → newsletterSignup, selection and deselection, Next and Back, the progress bar and the helper texts.
 */

/** The quiz modal's screens (shell-account §2 Onsite offer quiz modal). */
export type QuizScreen = 'landing' | 'quiz' | 'newsletterSignup';

/** Selected answer ids by question id, in the order chosen. */
export type QuizSelections = Readonly<Record<string, readonly string[]>>;

/** The quiz's state: the screen, the current question's index (from 0) and the selections. */
export interface QuizState {
  readonly screen: QuizScreen;
  readonly questionIndex: number;
  readonly selections: QuizSelections;
}

/** The state a fresh modal opens in: landing, question 0, nothing selected. */
export const INITIAL_QUIZ_STATE: QuizState = { screen: 'landing', questionIndex: 0, selections: {} };

/** The progress bar's column grid is capped at 4 (shell-account §9). */
export const QUIZ_PROGRESS_MAX_COLUMNS = 4;

/**
 * `selected` after clicking `answerId` on a question of `maxSelections` (shell-account §4): a selected answer is
 * deselected; with maxSelections 1 the choice is replaced; otherwise an answer is added only while fewer than the
 * max are selected (no max: always added).
 */
export function toggleAnswer(
  selected: readonly string[],
  answerId: string,
  maxSelections: number | undefined,
): readonly string[] {
  if (selected.includes(answerId)) return selected.filter((id) => id !== answerId);
  if (maxSelections === 1) return [answerId];
  if (maxSelections !== undefined && selected.length >= maxSelections) return selected;
  return [...selected, answerId];
}

/** Whether an unselected answer can still be chosen (replacing counts as choosable when the max is 1). */
export function canChoose(selected: readonly string[], maxSelections: number | undefined): boolean {
  return maxSelections === undefined || maxSelections === 1 || selected.length < maxSelections;
}

/**
 * The helper text under a question (shell-account §5 Quiz): "Select one" when the max is 1, "Select up to {n}"
 * when above 1, "Select all that apply" when there is no max.
 */
export function quizHelperText(maxSelections: number | undefined): string {
  if (maxSelections === undefined) return 'Select all that apply';
  return maxSelections === 1 ? 'Select one' : `Select up to ${maxSelections}`;
}

/** The question at `state.questionIndex`. */
export function currentQuestion(state: QuizState, questions: readonly QuizQuestion[] = QUIZ_QUESTIONS): QuizQuestion {
  const q = questions[Math.min(Math.max(state.questionIndex, 0), questions.length - 1)];
  if (!q) throw new Error('A quiz has at least one question');
  return q;
}

/** `state` with `answerId` toggled on the current question. */
export function selectAnswer(state: QuizState, answerId: string, questions = QUIZ_QUESTIONS): QuizState {
  const q = currentQuestion(state, questions);
  if (!q.answers.some((a) => a.id === answerId)) return state;
  const next = toggleAnswer(state.selections[q.id] ?? [], answerId, q.maxSelections);
  return { ...state, selections: { ...state.selections, [q.id]: next } };
}

/** Next is disabled until at least one answer of the current question is chosen (shell-account §4, §5). */
export function canGoNext(state: QuizState, questions = QUIZ_QUESTIONS): boolean {
  return (state.selections[currentQuestion(state, questions).id] ?? []).length > 0;
}

/** Whether the current question is the last (then Next completes the quiz). */
export function isLastQuestion(state: QuizState, questions = QUIZ_QUESTIONS): boolean {
  return state.questionIndex >= questions.length - 1;
}

/** Next: unchanged while disabled; on the last question the newsletter signup follows, otherwise the next question. */
export function goNext(state: QuizState, questions = QUIZ_QUESTIONS): QuizState {
  if (state.screen !== 'quiz' || !canGoNext(state, questions)) return state;
  if (isLastQuestion(state, questions)) return { ...state, screen: 'newsletterSignup' };
  return { ...state, questionIndex: state.questionIndex + 1 };
}

/** The back button is hidden on the first question. */
export function showsBack(state: QuizState): boolean {
  return state.screen === 'newsletterSignup' || (state.screen === 'quiz' && state.questionIndex > 0);
}

/** Back: from the signup to the (last) question; from a question to the prior one; none on the first question. */
export function goBack(state: QuizState): QuizState {
  if (state.screen === 'newsletterSignup') return { ...state, screen: 'quiz' };
  if (state.screen === 'quiz' && state.questionIndex > 0) return { ...state, questionIndex: state.questionIndex - 1 };
  return state;
}

/** 'Start quiz' on the landing: the first question. */
export function startQuiz(state: QuizState): QuizState {
  return { ...state, screen: 'quiz', questionIndex: 0 };
}

/** The progress bar: `filled` of `total` steps (filled to the current question, 1-based), and its grid columns. */
export function quizProgress(
  state: QuizState,
  questions = QUIZ_QUESTIONS,
): { filled: number; total: number; columns: number } {
  const total = questions.length;
  const filled = state.screen === 'newsletterSignup' ? total : Math.min(state.questionIndex + 1, total);
  return { filled, total, columns: Math.min(total, QUIZ_PROGRESS_MAX_COLUMNS) };
}

/** Every selected answer id, in question order: the survey submissions (shell-account §3 Survey submissions). */
export function surveySubmissionsOf(selections: QuizSelections, questions = QUIZ_QUESTIONS): { answerId: string }[] {
  return questions.flatMap((q) => (selections[q.id] ?? []).map((answerId) => ({ answerId })));
}

/** The selected answers of the two questions used for results (RESULT_QUESTION_IDS), in question order. */
export function resultAnswerIdsOf(selections: QuizSelections): string[] {
  return RESULT_QUESTION_IDS.flatMap((id) => [...(selections[id] ?? [])]);
}
