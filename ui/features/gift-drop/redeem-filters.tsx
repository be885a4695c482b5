import { useEffect, useId, useState } from 'react';
import {
  CLASSIC_TRAY_KEY,
  filterTrayIngredients,
  PREMIUM_TRAY_KEY,
  TAG_FILTERS,
  type CategoryNode,
} from '../../../core/customizers';
import type { GiftChoiceItem } from '../../../core/gifting';
import type { GiftedTraysCatalog } from '../../../ports/gifted-trays';
import { useStores } from '../../app/stores-context';
import { giftDropCopy } from '../../copy/gift-drop-copy';
import { TagFilters } from '../customizers/shared/tag-filters';

/** The words of the redeem page's tray filters (catalogue-gifting §2 Gift tray ingredient browser). */
export const redeemFiltersCopy = {
  category: 'Category',
  all: 'All',
  allOf: (root: string) => `All ${root}`,
  tags: 'Tags',
  /** The keyword field's label: the page's own (test/e2e/gift-drop.spec.ts finds the field by it). */
  keyword: giftDropCopy.redeem.search,
  shown: (shown: number, total: number) => (shown === total ? `${total} choices` : `${shown} of ${total} choices`),
  noMatch: 'No choices match these filters.',
  clear: 'Clear filters',
};

const copy = redeemFiltersCopy;

/** What the redeem page's tray filters hold: a category ('' for all), the checked tags, the keyword. */
export interface RedeemFilter {
  readonly category: string;
  readonly tags: readonly string[];
  readonly keyword: string;
}

/** No filter: every choice shown. */
export const NO_FILTER: RedeemFilter = { category: '', tags: [], keyword: '' };

/** The tray category of a gift's product key (9901 'Premium', 9900 'Classic'; catalogue-gifting §9), else undefined. */
export function trayCategoryOf(productKey: string): 'Premium' | 'Classic' | undefined {
  return productKey === PREMIUM_TRAY_KEY ? 'Premium' : productKey === CLASSIC_TRAY_KEY ? 'Classic' : undefined;
}

/**
 * The tray gift's choices matching `filter` (catalogue-gifting §2 category, tag and keyword filters; §5 a keyword
 * matches only when longer than 1 character, on the name or filters, lowercased): each choice gets the filters of
 * the catalogue ingredient with its product number (none when the catalogue lacks it or is not loaded), a category
 * keeps its descendants (`catalog.categoryTree`), every checked tag must match; sorted by name.
 */
export function filterRedeemChoices(
  items: readonly GiftChoiceItem[],
  catalog: GiftedTraysCatalog | undefined,
  filter: RedeemFilter,
): GiftChoiceItem[] {
  const filtersOf = new Map((catalog?.ingredients ?? []).map((i) => [i.id, i.filters]));
  const list = items.map((item) => ({
    item,
    name: item.name,
    filters: filtersOf.get(String(item.productNumber)) ?? [],
  }));
  const shown = filterTrayIngredients(
    list,
    { category: filter.category || undefined, tags: filter.tags, keyword: filter.keyword },
    catalog?.categoryTree ?? [],
  );
  return shown.map((s) => s.item).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The tray catalogue of a tray gift's product key (GET /api/gifted-trays/catalog), undefined while loading, failed,
 * for a box gift or without a key. Fetched once per key: the redeem page holds it (gift-redeem.tsx), so going from the
 * choose step to the address step and back does not fetch it again.
 */
export function useRedeemTrayCatalog(productKey: string | undefined): GiftedTraysCatalog | undefined {
  const root = useStores();
  const category = productKey === undefined ? undefined : trayCategoryOf(productKey);
  const [catalog, setCatalog] = useState<GiftedTraysCatalog>();
  useEffect(() => {
    if (!category) return;
    let live = true;
    root.services
      .loadGiftDrop()
      .then((backend) => backend.trayCatalog(category))
      .then(
        (c) => live && setCatalog(c),
        // Without the catalogue the keyword still filters by name; the category and tags stay disabled.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [root, category]);
  return catalog;
}

/** The category options: 'All', then each root ('All <root>') with its sub-categories, as option groups. */
function CategoryOptions({ tree }: { tree: readonly CategoryNode[] }) {
  return (
    <>
      <option value="">{copy.all}</option>
      {tree.map((root) => (
        <optgroup key={root.name} label={root.name}>
          <option value={root.name}>{copy.allOf(root.name)}</option>
          {root.children.map((child) => (
            <option key={child.name} value={child.name}>
              {child.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

/**
 * The redeem page's tray filter bar (catalogue-gifting §2 Gift tray ingredient browser: category filter, tag filter
 * and keyword filter; §9 tag filters): a category select, the keyword field, the tag checkboxes, each labelled; the
 * category and tags are disabled until the catalogue is loaded. A search form that never submits.
 */
export function RedeemFilters(props: {
  filter: RedeemFilter;
  catalog: GiftedTraysCatalog | undefined;
  onChange: (f: RedeemFilter) => void;
}) {
  const { filter, catalog, onChange } = props;
  const id = useId();
  const toggle = (tag: string, on: boolean) =>
    onChange({ ...filter, tags: on ? [...filter.tags, tag] : filter.tags.filter((t) => t !== tag) });
  return (
    <form className="gift-filters" role="search" onSubmit={(e) => e.preventDefault()}>
      <div className="gift-filters__fields">
        <div className="field">
          <label htmlFor={`${id}-category`}>{copy.category}</label>
          <select
            id={`${id}-category`}
            name="category"
            value={filter.category}
            disabled={!catalog}
            onChange={(e) => onChange({ ...filter, category: e.target.value })}
          >
            <CategoryOptions tree={catalog?.categoryTree ?? []} />
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-keyword`}>{copy.keyword}</label>
          <input
            id={`${id}-keyword`}
            type="search"
            name="keyword"
            autoComplete="off"
            value={filter.keyword}
            onChange={(e) => onChange({ ...filter, keyword: e.target.value })}
          />
        </div>
      </div>
      <TagFilters
        filters={TAG_FILTERS}
        legend={copy.tags}
        isChecked={(tag) => filter.tags.includes(tag)}
        onToggle={toggle}
        className="gift-filters__tags"
        optionClassName="gift-filters__tag"
        disabled={!catalog}
      />
    </form>
  );
}
