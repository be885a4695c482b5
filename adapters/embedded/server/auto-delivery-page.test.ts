import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { Customer, SavedAddress } from '../../../core/customers';
import { ok, usd } from '../../../core/shared';
import { groupDeliveries, type Subscription } from '../../../core/subscriptions';
import { accountAreaRouteOf } from '../../../ports/account-area';
import type { DeliveryRun } from '../../../ports/subscriptions';
import { accountAreaData, type AccountAreaDeps } from './account-area';
import { autoDeliveryPageData, type AutoDeliveryPageDeps } from './auto-delivery-page';
import { FLAGS_COOKIE, featureFlagsOf } from './feature-flag-cookie';

const customer: Customer = {
  id: 'c-1',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  firstName: 'Ada',
  isB2b: false,
  isGuest: false,
  loginTypes: ['password'],
  newsletterOptIn: false,
  createdAt: '2026-03-01T10:00:00.000Z',
};

function subscription(id: string, patch: Partial<Subscription> = {}): Subscription {
  return {
    id,
    customerId: 'c-1',
    sku: `SKU-${id}`,
    quantity: 2,
    intervalDays: 28,
    nextShipOn: '2026-12-01',
    addedAt: `2026-11-0${id}T10:00:00.000Z`,
    shippingAddressId: '77',
    active: true,
    channelKey: 'auto-delivery',
    version: 1,
    name: `Product ${id}`,
    variantName: '1 lb bag',
    weightGrams: 454,
    productPath: `/p/${id}`,
    currentPiecePrice: usd(950),
    piecePrice: usd(1000),
    discountedPiecePrice: usd(950),
    extendedPrice: usd(2000),
    discountedExtendedPrice: usd(1900),
    ...patch,
  };
}

const home: SavedAddress = {
  id: '77',
  isDefault: false,
  address: {
    country: 'US',
    name: 'Ada Lovelace',
    street1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
  },
};
const work: SavedAddress = { ...home, id: '78', isDefault: true };
const declined: DeliveryRun = {
  id: 'run-1',
  customerId: 'c-1',
  shippingAddressId: '77',
  shipOn: '2026-11-24',
  status: 'declined',
  attempts: 1,
  failure: 'Card declined',
  updatedAt: '2026-11-24T08:00:00.000Z',
};

/** The auto-delivery service faked over `subs`: next deliveries grouped by core's groupDeliveries, impulse upsell on the first. */
function deps(subs: Subscription[], extra: Partial<AutoDeliveryPageDeps> = {}): AutoDeliveryPageDeps {
  const deliveries = groupDeliveries(subs);
  const first = deliveries[0];
  return {
    autoDelivery: {
      nextDeliveries: async () =>
        ok({
          deliveries,
          declined: [declined],
          today: '2026-11-25',
          ...(first ? { impulseUpsell: { shipOn: first.shipOn, shippingAddressId: first.shippingAddressId } } : {}),
        }),
      subscriptions: async (_customerId, includeInactive) => ok(includeInactive ? subs : subs.filter((s) => s.active)),
    },
    accounts: { listAddresses: async () => [home, work] },
    vault: { listCards: async () => [] },
    ...extra,
  };
}

const at = (path: string, featureFlags = {}) => ({ customer, route: accountAreaRouteOf(path)!, featureFlags });

describe('the auto-delivery pages’ data (catalogue-gifting §2, §3, §7)', () => {
  const subs = [subscription('1'), subscription('2', { nextShipOn: '2026-12-15' }), subscription('3')];
  subs[2] = subscription('3', { active: false, nextShipOn: undefined, cancelReason: 'Other: moving' });

  it('routes the list, the redesign and both detail pages, keeping the id as written', () => {
    expect(accountAreaRouteOf('/account/auto-delivery')).toEqual({ page: 'auto-delivery' });
    expect(accountAreaRouteOf('/account/auto-delivery-redesign')).toEqual({ page: 'auto-delivery-redesign' });
    expect(accountAreaRouteOf('/account/auto-delivery/details/1')).toEqual({
      page: 'auto-delivery-detail',
      deliveryId: '1',
    });
    expect(accountAreaRouteOf('/account/auto-delivery-redesign/details/abc')).toEqual({
      page: 'auto-delivery-redesign-detail',
      deliveryId: 'abc',
    });
    expect(accountAreaRouteOf('/account/auto-delivery/details')).toBeUndefined();
  });

  it('gives the deliveries, declined runs, upsell, every subscription (inactive too), addresses default first', async () => {
    const data = await autoDeliveryPageData(deps(subs), at('/account/auto-delivery'));
    if (data === 'not-found' || 'redirect' in data) throw new Error('expected data');
    const ad = data.autoDelivery!;
    expect(ad.deliveries.map((d) => [d.id, d.shipOn, d.totals.subtotal.cents])).toEqual([
      ['1', '2026-12-01', 1900],
      ['2', '2026-12-15', 1900],
    ]);
    expect(ad.declined).toEqual([declined]);
    expect(ad.impulseUpsell).toEqual({ shipOn: '2026-12-01', shippingAddressId: '77' });
    expect(ad.subscriptions.map((s) => [s.id, s.active])).toEqual([
      ['1', true],
      ['2', true],
      ['3', false],
    ]);
    expect(ad.addresses.map((a) => a.id)).toEqual(['78', '77']);
    expect(ad.paymentMethods).toEqual([]);
    expect(ad.deliveryId).toBeUndefined();
  });

  it('offers the past orders’ products not already in the upsell’s delivery, at most 8', async () => {
    const card = (sku: string) => ({ sku, name: `Name ${sku}` });
    const products = ['SKU-1', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].map(card);
    const storefront = { easyReorder: async () => ({ products: products as never, orders: [] }) };
    const data = await autoDeliveryPageData(deps(subs, { storefront }), at('/account/auto-delivery'));
    if (data === 'not-found' || 'redirect' in data) throw new Error('expected data');
    expect(data.autoDelivery!.upsellProducts?.map((p) => p.sku)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
  });

  it('redirects /account/auto-delivery to the redesign with the autoDeliveryPortal flag on', async () => {
    expect(await autoDeliveryPageData(deps(subs), at('/account/auto-delivery', { autoDeliveryPortal: true }))).toEqual({
      redirect: '/account/auto-delivery-redesign',
    });
    const redesign = await autoDeliveryPageData(
      deps(subs),
      at('/account/auto-delivery-redesign', { autoDeliveryPortal: true }),
    );
    expect(redesign).toHaveProperty('autoDelivery');
  });

  it('shows a detail page by the subscription-group id, and falls back to the list for any other id', async () => {
    const detail = await autoDeliveryPageData(deps(subs), at('/account/auto-delivery/details/2'));
    expect(detail).toHaveProperty('autoDelivery.deliveryId', '2');
    const redesign = await autoDeliveryPageData(deps(subs), at('/account/auto-delivery-redesign/details/1'));
    expect(redesign).toHaveProperty('autoDelivery.deliveryId', '1');
    for (const id of ['3', '99', 'abc', '20261201' + '77']) {
      expect(await autoDeliveryPageData(deps(subs), at(`/account/auto-delivery/details/${id}`))).toEqual({
        redirect: '/account/auto-delivery',
      });
    }
    expect(await autoDeliveryPageData(deps(subs), at('/account/auto-delivery-redesign/details/x1'))).toEqual({
      redirect: '/account/auto-delivery-redesign',
    });
  });

  it('is not found on a server without the subscriptions section', async () => {
    const none = { accounts: { listAddresses: async () => [] } };
    expect(await autoDeliveryPageData(none, at('/account/auto-delivery'))).toBe('not-found');
  });

  it('answers accountAreaData with the feature flags, the page and its data, or the redirect', async () => {
    const accounts = {
      listAddresses: async () => [home],
      businessProfile: async () => ({ ok: false, error: { code: 'business/not-found', message: 'none' } }),
    };
    const area = { ...deps(subs), accounts } as unknown as AccountAreaDeps;
    const input = { customer, ownerId: 'c-1', path: '/account/auto-delivery' };
    const data = await accountAreaData(area, { ...input, featureFlags: { seasonalGiftsIcon: true } });
    expect(data).toMatchObject({ page: 'auto-delivery', featureFlags: { seasonalGiftsIcon: true } });
    expect(await accountAreaData(area, { ...input, featureFlags: { autoDeliveryPortal: true } })).toEqual({
      redirect: '/account/auto-delivery-redesign',
    });
  });
});

describe('the feature flags of a request (shell-account §4: session over site)', () => {
  async function app() {
    const server = Fastify();
    await server.register(cookie);
    server.get('/page', async (req, reply) => {
      const query = (req.query as { flags?: string }).flags;
      return featureFlagsOf(req, reply, { autoDeliveryPortal: true, disableReferral: true }, query ?? null);
    });
    return server;
  }

  it('takes the site layer, and a ?flags= list over it kept in the nutshell_flags cookie', async () => {
    const server = await app();
    const site = await server.inject({ url: '/page' });
    expect(site.json()).toEqual({ autoDeliveryPortal: true, disableReferral: true });
    expect(site.cookies).toEqual([]);
    const off = await server.inject({ url: '/page?flags=-autoDeliveryPortal,cartLayoutUpdates' });
    expect(off.json()).toEqual({ autoDeliveryPortal: false, disableReferral: true, cartLayoutUpdates: true });
    const set = off.cookies.find((c) => c.name === FLAGS_COOKIE)!;
    expect(decodeURIComponent(set.value)).toBe('-autoDeliveryPortal,cartLayoutUpdates');
    expect(set).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(set.httpOnly).toBeUndefined();
    const later = await server.inject({ url: '/page', cookies: { [FLAGS_COOKIE]: set.value } });
    expect(later.json()).toEqual({ autoDeliveryPortal: false, disableReferral: true, cartLayoutUpdates: true });
    const back = await server.inject({ url: '/page?flags=autoDeliveryPortal', cookies: { [FLAGS_COOKIE]: set.value } });
    expect(back.json()).toEqual({ autoDeliveryPortal: true, disableReferral: true, cartLayoutUpdates: true });
    await server.close();
  });
});
