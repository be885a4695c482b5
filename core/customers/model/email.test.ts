import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

describe('e-mail addresses', () => {
  it('compare trimmed and lower-cased', () => {
    expect(normalizeEmail('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
  });

  it('are valid with one @, a local part and a dotted domain', () => {
    expect(isValidEmail('ann@example.com')).toBe(true);
    expect(isValidEmail('ann@example')).toBe(false);
    expect(isValidEmail('ann example@x.com')).toBe(false);
    expect(isValidEmail('annexample.com')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@x.com`)).toBe(false);
  });
});
