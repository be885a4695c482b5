// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BusinessProfile } from '../../../core/business';
import type { Customer } from '../../../core/customers';
import type { AccountAreaData, AccountFlags } from '../../../ports/account-area';
import { SessionStore } from '../../stores/session-store';
import type { FakeServices } from '../../testing/fake-services';
import { renderApp, type RenderedApp } from '../../testing/render-app';
import '../../testing/async-timeout';

afterEach(cleanup);

const BEA: Customer = {
  id: 'c-bea',
  email: 'bea@example.com',
  fullName: 'Bea Baker',
  firstName: 'Bea',
  isB2b: false,
  isGuest: false,
  loginTypes: ['password'],
  newsletterOptIn: true,
  createdAt: '2026-03-02T15:00:00.000Z',
};

const PROFILE: BusinessProfile = {
  customerId: 'c-bea',
  companyName: 'Bea Bakery LLC',
  industry: 'Restaurant / Cafe',
  taxId: '12-3456789',
  phone: '2015550123',
  address: {
    name: 'Bea Bakery LLC',
    company: 'Bea Bakery LLC',
    street1: '10 Main St',
    city: 'Newark',
    state: 'NJ',
    postalCode: '07102',
    country: 'US',
  },
  teamSize: '11-50',
  source: 'Account Creation',
  createdAt: '2026-03-02T15:00:00.000Z',
  updatedAt: '2026-03-02T15:00:00.000Z',
};

/** Bea signed in to the fake and to the session, with or without a business account. */
function signIn(app: RenderedApp, hasBusinessAccount: boolean): void {
  const session = app.root.sessionFrom(SessionStore);
  act(() =>
    session.apply({
      ...session.summary,
      customer: { id: BEA.id, email: BEA.email },
      email: BEA.email,
      userFirstName: 'Bea',
      userHasBusinessAccount: hasBusinessAccount,
      contact: {
        id: BEA.id,
        email: BEA.email,
        firstName: 'Bea',
        isB2b: hasBusinessAccount,
        subscribed: true,
        businessIndustry: null,
      },
      cart: null,
    }),
  );
}

const seedBea = (page?: Partial<AccountAreaData> & { flags: AccountFlags }) => (s: FakeServices) => {
  s.account.state.me = BEA;
  if (page) {
    const data = { path: '/account/business', page: 'business' as const, customer: BEA, ...page };
    s.account.state.accountPages.set('/account/business', data);
  }
};

const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

/** Fills every required field of the business form with a valid business. */
function fill(form: HTMLElement): void {
  type(form, 'Company name', 'Bea Bakery LLC');
  type(form, 'Industry', 'Restaurant / Cafe');
  type(form, 'Business phone', '(201) 555-0123');
  type(form, 'Team size', '11-50');
  type(form, 'Street address', '10 Main St');
  type(form, 'City', 'Newark');
  type(form, 'State', 'NJ');
  type(form, 'ZIP code', '07102');
}

const B2B: AccountFlags = { is_b2b: true, is_reseller: false, is_bulk_upload_available: true };

describe('/business/register (core-cart-checkout §2, §6 Business; shell-account §4 Sign-in flow 3)', () => {
  it('asks a visitor to sign in, and Create Business Account opens sign-up with Business Account selected', async () => {
    renderApp('/business/register');
    expect(await screen.findByRole('heading', { name: 'Business registration' })).toBeTruthy();
    expect(screen.getByText('Sign in or create an account to register your business.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Business Account' }));
    fireEvent.change(within(await screen.findByRole('dialog')).getByLabelText('Email'), {
      target: { value: 'new@example.com' },
    });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue' }));
    const signUp = await screen.findByRole('dialog', { name: 'Create an account' });
    expect((within(signUp).getByLabelText('Business Account') as HTMLInputElement).checked).toBe(true);
  });

  it("shows every field's message on submit and sends nothing until the form is valid", async () => {
    const app = renderApp('/business/register?source=Account+Creation', seedBea());
    signIn(app, false);
    const form = (await screen.findByRole('button', { name: 'Create business account' })).closest('form')!;
    expect(within(form).getByLabelText('Company name').getAttribute('autocomplete')).toBe('organization');
    expect(within(form).getByLabelText('Business phone').getAttribute('autocomplete')).toBe('tel');
    expect(within(form).getByLabelText('Street address').getAttribute('autocomplete')).toBe('address-line1');
    type(form, 'Tax ID (EIN, optional)', '123456789');
    fireEvent.click(within(form).getByRole('button', { name: 'Create business account' }));
    const company = within(form).getByLabelText('Company name');
    expect(document.getElementById(company.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please enter a value',
    );
    for (const message of [
      'Please choose an industry',
      'Please enter a valid tax ID (NN-NNNNNNN)',
      'Please enter your phone number',
      'Please choose a team size',
    ]) {
      expect(within(form).getByText(message)).toBeTruthy();
    }
    expect(app.services.account.state.calls.filter((c) => c.startsWith('createBusinessAccount'))).toEqual([]);
  });

  it("creates the account as 'Account Creation', then shows View Business Account's page with a notice", async () => {
    const app = renderApp('/business/register?source=Account+Creation', seedBea({ flags: B2B }));
    signIn(app, false);
    const form = (await screen.findByRole('button', { name: 'Create business account' })).closest('form')!;
    fill(form);
    type(form, 'Tax ID (EIN, optional)', '12-3456789');
    fireEvent.click(within(form).getByRole('button', { name: 'Create business account' }));
    await waitFor(() => expect(app.location()).toBe('/account/business'));
    expect(app.services.account.state.calls).toContain('createBusinessAccount:Account Creation');
    const saved = app.services.account.state.businessProfile!;
    expect(saved).toMatchObject({ companyName: 'Bea Bakery LLC', phone: '2015550123', taxId: '12-3456789' });
    expect(saved.address).toMatchObject({ street1: '10 Main St', state: 'NJ', postalCode: '07102' });
    expect(await screen.findByText('Your business account is ready.')).toBeTruthy();
    expect(app.root.sessionFrom(SessionStore).userAttributes).toMatchObject({
      isB2BContact: true,
      businessIndustry: 'Restaurant / Cafe',
      userHasBusinessAccount: true,
    });
  });

  it("records 'User Converted' when a customer converts, and shows the server's refusal", async () => {
    const app = renderApp('/business/register?source=User+Converted', seedBea());
    signIn(app, false);
    const form = (await screen.findByRole('button', { name: 'Create business account' })).closest('form')!;
    fill(form);
    app.services.account.state.errorsNext.set('createBusinessAccount', [
      { message: 'This account already has a business account.', key: 'business/account-exists' },
    ]);
    fireEvent.click(within(form).getByRole('button', { name: 'Create business account' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('This account already has a business account.');
    fireEvent.click(within(form).getByRole('button', { name: 'Create business account' }));
    await waitFor(() => expect(app.services.account.state.calls).toContain('createBusinessAccount:User Converted'));
    expect(app.services.account.state.businessProfile?.source).toBe('User Converted');
  });

  it('sends a customer who has a business account on to View Business Account', async () => {
    const app = renderApp('/business/register', seedBea());
    signIn(app, true);
    expect(await screen.findByText('This account already has a business account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Business Account' }).getAttribute('href')).toBe('/account/business');
  });
});

describe('Business Account (/account/business; shell-account §2)', () => {
  it('shows the details and tools, and saves changed details with PUT', async () => {
    const app = renderApp('/account/business', seedBea({ flags: B2B, businessProfile: PROFILE }));
    signIn(app, true);
    app.services.account.state.businessProfile = PROFILE;
    const details = await screen.findByRole('region', { name: 'Business details' });
    const facts = within(details)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(facts).toEqual([
      'Bea Bakery LLC',
      'Restaurant / Cafe',
      '12-3456789',
      '(201) 555-0123',
      '10 Main StNewark, NJ 07102',
      '11-50 people',
      'Account Creation',
    ]);
    const tools = screen.getByRole('region', { name: 'Business tools' });
    expect(within(tools).getByRole('link', { name: 'Upload a bulk order' }).getAttribute('href')).toBe('/order-upload');
    expect(within(tools).queryByRole('link', { name: 'Manage resale certificates' })).toBeNull();
    const edit = screen.getByRole('region', { name: 'Update business details' });
    type(edit, 'Company name', 'Bea Bakery Inc');
    fireEvent.click(within(edit).getByRole('button', { name: 'Save business details' }));
    expect((await within(edit).findByRole('status')).textContent).toBe('Your business details have been saved.');
    expect(app.services.account.state.calls).toContain('updateBusinessProfile');
    expect(within(details).getAllByRole('definition')[0]!.textContent).toBe('Bea Bakery Inc');
  });

  it('sends a business contact without a registered business to /business/register', async () => {
    const app = renderApp('/account/business', seedBea({ flags: B2B, businessProfile: null }));
    signIn(app, true);
    const link = await screen.findByRole('link', { name: 'Register your business' });
    expect(link.getAttribute('href')).toBe('/business/register');
  });

  it('offers the business referral in the sidebar ($50 for referring a business, shell-account §9)', async () => {
    const app = renderApp('/account/business', seedBea({ flags: B2B, businessProfile: PROFILE }));
    signIn(app, true);
    const card = await screen.findByRole('region', { name: 'Refer and Earn' });
    expect(within(card).getByText('Refer a business and get $50 when it places its first order.')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: 'Business Account' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Order Upload' }).getAttribute('href')).toBe('/order-upload');
  });
});

describe('the business account link (core-cart-checkout §6 Business)', () => {
  it('is on /business with what a business account offers, for a visitor Create Business Account', async () => {
    renderApp('/business');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuts For Business' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop wholesale' }).getAttribute('href')).toBe('/wholesale');
    expect(screen.getByRole('link', { name: 'Upload an order' }).getAttribute('href')).toBe('/order-upload');
    expect(screen.getByRole('button', { name: 'Create Business Account' })).toBeTruthy();
  });

  it('offers a signed-in customer without one Convert to Business Account on Your Account', async () => {
    const flags = { is_b2b: false, is_reseller: false, is_bulk_upload_available: false };
    const app = renderApp('/account', (s) => {
      s.account.state.me = BEA;
      s.account.state.accountPages.set('/account', {
        path: '/account',
        page: 'your-account',
        customer: BEA,
        flags,
        hasPassword: true,
      });
    });
    signIn(app, false);
    const link = await screen.findByRole('link', { name: 'Convert to Business Account' });
    expect(link.getAttribute('href')).toBe('/business/register?source=User+Converted');
  });
});
