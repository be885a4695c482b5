import { useEffect, useState } from 'react';
import { giftTitleOf, type GiftDrop } from '../../../core/gifting';
import { AppLink } from '../../components/app-link';
import { useStores } from '../../app/stores-context';
import { giftDropCopy } from '../../copy/gift-drop-copy';

const copy = giftDropCopy.sent;

/**
 * The sender's gifts (catalogue-gifting §4 Gift drop: "The sender sees each recipient's status"): GET
 * /api/gift-drop/sent for the signed-in customer, each gift with its order and each recipient's name, e-mail and
 * status; a sign-in link when nobody is signed in.
 */
export function GiftSent() {
  const root = useStores();
  const [gifts, setGifts] = useState<readonly GiftDrop[] | 'signed-out' | 'loading'>('loading');
  useEffect(() => {
    let live = true;
    void root.services
      .loadGiftDrop()
      .then((b) => b.sent())
      .then(
        (answer) => live && setGifts(answer.data?.gifts ?? 'signed-out'),
        () => live && setGifts('signed-out'),
      );
    return () => {
      live = false;
    };
  }, [root]);
  return (
    <main className="page container gift-drop gift-sent">
      <h1>{giftDropCopy.titles.sent}</h1>
      {gifts === 'loading' && <p role="status">{copy.loading}</p>}
      {gifts === 'signed-out' && <AppLink to="/sign/in?redirect=/gift-drop/build/sent">{copy.signIn}</AppLink>}
      {typeof gifts === 'object' && gifts.length === 0 && <p>{copy.none}</p>}
      {typeof gifts === 'object' && (
        <ul className="gift-sent__list">
          {gifts.map((g) => (
            <li key={g.id} className="gift-sent__gift">
              <h2>{giftTitleOf(g.productKey)}</h2>
              <p>{copy.order(g.orderNumber)}</p>
              <ul>
                {g.recipients.map((r) => (
                  <li key={r.id}>
                    {r.name} ({r.email}): <strong data-status={r.status}>{copy.status[r.status]}</strong>
                    {r.orderNumber && <span className="gift-sent__order"> ({copy.order(r.orderNumber)})</span>}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
