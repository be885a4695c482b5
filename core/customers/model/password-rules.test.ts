import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordRules, PASSWORD_MAX_LENGTH } from './password-rules';

const met = (pw: string) => Object.fromEntries(passwordRules(pw).map((r) => [r.id, r.met]));

describe('new password rules (shell-account §5)', () => {
  it('needs at least 8 characters', () => {
    expect(met('Ab!4567').length).toBe(false);
    expect(met('Ab!45678').length).toBe(true);
  });

  it('needs an upper-case and a lower-case letter', () => {
    expect(met('abcdefg!')).toMatchObject({ upper: false, lower: true });
    expect(met('ABCDEFG!')).toMatchObject({ upper: true, lower: false });
  });

  it('needs one special character of !@./#$%~`^&*-+=?', () => {
    for (const c of '!@./#$%~`^&*-+=?') expect(met(`Abcdefg${c}`).special).toBe(true);
    expect(met('Abcdefg_').special).toBe(false);
    expect(met('Abcdefg1').special).toBe(false);
  });

  it('is strong only when all four rules are met, and not over the maximum length', () => {
    expect(isStrongPassword('Walnut.Tree')).toBe(true);
    expect(isStrongPassword('walnut.tree')).toBe(false);
    expect(isStrongPassword(`Aa!${'x'.repeat(PASSWORD_MAX_LENGTH)}`)).toBe(false);
  });

  it('labels each rule', () => {
    expect(passwordRules('').map((r) => r.label)).toEqual([
      'At least 8 characters',
      'An upper-case letter',
      'A lower-case letter',
      'A special character (!@./#$%~`^&*-+=?)',
    ]);
  });
});
