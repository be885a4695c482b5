import type { GiftForRedeem } from '../../../ports/gift-drops';
import { formatWeekdayDate } from '../../components/format';
import { giftDropCopy } from '../../copy/gift-drop-copy';

const copy = giftDropCopy.redeem;

/** The chosen items with how many of each, in the order first chosen. */
function chosenItems(gift: GiftForRedeem): { name: string; imageUrl: string; count: number }[] {
  const selection = gift.selection ?? [];
  const order = [...new Set(selection)];
  return order.map((n) => {
    const item = gift.items.find((i) => i.productNumber === n);
    return {
      name: item?.name ?? `#${n}`,
      imageUrl: item?.imageUrl ?? '',
      count: selection.filter((x) => x === n).length,
    };
  });
}

/**
 * A redeemed gift's shipment (catalogue-gifting §4 Gift drop: the redemption creates the recipient's shipment): the
 * number of the order it ships as ('Order 100123', when there is one), the items chosen, where it ships, and the ship
 * date.
 */
export function ShipmentView({ gift }: { gift: GiftForRedeem }) {
  const a = gift.shippingAddress;
  return (
    <section className="gift-shipment" aria-labelledby="gift-shipment-title">
      <h2 id="gift-shipment-title">{copy.doneHeading}</h2>
      {gift.orderNumber && <p className="gift-shipment__order">{giftDropCopy.sent.order(gift.orderNumber)}</p>}
      {gift.shipOn && <p className="gift-shipment__date">{copy.shipsOn(formatWeekdayDate(gift.shipOn))}</p>}
      <h3>{copy.items}</h3>
      <ul className="gift-choices">
        {chosenItems(gift).map((i) => (
          <li key={i.name} className="gift-choice">
            {i.imageUrl && <img src={i.imageUrl} alt="" width={48} height={48} loading="lazy" />}
            <span className="gift-choice__name">{i.name}</span>
            <span className="gift-choice__count">×{i.count}</span>
          </li>
        ))}
      </ul>
      {a && (
        <>
          <h3>{copy.shipsTo}</h3>
          <address className="gift-shipment__address">
            {a.name}
            <br />
            {a.street1}
            {a.street2 && (
              <>
                <br />
                {a.street2}
              </>
            )}
            <br />
            {a.city}, {a.state} {a.postalCode}
          </address>
        </>
      )}
    </section>
  );
}
