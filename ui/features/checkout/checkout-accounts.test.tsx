// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeServices } from '../../testing/fake-services';
import { renderApp } from '../../testing/render-app';
import '../../testing/async-timeout';

afterEach(cleanup);

const JANE = { fullName: 'Jane Doe', password: 'Almonds!2026', isB2b: false };

/** Types `value` into the field labelled `label` inside `scope`. */
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

/** Proceeds to checkout from the cart page and answers the login modal it opens. */
async function proceed(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
  return screen.findByRole('dialog', { name: 'Sign in' });
}

/** A cart of one almonds line whose line is an auto-delivery line (every 4 weeks). */
function autoDeliveryCart(s: FakeServices): void {
  const cart = s.seedCart(1);
  s.commerce.putCart({
    ...cart,
    lineItems: cart.lineItems.map((l) => ({ ...l, custom: { ...l.custom, autoDeliveryInterval: 28 } })),
  });
}

describe('Proceed to Checkout through the login modal (core-cart-checkout §4; shell-account §3, §4 step 4)', () => {
  it('opens the modal for a visitor; Continue as guest sets the e-mail and continues to the address step', async () => {
    const app = renderApp('/cart', (s) => void s.seedCart(1));
    const dialog = await proceed();
    expect(app.location()).toBe('/cart');
    expect(within(dialog).getByText('You can create an account after placing your order.')).toBeTruthy();
    type(dialog, 'Email', 'gus@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue as guest' }));
    expect(await screen.findByRole('heading', { name: 'Email & Shipping Info' })).toBeTruthy();
    expect(app.location()).toBe('/checkout/address');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.services.cart()?.customerEmail).toBe('gus@example.com');
    await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('gus@example.com'));
  });

  it('keeps a guest with an invalid e-mail in the modal, with the §5 message', async () => {
    const app = renderApp('/cart', (s) => void s.seedCart(1));
    const dialog = await proceed();
    type(dialog, 'Email', 'gus@');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue as guest' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeTruthy();
    expect(app.location()).toBe('/cart');
    expect(app.services.cart()?.customerEmail).toBeUndefined();
  });

  it('does not offer guest checkout when the cart holds auto-delivery items', async () => {
    renderApp('/cart', autoDeliveryCart);
    const dialog = await proceed();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Continue as guest' })).toBeNull();
  });

  it('does not offer guest checkout in the modal opened from the utility bar', async () => {
    renderApp('/cart', (s) => void s.seedCart(1));
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in to your account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).queryByRole('button', { name: 'Continue as guest' })).toBeNull();
  });

  it('signs in with the cart preserved and continues to checkout; signed in, Proceed goes straight on', async () => {
    const app = renderApp('/cart', (s) => {
      s.account.addAccount('jane@example.com', JANE);
      s.seedCart(1);
    });
    const dialog = await proceed();
    type(dialog, 'Email', 'jane@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await within(dialog).findByLabelText('Password');
    type(dialog, 'Password', JANE.password);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Email & Shipping Info' })).toBeTruthy();
    expect(app.services.account.state.calls).toContain('signIn:jane@example.com:keep=true:preserve=true');
    expect(app.location()).toBe('/checkout/address');
    act(() => app.root.navigator.go('/cart'));
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(app.location()).toBe('/checkout/address'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
