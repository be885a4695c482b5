import { usd } from '../../shared';
import { autoDeliveryHarness, HARNESS_START_MS, type AutoDeliveryHarness } from '../testing/auto-delivery-harness';

/** A customer without any saved address or card. */
async function newcomer(h: AutoDeliveryHarness): Promise<string> {
  const made = await h.customers.create(
    {
      email: 'new@example.com',
      fullName: 'New Comer',
      isB2b: false,
      isGuest: false,
      newsletterOptIn: false,
      passwordHash: null,
      loginTypes: [],
    },
    HARNESS_START_MS,
  );
  if (!made.ok) throw new Error('no customer');
  return made.value.id;
}

const refused = (code: string, message: string) => ({ ok: false, error: { code, message } });

describe('CreateSubscription', () => {
  it('subscribes every 42 days by default, to the default address and card, shipping the next ship day', async () => {
    const h = await autoDeliveryHarness();
    const made = await h.useCases.createSubscription.execute({ customerId: h.pat.id, sku: 'ALM-1LB' });
    expect(made).toEqual({
      ok: true,
      value: {
        id: '1',
        customerId: h.pat.id,
        sku: 'ALM-1LB',
        quantity: 1,
        intervalDays: 42,
        nextShipOn: '2026-12-01',
        addedAt: '2026-11-30T17:00:00.000Z',
        shippingAddressId: h.pat.home,
        paymentMethodId: `pm-${h.pat.id}`,
        channelKey: 'auto-delivery',
        active: true,
        version: 1,
        name: 'Roasted Almonds',
        variantName: '1 lb',
        weightGrams: 454,
        productPath: '/nuts/almonds',
        imageUrl: '/images/almonds.jpg',
        piecePrice: usd(1099),
        discountedPiecePrice: usd(1044),
        currentPiecePrice: usd(1044),
        extendedPrice: usd(1099),
        discountedExtendedPrice: usd(1044),
      },
    });
    expect(await h.store.list(h.pat.id)).toHaveLength(1);
  });

  it('ships one time with a null interval, and prices the quantity', async () => {
    const h = await autoDeliveryHarness();
    const made = await h.useCases.createSubscription.execute({
      customerId: h.pat.id,
      sku: 'ALM-1LB',
      quantity: 3,
      intervalDays: null,
    });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.value.intervalDays).toBeUndefined();
    expect(made.value).toMatchObject({ quantity: 3, extendedPrice: usd(3297), discountedExtendedPrice: usd(3132) });
  });

  it('takes the address and card named, and joins the soonest delivery already planned to that address', async () => {
    const h = await autoDeliveryHarness();
    h.vault.addCard(h.pat.id, { id: 'pm-second', last4: '1111' });
    const first = await h.useCases.createSubscription.execute({
      customerId: h.pat.id,
      sku: 'MANGO-1LB',
      shippingAddressId: h.pat.work,
    });
    expect(first.ok).toBe(true);
    await h.store.update(h.pat.id, '1', 1, { nextShipOn: '2026-12-08' });
    const joined = await h.useCases.createSubscription.execute({
      customerId: h.pat.id,
      sku: 'ALM-1LB',
      intervalDays: 14,
      shippingAddressId: h.pat.work,
      paymentMethodId: 'pm-second',
    });
    expect(joined.ok && joined.value).toMatchObject({
      nextShipOn: '2026-12-08',
      intervalDays: 14,
      shippingAddressId: h.pat.work,
      paymentMethodId: 'pm-second',
    });
    const home = await h.useCases.createSubscription.execute({ customerId: h.pat.id, sku: 'ALM-1LB' });
    expect(home.ok && home.value.nextShipOn).toBe('2026-12-01');
  });

  it('refuses an interval outside the choices', async () => {
    const h = await autoDeliveryHarness();
    const message = 'Choose an interval of 1, 2, 3, 4, 6, 8, 10 or 12 weeks.';
    for (const intervalDays of [35, 0, 91, 7.5, Number.NaN]) {
      expect(
        await h.useCases.createSubscription.execute({ customerId: h.pat.id, sku: 'ALM-1LB', intervalDays }),
      ).toEqual(refused('subscription/invalid-interval', message));
    }
    expect(await h.store.list(h.pat.id)).toEqual([]);
  });

  it('refuses an unknown SKU, and a wholesale or ineligible one', async () => {
    const h = await autoDeliveryHarness();
    const create = (sku: string) => h.useCases.createSubscription.execute({ customerId: h.pat.id, sku });
    expect(await create('NOPE-1LB')).toEqual(refused('product/sku-not-found', 'No product variant with SKU NOPE-1LB'));
    const notEligible = refused('subscription/not-eligible', 'This item is not available for Auto-Delivery.');
    expect(await create('ALM-25LB')).toEqual(notEligible);
    expect(await create('GIFT-BOX')).toEqual(notEligible);
    expect(await h.store.list(h.pat.id)).toEqual([]);
  });

  it('refuses a bad request', async () => {
    const h = await autoDeliveryHarness();
    const invalid = refused('validation/invalid', 'Invalid subscription request.');
    const create = h.useCases.createSubscription;
    expect(await create.execute({ customerId: h.pat.id, sku: 'ALM-1LB', quantity: 0 })).toEqual(invalid);
    expect(await create.execute({ customerId: h.pat.id, sku: 'ALM-1LB', quantity: 5000 })).toEqual(invalid);
    expect(await create.execute({ customerId: '', sku: 'ALM-1LB' })).toEqual(invalid);
    expect(await create.execute({ customerId: h.pat.id, sku: '  ' })).toEqual(invalid);
  });

  it('needs a saved address and a saved card', async () => {
    const h = await autoDeliveryHarness();
    const id = await newcomer(h);
    const create = () => h.useCases.createSubscription.execute({ customerId: id, sku: 'ALM-1LB' });
    expect(await create()).toEqual(
      refused('subscription/no-address', 'Add a shipping address to your Address Book first.'),
    );
    const [patsHome] = await h.customers.addresses(h.pat.id);
    const saved = await h.customers.saveAddress(id, { address: patsHome!.address, isDefault: false });
    expect(await create()).toEqual(refused('subscription/no-payment-method', 'Add a card to your Wallet first.'));
    h.vault.addCard(id, { id: 'pm-new' });
    const made = await create();
    expect(made.ok && [made.value.shippingAddressId, made.value.paymentMethodId]).toEqual([saved!.id, 'pm-new']);
  });

  it("refuses another customer's address or card", async () => {
    const h = await autoDeliveryHarness();
    const create = h.useCases.createSubscription;
    expect(await create.execute({ customerId: h.pat.id, sku: 'ALM-1LB', shippingAddressId: h.sam.home })).toEqual(
      refused('account/address-not-found', 'We could not find that address.'),
    );
    expect(await create.execute({ customerId: h.pat.id, sku: 'ALM-1LB', paymentMethodId: `pm-${h.sam.id}` })).toEqual(
      refused('payment/method-not-found', 'We could not find that card. It may have been removed.'),
    );
    expect(await h.store.list(h.pat.id)).toEqual([]);
  });
});
