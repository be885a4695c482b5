/** Money, results, error codes, errors, time zones and object helpers shared by every context. */
export * from './error-code-schema';
export * from './error-codes';
export * from './errors';
export * from './money';
export * from './objects';
export * from './result';
export * from './time-zone';
export * from './mail';
export * from './feature-flags';
