import type { GiftedTraysCatalog } from '../../ports/gifted-trays';
import type { GiftBoxChoice, GiftDropBackendPort, RedeemGiftRequest } from '../../ports/gift-drop-backend';
import type { GiftForRedeem, SentGift } from '../../ports/gift-drops';

/**
 * A fake GiftDropBackendPort for UI tests: `state` holds the gifts by key, the sender's gifts (undefined: not signed
 * in), the trays' catalogue and the box's choices, and records every redeem request. A redeem of a 'sent' gift makes
 * it 'redeemed' with `shipOn` '2026-12-01'; an unknown key answers 'gift/not-found'.
 */
export interface FakeGiftDrop extends GiftDropBackendPort {
  readonly state: {
    gifts: Map<string, GiftForRedeem>;
    sent: SentGift[] | undefined;
    trays: GiftedTraysCatalog;
    box: GiftBoxChoice[];
    redeems: RedeemGiftRequest[];
  };
}

const notFound = { errors: [{ message: 'No gift with that link.', key: 'gift/not-found' }] };

/** The fake (see FakeGiftDrop). */
export function createFakeGiftDrop(): FakeGiftDrop {
  const state: FakeGiftDrop['state'] = {
    gifts: new Map(),
    sent: undefined,
    trays: { ingredients: [], categoryTree: [] },
    box: [],
    redeems: [],
  };
  return {
    state,
    forRedeem: async (key) => {
      const gift = state.gifts.get(key);
      return gift ? { data: { gift } } : notFound;
    },
    redeem: async (request) => {
      state.redeems.push(request);
      const gift = state.gifts.get(request.key);
      if (!gift) return notFound;
      const chosen = new Set(request.selection);
      const redeemed: GiftForRedeem = {
        ...gift,
        status: 'redeemed',
        productNumbers: [],
        items: gift.items.filter((i) => chosen.has(i.productNumber)),
        selection: [...request.selection],
        shipOn: '2026-12-01',
        shippingAddress: {
          name: request.address.name ?? '',
          street1: request.address.street1 ?? '',
          city: request.address.city ?? '',
          state: request.address.state ?? '',
          postalCode: request.address.postalCode ?? '',
          country: 'US',
        },
      };
      state.gifts.set(request.key, redeemed);
      return { data: { gift: redeemed } };
    },
    sent: async () =>
      state.sent
        ? { data: { gifts: state.sent } }
        : { errors: [{ message: 'Please sign in.', key: 'account/not-signed-in' }] },
    trayCatalog: async () => state.trays,
    boxChoices: async () => ({ data: { choices: state.box } }),
  };
}
