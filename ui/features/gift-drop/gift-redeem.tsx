import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { GIFT_REDEEM_PATH } from '../../../core/gifting';
import type { GiftForRedeem } from '../../../ports/gift-drops';
import { useStores } from '../../app/stores-context';
import { giftDropCopy } from '../../copy/gift-drop-copy';
import { ChooseStep } from './choose-step';
import { AddressStep } from './address-step';
import { useRedeemTrayCatalog } from './redeem-filters';
import { ShipmentView } from './shipment-view';

const copy = giftDropCopy.redeem;

/** The redemption's steps (catalogue-gifting §2 /gift-drop/redeem/:step?). */
export type RedeemStep = 'choose' | 'address' | 'done';

/** The step of a redemption path ('/gift-drop/redeem/address' → 'address'; anything else 'choose'). */
export function redeemStepOf(pathname: string): RedeemStep {
  const step = pathname.slice(GIFT_REDEEM_PATH.length + 1);
  return step === 'address' || step === 'done' ? step : 'choose';
}

/** The gift of `key`: the server's rendered one, else read from the API (a page reached by a client navigation). */
function useGift(key: string | null): [GiftForRedeem | 'missing' | 'loading', (g: GiftForRedeem) => void] {
  const root = useStores();
  const initial = root.initialGiftRedeem;
  const [gift, setGift] = useState<GiftForRedeem | 'missing' | 'loading'>(
    !key ? 'missing' : initial?.gift ? initial.gift : initial?.missing ? 'missing' : 'loading',
  );
  useEffect(() => {
    if (!key || gift !== 'loading') return;
    let live = true;
    void root.services
      .loadGiftDrop()
      .then((b) => b.forRedeem(key))
      .then(
        (answer) => live && setGift(answer.data?.gift ?? 'missing'),
        () => live && setGift('missing'),
      );
    return () => {
      live = false;
    };
  }, [root, key, gift]);
  return [gift, setGift];
}

/**
 * The digital gift's redemption (spec: catalogue-gifting §2 /gift-drop/redeem/:step?, §4 Gift drop: the recipient
 * chooses their items within the gift's rules and gives a US address, §1 shipping area): rendered on the server from
 * the gift of the URL's key; steps choose → address → done (the shipment). The heading is 'Choose Your Gift' until the
 * gift is redeemed, then 'Your Gift Is on Its Way' with its shipment; a key that names no gift says so. The tray
 * catalogue of the choose step's filters is fetched once per page (not again on coming back from the address step).
 */
export function GiftRedeem() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const key = params.get('key');
  const [gift, setGift] = useGift(key);
  const [selection, setSelection] = useState<number[]>([]);
  const redeemed = typeof gift === 'object' && gift.status === 'redeemed';
  // Held here, not in the choose step, so going back from the address step does not fetch it again.
  const catalog = useRedeemTrayCatalog(typeof gift === 'object' && !redeemed ? gift.productKey : undefined);
  const step = redeemStepOf(pathname);
  const go = (s: RedeemStep) => navigate(`${GIFT_REDEEM_PATH}/${s}?key=${encodeURIComponent(key ?? '')}`);
  let body;
  if (gift === 'loading') body = <p role="status">…</p>;
  else if (gift === 'missing') body = <p role="alert">{key ? copy.notFound : copy.missingKey}</p>;
  else if (redeemed) body = <ShipmentView gift={gift} />;
  else if (step === 'address' && selection.length === gift.count)
    body = (
      <AddressStep
        gift={gift}
        giftKey={key ?? ''}
        selection={selection}
        onBack={() => go('choose')}
        onDone={(g) => {
          setGift(g);
          go('done');
        }}
      />
    );
  else
    body = (
      <ChooseStep
        gift={gift}
        catalog={catalog}
        selection={selection}
        onChange={setSelection}
        onNext={() => go('address')}
      />
    );
  return (
    <main className="page container gift-drop gift-redeem">
      <h1>{redeemed ? giftDropCopy.titles.redeemed : giftDropCopy.titles.redeem}</h1>
      {typeof gift === 'object' && (
        <div className="gift-redeem__intro">
          <p className="gift-redeem__from">{copy.from(gift.senderName)}</p>
          <p className="gift-redeem__title">{gift.title}</p>
          {gift.message && <blockquote className="gift-preview">{gift.message}</blockquote>}
        </div>
      )}
      {body}
    </main>
  );
}
