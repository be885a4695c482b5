// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/render-app';
import { shownProviders, SocialSignIn, socialSignInError } from './social-sign-in';
import '../../testing/async-timeout';

afterEach(cleanup);

const linksOf = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('link')
    .map((l) => [l.textContent, l.getAttribute('href')]);

describe('social sign-in buttons (shell-account §3 Session sign-in types, §5, §7)', () => {
  it('link each provider to its start route with the redirect path and preserveCart', () => {
    render(<SocialSignIn query="redirectPath=%2Fcheckout&preserveCart=true" />);
    expect(linksOf(screen.getByRole('navigation', { name: 'Or continue with' }))).toEqual([
      ['Continue with Google', '/api/sign/google/start?redirectPath=%2Fcheckout&preserveCart=true'],
      ['Continue with Apple', '/api/sign/apple/start?redirectPath=%2Fcheckout&preserveCart=true'],
      ['Continue with Facebook', '/api/sign/facebook/start?redirectPath=%2Fcheckout&preserveCart=true'],
    ]);
  });

  it('hide Google inside the Instagram in-app browser', () => {
    expect(shownProviders(true)).toEqual(['apple', 'facebook']);
    expect(shownProviders(false)).toEqual(['google', 'apple', 'facebook']);
    const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 Instagram 309.0.0.40.113');
    render(<SocialSignIn query="redirectPath=%2F&preserveCart=false" />);
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue with Apple' })).toBeTruthy();
    agent.mockRestore();
  });

  it('show in the login modal under the e-mail step, back to the current page', async () => {
    renderApp('/cart');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in to your account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    const google = within(dialog).getByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/api/sign/google/start?redirectPath=%2Fcart&preserveCart=false');
  });

  it("name a refused sign-in's message on /sign/in", async () => {
    expect(socialSignInError('account/social-sign-in-failed', 'apple')).toBe(
      "We couldn't sign you in with Apple. Please try again.",
    );
    expect(socialSignInError('account/email-unverified', 'google')).toBe(
      'An account already exists for this email address. Sign in with your password, then use Google next time.',
    );
    expect(socialSignInError('account/social-sign-in-failed', 'myspace')).toBeUndefined();
    renderApp('/sign/in?signInError=account%2Fsocial-sign-in-failed&provider=facebook');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We couldn't sign you in with Facebook. Please try again.",
    );
  });
});
