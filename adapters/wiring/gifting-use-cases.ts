import {
  CreateGiftDrops,
  GetGiftForRedeem,
  ListGiftChoices,
  ListGifts,
  ListSentGifts,
  RedeemGift,
  ResendGift,
  ShowGift,
} from '../../core/gifting';
import { cartTotals } from '../../core/cart';
import { ok, usd, type Result } from '../../core/shared';
import type { CommercePort } from '../../ports/commerce';
import type { GiftDesk } from '../../ports/gift-desk';
import type { GiftDropService, GiftFulfilment, GiftOrderRequest } from '../../ports/gift-drops';
import type { IdGenerator } from '../../ports/ids';
import type { StorefrontPorts } from './storefront';

/**
 * Gift drops (spec: catalogue-gifting §1, §2, §4 Gift drop, §5; core-cart-checkout §4 digital gift lines): a placed
 * order's gift lines become drops mailed to their recipients, who redeem them by key; the sender's list; the CX desk.
 */
export interface GiftingUseCases {
  /** A placed order's digital gift lines become gift drops, each recipient mailed a single-use link. */
  readonly createGiftDrops: CreateGiftDrops;
  readonly getGiftForRedeem: GetGiftForRedeem;
  readonly redeemGift: RedeemGift;
  /** The names and images of a gift's choices (the landing's modal). */
  readonly listGiftChoices: ListGiftChoices;
  readonly listSentGifts: ListSentGifts;
  /** CX: a recipient's mail again, with a new key. */
  readonly resendGift: ResendGift;
  /** CX: the newest drops, of one sender's e-mail when given. */
  readonly listGifts: ListGifts;
  /** CX: one drop by id. */
  readonly showGift: ShowGift;
}

/**
 * The gifting section when its ports are there (the embedded profile: the gift drop store, the choice catalogue, mail
 * with the site's origin, ids and shipping rates), else undefined (called by createStorefront only).
 */
export function giftingSection(ports: StorefrontPorts): GiftingUseCases | undefined {
  const { giftDrops: store, giftChoices: choices, mail, siteUrl, ids, rates, clock, commerce } = ports;
  if (!store || !choices || !mail || siteUrl === undefined || !ids || !rates || !commerce) return undefined;
  const fulfilment = commerceGiftFulfilment(commerce, ids);
  const mailing = { store, mail, ids, clock, siteUrl };
  return {
    createGiftDrops: new CreateGiftDrops(mailing),
    getGiftForRedeem: new GetGiftForRedeem({ store, choices }),
    redeemGift: new RedeemGift({ store, choices, rates, clock, fulfilment }),
    listGiftChoices: new ListGiftChoices({ choices }),
    listSentGifts: new ListSentGifts({ store }),
    resendGift: new ResendGift(mailing),
    listGifts: new ListGifts({ store }),
    showGift: new ShowGift({ store }),
  };
}

/** The server's view of the gifting section (ports/gift-drops.ts GiftDropService: the /api/gift-drop routes). */
export function giftDropService(g: GiftingUseCases): GiftDropService {
  return {
    forRedeem: (key) => g.getGiftForRedeem.execute(key),
    redeem: (input) => g.redeemGift.execute(input),
    sent: (customerId) => g.listSentGifts.execute(customerId),
    choices: (productKey) => g.listGiftChoices.execute(productKey),
  };
}

/** The in-process gift desk (ports/gift-desk.ts): the CLI in-process and the local server's /nutshell/gifts routes. */
export function giftDesk(g: Pick<GiftingUseCases, 'listGifts' | 'showGift' | 'resendGift'>): GiftDesk {
  return {
    list: (options) => g.listGifts.execute(options),
    show: (id) => g.showGift.execute(id),
    resend: (recipientId) => g.resendGift.execute(recipientId),
  };
}

/** The name of a gift order's shipping method (no charge: the sender paid). */
export const GIFT_ORDER_SHIPPING = 'Gift drop';

/**
 * GiftFulfilment over the commerce platform (spec: catalogue-gifting §4 Gift drop "which creates their shipment";
 * core-cart-checkout §7 orders): a US cart of the gift's SKU, one line priced 0 cents by externalPrice with the
 * selection's `externalId` and `customizationsDescription` (and, for a gift sent with a greeting card, one card line at
 * 0 cents with its message, riding with the gift by parentExternalId), the recipient's address as shipping and billing
 * address, the e-mail and a $0.00 'Gift drop' shipping method, is converted to an order without payments. The
 * idempotency key `gift-redeem-{recipientId}` makes a retry answer the first order (no second cart or order). Errors:
 * the platform's (e.g. 'product/sku-not-found'), typed.
 */
export function commerceGiftFulfilment(
  commerce: Pick<CommercePort, 'getOrderByIdempotencyKey' | 'createCart' | 'createOrderFromCart'>,
  ids: IdGenerator,
): GiftFulfilment {
  return {
    async placeGiftOrder(r: GiftOrderRequest): Promise<Result<{ readonly orderNumber: string }>> {
      const idempotencyKey = `gift-redeem-${r.recipientId}`;
      const prior = await commerce.getOrderByIdempotencyKey(idempotencyKey);
      if (prior) return ok({ orderNumber: prior.orderNumber });
      const cart = await commerce.createCart({
        anonymousId: `gift-${r.recipientId}`,
        customerEmail: r.email,
        country: 'US',
        actions: [
          {
            action: 'addLineItem',
            sku: r.sku,
            quantity: 1,
            externalPrice: usd(0),
            custom: { externalId: r.externalId, customizationsDescription: r.customizationsDescription },
          },
          ...(r.greetingCard
            ? [
                {
                  action: 'addLineItem' as const,
                  sku: r.greetingCard.sku,
                  quantity: 1,
                  externalPrice: usd(0),
                  custom: { greetingCardMessage: r.greetingCard.message, parentExternalId: r.externalId },
                },
              ]
            : []),
          { action: 'setShippingAddress', address: r.shippingAddress },
          { action: 'setBillingAddress', address: r.shippingAddress },
          { action: 'setCustomShippingMethod', shippingMethodName: GIFT_ORDER_SHIPPING, price: usd(0) },
        ],
      });
      if (!cart.ok) return cart;
      const order = await commerce.createOrderFromCart({
        cartId: cart.value.id,
        version: cart.value.version,
        receiptToken: ids.token(),
        idempotencyKey,
        payments: [],
        totals: cartTotals(cart.value),
      });
      return order.ok ? ok({ orderNumber: order.value.orderNumber }) : order;
    },
  };
}
