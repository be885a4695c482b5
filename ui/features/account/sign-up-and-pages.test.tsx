// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeServices } from '../../testing/fake-services';
import { renderApp } from '../../testing/render-app';
import '../../testing/async-timeout';

afterEach(cleanup);

const withJane = (s: FakeServices) =>
  s.account.addAccount('jane@example.com', { fullName: 'Jane Doe', password: 'Almonds!2026', isB2b: false });

/** The utility bar (shell-account §2 Top utility bar); the footer repeats its account links. */
const utilityBar = async () => screen.findByRole('navigation', { name: 'Account and help' });

const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

/** The screen-reader texts of the four password rules, in order. */
const ruleStates = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** From a gated link to the sign-up step with an unknown e-mail. */
async function toSignUp(email: string): Promise<HTMLElement> {
  fireEvent.click(within(await utilityBar()).getByRole('link', { name: 'Easy Reorder' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
  type(dialog, 'Email', email);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return screen.findByRole('dialog', { name: 'Create an account' });
}

describe('sign-up step (shell-account §3 Sign-up form, §5)', () => {
  it('takes the e-mail over and shows the rules, account type, statement and options with their defaults', async () => {
    renderApp('/', withJane);
    const dialog = await toSignUp('new@example.com');
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('new@example.com');
    expect(within(dialog).getByLabelText('Full name').getAttribute('autocomplete')).toBe('name');
    expect(within(dialog).getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    expect((within(dialog).getByLabelText('Personal Account') as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Business Account') as HTMLInputElement).checked).toBe(false);
    expect((within(dialog).getByLabelText('Keep me signed in') as HTMLInputElement).checked).toBe(true);
    const newsletter = within(dialog).getByLabelText('Email me about new products, deals and exclusive offers');
    expect((newsletter as HTMLInputElement).checked).toBe(true);
    const links = ['Terms', 'Privacy Policy', 'CA Privacy Notice'].map((name) =>
      within(dialog).getByRole('link', { name }).getAttribute('href'),
    );
    expect(links).toEqual(['/terms-and-conditions', '/privacy', '/california-privacy-notice']);
    expect(within(dialog).getByText(/you are 18 or older/)).toBeTruthy();
    expect(ruleStates(dialog)).toEqual([
      'At least 8 characters: not met',
      'An upper-case letter: not met',
      'A lower-case letter: not met',
      'A special character (!@./#$%~`^&*-+=?): not met',
    ]);
  });

  it('says which rules are met once typed, with the §5 messages, and keeps Continue disabled until all are', async () => {
    renderApp('/', withJane);
    const dialog = await toSignUp('new@example.com');
    fireEvent.blur(within(dialog).getByLabelText('Full name'));
    expect(within(dialog).getByText('Please enter your full name')).toBeTruthy();
    type(dialog, 'Full name', 'Ned New');
    type(dialog, 'Password', 'abc');
    expect(within(dialog).getByText('Your password needs to be at least 8 characters. Capitalization matters.'));
    expect(ruleStates(dialog)).toEqual([
      '✕At least 8 characters: not met',
      '✕An upper-case letter: not met',
      '✓A lower-case letter: Requirement met',
      '✕A special character (!@./#$%~`^&*-+=?): not met',
    ]);
    const submit = within(dialog).getByRole('button', { name: 'Continue' });
    type(dialog, 'Password', 'abcdefgh');
    expect(submit.hasAttribute('disabled')).toBe(true);
    type(dialog, 'Password', 'Abcdefg!');
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('creates the account, signs in and goes to the gated destination', async () => {
    const app = renderApp('/', withJane);
    const dialog = await toSignUp('new@example.com');
    type(dialog, 'Full name', 'Ned New');
    type(dialog, 'Password', 'Abcdefg!');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location()).toBe('/account/easy-reorder'));
    expect(app.services.account.state.calls).toContain('signUp:new@example.com:Ned New:b2b=false:news=true');
    // The gated page then loads its own data (the account area), after the sign-up.
    const calls = app.services.account.state.calls;
    await waitFor(() =>
      expect(calls.indexOf('accountPage:/account/easy-reorder')).toBeGreaterThan(
        calls.indexOf('signUp:new@example.com:Ned New:b2b=false:news=true'),
      ),
    );
    expect(await screen.findByText('Hi Ned')).toBeTruthy();
  });

  it('sends a new business account to /business/register, not to the destination', async () => {
    const app = renderApp('/', withJane);
    const dialog = await toSignUp('shop@example.com');
    type(dialog, 'Full name', 'Bea Business');
    type(dialog, 'Password', 'Abcdefg!');
    fireEvent.click(within(dialog).getByLabelText('Business Account'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location()).toBe('/business/register?source=Account+Creation'));
    expect(await screen.findByRole('heading', { name: 'Business registration' })).toBeTruthy();
  });

  it('shows a refused sign-up in red as text', async () => {
    const app = renderApp('/', withJane);
    const dialog = await toSignUp('new@example.com');
    app.services.account.state.errorsNext.set('signUp', [
      { message: '<b>Email taken</b>', key: 'account/email-taken' },
    ]);
    type(dialog, 'Full name', 'Ned New');
    type(dialog, 'Password', 'Abcdefg!');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('<b>Email taken</b>');
  });
});

describe('gated links (shell-account §4 Gated links)', () => {
  it('are plain links once signed in', async () => {
    const app = renderApp('/', withJane);
    fireEvent.click(within(await utilityBar()).getByRole('link', { name: 'Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    type(dialog, 'Email', 'jane@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    type(
      dialog,
      'Password',
      await within(dialog)
        .findByLabelText('Password')
        .then(() => 'Almonds!2026'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.location()).toBe('/account'));
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    fireEvent.click(within(footer).getByRole('link', { name: 'Easy Reorder' }));
    await waitFor(() => expect(app.location()).toBe('/account/easy-reorder'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('sign-in pages (core-cart-checkout §2 /sign/in, magic-link and reset-password pages)', () => {
  it('/sign/in signs in and goes to a same-site redirect, without a flash area', async () => {
    const app = renderApp('/sign/in?redirect=/cart', withJane);
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeTruthy();
    act(() => app.root.notifications.error('A flash message'));
    expect(screen.queryByText('A flash message')).toBeNull();
    const page = screen.getByRole('main');
    type(page, 'Email', 'jane@example.com');
    fireEvent.click(within(page).getByRole('button', { name: 'Continue' }));
    type(
      page,
      'Password',
      await within(page)
        .findByLabelText('Password')
        .then(() => 'Almonds!2026'),
    );
    fireEvent.click(within(page).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.location()).toBe('/cart'));
  });

  it('/sign/in goes home after sign-in when the redirect leaves the site', async () => {
    const app = renderApp('/sign/in?redirect=//evil.example/x', withJane);
    const page = await screen.findByRole('main');
    type(page, 'Email', 'jane@example.com');
    fireEvent.click(await within(page).findByRole('button', { name: 'Continue' }));
    type(
      page,
      'Password',
      await within(page)
        .findByLabelText('Password')
        .then(() => 'Almonds!2026'),
    );
    fireEvent.click(within(page).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('a valid magic link signs in with its key and goes where it leads', async () => {
    const app = renderApp('/sign/magic-link/k-1', (s) => {
      withJane(s);
      s.account.state.linkKeys.set('k-1', { email: 'jane@example.com', redirectPath: '/nuts' });
      s.state.pages['/sign/magic-link/k-1'] = {
        pageType: 'MagicLinkPage',
        props: { key: 'k-1', status: 'valid', setPassword: false },
      };
    });
    await waitFor(() => expect(app.location()).toBe('/nuts'));
    expect(app.services.account.state.calls).toEqual(['signInByLinkKey:k-1:preserve=false']);
    expect(await screen.findByText('Hi Jane')).toBeTruthy();
  });

  it('an expired link shows the expired-link page, which mails a new link', async () => {
    const app = renderApp('/sign/magic-link/old', (s) => {
      s.state.pages['/sign/magic-link/old'] = {
        pageType: 'MagicLinkPage',
        props: { key: 'old', status: 'expired', setPassword: false },
      };
    });
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    const page = screen.getByRole('main');
    type(page, 'Email', 'jane@example.com');
    fireEvent.click(within(page).getByRole('button', { name: 'Email me a new sign-in link' }));
    expect(await screen.findByText('We sent a new link to jane@example.com.')).toBeTruthy();
    expect(app.services.account.state.calls).toEqual(['sendSignInLinkEmail:jane@example.com:/']);
  });

  it('a reset link takes a new password meeting the rules, confirmed, then signs in', async () => {
    const app = renderApp('/sign/reset-password/r-1', (s) => {
      withJane(s);
      s.account.state.resetKeys.set('r-1', 'jane@example.com');
      s.state.pages['/sign/reset-password/r-1'] = {
        pageType: 'ResetPasswordPage',
        props: { key: 'r-1', status: 'valid', setPassword: false },
      };
    });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    const page = screen.getByRole('main');
    type(page, 'New password', 'Walnuts!9');
    type(page, 'Confirm password', 'Walnuts!8');
    fireEvent.click(within(page).getByRole('button', { name: 'Save password and sign in' }));
    expect(within(page).getByText('Password does not match')).toBeTruthy();
    type(page, 'Confirm password', 'Walnuts!9');
    fireEvent.click(within(page).getByRole('button', { name: 'Save password and sign in' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(app.services.account.state.calls).toEqual(['resetPassword:r-1']);
    expect(await screen.findByText('Hi Jane')).toBeTruthy();
  });
});
