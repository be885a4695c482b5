import { recipientFieldErrors, type RecipientForm } from '../../../core/gifting';
import { TextField } from '../../components/form-field';
import { giftDropCopy } from '../../copy/gift-drop-copy';

const copy = giftDropCopy.build;

/** A recipient's form in the builder: its fields and which of them were touched (errors show after a touch). */
export interface RecipientDraft {
  readonly id: number;
  readonly form: Required<RecipientForm>;
  readonly touched: Readonly<Record<string, boolean>>;
}

/** An empty recipient draft with id `id`. */
export function emptyRecipient(id: number): RecipientDraft {
  return { id, form: { name: '', email: '', confirmEmail: '' }, touched: {} };
}

/** A draft with every field touched (a Continue press shows every error). */
export function touchAll(d: RecipientDraft): RecipientDraft {
  return { ...d, touched: { name: true, email: true, confirmEmail: true } };
}

/** The field errors of a draft (catalogue-gifting §5: name and e-mail required, the confirmation must match). */
export function draftErrors(d: RecipientDraft): Record<string, string> {
  return recipientFieldErrors(d.form);
}

/**
 * One recipient's fields (spec: catalogue-gifting §5 "recipient email and name required; recipient email
 * confirmation 'Please make sure the email address matches'"; a field shows errors after it is touched): name,
 * e-mail, confirm e-mail, and Remove when there is more than one recipient.
 */
export function RecipientFields(props: {
  index: number;
  draft: RecipientDraft;
  onChange: (d: RecipientDraft) => void;
  onRemove?: () => void;
}) {
  const { index, draft, onChange, onRemove } = props;
  const errors = draftErrors(draft);
  const shown = (field: keyof RecipientForm) => (draft.touched[field] ? errors[field] : undefined);
  const set = (field: keyof RecipientForm) => (value: string) =>
    onChange({ ...draft, form: { ...draft.form, [field]: value } });
  const touch = (field: keyof RecipientForm) => () =>
    onChange({ ...draft, touched: { ...draft.touched, [field]: true } });
  return (
    <fieldset className="gift-recipient">
      <legend>{copy.recipient(index + 1)}</legend>
      <TextField
        label={copy.name}
        name={`recipient-${index}-name`}
        autoComplete="off"
        value={draft.form.name}
        error={shown('name')}
        onValue={set('name')}
        onBlur={touch('name')}
      />
      <TextField
        label={copy.email}
        type="email"
        name={`recipient-${index}-email`}
        autoComplete="off"
        value={draft.form.email}
        error={shown('email')}
        onValue={set('email')}
        onBlur={touch('email')}
      />
      <TextField
        label={copy.confirmEmail}
        type="email"
        name={`recipient-${index}-confirm-email`}
        autoComplete="off"
        value={draft.form.confirmEmail}
        error={shown('confirmEmail')}
        onValue={set('confirmEmail')}
        onBlur={touch('confirmEmail')}
      />
      {onRemove && (
        <button type="button" className="button button--link" onClick={onRemove}>
          {copy.removeRecipient} <span className="visually-hidden">{copy.recipient(index + 1)}</span>
        </button>
      )}
    </fieldset>
  );
}
