export * from './events';
export * from './list-view-batch';
