import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { SavedPaymentMethod } from '../../../core/customers';
import { useStores } from '../../app/stores-context';
import { exceptionText } from '../../copy';
import { accountAreaCopy } from '../../copy/account-area-copy';
import type { AccountAreaPageProps } from './account-area-views';

const t = accountAreaCopy.wallet;

/** One saved card: brand and last four digits, expiry, holder, Default; Remove asks for a confirmation first. */
function CardItem(props: {
  card: SavedPaymentMethod;
  confirming: boolean;
  busy: boolean;
  onRemove: () => void;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const { card } = props;
  return (
    <li className="wallet-card">
      <div className="wallet-card__facts">
        <p className="wallet-card__name">
          {t.card(card.brand, card.last4)}
          {card.isDefault && <span className="badge wallet-card__default">{t.default}</span>}
        </p>
        <p className="muted">{t.expires(card.expirationMonth, card.expirationYear)}</p>
        <p className="muted">{t.holder(card.cardholderName)}</p>
      </div>
      {props.confirming ? (
        <div className="wallet-card__confirm" role="group" aria-label={t.confirm(card.brand, card.last4)}>
          <p>{t.confirm(card.brand, card.last4)}</p>
          <button type="button" className="button button--primary" disabled={props.busy} onClick={props.onConfirm}>
            {props.busy ? t.removing : t.confirmRemove}
          </button>
          <button type="button" className="button button--secondary" disabled={props.busy} onClick={props.onKeep}>
            {t.keep}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--link"
          aria-label={t.removeCard(card.brand, card.last4)}
          onClick={props.onRemove}
        >
          {t.remove}
        </button>
      )}
    </li>
  );
}

/**
 * Wallet (spec: shell-account §2 Account area, Wallet; core-cart-checkout §7 GET /api/payment-methods): the cards
 * saved at checkout ("Save this card for later"), the default first, each removable after a confirmation (DELETE
 * /api/payment-methods/{id}); the empty text when there are none. Server-rendered from the page's `paymentMethods`.
 */
export const WalletPage = observer(function WalletPage({ data, store }: AccountAreaPageProps) {
  const root = useStores();
  const [confirming, setConfirming] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const cards = data.paymentMethods ?? [];
  const remove = async (card: SavedPaymentMethod) => {
    setBusy(true);
    try {
      const answer = root.absorb(await (await root.services.loadAccount()).deletePaymentMethod(card.id));
      if (answer) {
        store.update({ paymentMethods: answer.paymentMethods });
        root.ui.announce(t.removed(card.brand, card.last4));
      }
    } catch (e) {
      root.notifications.error(exceptionText(e));
    } finally {
      setBusy(false);
      setConfirming(undefined);
    }
  };
  if (cards.length === 0) return <p className="wallet-empty">{t.empty}</p>;
  return (
    <section aria-labelledby="wallet-cards">
      <h2 id="wallet-cards" className="visually-hidden">
        {t.cards}
      </h2>
      <ul className="wallet-cards" aria-labelledby="wallet-cards">
        {cards.map((card) => (
          <CardItem
            key={card.id}
            card={card}
            confirming={confirming === card.id}
            busy={busy}
            onRemove={() => setConfirming(card.id)}
            onConfirm={() => void remove(card)}
            onKeep={() => setConfirming(undefined)}
          />
        ))}
      </ul>
    </section>
  );
});
