/**
 * Public API of the marketing context: the onsite offer quiz, its results, the first-order offer, the newsletter and
 * survey submissions, and the campaign landing (spec: shell-account §2 Onsite offer quiz modal, Footer; §3 Quiz,
 * Onsite offer config, Survey submissions, Newsletter signup; §4 Onsite offer quiz, Footer newsletter; §5; §7; §8;
 * §9 Quiz and Offer; catalogue-gifting §4 Newsletter form). Import it from outside the context instead of its files.
 */
export * from './model';
export * from './use-cases/subscribe-to-newsletter';
export * from './use-cases/record-survey-submissions';
export * from './use-cases/land-campaign';
export * from './use-cases/get-quiz-results';
export * from './use-cases/check-first-order-offer';
