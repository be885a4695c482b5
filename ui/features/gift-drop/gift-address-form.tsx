import { GIFT_SHIPPING_STATES, validateGiftAddress } from '../../../core/gifting';
import { addressLabels, regionsFor } from '../../../core/validation';
import { SelectField, TextField } from '../../components/form-field';
import { giftDropCopy } from '../../copy/gift-drop-copy';

const copy = giftDropCopy.redeem;

/** The fields of a gift's address form, as typed. */
export interface GiftAddressFields {
  readonly name: string;
  readonly street1: string;
  readonly street2: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly phone: string;
}

/** An empty form, the name filled with the recipient's. */
export function emptyGiftAddress(name: string): GiftAddressFields {
  return { name, street1: '', street2: '', city: '', state: '', postalCode: '', phone: '' };
}

/** The states offered (catalogue-gifting §1: the 50 states with Hawaii and Alaska, DC and Puerto Rico), by name. */
export const GIFT_STATE_OPTIONS = regionsFor('US')
  .filter((r) => GIFT_SHIPPING_STATES.has(r.code))
  .map((r) => ({ value: r.code, label: r.name }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The address as the redeem call sends it: the fields given, country US. */
export function giftAddressBody(f: GiftAddressFields): Record<string, string> {
  const body: Record<string, string> = { country: 'US' };
  for (const [k, v] of Object.entries(f)) if (v.trim()) body[k] = v.trim();
  return body;
}

/**
 * The field errors of the form (core/gifting validateGiftAddress: core/validation's address messages, and the gift's
 * shipping area); empty when it may be sent.
 */
export function giftAddressErrors(f: GiftAddressFields): Record<string, string> {
  const r = validateGiftAddress(giftAddressBody(f));
  if (r.ok) return {};
  const fields = r.error.details?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : { street1: r.error.message };
}

/**
 * A recipient's US address form (spec: catalogue-gifting §5 Address forms: required-field messages, US labels 'ZIP
 * code' and 'State', errors after a field is touched; §1 shipping area): labelled fields with autocomplete attributes
 * and the state select of GIFT_STATE_OPTIONS. `errors` are shown for `touched` fields.
 */
export function GiftAddressForm(props: {
  value: GiftAddressFields;
  errors: Readonly<Record<string, string>>;
  touched: Readonly<Record<string, boolean>>;
  onChange: (v: GiftAddressFields) => void;
  onTouch: (field: keyof GiftAddressFields) => void;
}) {
  const { value, errors, touched, onChange, onTouch } = props;
  const labels = addressLabels('US');
  const shown = (f: keyof GiftAddressFields) => (touched[f] ? errors[f] : undefined);
  const text = (f: keyof GiftAddressFields, label: string, autoComplete: string, type = 'text') => (
    <TextField
      label={label}
      name={f}
      type={type}
      autoComplete={autoComplete}
      value={value[f]}
      error={shown(f)}
      onValue={(v) => onChange({ ...value, [f]: v })}
      onBlur={() => onTouch(f)}
    />
  );
  return (
    <div className="gift-address">
      {text('name', copy.fullName, 'shipping name')}
      {text('street1', copy.street1, 'shipping address-line1')}
      {text('street2', copy.street2, 'shipping address-line2')}
      {text('city', copy.city, 'shipping address-level2')}
      <SelectField
        label={labels.state}
        name="state"
        autoComplete="shipping address-level1"
        value={value.state}
        options={GIFT_STATE_OPTIONS}
        placeholder={copy.chooseState}
        error={shown('state')}
        onValue={(state) => onChange({ ...value, state })}
        onBlur={() => onTouch('state')}
      />
      {text('postalCode', labels.postalCode, 'shipping postal-code')}
      {text('phone', copy.phone, 'shipping tel', 'tel')}
    </div>
  );
}
