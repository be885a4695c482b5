import type { Cart, CartAction } from '../../cart/model';
import type { CommercePort } from '../../../ports/commerce';
import type { NewsletterStore } from '../../../ports/newsletter';
import { domainError, err, ok, type Result } from '../../shared';

/** Messages of a campaign landing that applies nothing (shell-account §4: "Existing contacts are marked existing"). */
export const CAMPAIGN_LANDING_MESSAGES = {
  unknown: 'This offer link is not valid.',
  used: 'This offer has already been used. The first-order offer is for first-time subscribers only.',
} as const;

/** The token's shape: what IdGenerator.uuid() and our tokens look like; anything else is 'validation/invalid'. */
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The campaign landing (shell-account §4 Newsletter signup "For a new contact, a campaign landing call applies the
 * discount to the cart"; §7 POST /campaign-landing?token=, empty body → cart; §9 Offer): claims the contact's one-use
 * token, makes the contact's one-application offer code and adds it to the session's active cart (a new cart when the
 * session has none), which the engine prices (core/marketing firstOrderOfferProblems); a delivery already chosen is
 * dropped in the same update, to be chosen again on the discounted cart ($59 after the discount for free ground).
 * Errors: 'validation/invalid' (no or malformed token), 'discount/not-found' (unknown token),
 * 'discount/max-application-reached' (used token); the cart is unchanged then. A failed cart update gives the token
 * back.
 */
export class LandCampaign {
  constructor(
    private readonly store: NewsletterStore,
    private readonly commerce: Pick<CommercePort, 'getActiveCartOf' | 'createCart' | 'updateCart'>,
  ) {}

  async execute(anonymousId: string, token: unknown): Promise<Result<Cart>> {
    if (typeof token !== 'string' || !TOKEN.test(token))
      return err(domainError('validation/invalid', 'The offer link needs a token.'));
    const claim = await this.store.claimOfferToken(token);
    if (claim.status === 'unknown') return err(domainError('discount/not-found', CAMPAIGN_LANDING_MESSAGES.unknown));
    if (claim.status === 'used')
      return err(domainError('discount/max-application-reached', CAMPAIGN_LANDING_MESSAGES.used));
    const applied = await this.apply(anonymousId, claim.contactId);
    if (!applied.ok) await this.store.releaseOfferToken(token);
    return applied;
  }

  private async apply(anonymousId: string, contactId: string): Promise<Result<Cart>> {
    const existing = await this.commerce.getActiveCartOf(anonymousId);
    const cart = existing ? ok(existing) : await this.commerce.createCart({ anonymousId, country: 'US' });
    if (!cart.ok) return cart;
    const code = await this.store.createOfferCode(contactId);
    const actions: CartAction[] = [{ action: 'addDiscountCode', code }, ...deliveryDrops(cart.value)];
    return this.commerce.updateCart(cart.value.id, cart.value.version, actions);
  }
}

/**
 * The actions dropping the delivery chosen for a cart (its shipping method, and each shipment's): the offer lowers
 * what is spent, and free ground shipping needs at least $59 spent after the discount (shell-account §9), so the
 * delivery is chosen again, quoted on the discounted cart.
 */
function deliveryDrops(cart: Cart): CartAction[] {
  const keyed = cart.shipping.flatMap((s) => (s.shippingKey ? [s.shippingKey] : []));
  return [
    ...(cart.shippingInfo ? [{ action: 'removeCustomShippingMethod' as const }] : []),
    ...keyed.map((shippingKey) => ({ action: 'removeCustomShippingMethod' as const, shippingKey })),
  ];
}
