import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtml, excerpt, htmlExcerpt, jsonForScript, plainTextOf } from './html-text';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`Tom's <b>"Nuts"</b> & more`)).toBe('Tom&#39;s &lt;b&gt;&quot;Nuts&quot;&lt;/b&gt; &amp; more');
    expect(escapeHtml('plain — text')).toBe('plain — text');
  });
});

describe('jsonForScript', () => {
  it('escapes <, U+2028 and U+2029, and still parses to the same value', () => {
    const value = { name: '</script><!-- x', line: 'a\u2028b\u2029c', amp: 'a & b > c' };
    const json = jsonForScript(value);
    expect(json).toBe('{"name":"\\u003c/script>\\u003c!-- x","line":"a\\u2028b\\u2029c","amp":"a & b > c"}');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('plainTextOf', () => {
  it('drops tags, scripts, styles and comments; block boundaries read as spaces; entities decoded', () => {
    expect(
      plainTextOf(
        '<p>Crunchy&nbsp;<strong>al</strong>monds &amp; salt.</p><ul><li>1 oz (28g)</li><li>&#8220;Fresh&#x201D;</li></ul>' +
          '<script>alert(1)</script><style>p{}</style><!-- note -->',
      ),
    ).toBe('Crunchy almonds & salt. 1 oz (28g) “Fresh”');
  });

  it('leaves unknown or invalid references as written, and decodes &lt; to text (escaped again on output)', () => {
    expect(decodeEntities('&bogus; &#0; &#xD800; &lt;b&gt; &frac12; &rsquo;')).toBe('&bogus; &#0; &#xD800; <b> ½ ’');
  });
});

describe('excerpt', () => {
  it('keeps text of at most 160 characters as it is', () => {
    const exactly = 'a'.repeat(160);
    expect(excerpt(exactly)).toBe(exactly);
  });

  it('cuts longer text at the last word boundary, drops trailing punctuation and adds …, 160 at most', () => {
    const words = `${'Roasted almonds, '.repeat(10)}salted.`; // 17 × 10 + 7 = 177 characters
    const cut = excerpt(words);
    expect(cut).toBe(`${'Roasted almonds, '.repeat(8)}Roasted almonds…`);
    expect(Array.from(cut).length).toBeLessThanOrEqual(160);
    expect(excerpt('one two three', 9)).toBe('one two…');
    expect(excerpt('one two three', 8)).toBe('one two…');
    expect(excerpt('abcdefghijkl', 6)).toBe('abcde…');
  });

  it('excerpts HTML through its plain text; empty HTML gives an empty excerpt', () => {
    expect(htmlExcerpt('<p>  Sweet   dates. </p>')).toBe('Sweet dates.');
    expect(htmlExcerpt('<p> </p>')).toBe('');
  });
});
