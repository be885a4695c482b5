/**
 * Text helpers of the server-rendered `<head>` (pure, no DOM, no Node built-ins, so the browser and the server
 * share them): HTML escaping, a JSON encoder safe inside `<script>`, and plain-text excerpts of product HTML.
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` with `& < > " '` escaped, safe as HTML text and as a double- or single-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * `value` as JSON for the body of a `<script>` element: `<` becomes `\u003c` (so neither `</script>` nor `<!--`
 * can end or change the script) and U+2028 and U+2029 become `\u2028` and `\u2029` (line terminators in older
 * JavaScript). The result parses with JSON.parse to the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Named character references decoded by `plainTextOf` (others stay as written). */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  deg: '°',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  times: '×',
  copy: '©',
  reg: '®',
  trade: '™',
  eacute: 'é',
  egrave: 'è',
  ntilde: 'ñ',
  uuml: 'ü',
};

/** The character of a numeric reference, or undefined when the code point is not a valid scalar value. */
function codePointText(code: number): string | undefined {
  if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
  return String.fromCodePoint(code);
}

/** `text` with its character references (`&amp;`, `&#38;`, `&#x26;` and the names above) decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X')) return codePointText(parseInt(ref.slice(2), 16)) ?? whole;
    if (ref.startsWith('#')) return codePointText(parseInt(ref.slice(1), 10)) ?? whole;
    return NAMED_ENTITIES[ref] ?? whole;
  });
}

/** Elements whose boundaries separate words ('</p><ul><li>' reads as a space, '<b>al</b>monds' does not). */
const BLOCK_TAGS = new RegExp(
  '^(p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|tr|td|th|table|thead|tbody|section|article|header|footer|blockquote|' +
    'pre|figure|figcaption)$',
  'i',
);

/**
 * The plain text of an HTML fragment: comments and `<script>`/`<style>` elements dropped, tags removed (block
 * boundaries as a space), character references decoded, runs of white space (no-break spaces included) collapsed to
 * one space, trimmed.
 */
export function plainTextOf(html: string): string {
  const stripped = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>/g, (_tag, name: string) => (BLOCK_TAGS.test(name) ? ' ' : ''));
  return decodeEntities(stripped).replace(/\s+/g, ' ').trim();
}

/** The longest excerpt of a meta description (characters, the ellipsis included). */
export const EXCERPT_MAX_CHARS = 160;

/**
 * `text` (plain) shortened to at most `maxChars` characters: unchanged when it fits; otherwise cut at the last word
 * boundary that leaves room for '…' (a single word longer than that is cut inside it), trailing punctuation and
 * spaces removed, and '…' appended.
 */
export function excerpt(text: string, maxChars: number = EXCERPT_MAX_CHARS): string {
  const chars = Array.from(text.trim());
  if (chars.length <= maxChars) return chars.join('');
  const head = chars.slice(0, maxChars - 1).join('');
  const boundary = head.lastIndexOf(' ');
  const cut = boundary > 0 && chars[maxChars - 1] !== ' ' ? head.slice(0, boundary) : head;
  return `${cut.replace(/[\s,;:.!?\-–—]+$/u, '')}…`;
}

/** The excerpt of an HTML fragment's plain text (`plainTextOf`, then `excerpt`); '' when it has no text. */
export function htmlExcerpt(html: string, maxChars: number = EXCERPT_MAX_CHARS): string {
  return excerpt(plainTextOf(html), maxChars);
}
