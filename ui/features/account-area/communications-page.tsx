import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useStores } from '../../app/stores-context';
import { exceptionText } from '../../copy';
import { accountAreaCopy } from '../../copy/account-area-copy';
import type { AccountAreaPageProps } from './account-area-views';
import { customerChanged, type FormOutcome } from './your-account-store';
import { Outcome } from '../../components/form-outcome';

const t = accountAreaCopy.communications;

/**
 * Email Communications (spec: shell-account §2 Account area; §3 Sign-up option optInNewsletter): the newsletter
 * choice as a labelled checkbox and Save (PUT /api/me/communications); "Your email preferences have been saved."
 * once saved, without a page reload. The contact's `subscribed` follows the choice.
 */
export const CommunicationsPage = observer(function CommunicationsPage({ data, store }: AccountAreaPageProps) {
  const root = useStores();
  const [optIn, setOptIn] = useState(data.customer.newsletterOptIn);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | undefined>(undefined);
  const legendId = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const account = await root.services.loadAccount();
      const answer = await account.updateCommunications({ optInNewsletter: optIn });
      if (answer.data) {
        customerChanged(root, store, answer.data.customer);
        setOutcome({ kind: 'saved', text: t.saved });
      } else {
        setOutcome({ kind: 'error', text: answer.errors?.[0]?.message ?? accountAreaCopy.yourAccount.failed });
      }
    } catch (err) {
      setOutcome({ kind: 'error', text: exceptionText(err) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="account-card">
      <form className="account-form" noValidate onSubmit={(e) => void submit(e)}>
        <fieldset className="account-fieldset" aria-labelledby={legendId}>
          <legend id={legendId}>{t.legend}</legend>
          <p>{t.intro}</p>
          <label className="checkbox-field">
            <input
              type="checkbox"
              name="optInNewsletter"
              checked={optIn}
              onChange={(e) => {
                setOptIn(e.target.checked);
                setOutcome(undefined);
              }}
            />
            {t.newsletter}
          </label>
        </fieldset>
        <Outcome outcome={outcome} />
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? accountAreaCopy.yourAccount.saving : t.save}
        </button>
      </form>
    </section>
  );
});
