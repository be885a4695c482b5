import { useState } from 'react';
import type { GiftChoiceItem } from '../../../core/gifting';
import type { GiftForRedeem } from '../../../ports/gift-drops';
import type { GiftedTraysCatalog } from '../../../ports/gifted-trays';
import { TextField } from '../../components/form-field';
import { giftDropCopy } from '../../copy/gift-drop-copy';
import {
  filterRedeemChoices,
  NO_FILTER,
  RedeemFilters,
  redeemFiltersCopy as fcopy,
  trayCategoryOf,
  type RedeemFilter,
} from './redeem-filters';

const copy = giftDropCopy.redeem;

/**
 * A box gift's choices shown for a keyword (catalogue-gifting §5 "keyword filters … match only when longer than 1
 * character, on the name …, lowercased"), by name, in the gift's order (the box browser's: by price, §2).
 */
export function visibleChoices(items: readonly GiftChoiceItem[], keyword: string): GiftChoiceItem[] {
  const k = keyword.trim().toLowerCase();
  return k.length > 1 ? items.filter((i) => i.name.toLowerCase().includes(k)) : [...items];
}

/** One choice: its image, name, how many are chosen, and its 'Remove one' and Add buttons. */
function ChoiceCard(props: {
  item: GiftChoiceItem;
  n: number;
  full: boolean;
  onAdd: () => void;
  onRemove: () => void;
}) {
  const { item, n, full, onAdd, onRemove } = props;
  return (
    <li className="gift-choice" data-state={n > 0 ? 'selected' : 'default'}>
      <img src={item.imageUrl} alt="" width={72} height={72} loading="lazy" />
      <span className="gift-choice__name">{item.name}</span>
      {n > 0 && <span className="gift-choice__count">×{n}</span>}
      <span className="gift-choice__actions">
        {n > 0 && (
          <button
            type="button"
            className="button button--secondary"
            aria-label={`${copy.remove} ${item.name}`}
            onClick={onRemove}
          >
            −
          </button>
        )}
        <button
          type="button"
          className="button button--primary"
          aria-label={`${copy.add} ${item.name}`}
          disabled={full}
          onClick={onAdd}
        >
          +
        </button>
      </span>
    </li>
  );
}

/**
 * The choices a gift shows and the bar that narrows them: a tray gift (9901, 9900) the tray filters (category, tags,
 * keyword: catalogue-gifting §2, §5) over its catalogue (`catalog`, held by the redeem page) with the number shown;
 * a box gift (3719) its keyword field.
 */
function useChoiceFilters(gift: GiftForRedeem, catalog: GiftedTraysCatalog | undefined) {
  const [filter, setFilter] = useState<RedeemFilter>(NO_FILTER);
  const tray = trayCategoryOf(gift.productKey) !== undefined;
  const shown = tray ? filterRedeemChoices(gift.items, catalog, filter) : visibleChoices(gift.items, filter.keyword);
  const bar = tray ? (
    <>
      <RedeemFilters filter={filter} catalog={catalog} onChange={setFilter} />
      <div className="gift-filters__count">
        <p role="status">{shown.length === 0 ? fcopy.noMatch : fcopy.shown(shown.length, gift.items.length)}</p>
        {(filter.category !== '' || filter.tags.length > 0 || filter.keyword !== '') && (
          <button type="button" className="button button--link" onClick={() => setFilter(NO_FILTER)}>
            {fcopy.clear}
          </button>
        )}
      </div>
    </>
  ) : (
    <TextField
      label={copy.search}
      type="search"
      name="gift-search"
      autoComplete="off"
      className="gift-choose__search"
      value={filter.keyword}
      onValue={(keyword) => setFilter({ ...filter, keyword })}
    />
  );
  return { shown, bar };
}

/**
 * The redemption's choose step (catalogue-gifting §4 Tray customizer: 5 sections; Box customizer: exactly 6): every
 * choice with its image and name, how many of it are chosen with Add and 'Remove one' buttons, the count chosen, and
 * Continue once exactly the gift's count is chosen. A product may be chosen more than once; `selection` keeps the
 * order of the adds and is kept when its items are filtered out. A tray gift's choices are narrowed by category,
 * tags and keyword (§2 Gift tray ingredient browser) over `catalog` (the tray catalogue the redeem page fetched once,
 * undefined while loading or for a box gift), a box gift's by keyword.
 */
export function ChooseStep(props: {
  gift: GiftForRedeem;
  catalog: GiftedTraysCatalog | undefined;
  selection: readonly number[];
  onChange: (s: number[]) => void;
  onNext: () => void;
}) {
  const { gift, catalog, selection, onChange, onNext } = props;
  const { shown, bar } = useChoiceFilters(gift, catalog);
  const full = selection.length >= gift.count;
  const countOf = (n: number) => selection.filter((x) => x === n).length;
  const removeOne = (n: number) => {
    const i = selection.lastIndexOf(n);
    onChange(selection.filter((_, j) => j !== i));
  };
  return (
    <section className="gift-choose" aria-labelledby="gift-choose-title">
      <h2 id="gift-choose-title">{copy.choose(gift.count)}</h2>
      <p className="gift-choose__count" role="status">
        {copy.chosen(selection.length, gift.count)}
      </p>
      {bar}
      <ul className="gift-choices gift-choices--pick">
        {shown.map((item) => (
          <ChoiceCard
            key={item.productNumber}
            item={item}
            n={countOf(item.productNumber)}
            full={full}
            onAdd={() => onChange([...selection, item.productNumber])}
            onRemove={() => removeOne(item.productNumber)}
          />
        ))}
      </ul>
      <div className="gift-build__nav gift-build__nav--sticky">
        <span>{copy.chosen(selection.length, gift.count)}</span>
        <button type="button" className="button button--primary" disabled={!full} onClick={onNext}>
          {copy.next}
        </button>
      </div>
    </section>
  );
}
