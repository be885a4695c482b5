import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { accountCopy } from '../../copy/account-copy';
import { useSession } from './use-session';

/**
 * The staff bar in the header (spec: shell-account §2 Header "A permission flag checkOutAsCustomer shows a
 * staff-style bar", Staff cart lookup; core-cart-checkout §6 CX mode): "Staff mode", whom the agent acts for (the
 * customer's e-mail, "Guest cart {key}", or nobody yet), "Stop acting", and the collapsible staff cart lookup: a
 * GET form of /cart/customer-cart (so it works before the page's code runs) whose key field is prefilled from the
 * URL's `key`. Shown only for a session with the permission (the server renders it from the page state's session).
 */
export const StaffBar = observer(function StaffBar() {
  const session = useSession();
  const { search } = useLocation();
  const t = accountCopy.staff;
  if (!session.cxMode) return null;
  const key = new URLSearchParams(search).get('key') ?? '';
  const acting = session.actingFor;
  const whom = acting ? (acting.customerEmail ?? t.guestCart(acting.cartKey ?? acting.cartId)) : t.nobody;
  return (
    <section className="staff-bar" aria-label={t.bar}>
      <div className="container staff-bar__row">
        <strong className="staff-bar__mode">{t.mode}</strong>
        <span className="staff-bar__acting">
          {t.actingFor}: <span data-testid="acting-for">{whom}</span>
        </span>
        {acting && (
          <button type="button" className="button button--ghost-light" onClick={() => void session.stopActing()}>
            {t.stop}
          </button>
        )}
        <details className="staff-bar__lookup" open={key !== '' || undefined}>
          <summary>{t.lookup}</summary>
          <form method="get" action="/cart/customer-cart" className="staff-bar__form">
            <label htmlFor="staff-cart-key">{t.keyLabel}</label>
            <input
              id="staff-cart-key"
              name="key"
              type="text"
              required
              maxLength={256}
              autoComplete="off"
              spellCheck={false}
              placeholder={t.keyPlaceholder}
              defaultValue={key}
            />
            <button type="submit" className="button button--ghost-light">
              {t.find}
            </button>
          </form>
        </details>
      </div>
    </section>
  );
});
