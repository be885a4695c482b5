/**
 * Public API of the search context: Recent searches (spec: shell-account §3, §4). Import it from outside the context
 * instead of its files.
 */
export * from './model';
