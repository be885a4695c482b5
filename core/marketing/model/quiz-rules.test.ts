import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS, quizAnswerId } from './quiz';
import {
  INITIAL_QUIZ_STATE,
  canGoNext,
  goBack,
  goNext,
  quizHelperText,
  quizProgress,
  resultAnswerIdsOf,
  selectAnswer,
  showsBack,
  startQuiz,
  surveySubmissionsOf,
  toggleAnswer,
  type QuizState,
} from './quiz-rules';

const q = (n: number, slug: string) => quizAnswerId(n, slug);

describe('the quiz definition (shell-account §3 Quiz, §9)', () => {
  it('has Q1 one selection, Q2 up to 3, Q3 up to 3 in two columns, Q4 single choice', () => {
    expect(QUIZ_QUESTIONS.map((x) => [x.maxSelections, x.columns])).toEqual([
      [1, 1],
      [3, 1],
      [3, 2],
      [1, 1],
    ]);
  });

  it('lists the spec answers with ids ftb25_v3_q{n}_{slug}', () => {
    const slugs = QUIZ_QUESTIONS.map((x) => x.answers.map((a) => a.id.replace(/^ftb25_v3_q\d_/, '')));
    expect(slugs).toEqual([
      ['friend', 'another-type-of-business', 'just-me', 'me-and-partner', 'my-family', 'office-coworkers'],
      [
        'bored',
        'gifts',
        'healthier-options',
        'healthy-lifestyle',
        'party-or-event',
        'party-planning',
        'something-indulgent',
        'unique-snacks',
        'work-or-school',
      ],
      [
        'bold-peppery',
        'chocolaty-rich',
        'crunchy-nutty',
        'fruity-zesty',
        'indulgent-snacks',
        'savory-salty',
        'sweet-crunchy',
        'sweet-gummy',
      ],
      ['convenience', 'health-wholesome', 'high-quality-premium-snacks', 'wide-selection'],
    ]);
    expect(QUIZ_QUESTIONS[2]?.answers[0]?.id).toBe('ftb25_v3_q3_bold-peppery');
  });
});

describe('selection (shell-account §4)', () => {
  it('deselects a selected answer', () => {
    expect(toggleAnswer(['a', 'b'], 'a', 3)).toEqual(['b']);
  });
  it('replaces the choice when maxSelections is 1', () => {
    expect(toggleAnswer(['a'], 'b', 1)).toEqual(['b']);
  });
  it('adds only while the count is below the max', () => {
    expect(toggleAnswer(['a', 'b'], 'c', 3)).toEqual(['a', 'b', 'c']);
    expect(toggleAnswer(['a', 'b', 'c'], 'd', 3)).toEqual(['a', 'b', 'c']);
    expect(toggleAnswer(['a', 'b', 'c'], 'd', undefined)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('ignores an answer of another question', () => {
    const s = startQuiz(INITIAL_QUIZ_STATE);
    expect(selectAnswer(s, q(2, 'bored'))).toBe(s);
  });
});

describe('helper texts (shell-account §5 Quiz)', () => {
  it('says "Select one", "Select up to {n}" and "Select all that apply"', () => {
    expect(quizHelperText(1)).toBe('Select one');
    expect(quizHelperText(3)).toBe('Select up to 3');
    expect(quizHelperText(undefined)).toBe('Select all that apply');
  });
});

describe('Next, Back and progress (shell-account §4, §9)', () => {
  it('runs landing → Q1…Q4 → newsletterSignup with Next disabled until an answer is chosen', () => {
    let s: QuizState = startQuiz(INITIAL_QUIZ_STATE);
    expect(s).toMatchObject({ screen: 'quiz', questionIndex: 0 });
    expect(showsBack(s)).toBe(false);
    expect(canGoNext(s)).toBe(false);
    expect(goNext(s)).toBe(s);
    s = selectAnswer(s, q(1, 'just-me'));
    s = selectAnswer(s, q(1, 'my-family'));
    expect(s.selections['ftb25_v3_q1']).toEqual([q(1, 'my-family')]);
    s = goNext(s);
    expect(s.questionIndex).toBe(1);
    expect(showsBack(s)).toBe(true);
    expect(goBack(s).questionIndex).toBe(0);
    for (const slug of ['gifts', 'bored', 'unique-snacks', 'work-or-school']) s = selectAnswer(s, q(2, slug));
    expect(s.selections['ftb25_v3_q2']).toEqual([q(2, 'gifts'), q(2, 'bored'), q(2, 'unique-snacks')]);
    s = goNext(selectAnswer(goNext(s), q(3, 'chocolaty-rich')));
    expect(quizProgress(s)).toEqual({ filled: 4, total: 4, columns: 4 });
    s = goNext(selectAnswer(s, q(4, 'convenience')));
    expect(s.screen).toBe('newsletterSignup');
    expect(goBack(s)).toMatchObject({ screen: 'quiz', questionIndex: 3 });
    expect(resultAnswerIdsOf(s.selections)).toEqual([
      q(2, 'gifts'),
      q(2, 'bored'),
      q(2, 'unique-snacks'),
      q(3, 'chocolaty-rich'),
    ]);
    expect(surveySubmissionsOf(s.selections)).toHaveLength(6);
  });

  it('fills the progress bar to the current question, its grid capped at 4 columns', () => {
    expect(quizProgress(startQuiz(INITIAL_QUIZ_STATE))).toEqual({ filled: 1, total: 4, columns: 4 });
    const five = [...QUIZ_QUESTIONS, QUIZ_QUESTIONS[0]!];
    expect(quizProgress({ ...INITIAL_QUIZ_STATE, screen: 'quiz', questionIndex: 4 }, five).columns).toBe(4);
  });
});
