import { ok, type Result } from '../../shared';
import type { Order } from '../../cart/model';
import {
  giftDropRecipientMail,
  giftLinePlansOf,
  giftRedeemLink,
  giftSenderOf,
  giftTitleOf,
  type GiftDrop,
  type SkippedGiftLine,
} from '../model';
import type { Clock } from '../../../ports/clock';
import type { GiftDropStore } from '../../../ports/gift-drops';
import type { IdGenerator } from '../../../ports/ids';
import type { MailPort } from '../../../ports/mail';

/** What sends a gift's mail: the store, mail, ids (drop and recipient ids, keys), the clock and the links' origin. */
export interface GiftMailDeps {
  readonly store: GiftDropStore;
  readonly mail: MailPort;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  /** The storefront's public origin, e.g. 'https://shop.example.com' (no trailing slash). */
  readonly siteUrl: string;
}

/** What CreateGiftDrops did: the drops it made, the lines it skipped, the recipients whose mail failed (by id). */
export interface CreatedGiftDrops {
  readonly created: readonly GiftDrop[];
  readonly skipped: readonly SkippedGiftLine[];
  readonly unsent: readonly string[];
}

/** Sends the gift's recipient its mail with the link of `key`; throws what the mail port throws (PortError). */
export async function sendRecipientMail(
  deps: Pick<GiftMailDeps, 'mail' | 'siteUrl'>,
  drop: GiftDrop,
  recipient: { readonly name: string; readonly email: string },
  key: string,
): Promise<void> {
  await deps.mail.send(
    giftDropRecipientMail({
      to: recipient.email,
      recipientName: recipient.name,
      senderName: drop.sender.name,
      giftTitle: giftTitleOf(drop.productKey),
      message: drop.message,
      link: giftRedeemLink(deps.siteUrl, key),
    }),
  );
}

/** Mails the gift's recipient its link; false when the mail port failed (the recipient can be sent it again). */
async function mailRecipient(
  deps: Pick<GiftMailDeps, 'mail' | 'siteUrl'>,
  drop: GiftDrop,
  recipient: { readonly name: string; readonly email: string },
  key: string,
): Promise<boolean> {
  return sendRecipientMail(deps, drop, recipient, key).then(
    () => true,
    () => false,
  );
}

/**
 * A placed order's digital gift lines become gift drops (spec: catalogue-gifting §4 Gift drop: "each recipient gets a
 * mail with a single-use link"; core-cart-checkout §4 digital gift lines): one drop per line (gift certificates aside)
 * with the greeting card riding with it, if any, each recipient with a new random key (IdGenerator.token: at least 128
 * bits, URL-safe) mailed as `{siteUrl}/gift-drop/redeem?key=…` (kind 'gift-drop-recipient'). Idempotent: a line that
 * already has its drop (a retried call) makes no new drop and sends no mail. An order without an e-mail makes none.
 * Mail failures do not fail the call: those recipients are listed in `unsent` (ResendGift sends them a new link).
 */
export class CreateGiftDrops {
  constructor(private readonly deps: GiftMailDeps) {}

  async execute(order: Order): Promise<Result<CreatedGiftDrops>> {
    const { plans, skipped } = giftLinePlansOf(order);
    const created: GiftDrop[] = [];
    const unsent: string[] = [];
    for (const plan of plans) {
      const sender = giftSenderOf(order, plan.senderName);
      if (!sender) {
        skipped.push({ lineItemId: plan.lineItemId, reason: 'The order has no e-mail.' });
        continue;
      }
      const now = new Date(this.deps.clock.nowMs()).toISOString();
      const recipients = plan.recipients.map((r) => ({
        id: this.deps.ids.uuid(),
        name: r.name,
        email: r.email,
        key: this.deps.ids.token(),
      }));
      const made = await this.deps.store.create({
        id: this.deps.ids.uuid(),
        orderNumber: order.orderNumber,
        lineItemId: plan.lineItemId,
        sender,
        productKey: plan.productKey,
        sku: plan.sku,
        message: plan.message,
        createdAt: now,
        recipients,
        ...(plan.greetingCard ? { greetingCard: plan.greetingCard } : {}),
      });
      if (!made.created) continue;
      created.push(made.drop);
      for (const r of recipients) {
        if (!(await mailRecipient(this.deps, made.drop, r, r.key))) unsent.push(r.id);
      }
    }
    return ok({ created, skipped, unsent });
  }
}
