// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FAKE_SESSION } from '../../testing/fake-services';
import { almonds } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import '../../testing/async-timeout';

afterEach(cleanup);

const summaryRows = () =>
  within(screen.getByRole('complementary'))
    .getAllByRole('term')
    .map((dt) => `${dt.textContent} ${dt.nextSibling?.textContent}`);

describe('cart page (core-cart-checkout §2 /cart, §4, §8)', () => {
  it("shows 'Your cart is empty' with a link to shop", async () => {
    renderApp('/cart');
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('page-announcement').textContent).toBe('Cart page'));
  });

  it('lists the lines with the order summary and free-shipping progress', async () => {
    renderApp('/cart', (s) => {
      s.seedCart(2);
    });
    const link = await screen.findByRole('link', { name: 'Roasted Salted Almonds' });
    expect(link.getAttribute('href')).toBe('/nuts/almonds/roasted-salted');
    expect(screen.getByText('1 lb bag')).toBeTruthy();
    expect(screen.getByText('$12.99 each')).toBeTruthy();
    expect(summaryRows()).toEqual(['Subtotal $25.98', 'Total $25.98']);
    expect(screen.getByText("You're $33.02 away from FREE shipping!")).toBeTruthy();
  });

  it('puts the summary before the lines on phones with cartLayoutUpdates (shell-account §4)', async () => {
    const app = renderApp('/cart', (s) => {
      s.seedCart(1);
    });
    await screen.findByRole('link', { name: 'Roasted Salted Almonds' });
    const grid = () => document.querySelector('.cart-page__grid')!;
    expect(grid().classList.contains('cart-page__grid--summary-first')).toBe(false);
    act(() => app.root.ui.setLocalFlags({ cartLayoutUpdates: true }));
    expect(grid().classList.contains('cart-page__grid--summary-first')).toBe(true);
    expect(grid().getAttribute('data-layout')).toBe('summary-first');
  });

  it('changes a quantity through the selector, showing it at once', async () => {
    const app = renderApp('/cart', (s) => {
      s.seedCart(2);
    });
    const select = (await screen.findByLabelText('Quantity')) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: '5' } });
    expect((screen.getByLabelText('Quantity') as HTMLSelectElement).value).toBe('5');
    await waitFor(() => expect(app.services.cart()?.lineItems[0]?.quantity).toBe(5));
    // From 5 bags the 1 lb bag's price tier ($11.69) undercuts its sale price ($12.99).
    await waitFor(() => expect(summaryRows()[0]).toBe('Subtotal $58.45'));
    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toBeTruthy();
  });

  it('removes a line with its Remove button', async () => {
    const app = renderApp('/cart', (s) => {
      s.seedCart(1);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Roasted Salted Almonds' }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(app.services.cart()?.lineItems).toEqual([]);
  });

  it('shows a discount code error inline and lists an applied code', async () => {
    renderApp('/cart', (s) => {
      s.seedCart(2);
    });
    fireEvent.change(await screen.findByLabelText('Discount code'), { target: { value: 'MAXED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Discount code could not be applied because it is MaxApplicationReached',
    );
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'save10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const list = await screen.findByRole('list', { name: 'Applied discount codes' });
    expect(within(list).getByText('SAVE10')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(summaryRows()).toEqual(['Subtotal $25.98', 'Discount -$2.60', 'Total $23.38']));
    fireEvent.click(within(list).getByRole('button', { name: 'Remove discount code SAVE10' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Applied discount codes' })).toBeNull());
  });

  it('goes to the checkout entry location from Proceed to Checkout, through the login modal as a guest', async () => {
    const app = renderApp('/cart', (s) => {
      s.seedCart(1);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'guest@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue as guest' }));
    expect(await screen.findByRole('heading', { name: 'Email & Shipping Info' })).toBeTruthy();
    expect(app.location()).toBe('/checkout/address');
  });

  it("shows a digital gift's recipients and message and its card's message, one per recipient (core §4, §5)", async () => {
    renderApp('/cart', (s) => {
      const recipientsJson = JSON.stringify([
        { name: 'Sam Lee', email: 'sam@example.com', message: 'Enjoy!', sender: 'Pat' },
        { name: 'Alex Kim', email: 'alex@example.com', message: 'Enjoy!', sender: 'Pat' },
      ]);
      const sku = almonds.variants[0]!.sku;
      s.commerce.seedCart({
        anonymousId: FAKE_SESSION,
        actions: [
          { action: 'addLineItem', sku, quantity: 2, custom: { recipientsJson, externalId: 'gift-1' } },
          {
            action: 'addLineItem',
            sku,
            quantity: 2,
            custom: { parentExternalId: 'gift-1', greetingCardMessage: 'Happy holidays!' },
          },
        ],
      });
    });
    expect(await screen.findByText('To: Sam Lee, Alex Kim')).toBeTruthy();
    expect(screen.getByText('Message: “Enjoy! - Pat”')).toBeTruthy();
    expect(screen.getByText('Card message: “Happy holidays!”')).toBeTruthy();
    expect(screen.getAllByText('Qty 2 · one per recipient')).toHaveLength(2);
    expect(screen.queryByLabelText('Quantity')).toBeNull();
  });
});
