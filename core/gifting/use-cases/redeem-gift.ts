import { calendarInZone, domainError, err, ok, type Result } from '../../shared';
import { WAREHOUSE_TIME_ZONE } from '../../shipping/model';
import {
  checkGiftSelection,
  giftMessageWithSender,
  giftOrderLineOf,
  giftTitleOf,
  redeemableRecipient,
  validateGiftAddress,
  type GiftChoiceItem,
  type GiftChoices,
  type GiftDrop,
  type GiftRecipient,
} from '../model';
import type { Clock } from '../../../ports/clock';
import type { GiftChoiceCatalog, GiftDropStore, GiftForRedeem, GiftFulfilment } from '../../../ports/gift-drops';
import type { ShippingRatesPort } from '../../../ports/shipping-rates';

/** At most this many characters in a redeem key (IdGenerator.token makes 43). */
export const GIFT_KEY_MAX_LENGTH = 200;

const NOT_FOUND = () => err(domainError('gift/not-found', 'No gift with that link.'));

/** Whether `key` could be a live key (URL-safe characters, 16 to GIFT_KEY_MAX_LENGTH of them). */
export function isGiftKeyShaped(key: string): boolean {
  return key.length >= 16 && key.length <= GIFT_KEY_MAX_LENGTH && /^[A-Za-z0-9_-]+$/.test(key);
}

/**
 * The redeem view of `drop`'s recipient `recipientId` with the gift's choices (none once redeemed) and the names and
 * images of the choices (once redeemed, of the chosen products), with the shipping address once redeemed.
 */
function viewOf(drop: GiftDrop, recipientId: string, choices: GiftChoices): GiftForRedeem {
  const r = drop.recipients.find((x) => x.id === recipientId)!;
  const redeemed = r.status === 'redeemed';
  const shown = new Set(redeemed ? (r.selection ?? []) : choices.productNumbers);
  return {
    giftId: drop.id,
    recipientId: r.id,
    recipientName: r.name,
    title: giftTitleOf(drop.productKey),
    productKey: drop.productKey,
    sku: drop.sku,
    senderName: drop.sender.name,
    message: drop.message.trim() ? giftMessageWithSender(drop.message, drop.sender.name) : '',
    status: r.status,
    count: choices.count,
    productNumbers: redeemed ? [] : choices.productNumbers,
    items: (choices.items ?? []).filter((i) => shown.has(i.productNumber)),
    ...(r.selection ? { selection: r.selection } : {}),
    ...(r.shipOn ? { shipOn: r.shipOn } : {}),
    ...(r.shippingAddress ? { shippingAddress: r.shippingAddress } : {}),
    ...(r.orderNumber ? { orderNumber: r.orderNumber } : {}),
  };
}

/**
 * What a gift's recipient may choose, by the mailed key (spec: catalogue-gifting §2 /gift-drop/redeem, §4 Gift drop):
 * the gift, the sender's name, the message with the sender, the status, how many items and from which products. A
 * redeemed gift shows its choice and ship date and offers nothing more. Errors: 'gift/not-found' (unknown or dead
 * key), 'gift/invalid-choice' (the gift's product has no choices).
 */
export class GetGiftForRedeem {
  constructor(private readonly deps: { readonly store: GiftDropStore; readonly choices: GiftChoiceCatalog }) {}

  async execute(key: string): Promise<Result<GiftForRedeem>> {
    const found = isGiftKeyShaped(key) ? await this.deps.store.findByKey(key) : undefined;
    if (!found) return NOT_FOUND();
    const choices = await this.deps.choices.choicesFor(found.drop.productKey);
    if (!choices) return err(domainError('gift/invalid-choice', 'This gift has no choices.'));
    return ok(viewOf(found.drop, found.recipientId, choices));
  }
}

/**
 * Redeems a gift (spec: catalogue-gifting §4 Gift drop: "the redeem steps let them choose their items within the gift's
 * rules and give a US address"; §1 US incl. Hawaii, Alaska and Puerto Rico): the key's recipient, while 'sent', chooses
 * `selection` (checkGiftSelection) and gives `address` (validateGiftAddress).
 *
 * "which creates their shipment", in three writes so that exactly one order is made per recipient:
 * 1. the store records the redemption (selection, address, ship date: the warehouse's next ship day,
 *    ShippingRatesPort.shipDates, else tomorrow), only while 'sent' (a conditional update): of two concurrent
 *    redemptions one wins, the other gets 'gift/already-redeemed' and places nothing;
 * 2. GiftFulfilment places the fulfilment order (one $0.00 line of the gift's SKU with the selection encoded and
 *    described, plus the greeting card sent with the gift and its message, to the recipient's name and address, under
 *    the recipient's e-mail; no charge, the sender paid), keyed by the recipient so asking again answers the same
 *    order; when it fails the redemption is released (the recipient is 'sent' again) and the order's typed error is the
 *    answer;
 * 3. the store records the order's number. A redemption left without its order (the process stopped between 1 and 3, or
 *    the answer was lost) is finished by the next redeem call with the same key: its recorded selection and address are
 *    ordered, whatever the call sends.
 *
 * Errors: 'gift/not-found', 'gift/already-redeemed', 'gift/invalid-choice', 'validation/invalid-address',
 * 'gift/invalid-address', and the fulfilment's (the commerce engine's, e.g. 'product/sku-not-found').
 */
export class RedeemGift {
  constructor(
    private readonly deps: {
      readonly store: GiftDropStore;
      readonly choices: GiftChoiceCatalog;
      readonly rates: Pick<ShippingRatesPort, 'shipDates'>;
      readonly clock: Clock;
      readonly fulfilment: GiftFulfilment;
    },
  ) {}

  async execute(input: {
    readonly key: string;
    readonly selection: readonly number[];
    readonly address: unknown;
  }): Promise<Result<GiftForRedeem>> {
    const found = isGiftKeyShaped(input.key) ? await this.deps.store.findByKey(input.key) : undefined;
    if (!found) return NOT_FOUND();
    const choices = await this.deps.choices.choicesFor(found.drop.productKey);
    if (!choices) return err(domainError('gift/invalid-choice', 'This gift has no choices.'));
    const unfinished = unfinishedRedemption(found.drop, found.recipientId);
    if (unfinished) return this.order(found.drop, unfinished, choices, false);
    const recipient = redeemableRecipient(found.drop, found.recipientId);
    if (!recipient.ok) return recipient;
    const selection = checkGiftSelection(input.selection, choices);
    if (!selection.ok) return selection;
    const address = validateGiftAddress(input.address);
    if (!address.ok) return address;
    const nowMs = this.deps.clock.nowMs();
    const shipOn = this.deps.rates.shipDates({ country: 'US', nowMs, days: 14 })[0] ?? tomorrowOf(nowMs);
    const claimed = await this.deps.store.redeem(found.recipientId, {
      selection: selection.value,
      shippingAddress: address.value,
      shipOn,
      redeemedAt: new Date(nowMs).toISOString(),
    });
    if (!claimed.ok) return claimed;
    const redeemed = claimed.value.recipients.find((r) => r.id === found.recipientId)!;
    return this.order(claimed.value, redeemed, choices, true);
  }

  /**
   * Places the fulfilment order of `recipient`'s recorded redemption and records its number; when the order fails
   * and `releaseOnFailure`, the redemption is released (a finished-later redemption is kept for the next try).
   */
  private async order(
    drop: GiftDrop,
    recipient: GiftRecipient,
    choices: GiftChoices,
    releaseOnFailure: boolean,
  ): Promise<Result<GiftForRedeem>> {
    const order = await this.deps.fulfilment.placeGiftOrder({
      ...giftOrderLineOf(drop, recipient.selection ?? [], choices),
      recipientId: recipient.id,
      shippingAddress: recipient.shippingAddress!,
      email: recipient.email,
      ...(drop.greetingCard ? { greetingCard: drop.greetingCard } : {}),
    });
    if (!order.ok) {
      if (releaseOnFailure) await this.deps.store.release(recipient.id);
      return order;
    }
    const recorded = await this.deps.store.recordOrder(recipient.id, order.value.orderNumber);
    return recorded.ok ? ok(viewOf(recorded.value, recipient.id, choices)) : recorded;
  }
}

/** `drop`'s recipient `recipientId` when redeemed (with its selection and address) but without its order yet. */
function unfinishedRedemption(drop: GiftDrop, recipientId: string): GiftRecipient | undefined {
  const r = drop.recipients.find((x) => x.id === recipientId);
  return r && r.status === 'redeemed' && !r.orderNumber && r.selection && r.shippingAddress ? r : undefined;
}

/**
 * The names and images of what a gift's recipients may choose (catalogue-gifting §2 'See Ingredients' modal: the
 * landing shows them before the gift is bought), by the gift's product number; 'gift/invalid-choice' for a product
 * that is no such gift.
 */
export class ListGiftChoices {
  constructor(private readonly deps: { readonly choices: GiftChoiceCatalog }) {}

  async execute(productKey: string): Promise<Result<readonly GiftChoiceItem[]>> {
    const choices = await this.deps.choices.choicesFor(productKey);
    return choices ? ok(choices.items ?? []) : err(domainError('gift/invalid-choice', 'This gift has no choices.'));
  }
}

/** The warehouse's tomorrow at `nowMs` (YYYY-MM-DD). */
function tomorrowOf(nowMs: number): string {
  const today = calendarInZone(nowMs, WAREHOUSE_TIME_ZONE).date;
  return new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
