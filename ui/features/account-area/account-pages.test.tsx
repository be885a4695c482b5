// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Customer, SavedAddress } from '../../../core/customers';
import type { AccountAreaData, AccountAreaPage } from '../../../ports/account-area';
import { SessionStore } from '../../stores/session-store';
import type { FakeServices } from '../../testing/fake-services';
import { renderApp } from '../../testing/render-app';
import '../../testing/async-timeout';

afterEach(cleanup);

const PASSWORD = 'Almonds!2026';
const NEW_PASSWORD = 'Cashew#Tree9';

const JANE: Customer = {
  id: 'c-jane',
  email: 'jane@example.com',
  fullName: 'Jane Doe',
  firstName: 'Jane',
  isB2b: false,
  isGuest: false,
  loginTypes: ['password', 'google'],
  newsletterOptIn: true,
  createdAt: '2026-03-02T15:00:00.000Z',
};

const HOME: SavedAddress = {
  id: 'a-home',
  address: { name: 'Jane Doe', street1: '1 Elm St', city: 'Newark', state: 'NJ', postalCode: '07102', country: 'US' },
  isDefault: true,
};
const OFFICE: SavedAddress = {
  id: 'a-office',
  address: {
    name: 'Jane Office',
    street1: '9 Bay St',
    city: 'Toronto',
    state: 'ON',
    postalCode: 'M5J 2S1',
    country: 'CA',
  },
  isDefault: false,
};

/** Jane signed in (the fake's settings calls), on the account page at `path` with `extra` data. */
function signedIn(
  path: string,
  page: AccountAreaPage,
  extra: Partial<AccountAreaData> = {},
  password: string | null = PASSWORD,
) {
  return (s: FakeServices) => {
    s.account.addAccount(JANE.email, { fullName: JANE.fullName, password, isB2b: false });
    s.account.state.me = JANE;
    s.account.state.addressBook = [OFFICE, HOME].map((a) => ({ ...a }));
    const flags = { is_b2b: false, is_reseller: false, is_bulk_upload_available: false };
    s.account.state.accountPages.set(path, { path, page, customer: JANE, flags, ...extra });
  };
}

const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

const section = async (name: string) => screen.findByRole('region', { name });

describe('Your Account (shell-account §2, §5)', () => {
  it('shows the name, e-mail, account type and sign-in methods', async () => {
    renderApp('/account', signedIn('/account', 'your-account', { hasPassword: true }));
    const details = await section('Account details');
    const facts = within(details)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(facts).toEqual(['Jane Doe', 'jane@example.com', 'Personal Account', 'Password, Google']);
  });

  it('changes the name without a reload; the page and the utility bar’s first name follow', async () => {
    const app = renderApp('/account', signedIn('/account', 'your-account', { hasPassword: true }));
    const form = await section('Change your name');
    type(form, 'Full name', ' ');
    fireEvent.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(await within(form).findByText('Please enter your full name')).toBeTruthy();
    expect(app.services.account.state.calls.filter((c) => c.startsWith('updateProfile'))).toEqual([]);
    type(form, 'Full name', 'Janet Dee');
    fireEvent.click(within(form).getByRole('button', { name: 'Save name' }));
    expect((await within(form).findByRole('status')).textContent).toBe('Your name has been saved.');
    expect(app.services.account.state.calls).toContain('updateProfile:Janet Dee');
    const details = await section('Account details');
    expect(within(details).getAllByRole('definition')[0]!.textContent).toBe('Janet Dee');
    expect(app.root.sessionFrom(SessionStore).firstName).toBe('Janet');
  });

  it('changes the password with the four rule indicators and the confirmation', async () => {
    const app = renderApp('/account', signedIn('/account', 'your-account', { hasPassword: true }));
    const form = await section('Change password');
    expect(within(form).getByLabelText('Current password').getAttribute('autocomplete')).toBe('current-password');
    expect(within(form).getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    type(form, 'New password', 'short');
    const rules = within(form)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rules).toEqual([
      '✕At least 8 characters: not met',
      '✕An upper-case letter: not met',
      '✓A lower-case letter: Requirement met',
      '✕A special character (!@./#$%~`^&*-+=?): not met',
    ]);
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getAllByText('Please enter a password')).toHaveLength(2);
    expect(
      within(form).getByText('Your password needs to be at least 8 characters. Capitalization matters.'),
    ).toBeTruthy();
    type(form, 'New password', NEW_PASSWORD);
    type(form, 'Confirm new password', 'Cashew#Tree8');
    expect(within(form).getByText('Password does not match')).toBeTruthy();
    type(form, 'Current password', 'Wrong!Pass1');
    type(form, 'Confirm new password', NEW_PASSWORD);
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Your current password is incorrect.');
    type(form, 'Current password', PASSWORD);
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect((await within(form).findByRole('status')).textContent).toBe(
      'Your password has been changed. You have been signed out on your other devices.',
    );
    expect(app.services.account.state.accounts.get('jane@example.com')?.password).toBe(NEW_PASSWORD);
    expect((within(form).getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('offers the mailed set-password link to an account without a password', async () => {
    const app = renderApp('/account', signedIn('/account', 'your-account', { hasPassword: false }, null));
    const form = await section('Change password');
    expect(within(form).queryByLabelText('Current password')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Email me a link to set a password' }));
    expect((await within(form).findByRole('status')).textContent).toBe(
      'We sent a link to jane@example.com to set your password.',
    );
    expect(app.services.account.state.calls).toContain('forgotPassword:jane@example.com');
  });
});

describe('Email Communications (shell-account §2)', () => {
  it('saves the newsletter choice and says so', async () => {
    const app = renderApp('/account/communications', signedIn('/account/communications', 'communications'));
    const box = (await screen.findByLabelText(
      'Email me about new products, deals and exclusive offers',
    )) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect((await screen.findByText('Your email preferences have been saved.')).getAttribute('role')).toBe('status');
    expect(app.services.account.state.calls).toContain('updateCommunications:false');
    expect(app.services.account.state.me?.newsletterOptIn).toBe(false);
    expect(box.checked).toBe(false);
  });
});

/** The saved addresses' titles in order, with "Default" where marked. */
const cards = () =>
  within(screen.getByRole('list', { name: 'Saved addresses' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.address-card__title')!.textContent);

describe('Address Book (shell-account §2; core-cart-checkout §5)', () => {
  const book = () => signedIn('/account/address-book', 'address-book', { addresses: [OFFICE, HOME] });

  it('lists the default first, marked Default', async () => {
    renderApp('/account/address-book', book());
    await screen.findByRole('list', { name: 'Saved addresses' });
    expect(cards()).toEqual(['Jane DoeDefault', 'Jane Office']);
    expect(screen.getByText('Toronto, ON M5J 2S1')).toBeTruthy();
  });

  it('adds an address with the §5 field messages, Canadian labels and the country select', async () => {
    const app = renderApp('/account/address-book', book());
    fireEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    const form = await section('Add a new address');
    expect(within(form).queryByLabelText('Email')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(within(form).getAllByText('Please enter a value').length).toBeGreaterThan(0);
    expect(within(form).getByText('Please enter your full name')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Country'), { target: { value: 'CA' } });
    expect(within(form).getByLabelText('Province')).toBeTruthy();
    type(form, 'Full name', 'Jane Cottage');
    type(form, 'Street address', '5 Lake Rd');
    type(form, 'City', 'Ottawa');
    fireEvent.change(within(form).getByLabelText('Province'), { target: { value: 'ON' } });
    type(form, 'Postal code', '12345');
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(within(form).getByLabelText('Postal code').getAttribute('aria-invalid')).toBe('true');
    type(form, 'Postal code', 'k1a0b1');
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Your address has been added.')).toBeTruthy();
    expect(cards()).toEqual(['Jane DoeDefault', 'Jane Office', 'Jane Cottage']);
    expect(screen.getByText('Ottawa, ON K1A 0B1')).toBeTruthy();
    expect(app.services.account.state.calls).toContain('addAddress:default=false');
  });

  it('edits an address, makes one default, and deletes one after a confirmation', async () => {
    const app = renderApp('/account/address-book', book());
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Jane Office' }));
    const form = await section('Edit address');
    expect((within(form).getByLabelText('Street address') as HTMLInputElement).value).toBe('9 Bay St');
    type(form, 'Street address', '10 Bay St');
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Your address has been saved.')).toBeTruthy();
    expect(screen.getByText('10 Bay St')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make default Jane Office' }));
    await waitFor(() => expect(cards()).toEqual(['Jane OfficeDefault', 'Jane Doe']));
    expect(app.services.account.state.calls).toContain('updateAddress:a-office:default=true');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Jane Doe' }));
    const confirm = screen.getByRole('group', { name: 'Delete this address?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(cards()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Jane Doe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Your address has been deleted.')).toBeTruthy();
    expect(cards()).toEqual(['Jane OfficeDefault']);
    expect(app.services.account.state.addressBook.map((a) => a.id)).toEqual(['a-office']);
  });
});
