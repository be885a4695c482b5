import { useState } from 'react';
import { useStores } from '../../app/stores-context';
import { exceptionText } from '../../copy';
import { accountOrdersCopy } from '../../copy/account-orders-copy';
import { AppLink } from '../../components/app-link';

/** What the last reorder said: that the order is in the cart, which lines were skipped, or why nothing was added. */
interface ReorderOutcome {
  readonly added: boolean;
  readonly skipped: readonly string[];
  readonly error?: string;
}

/**
 * "Reorder" of a past order (spec: shell-account §2 Account area, §3 Cart (shell view) copiedFromOrderNumber): POST
 * /api/orders/reorder copies the order's still-available lines into the session's cart (the cart store takes the
 * cart it answers, so the header's count follows without a reload); the outcome is announced next to the button,
 * naming the lines no longer sold, with a link to the cart.
 */
export function ReorderButton({ orderNumber }: { orderNumber: string }) {
  const root = useStores();
  const copy = accountOrdersCopy.reorder;
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ReorderOutcome | undefined>(undefined);
  const reorder = async () => {
    setBusy(true);
    try {
      const account = await root.services.loadAccount();
      const answer = await account.reorder(orderNumber);
      if (answer.data) {
        if (answer.data.cart) root.cart.setCart(answer.data.cart);
        setOutcome({ added: answer.data.added.length > 0, skipped: answer.data.skipped.map((s) => s.name) });
      } else {
        setOutcome({ added: false, skipped: [], error: answer.errors?.[0]?.message ?? copy.failed });
      }
    } catch (e) {
      setOutcome({ added: false, skipped: [], error: exceptionText(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="reorder">
      <button
        type="button"
        className="button button--primary"
        aria-label={copy.buttonLabel(orderNumber)}
        disabled={busy}
        onClick={() => void reorder()}
      >
        {busy ? copy.working : copy.button}
      </button>
      <div role="status" className="reorder__outcome">
        {outcome ? <ReorderMessage orderNumber={orderNumber} outcome={outcome} /> : null}
      </div>
    </div>
  );
}

function ReorderMessage({ orderNumber, outcome }: { orderNumber: string; outcome: ReorderOutcome }) {
  const copy = accountOrdersCopy.reorder;
  if (outcome.error) return <p className="reorder__error">{outcome.error}</p>;
  return (
    <>
      <p>{outcome.added ? copy.done(orderNumber) : copy.nothing}</p>
      {outcome.skipped.length > 0 && <p className="reorder__skipped">{copy.skipped(outcome.skipped)}</p>}
      {outcome.added && <AppLink to="/cart">{copy.viewCart}</AppLink>}
    </>
  );
}
