import { z } from 'zod';
import { domainError, err, ok, type Result } from '../../shared';
import type { Clock } from '../../../ports/clock';
import type { CommercePort } from '../../../ports/commerce';
import type { ShopperListsPort } from '../../../ports/shopper-lists';

const inputSchema = z.strictObject({
  anonymousId: z.string().min(1).max(100),
  productKey: z.string().min(1).max(200),
  favorite: z.boolean(),
});

/**
 * POST /contents.html wishlist fields (spec: catalogue-gifting §7): `favorite: true` adds the product to the
 * session's favorites, false removes it. Answers the session's favorite product keys afterwards, most recent
 * first. Adding an unknown product fails with 'product/not-found'; removing one that is not a favorite is a
 * no-op. Invalid input fails with 'validation/invalid'.
 */
export class ToggleFavorite {
  constructor(
    private readonly lists: ShopperListsPort,
    private readonly commerce: Pick<CommercePort, 'getProductByKey'>,
    private readonly clock: Clock,
  ) {}

  async execute(raw: {
    anonymousId: string;
    productKey: string;
    favorite: boolean;
  }): Promise<Result<readonly string[]>> {
    const parsed = inputSchema.safeParse(raw);
    if (!parsed.success)
      return err(domainError('validation/invalid', parsed.error.issues[0]?.message ?? 'Invalid input'));
    const { anonymousId, productKey, favorite } = parsed.data;
    if (favorite) {
      if (!(await this.commerce.getProductByKey(productKey)))
        return err(domainError('product/not-found', `No product with key '${productKey}'.`));
      await this.lists.addFavorite(anonymousId, productKey, this.clock.nowMs());
    } else {
      await this.lists.removeFavorite(anonymousId, productKey);
    }
    return ok(await this.lists.favorites(anonymousId));
  }
}
