/** The search model: readonly data and pure rules (Recent searches (spec: shell-account §3, §4)). */
export * from './recent-searches';
export * from './search-experiment';
