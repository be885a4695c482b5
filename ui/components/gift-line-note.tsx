import { giftLineNote } from '../../core/cart';
import { orderCopy } from '../copy';

/** What the view needs of a line: its custom fields (a cart line or an order's line). */
interface NoteLine {
  readonly custom: { readonly recipientsJson?: string; readonly greetingCardMessage?: string };
}

/**
 * Under a gift line wherever it shows (cart, checkout, receipt and order detail; core-cart-checkout §3 recipientsJson
 * and greetingCardMessage, §4 digital gift and greeting card lines, §5 gift message): a digital gift's recipients ('To:
 * Sam Lee, Alex Kim') and its message with the sender ('Enjoy! - Pat'); a greeting card's message. Nothing for other
 * lines (giftLineNote).
 */
export function GiftLineNote({ line }: { readonly line: NoteLine }) {
  const note = giftLineNote(line);
  if (!note) return null;
  return (
    <div className="gift-line-note">
      {note.recipients && note.recipients.length > 0 && (
        <p className="gift-line-note__to">{orderCopy.cart.giftTo(note.recipients.join(', '))}</p>
      )}
      {note.message && <p className="gift-line-note__message">{orderCopy.cart.giftMessage(note.message)}</p>}
      {note.cardMessage && <p className="gift-line-note__message">{orderCopy.cart.cardMessage(note.cardMessage)}</p>}
    </div>
  );
}
