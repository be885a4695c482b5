import { encodeRecipientsJson, GREETING_CARD_SKU, type GiftOption, type RecipientEntry } from '../../../core/gifting';
import type { RootStore } from '../../stores/root-store';
import type { RecipientDraft } from './recipient-fields';

/** The builder's message step: the message, the sender's name, and the optional greeting card with its message. */
export interface GiftMessage {
  readonly message: string;
  readonly sender: string;
  readonly card: boolean;
  readonly cardMessage: string;
}

/**
 * The recipientsJson entries of a gift (core-cart-checkout §3 recipientsJson, §5): each recipient's trimmed name and
 * e-mail with the same message and sender (left out when blank).
 */
export function recipientEntriesOf(drafts: readonly RecipientDraft[], m: GiftMessage): RecipientEntry[] {
  const message = m.message.trim();
  const sender = m.sender.trim();
  return drafts.map((d) => ({
    name: d.form.name.trim(),
    email: d.form.email.trim(),
    ...(message ? { message } : {}),
    ...(sender ? { sender } : {}),
  }));
}

/**
 * Adds a built gift to the session's cart (catalogue-gifting §4 Gift drop; core-cart-checkout §4 digital gift lines
 * and greeting card lines): POST /cart with the gift's SKU, one unit per recipient and their recipientsJson; then,
 * when a card is chosen, the greeting card's line (one card per recipient) with its message, riding with the gift
 * (parentExternalId: the gift line's externalId, so it goes to the recipients, not to an address). The cart store takes
 * the answered cart; an error shows in the notifications. True when everything was added.
 */
export async function addGiftToCart(
  root: RootStore,
  option: GiftOption,
  drafts: readonly RecipientDraft[],
  m: GiftMessage,
): Promise<boolean> {
  try {
    const backend = root.services.backend;
    const gift = root.absorb(
      await backend.addToCart({
        sku: option.sku,
        quantity: drafts.length,
        recipientsJson: encodeRecipientsJson(recipientEntriesOf(drafts, m)),
      }),
    );
    if (!gift) return false;
    root.cart.setCart(gift.cart);
    const cardMessage = m.cardMessage.trim();
    if (!m.card || !cardMessage) return true;
    const parentExternalId = gift.cart.lineItems.find((l) => l.id === gift.cart_line.id)?.custom.externalId;
    const card = root.absorb(
      await backend.addToCart({
        sku: GREETING_CARD_SKU,
        quantity: drafts.length,
        greetingCardMessage: cardMessage,
        ...(parentExternalId ? { parentExternalId } : {}),
      }),
    );
    if (card) root.cart.setCart(card.cart);
    return card !== undefined;
  } catch (e) {
    root.notifications.error(e instanceof Error ? e.message : String(e));
    return false;
  }
}
