import { ok, type Result } from '../../shared';
import { cartKeyOf, createWithCartKey, type Cart } from '../../cart/model';
import type { CommercePort } from '../../../ports/commerce';
import type { IdGenerator } from '../../../ports/ids';
import { mergeLineActions } from './adopt-session-cart';

/**
 * POST /api/sign/out with copyCartToAnonymousCart (spec: shell-account §7 sign-out): the lines of the signed-in
 * session's active cart (SKU, quantity, price channel) copied into a new cart of the new anonymous session; the
 * customer's cart stays as it was. null when there is no cart or it has no lines. With `ids`, the new cart gets a
 * cart key a shopper can read to an agent (cartKeyOf; a clash retried). Errors: those of createCart.
 */
export class CopyCartToAnonymous {
  constructor(
    private readonly commerce: CommercePort,
    private readonly ids?: Pick<IdGenerator, 'uuid'>,
  ) {}

  async execute(input: { readonly fromOwnerId: string; readonly toAnonymousId: string }): Promise<Result<Cart | null>> {
    const from = await this.commerce.getActiveCartOf(input.fromOwnerId);
    if (!from || from.lineItems.length === 0) return ok(null);
    const empty: Cart = { ...from, lineItems: [] };
    const draft = {
      anonymousId: input.toAnonymousId,
      ...(from.country ? { country: from.country } : {}),
      actions: mergeLineActions(empty, from.lineItems),
    };
    const ids = this.ids;
    if (!ids) return this.commerce.createCart(draft);
    return createWithCartKey(
      (key) => this.commerce.createCart({ ...draft, key }),
      () => cartKeyOf(ids.uuid()),
    );
  }
}
