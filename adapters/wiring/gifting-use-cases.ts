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
import type { GiftDesk } from '../../ports/gift-desk';
import type { GiftDropService } from '../../ports/gift-drops';
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
  const { giftDrops: store, giftChoices: choices, mail, siteUrl, ids, rates, clock } = ports;
  if (!store || !choices || !mail || siteUrl === undefined || !ids || !rates) return undefined;
  const mailing = { store, mail, ids, clock, siteUrl };
  return {
    createGiftDrops: new CreateGiftDrops(mailing),
    getGiftForRedeem: new GetGiftForRedeem({ store, choices }),
    redeemGift: new RedeemGift({ store, choices, rates, clock }),
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
