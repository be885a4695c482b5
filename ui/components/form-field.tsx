import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldShell {
  readonly label: string;
  readonly error?: string;
  readonly className?: string;
}

function Shell({ id, label, error, className, children }: FieldShell & { id: string; children: ReactNode }) {
  return (
    <div className={`field ${error ? 'has-error' : ''} ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text input with its error message under it (shown by the caller after touch or submit). */
export function TextField(
  props: FieldShell &
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { onValue: (v: string) => void },
) {
  const { label, error, className, onValue, ...input } = props;
  const id = useId();
  // The caller's description (e.g. a password's rules) stays, followed by the error message when there is one.
  const describedBy = [input['aria-describedby'], error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return (
    <Shell id={id} label={label} error={error} className={className}>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onValue(e.target.value)}
      />
    </Shell>
  );
}

/** A labelled select with its error message. */
export function SelectField(
  props: FieldShell & {
    value: string;
    options: readonly { value: string; label: string }[];
    placeholder?: string;
    autoComplete?: string;
    name?: string;
    onValue: (v: string) => void;
    onBlur?: () => void;
  },
) {
  const { label, error, className, value, options, placeholder, onValue, onBlur, autoComplete, name } = props;
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} className={className}>
      <select
        id={id}
        name={name}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onValue(e.target.value)}
        onBlur={onBlur}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}
