/**
 * Public API of the content context: page-builder content, its models, blocks and targeting (spec: shell-account §2
 * Page content blocks, §4 CMS content loading, §7 CMS content). Import it from outside the context instead of its
 * files.
 */
export * from './model';
