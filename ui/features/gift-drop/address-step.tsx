import { useState } from 'react';
import type { GiftForRedeem } from '../../../ports/gift-drops';
import { useStores } from '../../app/stores-context';
import { giftDropCopy } from '../../copy/gift-drop-copy';
import {
  emptyGiftAddress,
  giftAddressBody,
  giftAddressErrors,
  GiftAddressForm,
  type GiftAddressFields,
} from './gift-address-form';

const copy = giftDropCopy.redeem;
const ALL_TOUCHED = { name: true, street1: true, city: true, state: true, postalCode: true, phone: true };

/**
 * The redemption's address step (catalogue-gifting §4 Gift drop, §5 Address forms, §1 shipping area): the US address
 * form and 'Send my gift', which posts the redeem (POST /api/gift-drop/redeem) with the chosen items; the server's
 * field messages show on their fields, any other error above the button. `onDone` gets the redeemed gift.
 */
export function AddressStep(props: {
  gift: GiftForRedeem;
  giftKey: string;
  selection: readonly number[];
  onBack: () => void;
  onDone: (g: GiftForRedeem) => void;
}) {
  const { gift, giftKey, selection, onBack, onDone } = props;
  const root = useStores();
  const [fields, setFields] = useState<GiftAddressFields>(emptyGiftAddress(gift.recipientName));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const errors = { ...serverErrors, ...giftAddressErrors(fields) };
  const send = async () => {
    setTouched(ALL_TOUCHED);
    if (Object.keys(giftAddressErrors(fields)).length > 0) return;
    setSending(true);
    setProblem('');
    try {
      const backend = await root.services.loadGiftDrop();
      const answer = await backend.redeem({ key: giftKey, selection, address: giftAddressBody(fields) });
      if (answer.data) return onDone(answer.data.gift);
      const e = answer.errors?.[0] as { message: string; fields?: Record<string, string> } | undefined;
      if (e?.fields) setServerErrors(e.fields);
      setProblem(e?.message ?? '');
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      className="gift-address-step"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h2>{copy.addressHeading}</h2>
      <p className="gift-drop__note">{copy.shippingNote}</p>
      <GiftAddressForm
        value={fields}
        errors={errors}
        touched={touched}
        onChange={(v) => {
          setFields(v);
          setServerErrors({});
        }}
        onTouch={(f) => setTouched({ ...touched, [f]: true })}
      />
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
      <div className="gift-build__nav">
        <button type="button" className="button button--link" onClick={onBack}>
          {copy.back}
        </button>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? copy.sending : copy.send}
        </button>
      </div>
    </form>
  );
}
