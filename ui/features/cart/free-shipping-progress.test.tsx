// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { FAKE_SESSION, type FakeServices } from '../../testing/fake-services';
import { almonds } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import '../../testing/async-timeout';

afterEach(cleanup);

/** Seeds `quantity` bags of almonds at $12.99 with the cart custom field orderTags set to `tags`. */
const seedWithTags = (quantity: number, tags: string) => (s: FakeServices) => {
  const add = { action: 'addLineItem', sku: almonds.variants[0]!.sku, quantity } as const;
  const tag = { action: 'setCustomField', name: 'orderTags', value: tags } as const;
  s.commerce.seedCart({ anonymousId: FAKE_SESSION, actions: [add, tag] });
};

const bar = () => screen.getByRole('progressbar', { name: 'Progress toward free shipping' });

describe('free-shipping progress with overrides (core-cart-checkout §4 Free-shipping progress)', () => {
  it('measures the cart against $49 for a customer tagged alst-49-free-shipping: $25.98 is $23.02 away', async () => {
    renderApp('/cart', seedWithTags(2, 'alst-49-free-shipping'));
    expect(await screen.findByText("You're $23.02 away from FREE shipping!")).toBeTruthy();
    expect(screen.queryByText("You're $33.02 away from FREE shipping!")).toBeNull();
    expect(bar().getAttribute('aria-valuenow')).toBe('53');
  });

  it('qualifies $51.96 with the tag, which the $59 default leaves $7.04 away', async () => {
    renderApp('/cart', seedWithTags(4, 'vip,alst-49-free-shipping'));
    expect(await screen.findByText("You've qualified for FREE shipping!")).toBeTruthy();
    cleanup();
    renderApp('/cart', (s) => {
      s.seedCart(4);
    });
    expect(await screen.findByText("You're $7.04 away from FREE shipping!")).toBeTruthy();
  });

  it('takes the smallest of several tags, and shows it in the Added to Cart panel too', async () => {
    renderApp('/nuts/almonds/roasted-salted', seedWithTags(1, 'alst-49-free-shipping alst-35-free-shipping'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    const panel = await screen.findByRole('dialog', { name: /Added to Cart/ });
    expect(within(panel).getByText("You're $9.02 away from FREE shipping!")).toBeTruthy();
  });
});
