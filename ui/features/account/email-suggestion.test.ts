import { describe, expect, it } from 'vitest';
import { suggestEmail } from './email-suggestion';

describe('suggestEmail (shell-account §5 e-mail typos)', () => {
  it('corrects a misspelt well-known domain', () => {
    expect(suggestEmail('jane@gmial.com')).toBe('jane@gmail.com');
    expect(suggestEmail('jane@yaho.com')).toBe('jane@yahoo.com');
  });

  it('removes spaces', () => {
    expect(suggestEmail(' jane @gmail.com ')).toBe('jane@gmail.com');
  });

  it('puts back the @ of a domain missing it', () => {
    expect(suggestEmail('janegmail.com')).toBe('jane@gmail.com');
  });

  it('suggests nothing for a correct address, an unknown bare text or nothing', () => {
    expect(suggestEmail('jane@gmail.com')).toBeUndefined();
    expect(suggestEmail('jane@nutshell.example')).toBeUndefined();
    expect(suggestEmail('jane')).toBeUndefined();
    expect(suggestEmail('')).toBeUndefined();
  });
});
