import { describe, expect, it } from 'vitest';
import type { ProductCard } from '../model/product-card';
import type { ShopperListsPort } from '../../../ports/shopper-lists';
import { AdoptSessionFavorites } from './adopt-session-favorites';
import { ListFavoriteCards } from './list-favorite-cards';

/** Favorites by owner, most recent first, as EmbeddedShopperLists keeps them (moveFavorites merges, once each). */
function lists(seed: Record<string, string[]>): Pick<ShopperListsPort, 'favorites' | 'moveFavorites'> & {
  byOwner: Record<string, string[]>;
} {
  const byOwner = seed;
  return {
    byOwner,
    async favorites(owner) {
      return [...(byOwner[owner] ?? [])];
    },
    async moveFavorites(from, to) {
      const merged = [...(byOwner[to] ?? [])];
      for (const k of byOwner[from] ?? []) if (!merged.includes(k)) merged.push(k);
      byOwner[to] = merged;
      byOwner[from] = [];
    },
  };
}

describe('AdoptSessionFavorites', () => {
  it("merges a visitor's favorites into the customer's at sign-in (once each) and empties the visitor's", async () => {
    const l = lists({ anon: ['almonds', 'cashews'], cust: ['cashews', 'pecans'] });
    await new AdoptSessionFavorites(l).execute({ anonymousOwnerId: 'anon', customerId: 'cust' });
    expect(l.byOwner).toEqual({ anon: [], cust: ['cashews', 'pecans', 'almonds'] });
  });

  it('does nothing when the session was the customer already', async () => {
    const l = lists({ cust: ['pecans'] });
    await new AdoptSessionFavorites(l).execute({ anonymousOwnerId: 'cust', customerId: 'cust' });
    expect(l.byOwner).toEqual({ cust: ['pecans'] });
  });
});

describe('ListFavoriteCards', () => {
  it("answers the owner's favorites as cards, in the favorites' order, and none without favorites", async () => {
    const asked: { productKeys: readonly string[]; limit: number }[] = [];
    const recommend = {
      async execute(input: { productKeys: readonly string[]; limit: number }) {
        asked.push(input);
        return input.productKeys.map((k) => ({ productKey: k }) as unknown as ProductCard);
      },
    };
    const l = lists({ cust: ['pecans', 'almonds'] });
    const cards = await new ListFavoriteCards(l, recommend as never).execute('cust');
    expect(cards.map((c) => c.productKey)).toEqual(['pecans', 'almonds']);
    expect(asked).toEqual([{ productKeys: ['pecans', 'almonds'], limit: 2 }]);
    expect(await new ListFavoriteCards(l, recommend as never).execute('nobody')).toEqual([]);
    expect(asked).toHaveLength(1);
  });
});
