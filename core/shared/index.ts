export * from './money';
export * from './result';
export * from './errors';
