import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_MESSAGES,
  footerSubscribeSchema,
  newsletterEmailError,
  newsletterSubmitDisabled,
  showsNewsletterName,
} from './newsletter';

describe('newsletter rules (shell-account §5, §8; catalogue-gifting §5)', () => {
  it('requires a present, valid e-mail with the shared messages', () => {
    expect(newsletterEmailError('')).toBe('Please enter your email address');
    expect(newsletterEmailError('ann@')).toBe('Please enter a valid email address');
    expect(newsletterEmailError('ann@example.com')).toBeUndefined();
  });
  it('disables submit only when touched and invalid', () => {
    expect(newsletterSubmitDisabled(false, '')).toBe(false);
    expect(newsletterSubmitDisabled(true, '')).toBe(true);
    expect(newsletterSubmitDisabled(true, 'ann@example.com')).toBe(false);
  });
  it('shows the name field once the e-mail is focused or has a value', () => {
    expect(showsNewsletterName(false, '')).toBe(false);
    expect(showsNewsletterName(true, '')).toBe(true);
    expect(showsNewsletterName(false, 'a')).toBe(true);
  });
  it("has the spec's texts", () => {
    expect(NEWSLETTER_MESSAGES.success).toBe(
      'Thank you for subscribing! Stay tuned for exciting updates and exclusive content!',
    );
    expect(NEWSLETTER_MESSAGES.failure).toBe('Oops... Something went wrong. Please try again.');
    expect(NEWSLETTER_MESSAGES.namePlaceholder).toBe('Your Name (optional)');
  });
  it("parses the footer's form data, reason 'footer' by default, e-mail normalized", () => {
    expect(footerSubscribeSchema.parse({ inputEmail: ' Ann@Example.com ', inputFirstName: '' })).toEqual({
      inputEmail: 'ann@example.com',
      inputFirstName: undefined,
      reason: 'footer',
    });
  });
});
