import { observer } from 'mobx-react-lite';
import { TAG_FILTERS, type TrayIngredient } from '../../../../core/customizers';
import { ProductImage } from '../../../components/product-image';
import { traysCopy } from '../../../copy/trays-copy';
import type { TrayBuilderStore } from './tray-builder-store';
import { TagFilters } from '../shared/tag-filters';

const t = traysCopy;

/**
 * The gift tray ingredient browser (catalogue-gifting §2 'category filter, tag filter and keyword filter'; §5 keyword
 * filters longer than 1 character, on the name or filters, lowercased; §9 tag filters): the category select (the
 * category tree: each root and its sub-categories), the keyword field, the tag checkboxes, the number of treats
 * shown (announced), 50 at a time with 'Show more treats', and a button per treat that fills the tray's next
 * section, disabled once the tray is full.
 */
export const TrayBrowser = observer(function TrayBrowser({ store }: { store: TrayBuilderStore }) {
  const list = store.visible;
  return (
    <section className="tray-browser" aria-labelledby="tray-browser-heading">
      <h2 id="tray-browser-heading">{t.browserHeading}</h2>
      <TrayFilters store={store} />
      <div className="tray-browser__count">
        <p role="status">{list.length === 0 ? t.noMatch : t.shown(list.length, store.all.length)}</p>
        {store.filtered && (
          <button type="button" className="button button--link" onClick={() => store.clearFilters()}>
            {t.clearFilters}
          </button>
        )}
      </div>
      {list.length > 0 && (
        <ul className="tray-grid">
          {store.listed.map((item) => (
            <TrayCard key={item.id} item={item} target={store.target} onAdd={() => store.add(item)} />
          ))}
        </ul>
      )}
      {store.more > 0 && (
        <div className="tray-browser__more">
          <p>{t.listed(store.listed.length, list.length)}</p>
          <button type="button" className="button button--secondary" onClick={() => store.showMore()}>
            {t.showMore}
          </button>
        </div>
      )}
    </section>
  );
});

/** The browser's filters: the category select (each root and its sub-categories), the keyword, the tag checkboxes. */
const TrayFilters = observer(function TrayFilters({ store }: { store: TrayBuilderStore }) {
  return (
    <form className="tray-filters" role="search" onSubmit={(e) => e.preventDefault()}>
      <div className="tray-filters__fields">
        <div className="field">
          <label htmlFor="tray-category">{t.categoryLabel}</label>
          <select
            id="tray-category"
            name="category"
            autoComplete="off"
            value={store.category ?? ''}
            onChange={(e) => store.setCategory(e.target.value)}
          >
            <option value="">{t.allCategories}</option>
            {store.data.categoryTree.map((root) => (
              <optgroup key={root.name} label={root.name}>
                <option value={root.name}>{`All ${root.name}`}</option>
                {root.children.map((child) => (
                  <option key={child.name} value={child.name}>
                    {child.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="tray-keyword">{t.keywordLabel}</label>
          <input
            id="tray-keyword"
            type="search"
            name="keyword"
            autoComplete="off"
            placeholder={t.keywordPlaceholder}
            value={store.keyword}
            onChange={(e) => store.setKeyword(e.target.value)}
          />
        </div>
      </div>
      <TagFilters
        filters={TAG_FILTERS}
        legend={t.filtersLegend}
        isChecked={(tag) => store.hasTag(tag)}
        onToggle={(tag) => store.toggleTag(tag)}
        className="tray-tags"
        optionClassName="tray-tags__option"
      />
    </form>
  );
});

function TrayCard({ item, target, onAdd }: { item: TrayIngredient; target: number; onAdd: () => void }) {
  return (
    <li className="tray-card">
      <button
        type="button"
        className="tray-card__button"
        aria-label={target < 0 ? t.trayFull(item.name) : t.addTo(item.name, target + 1)}
        disabled={target < 0}
        onClick={onAdd}
      >
        <ProductImage src={item.assetPath} alt="" className="tray-card__image" />
        <span className="tray-card__name">{item.name}</span>
        {item.premium && <span className="tray-card__premium">{t.premium}</span>}
      </button>
    </li>
  );
}
