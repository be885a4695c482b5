export * from './money';
export * from './result';
export * from './errors';
export * from './objects';
