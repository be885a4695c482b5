/** A form's outcome shown under it: a status ('Your name has been saved.') or an error (role=alert). */
export interface FormOutcome {
  readonly kind: 'saved' | 'error';
  readonly text: string;
}

/**
 * A form's outcome: a polite status when saved, an alert when refused, and before either an empty live region (so
 * that the status is announced when it comes).
 */
export function Outcome({ outcome }: { outcome: FormOutcome | undefined }) {
  if (!outcome) return <p role="status" className="account-status" />;
  return outcome.kind === 'saved' ? (
    <p role="status" className="account-status account-status--saved">
      {outcome.text}
    </p>
  ) : (
    <p role="alert" className="form-error">
      {outcome.text}
    </p>
  );
}
