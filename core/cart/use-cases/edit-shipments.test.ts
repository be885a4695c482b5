import { testAddress, testCart, testCustomLine, testLine } from '../model/test-cart';
import { EditShipments } from './edit-shipments';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';

const usd = (cents: number) => ({ cents, currency: 'USD' as const });
const addr = (n: number) => testAddress(`shipment-${n}`, {}, { street1: `${n} Shipment St` });
const cart = testCart({
  version: 7,
  shippingMode: 'Multiple',
  lineItems: [
    testLine('nuts', {
      quantity: 3,
      targets: [
        { addressKey: 'shipment-1', quantity: 1 },
        { addressKey: 'shipment-2', quantity: 1 },
        { addressKey: 'shipment-3', quantity: 1 },
      ],
    }),
  ],
  itemShippingAddresses: [addr(1), addr(2), addr(3)],
  customLineItems: [testCustomLine('hrp3', 'shipment-3-heat-resistant-packaging', 295)],
  shipping: [1, 2, 3].map((n) => ({
    shippingKey: `shipment-${n}`,
    shippingMethodName: 'Nutshell Shipping',
    price: usd(n * 100),
  })),
});

const platform = () => new InMemoryCommerce({ carts: [cart] });

describe('EditShipments', () => {
  it('adds a shipment under the lowest unused key', async () => {
    const carts = platform();
    const result = await new EditShipments(carts).execute({
      cart,
      edit: {
        kind: 'add',
        address: { country: 'US', street1: '9 Elm St', city: 'Newark', state: 'NJ', postalCode: '07102' },
      },
    });
    expect(result.ok && result.value.itemShippingAddresses.map((a) => a.key)).toEqual([
      'shipment-1',
      'shipment-2',
      'shipment-3',
      'shipment-4',
    ]);
    const added = { country: 'US', street1: '9 Elm St', city: 'Newark', state: 'NJ', postalCode: '07102' };
    const action = { action: 'addItemShippingAddress', address: { ...added, key: 'shipment-4', custom: {} } };
    expect(carts.updates).toEqual([{ id: 'cart-1', version: 7, actions: [action] }]);
  });

  it('removes a shipment and renumbers the later ones in one update', async () => {
    const carts = platform();
    const result = await new EditShipments(carts).execute({ cart, edit: { kind: 'remove', key: 'shipment-2' } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const after = result.value;
    expect(carts.updates).toHaveLength(1);
    expect(after.itemShippingAddresses.map((a) => [a.key, a.street1])).toEqual([
      ['shipment-1', '1 Shipment St'],
      ['shipment-2', '3 Shipment St'],
    ]);
    expect(after.lineItems[0]?.shippingDetails).toEqual({
      targets: [
        { addressKey: 'shipment-1', quantity: 1 },
        { addressKey: 'shipment-2', quantity: 1 },
      ],
      valid: false,
    });
    expect(after.customLineItems.map((c) => c.slug)).toEqual(['shipment-2-heat-resistant-packaging']);
    expect(after.shipping.map((s) => [s.shippingKey, s.price.cents])).toEqual([
      ['shipment-1', 100],
      ['shipment-2', 300],
    ]);
    expect(after.totalPrice).toEqual(usd(3000 + 295 + 100 + 300));
  });

  it('reports an unknown shipment with the spec message and sends nothing', async () => {
    const carts = platform();
    const result = await new EditShipments(carts).execute({ cart, edit: { kind: 'remove', key: 'shipment-9' } });
    expect(result).toEqual({
      ok: false,
      error: { code: 'cart/unknown-shipment', message: 'unknown shipment: shipment-9', details: { key: 'shipment-9' } },
    });
    expect(carts.updates).toEqual([]);
  });

  it('reassigns units between shipments', async () => {
    const carts = platform();
    const result = await new EditShipments(carts).execute({
      cart,
      edit: { kind: 'reassign', lineItemId: 'nuts', fromKey: 'shipment-3', toKey: 'shipment-1', quantity: 1 },
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        lineItems: [
          {
            shippingDetails: {
              targets: [
                { addressKey: 'shipment-1', quantity: 2 },
                { addressKey: 'shipment-2', quantity: 1 },
              ],
              valid: true,
            },
          },
        ],
      },
    });
    const twoUnits = { kind: 'reassign' as const, lineItemId: 'nuts', fromKey: 'shipment-2', toKey: 'shipment-1' };
    const tooMany = await new EditShipments(carts).execute({ cart: carts.cart(), edit: { ...twoUnits, quantity: 2 } });
    expect(tooMany).toMatchObject({
      ok: false,
      error: { code: 'cart/not-enough-units', message: 'Shipment shipment-2 holds 1 of line item nuts; cannot move 2' },
    });
  });

  it('clears empty shipments, and returns the cart unchanged when there are none', async () => {
    const carts = platform();
    await new EditShipments(carts).execute({
      cart,
      edit: { kind: 'reassign', lineItemId: 'nuts', fromKey: 'shipment-3', toKey: 'shipment-1', quantity: 1 },
    });
    const cleared = await new EditShipments(carts).execute({ cart: carts.cart(), edit: { kind: 'clear-empty' } });
    expect(cleared).toMatchObject({
      ok: true,
      value: { version: 9, customLineItems: [], itemShippingAddresses: [{ key: 'shipment-1' }, { key: 'shipment-2' }] },
    });
    const again = await new EditShipments(carts).execute({ cart: carts.cart(), edit: { kind: 'clear-empty' } });
    expect(again).toEqual({ ok: true, value: carts.cart() });
    expect(carts.updates).toHaveLength(2);
  });

  it('recomputes from the reloaded cart after a version conflict', async () => {
    const carts = platform();
    carts.interleave((c) => ({ ...c, itemShippingAddresses: [...c.itemShippingAddresses, addr(4)] }));
    const result = await new EditShipments(carts).execute({
      cart,
      edit: { kind: 'add', address: { country: 'US', city: 'Trenton' } },
    });
    expect(result).toMatchObject({ ok: true, value: { version: 9 } });
    expect(
      carts.updates.map((u) => [
        u.version,
        u.actions[0]?.action === 'addItemShippingAddress' && u.actions[0].address.key,
      ]),
    ).toEqual([
      [7, 'shipment-4'],
      [8, 'shipment-5'],
    ]);
  });

  it("fails with 'Change in gift line items detected; shipment re-allocation required!' when a reload finds a new gift line", async () => {
    const carts = platform();
    const gift = testLine('gift', { quantity: 1, custom: { markedAsGift: true } });
    carts.interleave((c) => ({ ...c, lineItems: [...c.lineItems, gift] }));
    const result = await new EditShipments(carts).execute({
      cart,
      edit: { kind: 'add', address: { country: 'US', city: 'Trenton' } },
    });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'cart/gift-reallocation-required',
        message: 'Change in gift line items detected; shipment re-allocation required!',
        details: { status: 'newUnassignedGiftLineItem', added: ['gift'] },
      },
    });
    expect(carts.updates).toHaveLength(1);
  });

  it('goes on after a reload that changed no gift line', async () => {
    const carts = platform();
    const fromHome = (l: (typeof cart.lineItems)[number]) => ({ ...l, custom: { ...l.custom, listMetadata: 'home' } });
    carts.interleave((c) => ({ ...c, lineItems: c.lineItems.map(fromHome) }));
    const trenton = { kind: 'add', address: { country: 'US', city: 'Trenton' } } as const;
    const result = await new EditShipments(carts).execute({ cart, edit: trenton });
    expect(result).toEqual({ ok: true, value: carts.cart() });
    expect(carts.updates.map((u) => u.version)).toEqual([7, 8]);
    expect(carts.cart()).toMatchObject({ version: 9, lineItems: [{ custom: { listMetadata: 'home' } }] });
    const keys = carts.cart().itemShippingAddresses.map((a) => a.key);
    expect(keys).toEqual(['shipment-1', 'shipment-2', 'shipment-3', 'shipment-4']);
  });

  it('refuses malformed edits', async () => {
    const run = (edit: unknown) => new EditShipments(platform()).execute({ cart, edit } as never);
    for (const edit of [
      { kind: 'rename', key: 'shipment-1' },
      { kind: 'remove', key: '' },
      { kind: 'reassign', lineItemId: 'nuts', fromKey: 'shipment-1', toKey: 'shipment-2', quantity: 0 },
      { kind: 'reassign', lineItemId: 'nuts', fromKey: 'shipment-1', toKey: 'shipment-2', quantity: 1.5 },
      { kind: 'add', address: { country: 'MX' } },
      { kind: 'clear-empty', extra: true },
    ]) {
      expect(await run(edit)).toMatchObject({ ok: false, error: { code: 'validation/invalid' } });
    }
  });

  it('a move that leaves one shipment with lines switches the cart to Single, the shipping methods dropped', async () => {
    const single = testCart({
      version: 3,
      lineItems: [
        testLine('nuts', {
          quantity: 2,
          targets: [
            { addressKey: 'shipment-1', quantity: 1 },
            { addressKey: 'shipment-2', quantity: 1 },
          ],
        }),
      ],
      itemShippingAddresses: [addr(1), addr(2)],
    });
    const carts = new InMemoryCommerce({ carts: [single] });
    const split = await new EditShipments(carts).execute({ cart: single, edit: { kind: 'clear-empty' } });
    expect(split.ok && split.value.shippingMode).toBe('Multiple');
    const moved = await new EditShipments(carts).execute({
      cart: split.ok ? split.value : single,
      edit: { kind: 'reassign', lineItemId: 'nuts', fromKey: 'shipment-2', toKey: 'shipment-1', quantity: 1 },
    });
    expect(moved.ok && [moved.value.shippingMode, moved.value.shipping, moved.value.shippingAddress?.street1]).toEqual([
      'Single',
      [],
      '1 Shipment St',
    ]);
    expect(carts.updates.map((u) => u.actions.map((a) => a.action))).toEqual([
      ['setShippingMode'],
      ['setLineItemShippingDetails'],
      ['setShippingMode', 'setShippingAddress'],
    ]);
  });

  it('sets a shipment address and assigns unassigned units', async () => {
    const carts = platform();
    const removed = await new EditShipments(carts).execute({ cart, edit: { kind: 'remove', key: 'shipment-3' } });
    if (!removed.ok) return expect.fail(removed.error.message);
    const assigned = await new EditShipments(carts).execute({
      cart: removed.value,
      edit: { kind: 'assign', lineItemId: 'nuts', toKey: 'shipment-2', quantity: 1 },
    });
    if (!assigned.ok) return expect.fail(assigned.error.message);
    expect(assigned.value.lineItems[0]?.shippingDetails?.targets).toEqual([
      { addressKey: 'shipment-1', quantity: 1 },
      { addressKey: 'shipment-2', quantity: 2 },
    ]);
    const moved = await new EditShipments(carts).execute({
      cart: assigned.value,
      edit: {
        kind: 'set-address',
        key: 'shipment-2',
        address: {
          country: 'US',
          name: 'Sam Lee',
          street1: '7 Oak St',
          city: 'Newark',
          state: 'NJ',
          postalCode: '07102',
        },
      },
    });
    expect(moved.ok && moved.value.itemShippingAddresses[1]?.street1).toBe('7 Oak St');
  });
});
