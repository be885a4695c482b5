import { observer } from 'mobx-react-lite';
import { BOX_TAG_FILTERS, TAG_FILTERS, type MiniBoxProduct } from '../../../../core/customizers';
import { ProductImage } from '../../../components/product-image';
import { boxCopy } from '../../../copy/box-copy';
import type { BoxBuilderStore } from './box-builder-store';
import { TagFilters } from '../shared/tag-filters';

const t = boxCopy;

/**
 * The mini-box ingredient browser (catalogue-gifting §2 'products sorted by price', §9 box tag filters: Gluten-free,
 * Kosher, Less Salt, Raw, Sugar-free): the filter checkboxes and a card per mini box with its image, name, kept tags
 * and an Add button, disabled once the box is full.
 */
export const MiniBoxBrowser = observer(function MiniBoxBrowser({ store }: { store: BoxBuilderStore }) {
  const list = store.visible;
  return (
    <section className="mini-box-browser" aria-labelledby="mini-box-heading">
      <h2 id="mini-box-heading">{t.browserHeading}</h2>
      <p className="mini-box-browser__note">{t.browserNote}</p>
      <TagFilters
        filters={BOX_TAG_FILTERS}
        legend={t.filtersLegend}
        isChecked={(tag) => store.hasFilter(tag)}
        onToggle={(tag) => store.toggleFilter(tag)}
        className="mini-box-filters"
        optionClassName="mini-box-filters__option"
      />
      {list.length === 0 ? (
        <p role="status">{t.noMatch}</p>
      ) : (
        <ul className="mini-box-grid">
          {list.map((box) => (
            <MiniBoxCard key={box.sku} box={box} full={store.full} onAdd={() => store.add(box)} />
          ))}
        </ul>
      )}
    </section>
  );
});

/** A kept tag as the filters label it ('less salt' → 'Less Salt', 'gluten-free' → 'Gluten-free'). */
function tagLabel(tag: string): string {
  return TAG_FILTERS.find((f) => f.toLowerCase() === tag) ?? tag;
}

function MiniBoxCard({ box, full, onAdd }: { box: MiniBoxProduct; full: boolean; onAdd: () => void }) {
  return (
    <li className="mini-box-card">
      <ProductImage src={box.listingImageUrl} alt="" className="mini-box-card__image" />
      <div className="mini-box-card__body">
        <h3 className="mini-box-card__name">{box.name}</h3>
        {box.tags.length > 0 && (
          <ul className="mini-box-card__tags">
            {box.tags.map((tag) => (
              <li key={tag}>{tagLabel(tag)}</li>
            ))}
          </ul>
        )}
      </div>
      <button
        type="button"
        className="button button--secondary mini-box-card__add"
        aria-label={t.addTreat(box.name)}
        disabled={full}
        onClick={onAdd}
      >
        {t.add}
      </button>
    </li>
  );
}
