import { useId, useState } from 'react';
import type { BlockOptions } from '../../../../core/content';
import { copy } from '../../../copy';
import {
  leadAutocomplete,
  leadFieldError,
  leadFormBody,
  leadFormCopy,
  postLead,
  type LeadField,
} from './lead-form-model';

/** Where the form stands: being filled in, being sent, sent, or refused by the server (or unreachable). */
type LeadState = 'editing' | 'sending' | 'sent' | 'failed';

/**
 * A lead form (spec: shell-account §3 Lead form; §5 validators email, phone, required, "submit disabled while
 * validation fails"; §8 success and failure texts): its fields, labelled, with their autocomplete tokens; a
 * field's message shows once it is touched or changed; the submit button is disabled while a touched form has a
 * failing field (a submit of an untouched form touches every field and shows their messages). It posts POST
 * /api/lead-forms; on success the form gives way to the success text (and the block's file, when it has one, as a
 * download link); on failure the failure text with the help phone shows and the form stays.
 */
export function LeadFormBlock({
  options,
  send = postLead,
}: {
  readonly options: BlockOptions<'Lead Form'>;
  readonly send?: (body: Record<string, unknown>) => Promise<boolean>;
}) {
  const id = useId();
  const [values, setValues] = useState<Readonly<Record<string, string>>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [state, setState] = useState<LeadState>('editing');
  const errors = Object.fromEntries(options.fields.map((f) => [f.name, leadFieldError(f, values[f.name] ?? '')]));
  const invalid = Object.values(errors).some((e) => e !== undefined);
  const touch = (name: string) => setTouched((t) => new Set(t).add(name));
  const submit = async () => {
    if (invalid) {
      setTouched(new Set(options.fields.map((f) => f.name)));
      return;
    }
    setState('sending');
    setState((await send(leadFormBody(options, values))) ? 'sent' : 'failed');
  };
  if (state === 'sent') {
    return (
      <section className="content-lead-form" aria-labelledby={options.title ? `${id}-title` : undefined}>
        {options.title && <h2 id={`${id}-title`}>{options.title}</h2>}
        <p role="status" className="content-lead-form__success">
          {leadFormCopy.success}
        </p>
        {options.fileUrl && (
          <p>
            <a href={options.fileUrl} download className="button button--primary">
              {leadFormCopy.download(options.fileName ?? options.fileUrl.split('/').pop() ?? '')}
            </a>
          </p>
        )}
      </section>
    );
  }
  return (
    <section className="content-lead-form" aria-labelledby={options.title ? `${id}-title` : undefined}>
      {options.title && <h2 id={`${id}-title`}>{options.title}</h2>}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {options.fields.map((f) => (
          <LeadInput
            key={f.name}
            id={`${id}-${f.name}`}
            field={f}
            value={values[f.name] ?? ''}
            error={touched.has(f.name) ? errors[f.name] : undefined}
            onValue={(v) => {
              setValues((old) => ({ ...old, [f.name]: v }));
              touch(f.name);
            }}
            onBlur={() => touch(f.name)}
          />
        ))}
        {state === 'failed' && (
          <p role="alert" className="content-lead-form__failure">
            {leadFormCopy.failure(copy.helpPhone)}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={state === 'sending' || (touched.size > 0 && invalid)}
          aria-busy={state === 'sending'}
        >
          {state === 'sending' ? leadFormCopy.sending : options.submitText}
        </button>
      </form>
    </section>
  );
}

/** One labelled field of the lead form, its message under it (aria-describedby) once shown. */
function LeadInput(props: {
  readonly id: string;
  readonly field: LeadField;
  readonly value: string;
  readonly error: string | undefined;
  readonly onValue: (v: string) => void;
  readonly onBlur: () => void;
}) {
  const { id, field, value, error } = props;
  const common = {
    id,
    name: field.name,
    value,
    required: field.required,
    autoComplete: leadAutocomplete(field),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onBlur: props.onBlur,
  } as const;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={4} onChange={(e) => props.onValue(e.target.value)} />
      ) : (
        <input
          {...common}
          type={field.type}
          inputMode={field.type === 'tel' ? 'tel' : undefined}
          onChange={(e) => props.onValue(e.target.value)}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
