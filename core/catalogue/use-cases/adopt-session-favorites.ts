import { z } from 'zod';
import type { ShopperListsPort } from '../../../ports/shopper-lists';

const inputSchema = z.strictObject({
  anonymousOwnerId: z.string().min(1).max(100),
  customerId: z.string().min(1).max(100),
});

/**
 * The favorites a visitor saved before signing in become the customer's (spec: catalogue-gifting §7 favorites;
 * shell-account §4 Sign-in flow): the anonymous session's favorites are merged into the customer's (a product both
 * have stays once) and the anonymous list is emptied. Nothing happens when the two owners are the same (a session
 * that was signed in already). Throws ZodError for an empty id (a caller's bug), PortError when the store is
 * unreachable.
 */
export class AdoptSessionFavorites {
  constructor(private readonly lists: Pick<ShopperListsPort, 'moveFavorites'>) {}

  async execute(raw: { readonly anonymousOwnerId: string; readonly customerId: string }): Promise<void> {
    const input = inputSchema.parse(raw);
    if (input.anonymousOwnerId === input.customerId) return;
    await this.lists.moveFavorites(input.anonymousOwnerId, input.customerId);
  }
}
