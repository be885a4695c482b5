/**
 * Types of algoliasearch 4's browser lite build (ES module, XMLHttpRequest requester, credentials in URL query
 * parameters), which the package ships without a declaration of its own: the same API as `algoliasearch-v4/lite`.
 */
declare module 'algoliasearch-v4/dist/algoliasearch-lite.esm.browser.js' {
  export * from 'algoliasearch-v4/lite';
  export { default } from 'algoliasearch-v4/lite';
}
