import type { NewsletterStore } from '../../../ports/newsletter';
import { domainError, err, ok, type Result } from '../../shared';
import { quizAnswerOf } from '../model/quiz';
import { surveySubmissionsSchema } from '../model/newsletter';

/**
 * Records the quiz's survey submissions with the e-mail (shell-account §3 Survey submissions "list of {answerId}";
 * §4 "the survey submissions are recorded with the email"; §7 POST /survey-submissions). Input `{ email,
 * surveySubmissions: [{ answerId }] }`; 'validation/invalid' for a bad e-mail or an answer id not in the quiz.
 * `sessionId` (the session's anonymous id) lets the results page find the answers.
 */
export class RecordSurveySubmissions {
  constructor(private readonly store: NewsletterStore) {}

  async execute(input: unknown, sessionId?: string): Promise<Result<{ readonly recorded: number }>> {
    const parsed = surveySubmissionsSchema.safeParse(input);
    if (!parsed.success)
      return err(domainError('validation/invalid', parsed.error.issues[0]?.message ?? 'Invalid input'));
    const answerIds = [...new Set(parsed.data.surveySubmissions.map((s) => s.answerId))];
    const unknown = answerIds.find((id) => !quizAnswerOf(id));
    if (unknown) return err(domainError('validation/invalid', `Unknown answer id: ${unknown}`));
    await this.store.recordSurvey({ email: parsed.data.email, answerIds, ...(sessionId ? { sessionId } : {}) });
    return ok({ recorded: answerIds.length });
  }
}
