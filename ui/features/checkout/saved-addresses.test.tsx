// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Customer, SavedAddress } from '../../../core/customers';
import { createFakeServices, type FakeServices } from '../../testing/fake-services';
import { renderApp, type RenderedApp } from '../../testing/render-app';
import { createRootStore } from '../../stores/root-store';
import { SessionStore } from '../../stores/session-store';
import '../../testing/async-timeout';

afterEach(cleanup);
beforeAll(async () => {
  await import('../../routes/checkout-route');
});

const ADA: Customer = {
  id: 'c-ada',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  firstName: 'Ada',
  isB2b: false,
  isGuest: false,
  loginTypes: ['password'],
  newsletterOptIn: false,
  createdAt: '2026-03-02T15:00:00.000Z',
};
const HOME: SavedAddress = {
  id: 'a-home',
  address: {
    name: 'Ada Lovelace',
    street1: '12 Main St',
    city: 'Springfield',
    state: 'NJ',
    postalCode: '07081',
    country: 'US',
  },
  isDefault: true,
};
const OFFICE: SavedAddress = {
  id: 'a-office',
  address: {
    name: 'Ada Office',
    street1: '9 Bay St',
    city: 'Toronto',
    state: 'ON',
    postalCode: 'M5J 2S1',
    country: 'CA',
  },
  isDefault: false,
};
/** A saved address today's rules refuse (no street). */
const BROKEN: SavedAddress = {
  id: 'a-broken',
  address: { name: 'Ada Old', city: 'Trenton', state: 'NJ', postalCode: '08608', country: 'US' },
  isDefault: false,
};

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Ada signed in with `book` (oldest first), a cart of one line, on the address step. */
async function atAddressStep(book: readonly SavedAddress[], signIn = true): Promise<RenderedApp> {
  const app = renderApp('/cart', (s: FakeServices) => {
    s.seedCart(1);
    s.account.addAccount(ADA.email, { fullName: ADA.fullName, password: 'Almonds!2026', isB2b: false });
    s.account.state.me = ADA;
    s.account.state.addressBook = book.map((a) => ({ ...a }));
  });
  if (signIn) {
    app.services.account.state.cart = app.services.cart() ?? null;
    const answer = await app.services.account.signIn({ email: ADA.email, password: 'Almonds!2026' });
    act(() => app.root.sessionFrom(SessionStore).apply(answer.data!));
  }
  fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
  if (!signIn) {
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'gus@example.com' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue as guest' }));
  }
  await screen.findByRole('heading', { name: 'Email & Shipping Info' });
  return app;
}

const group = () => screen.findByRole('group', { name: 'Ship to a saved address' });
const radio = (scope: HTMLElement, name: RegExp | string) => within(scope).getByRole('radio', { name });

describe("the address step's address book (core-cart-checkout §4 address step, §5)", () => {
  it('offers the saved addresses, the default first, preselected and marked Default, then "Use a new address"', async () => {
    await atAddressStep([OFFICE, HOME]);
    const g = await group();
    const radios = within(g).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.labels?.[0]?.textContent)).toEqual([
      'Ada Lovelace, 12 Main St' + 'Default' + 'Springfield, NJ 07081, United States',
      'Ada Office, 9 Bay StToronto, ON M5J 2S1, Canada',
      'Use a new address',
    ]);
    expect(radios.map((r) => r.checked)).toEqual([true, false, false]);
    expect(screen.queryByLabelText('Street address')).toBeNull();
    expect(screen.queryByLabelText('Save this address to my address book')).toBeNull();
  });

  it('choosing a saved address and continuing sets it as the shipping address', async () => {
    const app = await atAddressStep([HOME, OFFICE]);
    fireEvent.click(radio(await group(), /Ada Office/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Delivery' }));
    await waitFor(() => expect(app.location()).toBe('/checkout/shipping'));
    const cart = app.services.cart()!;
    expect(cart.customerEmail).toBe('ada@example.com');
    expect(cart.shippingAddress).toMatchObject(OFFICE.address);
    expect(app.services.account.state.calls.filter((c) => c.startsWith('addAddress'))).toEqual([]);
  });

  it('a saved address that fails the rules opens the form with it filled and its errors shown', async () => {
    const app = await atAddressStep([HOME, BROKEN]);
    fireEvent.click(radio(await group(), /Ada Old/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Delivery' }));
    expect(await screen.findByText('Please enter a value')).toBeTruthy();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ada Old');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Trenton');
    expect((radio(await group(), 'Use a new address') as HTMLInputElement).checked).toBe(true);
    expect(app.location()).toBe('/checkout/address');
    expect(app.services.cart()?.shippingAddress).toBeUndefined();
  });

  it('"Use a new address" shows the form; with the box ticked the accepted address is saved to the book', async () => {
    const app = await atAddressStep([HOME]);
    fireEvent.click(radio(await group(), 'Use a new address'));
    const save = screen.getByLabelText('Save this address to my address book') as HTMLInputElement;
    expect(save.checked).toBe(true);
    fill('Full name', 'Ada Cottage');
    fill('Street address', '3 Lake Rd');
    fill('City', 'Trenton');
    fill('State', 'NJ');
    fill('ZIP code', '08608');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Delivery' }));
    await waitFor(() => expect(app.location()).toBe('/checkout/shipping'));
    expect(app.services.cart()?.shippingAddress).toMatchObject({ name: 'Ada Cottage', street1: '3 Lake Rd' });
    expect(app.services.account.state.calls.filter((c) => c.startsWith('addAddress'))).toEqual([
      'addAddress:default=false',
    ]);
    expect(app.services.account.state.addressBook.map((a) => [a.address.name, a.address.street1, a.isDefault])).toEqual(
      [
        ['Ada Lovelace', '12 Main St', true],
        ['Ada Cottage', '3 Lake Rd', false],
      ],
    );
  });

  it('with the box unticked the new address is not saved', async () => {
    const app = await atAddressStep([HOME]);
    fireEvent.click(radio(await group(), 'Use a new address'));
    fireEvent.click(screen.getByLabelText('Save this address to my address book'));
    fill('Full name', 'Ada Cottage');
    fill('Street address', '3 Lake Rd');
    fill('City', 'Trenton');
    fill('State', 'NJ');
    fill('ZIP code', '08608');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Delivery' }));
    await waitFor(() => expect(app.location()).toBe('/checkout/shipping'));
    expect(app.services.account.state.calls.filter((c) => c.startsWith('addAddress'))).toEqual([]);
  });

  it('a customer without saved addresses and a guest see the form alone', async () => {
    await atAddressStep([]);
    expect(await screen.findByLabelText('Street address')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Ship to a saved address' })).toBeNull();
    expect(screen.queryByLabelText('Save this address to my address book')).toBeNull();
    cleanup();
    const guest = await atAddressStep([HOME], false);
    expect(await screen.findByLabelText('Street address')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(guest.services.account.state.calls).not.toContain('listAddresses');
  });
});

describe('the address book from the page state', () => {
  it("the checkout store starts from the server's book without asking for it again", async () => {
    const services = createFakeServices();
    const session = (await services.account.signIn({ email: 'x@example.com', password: 'x' })).data;
    const root = createRootStore(services, {
      url: '/checkout/address',
      csrfToken: 't',
      origin: 'http://localhost',
      savedAddresses: [HOME, OFFICE],
      ...(session ? { session } : {}),
    });
    const book = (await root.loadCheckout()).address.book;
    expect(book.addresses).toEqual([HOME, OFFICE]);
    expect(book.choice).toBe('a-home');
    await book.load();
    expect(services.account.state.calls).not.toContain('listAddresses');
  });
});
