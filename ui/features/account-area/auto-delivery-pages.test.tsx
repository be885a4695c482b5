// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SavedAddress } from '../../../core/customers';
import { usd } from '../../../core/shared';
import { groupDeliveries, impulseUpsellEligibility, weekdayMonthDay } from '../../../core/subscriptions';
import type { AccountAreaData, AccountAreaPage, AutoDeliveryPageData } from '../../../ports/account-area';
import type { DeliveryRun } from '../../../ports/subscriptions';
import type { FakeServices } from '../../testing/fake-services';
import { renderApp } from '../../testing/render-app';
import '../../testing/async-timeout';

afterEach(cleanup);

const address: SavedAddress = {
  id: 'address-1',
  isDefault: true,
  address: {
    country: 'US',
    name: 'Ada Lovelace',
    street1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
  },
};
const card = {
  id: 'card-1',
  brand: 'Visa',
  last4: '4242',
  expirationMonth: 3,
  expirationYear: 2030,
  cardholderName: 'Ada Lovelace',
  isDefault: true,
  createdAt: '2026-03-01T10:00:00.000Z',
};

/**
 * Seeds the fake auto-delivery backend with `count` almond subscriptions (the fake ships them on 2026-11-26, every
 * 6 weeks) and the account page at `path` with the data the server would give for them.
 */
function autoDeliveryPage(
  path: string,
  page: AccountAreaPage,
  options: { count?: number; declined?: DeliveryRun[]; extra?: Partial<AutoDeliveryPageData> } = {},
) {
  return (s: FakeServices) => {
    for (let i = 0; i < (options.count ?? 1); i++) void s.autoDelivery.create({ sku: '1001-01', quantity: 2 });
    // Priced from the auto-delivery channel: $10.00 a unit, $9.50 with the 5% off.
    s.autoDelivery.state.subscriptions = s.autoDelivery.state.subscriptions.map((sub) => ({
      ...sub,
      piecePrice: usd(1000),
      discountedPiecePrice: usd(950),
      extendedPrice: usd(2000),
      discountedExtendedPrice: usd(1900),
    }));
    const subscriptions = [...s.autoDelivery.state.subscriptions];
    const deliveries = groupDeliveries(subscriptions);
    const impulseUpsell = impulseUpsellEligibility(deliveries, s.autoDelivery.state.today);
    const data: AccountAreaData = {
      path,
      page,
      customer: {
        id: 'customer-1',
        email: 'ada@example.com',
        fullName: 'Ada Lovelace',
        firstName: 'Ada',
        isB2b: false,
        isGuest: false,
        loginTypes: ['password'],
        newsletterOptIn: false,
        createdAt: '2026-03-01T10:00:00.000Z',
      },
      flags: { is_b2b: false, is_reseller: false, is_bulk_upload_available: false },
      autoDelivery: {
        deliveries,
        declined: options.declined ?? [],
        today: s.autoDelivery.state.today,
        ...(impulseUpsell ? { impulseUpsell } : {}),
        subscriptions,
        addresses: [address],
        paymentMethods: [card],
        ...options.extra,
      },
    };
    s.account.state.accountPages.set(path, data);
  };
}

describe('/account/auto-delivery (catalogue-gifting §2, §3, §4)', () => {
  it('shows each delivery: ship date, address, lines with both prices, subtotal; Skip re-renders fresh data', async () => {
    const app = renderApp('/account/auto-delivery', autoDeliveryPage('/account/auto-delivery', 'auto-delivery'));
    expect(await screen.findByRole('heading', { name: 'Auto-Delivery', level: 1 })).toBeTruthy();
    const delivery = await screen.findByRole('article', { name: 'Ships Thursday, November 26' });
    expect(within(delivery).getByText('Ships to Ada Lovelace, 1 Main St, Austin, TX 78701')).toBeTruthy();
    const line = within(delivery).getByRole('listitem');
    expect(within(line).getByText('Qty 2')).toBeTruthy();
    expect(within(line).getByText('Every 6 Weeks')).toBeTruthy();
    expect(line.querySelector('s')?.getAttribute('aria-label')).toBe('Regular price $10.00');
    expect(within(line).getByLabelText('Auto-Delivery price $9.50')).toBeTruthy();
    expect(within(line).getByText('Total $19.00')).toBeTruthy();
    expect(within(delivery).getByText('Subtotal').textContent).toBe('Subtotal $19.00');
    const details = within(delivery).getByRole('link', { name: 'View details: Thursday, November 26' });
    expect(details.getAttribute('href')).toBe('/account/auto-delivery/details/1');
    expect(screen.getByRole('link', { name: 'Auto-Delivery' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(delivery).getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('The delivery was skipped.')).toBeTruthy();
    expect(app.services.autoDelivery.state.calls).toContain('skipDelivery');
    const next = app.services.autoDelivery.state.subscriptions[0]!.nextShipOn!;
    expect(next > '2026-11-26').toBe(true);
    expect(screen.getByRole('article', { name: `Ships ${weekdayMonthDay(next)}` })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Ships Thursday, November 26' })).toBeNull();
  });

  it('changes the interval to Every 4 Weeks with Save changes, sending only that field', async () => {
    const app = renderApp('/account/auto-delivery', autoDeliveryPage('/account/auto-delivery', 'auto-delivery'));
    const interval = await screen.findByLabelText('Delivery frequency');
    expect([...(interval as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Every 1 Week',
      'Every 2 Weeks',
      'Every 3 Weeks',
      'Every 4 Weeks',
      'Every 6 Weeks',
      'Every 8 Weeks',
      'Every 10 Weeks',
      'Every 12 Weeks',
    ]);
    expect(screen.getByLabelText('Ship to')).toBeTruthy();
    expect(screen.getByLabelText('Pay with')).toBeTruthy();
    fireEvent.change(interval, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
    expect(app.services.autoDelivery.state.calls).toContain('update:1');
    expect(app.services.autoDelivery.state.subscriptions[0]!.intervalDays).toBe(28);
    expect(await screen.findAllByText('Every 4 Weeks')).not.toHaveLength(0);
  });

  it('cancels with a reason, lists the subscription under Inactive, and reactivates it', async () => {
    const app = renderApp('/account/auto-delivery', autoDeliveryPage('/account/auto-delivery', 'auto-delivery'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Auto-Delivery' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a reason.');
    fireEvent.change(screen.getByLabelText('Why are you cancelling?'), { target: { value: 'Other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Auto-Delivery' }));
    expect(screen.getByRole('alert').textContent).toBe('Please tell us why.');
    fireEvent.change(screen.getByLabelText('Tell us more'), { target: { value: 'Moving house' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Auto-Delivery' }));
    const inactive = await screen.findByRole('region', { name: 'Inactive' });
    expect(app.services.autoDelivery.state.subscriptions[0]).toMatchObject({
      active: false,
      cancelReason: 'Other: Moving house',
    });
    expect(screen.getByText(/was cancelled\.$/)).toBeTruthy();
    fireEvent.click(within(inactive).getByRole('button', { name: /^Reactivate / }));
    expect(await screen.findByText(/is back on Auto-Delivery\.$/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Inactive' })).toBeNull());
    expect(app.services.autoDelivery.state.calls).toContain('resume:1');
  });

  it('shows an envelope error with its message', async () => {
    const app = renderApp('/account/auto-delivery', autoDeliveryPage('/account/auto-delivery', 'auto-delivery'));
    const item = (await screen.findByRole('heading', { name: /Almonds/, level: 3 })).closest('li')!;
    app.services.autoDelivery.state.failNext = { key: 'subscription/not-found', message: 'No subscription.' };
    fireEvent.click(within(item).getByRole('button', { name: 'Send Now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No subscription.');
  });

  it('shows a declined delivery with Send Now (the order-now call) and a link to the Wallet', async () => {
    const run: DeliveryRun = {
      id: 'run-1',
      customerId: 'customer-1',
      shippingAddressId: 'address-1',
      shipOn: '2026-11-24',
      status: 'declined',
      attempts: 1,
      failure: 'Card declined',
      updatedAt: '2026-11-24T08:00:00.000Z',
    };
    const app = renderApp(
      '/account/auto-delivery',
      autoDeliveryPage('/account/auto-delivery', 'auto-delivery', { declined: [run] }),
    );
    const notice = await screen.findByText(
      'We could not place your Auto-Delivery order of Tuesday, November 24: Card declined',
    );
    const item = notice.closest('li')!;
    expect(within(item).getByRole('link', { name: 'Update your cards in the Wallet' }).getAttribute('href')).toBe(
      '/account/wallet',
    );
    fireEvent.click(within(item).getByRole('button', { name: 'Send Now' }));
    expect(await screen.findByText('Your order 100001 has been placed.')).toBeTruthy();
    expect(app.services.autoDelivery.state.calls).toContain('orderNow');
  });

  it('adds a product to the next delivery (impulse upsell) to the upsell’s address', async () => {
    const app = renderApp(
      '/account/auto-delivery',
      autoDeliveryPage('/account/auto-delivery', 'auto-delivery', {
        extra: { upsellProducts: [{ sku: '1001-02', name: 'Almonds 5 lb' }] },
      }),
    );
    const upsell = await screen.findByRole('region', { name: 'Add to your next delivery' });
    expect(within(upsell).getByText('Add a product to the delivery shipping Thursday, November 26.')).toBeTruthy();
    expect((within(upsell).getByLabelText('Product') as HTMLSelectElement).value).toBe('1001-02');
    fireEvent.click(within(upsell).getByRole('button', { name: 'Add to delivery' }));
    expect(await screen.findByText(/was added to the delivery shipping Thursday, November 26\.$/)).toBeTruthy();
    expect(app.services.autoDelivery.state.subscriptions.at(-1)).toMatchObject({
      sku: '1001-02',
      shippingAddressId: 'address-1',
    });
  });

  it('says when there are no subscriptions and links to the help page', async () => {
    renderApp('/account/auto-delivery', autoDeliveryPage('/account/auto-delivery', 'auto-delivery', { count: 0 }));
    expect(await screen.findByText('You have no Auto-Delivery items yet.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Learn how Auto-Delivery works' });
    expect(link.getAttribute('href')).toBe('/auto-delivery');
  });
});

describe('/account/auto-delivery-redesign and the detail pages', () => {
  it('groups the deliveries under "Every N Weeks" headers, linking to the redesign’s detail pages', async () => {
    const path = '/account/auto-delivery-redesign';
    renderApp(path, autoDeliveryPage(path, 'auto-delivery-redesign', { count: 2 }));
    const group = await screen.findByRole('region', { name: 'Every 6 Weeks' });
    expect(within(group).getByRole('heading', { level: 2 }).textContent).toBe('Every 6 Weeks 2 items');
    const link = within(group).getByRole('link', { name: 'View details: Thursday, November 26' });
    expect(link.getAttribute('href')).toBe('/account/auto-delivery-redesign/details/1');
  });

  it('shows the delivery of a detail page with its actions and a way back', async () => {
    const path = '/account/auto-delivery/details/1';
    renderApp(path, autoDeliveryPage(path, 'auto-delivery-detail', { extra: { deliveryId: '1' } }));
    expect(await screen.findByRole('heading', { name: 'Auto-Delivery Details', level: 1 })).toBeTruthy();
    const delivery = await screen.findByRole('article', { name: 'Ships Thursday, November 26' });
    expect(within(delivery).queryByRole('link', { name: /View details/ })).toBeNull();
    expect(within(delivery).getByRole('button', { name: 'Send Now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Auto-Delivery' }).getAttribute('href')).toBe(
      '/account/auto-delivery',
    );
  });
});

describe('/auto-delivery help page (core-cart-checkout §2)', () => {
  it('explains Auto-Delivery and links to Manage Auto-Delivery', async () => {
    renderApp('/auto-delivery');
    expect(await screen.findByRole('heading', { name: 'Auto-Delivery', level: 1 })).toBeTruthy();
    expect(screen.getByText(/5% off Auto-Delivery/)).toBeTruthy();
    expect(screen.getByText(/every 6 weeks/)).toBeTruthy();
    const manage = screen.getByRole('link', { name: 'Manage Auto-Delivery' });
    expect(manage.getAttribute('href')).toBe('/account/auto-delivery');
  });
});
