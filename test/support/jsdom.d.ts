/**
 * The part of jsdom's API the Node-environment tests use (the package ships no declarations and @types/jsdom is not
 * installed): a document parsed from HTML, whose window has the DOM's constructors (DOMParser for XML).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
