/** The marketing model: the offer quiz, its results, the first-order offer and the newsletter (pure). */
export * from './quiz';
export * from './quiz-rules';
export * from './quiz-results';
export * from './first-order-offer';
export * from './newsletter';
