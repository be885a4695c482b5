import { useId } from 'react';
import { giftMessageWithSender, GIFT_MESSAGE_MAX_LENGTH, type GiftOption } from '../../../core/gifting';
import { TextField } from '../../components/form-field';
import { giftDropCopy } from '../../copy/gift-drop-copy';
import type { GiftMessage } from './add-gift-to-cart';

const copy = giftDropCopy.build;

/**
 * The builder's message step (core-cart-checkout §5 "the sender is appended after ' - ' to the message"; §4 greeting
 * card lines): the message, the sender's name, the preview of what recipients read, the optional greeting card with
 * its message, the total of gifts, and 'Add to Cart'.
 */
export function MessageStep(props: {
  option: GiftOption;
  count: number;
  value: GiftMessage;
  onChange: (m: GiftMessage) => void;
  adding: boolean;
  onAdd: () => void;
  onBack: () => void;
}) {
  const { option, count, value, onChange, adding, onAdd, onBack } = props;
  const messageId = useId();
  const cardId = useId();
  const preview = giftMessageWithSender(value.message, value.sender);
  return (
    <section className="gift-build__section" aria-labelledby="gift-message">
      <h2 id="gift-message">{copy.messageHeading}</h2>
      <div className="field">
        <label htmlFor={messageId}>{copy.message}</label>
        <textarea
          id={messageId}
          name="gift-message"
          rows={4}
          maxLength={GIFT_MESSAGE_MAX_LENGTH}
          value={value.message}
          onChange={(e) => onChange({ ...value, message: e.target.value })}
        />
      </div>
      <TextField
        label={copy.sender}
        name="gift-sender"
        autoComplete="name"
        value={value.sender}
        onValue={(sender) => onChange({ ...value, sender })}
      />
      {preview && (
        <figure className="gift-preview">
          <figcaption>{copy.preview}</figcaption>
          <blockquote data-testid="gift-preview">{preview}</blockquote>
        </figure>
      )}
      <div className="gift-checkbox">
        <input
          id={cardId}
          type="checkbox"
          checked={value.card}
          onChange={(e) => onChange({ ...value, card: e.target.checked })}
        />
        <label htmlFor={cardId}>{copy.greetingCard}</label>
      </div>
      {value.card && (
        <TextField
          label={copy.greetingCardMessage}
          name="greeting-card-message"
          maxLength={500}
          value={value.cardMessage}
          onValue={(cardMessage) => onChange({ ...value, cardMessage })}
        />
      )}
      <p className="gift-build__total">
        {option.title} · {copy.total(count)}
      </p>
      <div className="gift-build__nav">
        <button type="button" className="button button--link" onClick={onBack}>
          {copy.back}
        </button>
        <button type="button" className="button button--primary" disabled={adding} onClick={onAdd}>
          {adding ? copy.adding : copy.addToCart}
        </button>
      </div>
    </section>
  );
}
