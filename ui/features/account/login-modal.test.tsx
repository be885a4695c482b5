// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PortError } from '../../../core/shared';
import { SessionStore } from '../../stores/session-store';
import { FAKE_INVALID_CREDENTIALS } from '../../testing/fake-account';
import type { FakeServices } from '../../testing/fake-services';
import { renderApp } from '../../testing/render-app';
import '../../testing/async-timeout';

afterEach(cleanup);

const JANE = { fullName: 'Jane Doe', password: 'Almonds!2026', isB2b: false };

/** Seeds the account backend with Jane's account (and a guest account when `guest`). */
const withJane = (s: FakeServices) => {
  s.account.addAccount('jane@example.com', JANE);
  s.account.addAccount('guest@example.com', { fullName: 'Gus Guest', password: null, isB2b: false });
};

/** Opens the login modal from the utility bar and answers its dialog. */
async function openModal(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('link', { name: 'Sign in to your account' }));
  return screen.findByRole('dialog', { name: 'Sign in' });
}

/** Types `value` into the field labelled `label` inside `scope`. */
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

/** Enters the e-mail and continues to the next step. */
async function submitEmail(dialog: HTMLElement, email: string): Promise<void> {
  type(dialog, 'Email', email);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

describe('utility bar and login modal (shell-account §2, §4 Sign-in flow, §5, §8)', () => {
  it("greets a visitor with 'Sign in to your account', a link to /sign/in that opens the modal", async () => {
    const app = renderApp('/', withJane);
    const link = await screen.findByRole('link', { name: 'Sign in to your account' });
    expect(link.getAttribute('href')).toBe('/sign/in');
    const nav = screen.getByRole('navigation', { name: 'Account and help' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Refer & Get $20',
      'Nuts For Business',
      'Help',
      'Sign in to your account',
      'Easy Reorder',
      'Account',
      'Your Cart0',
    ]);
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByLabelText('Email').getAttribute('autocomplete')).toBe('email');
    expect(app.location()).toBe('/');
  });

  it('shows the e-mail messages of §5 once the field is touched, with Continue disabled meanwhile', async () => {
    renderApp('/', withJane);
    const dialog = await openModal();
    const email = within(dialog).getByLabelText('Email');
    fireEvent.blur(email);
    expect(within(dialog).getByText('Please enter your email address')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    type(dialog, 'Email', 'jane@');
    expect(within(dialog).getByText('Please enter a valid email address')).toBeTruthy();
    type(dialog, 'Email', 'jane@example.com');
    expect(within(dialog).getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false);
  });

  it('suggests a typo fix, accepted by a click or by Enter in the field', async () => {
    renderApp('/', withJane);
    const dialog = await openModal();
    type(dialog, 'Email', 'jane@gmial.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Did you mean jane@gmail.com?' }));
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('jane@gmail.com');
    expect(within(dialog).queryByText(/Did you mean/)).toBeNull();
    type(dialog, 'Email', 'jane.doegmail.com');
    expect(within(dialog).getByRole('button', { name: 'Did you mean jane.doe@gmail.com?' })).toBeTruthy();
    fireEvent.keyDown(within(dialog).getByLabelText('Email'), { key: 'Enter' });
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('jane.doe@gmail.com');
  });

  it('signs a known account in with its password: red server error first, then greeted and announced', async () => {
    const app = renderApp('/', withJane);
    const dialog = await openModal();
    await submitEmail(dialog, 'jane@example.com');
    expect(await within(dialog).findByText('Welcome back, Jane!')).toBeTruthy();
    expect(within(dialog).getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect((within(dialog).getByLabelText('Keep me signed in') as HTMLInputElement).checked).toBe(true);
    type(dialog, 'Password', 'wrong');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(FAKE_INVALID_CREDENTIALS);
    type(dialog, 'Password', JANE.password);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Hi Jane')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByTestId('page-announcement').textContent).toBe('Signed in as Jane');
    expect(app.services.account.state.calls).toEqual([
      'findUser:jane@example.com',
      'signIn:jane@example.com:keep=true:preserve=false',
      'signIn:jane@example.com:keep=true:preserve=false',
    ]);
    expect(app.location()).toBe('/');
  });

  it('says "Please enter a password" for an empty sign-in password, and "Change email" goes back', async () => {
    renderApp('/', withJane);
    const dialog = await openModal();
    await submitEmail(dialog, 'jane@example.com');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByText('Please enter a password')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change email' }));
    expect(within(dialog).getByLabelText('Email')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
  });

  it('mails a sign-in link (link-sent step), whose resend returns to the password step', async () => {
    const app = renderApp('/nuts', withJane);
    const dialog = await openModal();
    await submitEmail(dialog, 'jane@example.com');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Email me a sign-in link' }));
    expect(await within(dialog).findByText('Check your email')).toBeTruthy();
    expect(within(dialog).getByText(/We sent a sign-in link to jane@example.com\./)).toBeTruthy();
    expect(app.services.account.state.calls.at(-1)).toBe('sendSignInLinkEmail:jane@example.com:/nuts');
    fireEvent.click(within(dialog).getByRole('button', { name: "Didn't get it? Try again" }));
    expect(within(dialog).getByLabelText('Password')).toBeTruthy();
  });

  it('mails a reset link (reset-sent step); a guest account is offered to set a password', async () => {
    const app = renderApp('/', withJane);
    const dialog = await openModal();
    await submitEmail(dialog, 'guest@example.com');
    expect(
      await within(dialog).findByText('You checked out as a guest with this email. Set a password to sign in.'),
    ).toBeTruthy();
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set a password' }));
    expect(await within(dialog).findByText('We sent a link to guest@example.com to set your password.')).toBeTruthy();
    expect(app.services.account.state.calls.at(-1)).toBe('forgotPassword:guest@example.com');
  });

  it('shows the "Uh oh" panel with the phone and support e-mail when the lookup fails', async () => {
    const app = renderApp('/', withJane);
    app.services.account.state.throwNext.set('findUser', new PortError('account', 'timed out after 5000 ms'));
    const dialog = await openModal();
    await submitEmail(dialog, 'jane@example.com');
    const panel = await within(dialog).findByRole('alert');
    expect(within(panel).getByText('Uh oh. Something went wrong')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: '1-800-555-0199' }).getAttribute('href')).toBe('tel:1-800-555-0199');
    const mail = within(panel).getByRole('link', { name: 'support@nutshell.example' });
    expect(mail.getAttribute('href')).toBe('mailto:support@nutshell.example');
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(within(dialog).getByLabelText('Email')).toBeTruthy();
  });

  it("shows the e-mail step's submit error of §8 when the lookup answers an error", async () => {
    const app = renderApp('/', withJane);
    app.services.account.state.errorsNext.set('findUser', [{ message: 'Bad request' }]);
    const dialog = await openModal();
    await submitEmail(dialog, 'jane@example.com');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'We encountered an issue processing your request. Please try again or contact customer service if the issue ' +
        'persists.',
    );
  });

  it('closes on Esc and gives focus back to the link that opened it', async () => {
    renderApp('/', withJane);
    const link = await screen.findByRole('link', { name: 'Sign in to your account' });
    link.focus();
    fireEvent.click(link);
    await screen.findByRole('dialog', { name: 'Sign in' });
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(link);
  });

  it('signs out: POST /api/sign/out without copying the cart, then offers sign-in again', async () => {
    const app = renderApp('/', withJane);
    await screen.findByRole('link', { name: 'Sign in to your account' });
    const session = app.root.sessionFrom(SessionStore);
    const signedIn = await (
      await app.services.loadAccount()
    ).signIn({ email: 'jane@example.com', password: JANE.password });
    act(() => session.apply(signedIn.data!));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in to your account' })).toBeTruthy();
    expect(app.services.account.state.calls.at(-1)).toBe('signOut:copy=false');
    expect(screen.getByTestId('page-announcement').textContent).toBe('Signed out');
  });
});
