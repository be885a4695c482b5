import {
  CheckNewsletter,
  GetQuizResults,
  LandCampaign,
  RecordSurveySubmissions,
  SubscribeToNewsletter,
} from '../../core/marketing';
import type { CommercePort } from '../../ports/commerce';
import type { CustomerStore } from '../../ports/customers';
import type { IdGenerator } from '../../ports/ids';
import type { MarketingService, NewsletterStore } from '../../ports/newsletter';
import type { SearchPort } from '../../ports/search';

/**
 * The local server's marketing service (ports/newsletter.ts MarketingService): the core/marketing use cases over the
 * newsletter store, the commerce platform (the session's cart), the customers (existingCustomer) and the search index
 * (the quiz results' products). Tokens come from `ids.token()`.
 */
export function marketingService(ports: {
  readonly store: NewsletterStore;
  readonly commerce: CommercePort;
  readonly customers: Pick<CustomerStore, 'byEmail'>;
  readonly search: SearchPort;
  readonly ids: IdGenerator;
}): MarketingService {
  const isCustomer = async (email: string) => (await ports.customers.byEmail(email)) !== undefined;
  const check = new CheckNewsletter(ports.store, isCustomer);
  const subscribe = new SubscribeToNewsletter(ports.store, isCustomer, () => ports.ids.token());
  const survey = new RecordSurveySubmissions(ports.store);
  const land = new LandCampaign(ports.store, ports.commerce);
  const results = new GetQuizResults(ports.search);
  return {
    check: (input) => check.execute(input),
    subscribe: (input, customerId) => subscribe.execute(input, customerId),
    recordSurvey: (input, sessionId) => survey.execute(input, sessionId),
    landCampaign: (sessionId, token) => land.execute(sessionId, token),
    quizSections: (answerIds) => results.execute(answerIds),
  };
}
