// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encodeRecipientsJson } from '../../../core/gifting';
import type { AddToCartInput } from '../../../ports/storefront-backend';
import type { GiftForRedeem } from '../../../ports/gift-drops';
import type { FakeServices } from '../../testing/fake-services';
import { renderApp } from '../../testing/render-app';
import { visibleChoices } from './choose-step';
import '../../testing/async-timeout';

afterEach(cleanup);

const KEY = 'k'.repeat(43);
const item = (n: number, name: string) => ({ productNumber: n, name, imageUrl: `/images/${n}.svg` });
const ITEMS = [item(1001, 'Almonds'), item(1002, 'Cashews'), item(1003, 'Dried Mango'), item(1004, 'Pecans')];
const GIFT: GiftForRedeem = {
  giftId: 'g-1',
  recipientId: 'r-1',
  recipientName: 'Sam Lee',
  title: 'Custom Gift Tray, Premium',
  productKey: '9901',
  sku: '9901-05',
  senderName: 'Pat',
  message: 'Enjoy! - Pat',
  status: 'sent',
  count: 5,
  productNumbers: [1001, 1002, 1003, 1004],
  items: ITEMS,
};

const type = (label: HTMLElement, value: string) => {
  fireEvent.change(label, { target: { value } });
  fireEvent.blur(label);
};

describe('the gift options landing (catalogue-gifting §1, §2)', () => {
  it('offers the three gifts with their links, the disabled entry, the note, and each gift’s choices', async () => {
    const { container } = renderApp('/gift-drop/build', (s) => {
      s.giftDrop.state.trays = {
        ingredients: [
          { id: '1001', name: 'Almonds', filters: ['Nuts'], popularity: 1, premium: false, assetPath: '/a.svg' },
        ],
        categoryTree: [],
      };
      s.giftDrop.state.box = [item(2001, 'Mini Pecans')];
    });
    await screen.findByRole('heading', { name: 'Send a Gift They Choose' });
    const cards = [...container.querySelectorAll('.gift-card')];
    expect(cards.map((c) => [c.textContent, c.getAttribute('data-state')])).toEqual([
      ['Custom Gift TrayPremium130+ choicesfrom $69.99ChooseSee Ingredients', 'default'],
      ['Custom Gift TrayClassic50+ choicesfrom $59.99ChooseSee Ingredients', 'default'],
      [
        'Custom Gift BoxMedium50 choicesSix treats chosen from 50 gourmet flavors$42.99ChooseSee Ingredients',
        'default',
      ],
      ['New Option Coming Soon', 'disabled'],
    ]);
    expect(screen.getAllByRole('link', { name: /^Choose / }).map((a) => a.getAttribute('href'))).toEqual([
      '/gift-drop/build/gift?type=Tray&category=Premium',
      '/gift-drop/build/gift?type=Tray&category=Classic',
      '/gift-drop/build/gift?type=Box&category=Classic',
    ]);
    screen.getByText('Shipping is only within the United States (including Hawaii and Alaska) and Puerto Rico.');

    fireEvent.click(screen.getAllByRole('button', { name: 'See Ingredients' })[0]!);
    const modal = await screen.findByRole('dialog', { name: 'Ingredient Choices for Your Recipient(s)' });
    await within(modal).findByText('Almonds');
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getAllByRole('button', { name: 'See Ingredients' })[2]!);
    await within(await screen.findByRole('dialog')).findByText('Mini Pecans');
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** Records every add-to-cart input and answers with the session's seeded cart. */
function recordAdds(s: FakeServices): AddToCartInput[] {
  const adds: AddToCartInput[] = [];
  const cart = s.seedCart(1);
  Object.assign(s.backend, {
    addToCart: async (input: AddToCartInput) => {
      adds.push(input);
      return { data: { cart, cart_line: { id: 'line-1', quantity_added: input.quantity } } };
    },
  });
  return adds;
}

describe('the gift builder (catalogue-gifting §2, §5; core-cart-checkout §4, §5)', () => {
  it('checks the recipients, previews the message with the sender, and adds the gift and a greeting card', async () => {
    let adds: AddToCartInput[] = [];
    const app = renderApp('/gift-drop/build/gift?type=Tray&category=Premium', (s) => {
      adds = recordAdds(s);
    });
    await screen.findByRole('heading', { name: 'Build Your Gift' });
    expect(app.container.querySelector('.gift-build .gift-card')?.getAttribute('data-state')).toBe('selected');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(app.location()).toBe('/gift-drop/build/recipients?type=Tray&category=Premium');

    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    screen.getByText('Please enter your full name');
    screen.getByText('Please enter your email address');
    expect(app.location()).toBe('/gift-drop/build/recipients?type=Tray&category=Premium');
    const first = screen.getByRole('group', { name: 'Recipient 1' });
    type(within(first).getByLabelText('Recipient name'), 'Sam Lee');
    type(within(first).getByLabelText('Recipient email'), 'sam@example.com');
    type(within(first).getByLabelText('Confirm recipient email'), 'sam@example.org');
    within(first).getByText('Please make sure the email address matches');
    type(within(first).getByLabelText('Confirm recipient email'), 'SAM@example.com ');
    expect(within(first).queryByText('Please make sure the email address matches')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add another recipient' }));
    const second = screen.getByRole('group', { name: 'Recipient 2' });
    type(within(second).getByLabelText('Recipient name'), 'Alex Kim');
    type(within(second).getByLabelText('Recipient email'), 'alex@example.com');
    type(within(second).getByLabelText('Confirm recipient email'), 'alex@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(app.location()).toBe('/gift-drop/build/message?type=Tray&category=Premium');
    type(await screen.findByLabelText('Gift message'), 'Enjoy!');
    type(screen.getByLabelText('From (your name)'), 'Pat');
    expect(screen.getByTestId('gift-preview').textContent).toBe('Enjoy! - Pat');
    screen.getByText('Custom Gift Tray, Premium · 2 gifts');
    fireEvent.click(screen.getByLabelText('Add a greeting card'));
    type(screen.getByLabelText('Greeting card message'), 'Happy holidays');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    await waitFor(() => expect(app.location()).toBe('/cart'));
    const entry = { message: 'Enjoy!', sender: 'Pat' };
    expect(adds).toEqual([
      {
        sku: '9901-05',
        quantity: 2,
        recipientsJson: encodeRecipientsJson([
          { name: 'Sam Lee', email: 'sam@example.com', ...entry },
          { name: 'Alex Kim', email: 'alex@example.com', ...entry },
        ]),
      },
      { sku: '9980-01', quantity: 2, greetingCardMessage: 'Happy holidays' },
    ]);
  });

  it('says when the link names no gift', async () => {
    renderApp('/gift-drop/build/gift?type=Tin&category=Premium');
    await screen.findByText('That gift is not offered. Please choose one of our gifts.');
  });
});

describe('the gift redemption (catalogue-gifting §2, §4 Gift drop, §5 Address forms)', () => {
  it('chooses exactly the gift’s count, gives a US address and shows the shipment', async () => {
    let services: FakeServices | undefined;
    const app = renderApp(`/gift-drop/redeem?key=${KEY}`, (s) => {
      services = s;
      s.giftDrop.state.gifts.set(KEY, GIFT);
    });
    await screen.findByText('A gift from Pat');
    screen.getByRole('heading', { level: 1, name: 'Choose Your Gift' });
    screen.getByText('Enjoy! - Pat');
    screen.getByRole('heading', { name: 'Choose 5 items' });
    const continueButton = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    for (const name of ['Almonds', 'Almonds', 'Cashews', 'Dried Mango', 'Pecans'])
      fireEvent.click(screen.getByRole('button', { name: `Add ${name}` }));
    expect(screen.getByRole('button', { name: 'Add Almonds' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove one Almonds' }));
    expect(continueButton.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add Cashews' }));
    expect(app.container.querySelector('.gift-choose__count')?.textContent).toBe('5 of 5 chosen');
    fireEvent.click(continueButton);

    expect(app.location()).toBe(`/gift-drop/redeem/address?key=${KEY}`);
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Sam Lee');
    screen.getByRole('heading', { level: 1, name: 'Choose Your Gift' });
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    expect(state.options.length).toBe(53);
    expect(screen.getByLabelText('ZIP code').getAttribute('autocomplete')).toBe('shipping postal-code');
    fireEvent.click(screen.getByRole('button', { name: 'Send my gift' }));
    expect(screen.getAllByText('Please enter a value')).toHaveLength(4);
    expect(services!.giftDrop.state.redeems).toEqual([]);
    type(screen.getByLabelText('Street address'), '1 Aloha Way');
    type(screen.getByLabelText('City'), 'Honolulu');
    fireEvent.change(state, { target: { value: 'HI' } });
    type(screen.getByLabelText('ZIP code'), '96813');
    fireEvent.click(screen.getByRole('button', { name: 'Send my gift' }));

    await screen.findByRole('heading', { level: 1, name: 'Your Gift Is on Its Way' });
    expect(screen.queryByRole('heading', { name: 'Choose Your Gift' })).toBeNull();
    screen.getByRole('heading', { level: 2, name: 'Your shipment' });
    expect(services!.giftDrop.state.redeems).toEqual([
      {
        key: KEY,
        selection: [1001, 1002, 1003, 1004, 1002],
        address: {
          country: 'US',
          name: 'Sam Lee',
          street1: '1 Aloha Way',
          city: 'Honolulu',
          state: 'HI',
          postalCode: '96813',
        },
      },
    ]);
    await waitFor(() => expect(app.location()).toBe(`/gift-drop/redeem/done?key=${KEY}`));
    screen.getByText('Ships on Tue, Dec 1');
    expect(app.container.querySelector('.gift-shipment__address')?.textContent).toBe(
      'Sam Lee1 Aloha WayHonolulu, HI 96813',
    );
    expect([...app.container.querySelectorAll('.gift-shipment .gift-choice')].map((li) => li.textContent)).toEqual([
      'Almonds×1',
      'Cashews×2',
      'Dried Mango×1',
      'Pecans×1',
    ]);
  });

  it('heads an already redeemed gift with its shipment, not the choice', async () => {
    renderApp(`/gift-drop/redeem?key=${KEY}`, (s) => {
      s.giftDrop.state.gifts.set(KEY, { ...GIFT, status: 'redeemed', selection: [1001, 1002, 1003, 1004, 1002] });
    });
    await screen.findByRole('heading', { level: 1, name: 'Your Gift Is on Its Way' });
    expect(screen.queryByRole('heading', { name: 'Choose Your Gift' })).toBeNull();
    screen.getByRole('heading', { level: 2, name: 'Your shipment' });
  });

  it('fetches the tray catalogue once over choose → address → back to choose', async () => {
    const calls: string[] = [];
    const app = renderApp(`/gift-drop/redeem?key=${KEY}`, (s) => {
      s.giftDrop.state.gifts.set(KEY, GIFT);
      const read = s.giftDrop.trayCatalog.bind(s.giftDrop);
      Object.assign(s.giftDrop, {
        trayCatalog: (category: 'Premium' | 'Classic') => {
          calls.push(category);
          return read(category);
        },
      });
    });
    await screen.findByRole('heading', { name: 'Choose 5 items' });
    await waitFor(() => expect(calls).toEqual(['Premium']));
    for (const name of ['Almonds', 'Cashews', 'Dried Mango', 'Pecans', 'Pecans'])
      fireEvent.click(screen.getByRole('button', { name: `Add ${name}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(app.location()).toBe(`/gift-drop/redeem/address?key=${KEY}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(app.location()).toBe(`/gift-drop/redeem/choose?key=${KEY}`);
    await screen.findByRole('heading', { name: 'Choose 5 items' });
    expect(app.container.querySelector('.gift-choose__count')?.textContent).toBe('5 of 5 chosen');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Choose 5 items' });
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual(['Premium']);
  });

  it('says when the link names no gift, or when there is no key', async () => {
    renderApp(`/gift-drop/redeem?key=${KEY}`);
    await screen.findByText(/We could not find a gift for this link/);
    cleanup();
    renderApp('/gift-drop/redeem');
    screen.getByText('This page needs the link from your gift e-mail.');
  });

  it('filters the choices by a keyword longer than 1 character, by name', () => {
    expect(visibleChoices(ITEMS, 'a').map((i) => i.name)).toEqual(['Almonds', 'Cashews', 'Dried Mango', 'Pecans']);
    expect(visibleChoices(ITEMS, ' AN ').map((i) => i.name)).toEqual(['Dried Mango', 'Pecans']);
  });
});

describe("the sender's gifts (catalogue-gifting §4 Gift drop)", () => {
  it('links to sign-in without a signed-in sender, else lists each recipient’s status', async () => {
    renderApp('/gift-drop/build/sent');
    const link = await screen.findByRole('link', { name: 'Sign in to see the gifts you sent' });
    expect(link.getAttribute('href')).toBe('/sign/in?redirect=/gift-drop/build/sent');
    cleanup();
    renderApp('/gift-drop/build/sent', (s) => {
      s.giftDrop.state.sent = [
        {
          id: 'g-1',
          orderNumber: '100001',
          lineItemId: 'l1',
          sender: { email: 'pat@example.com', name: 'Pat' },
          productKey: '9901',
          sku: '9901-05',
          message: 'Enjoy!',
          createdAt: '2026-11-20T15:00:00.000Z',
          recipients: [
            { id: 'r-1', name: 'Sam', email: 'sam@example.com', status: 'redeemed', sentAt: '2026-11-20T15:00:00Z' },
            { id: 'r-2', name: 'Alex', email: 'alex@example.com', status: 'sent', sentAt: '2026-11-20T15:00:00Z' },
          ],
        },
      ];
    });
    await screen.findByText('Order 100001');
    screen.getByRole('heading', { name: 'Custom Gift Tray, Premium' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('Sam (sam@example.com): Chosen');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain(
      'Alex (alex@example.com): Waiting for their choice',
    );
  });
});
