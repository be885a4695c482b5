/** The content model (spec: shell-account §2 Page content blocks, §3, §4 CMS content loading, §7 CMS content). Pure. */
export * from './blocks';
export * from './content-entry';
export * from './shell-content';
export * from './content-data';
