import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import type { ResaleCertificate } from '../../../core/resellers';
import { US_REGIONS } from '../../../core/validation';
import { useStores } from '../../app/stores-context';
import { exceptionText } from '../../copy';
import { accountAreaCopy } from '../../copy/account-area-copy';

const t = accountAreaCopy.reseller;
const FIELDS = ['state', 'certificateNumber', 'expiresOn', 'file'] as const;
type Field = (typeof FIELDS)[number];
/** An error message of the server's: `fields` maps each bad field to its message. */
const fieldsOf = z.object({ fields: z.record(z.string(), z.string()) });
/** The 50 states and DC (territories and military codes are not resale states here). */
const STATES = US_REGIONS.filter(
  (r) =>
    r.code.length === 2 && !['AS', 'GU', 'MP', 'PR', 'VI', 'UM', 'AA', 'AE', 'AP', 'FM', 'MH', 'PW'].includes(r.code),
);

/** A field's message under it, tied to the input by `aria-describedby`. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}

/** The form's labelled inputs, each with its message under it. */
function CertificateInputs({ errors }: { errors: Partial<Record<Field, string>> }) {
  const describedBy = (f: Field) => (errors[f] ? `reseller-${f}-error` : undefined);
  return (
    <>
      <div className="field">
        <label htmlFor="reseller-state">{t.state}</label>
        <select
          id="reseller-state"
          name="state"
          required
          defaultValue=""
          aria-invalid={Boolean(errors.state)}
          aria-describedby={describedBy('state')}
        >
          <option value="" disabled>
            {t.chooseState}
          </option>
          {STATES.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
        <FieldError id="reseller-state-error" message={errors.state} />
      </div>
      <div className="field">
        <label htmlFor="reseller-number">{t.number}</label>
        <input
          id="reseller-number"
          name="certificateNumber"
          required
          maxLength={40}
          autoComplete="off"
          aria-invalid={Boolean(errors.certificateNumber)}
          aria-describedby={describedBy('certificateNumber')}
        />
        <FieldError id="reseller-certificateNumber-error" message={errors.certificateNumber} />
      </div>
      <div className="field">
        <label htmlFor="reseller-expires">{t.expires}</label>
        <input
          id="reseller-expires"
          name="expiresOn"
          type="date"
          required
          aria-invalid={Boolean(errors.expiresOn)}
          aria-describedby={describedBy('expiresOn')}
        />
        <FieldError id="reseller-expiresOn-error" message={errors.expiresOn} />
      </div>
      <div className="field">
        <label htmlFor="reseller-file">{t.file}</label>
        <input
          id="reseller-file"
          name="file"
          type="file"
          required
          accept=".pdf,.png,.jpg,.jpeg"
          aria-invalid={Boolean(errors.file)}
          aria-describedby={describedBy('file')}
        />
        <FieldError id="reseller-file-error" message={errors.file} />
      </div>
    </>
  );
}

/**
 * The upload form of Reseller Certifications (shell-account §2 Reseller Certifications): labelled state select,
 * certificate number, expiry date and file inputs and an 'Upload certificate' submit button. It posts the file's raw
 * bytes with the fields (POST /api/reseller-certificates); the server's field messages show next to each field, others
 * in an alert; `onUploaded` receives the new pending certificate.
 */
export function ResellerCertificateForm({ onUploaded }: { onUploaded: (c: ResaleCertificate) => void }) {
  const root = useStores();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = form.elements.namedItem('file');
    const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    if (!file || file.size === 0) {
      setErrors({ file: t.chooseFile });
      return;
    }
    const text = (name: string) => String(data.get(name) ?? '');
    const fields = {
      state: text('state'),
      certificateNumber: text('certificateNumber'),
      expiresOn: text('expiresOn'),
      fileName: file.name,
    };
    setBusy(true);
    setAlert(undefined);
    try {
      const answer = await (await root.services.loadAccount()).uploadResaleCertificate(fields, file);
      const first = answer.errors?.[0];
      if (first) {
        const parsed = fieldsOf.safeParse(first);
        const byField = parsed.success ? (parsed.data.fields as Partial<Record<Field, string>>) : {};
        setErrors(byField);
        if (!FIELDS.some((f) => byField[f])) setAlert(first.message);
      } else if (answer.data) {
        setErrors({});
        form.reset();
        onUploaded(answer.data.certificate);
        root.ui.announce(t.uploaded(answer.data.certificate.state));
      }
    } catch (e) {
      setAlert(exceptionText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="reseller-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="reseller-form-title">
      <h2 id="reseller-form-title">{t.formTitle}</h2>
      {alert && (
        <div className="form-error" role="alert">
          <p>{alert}</p>
        </div>
      )}
      <CertificateInputs errors={errors} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t.uploading : t.submit}
      </button>
    </form>
  );
}
