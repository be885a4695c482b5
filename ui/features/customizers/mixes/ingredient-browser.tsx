import { observer } from 'mobx-react-lite';
import {
  TAG_FILTERS,
  type IngredientSort,
  type MixIngredient,
  type PriceRangeSymbol,
} from '../../../../core/customizers';
import { ProductImage } from '../../../components/product-image';
import { mixesCopy } from '../../../copy/mixes-copy';
import type { MixBuilderStore } from './mix-builder-store';
import { TagFilters } from '../shared/tag-filters';

const t = mixesCopy;

/**
 * The mix ingredient browser (catalogue-gifting §4 Mix customizer: sort by popularity or price, $/$$/$$$ by thirds
 * of the price range; §9 tag filters Gluten-free, Kosher, Less Salt, Organic, Raw, Sugar-free, Vegan; a category
 * filter over the customizer category names): a card per ingredient with its image, name, price range, kept tags
 * and an Add button, which is gone once the ingredient is in the mix and disabled while the mix is full.
 */
export const IngredientBrowser = observer(function IngredientBrowser({ store }: { store: MixBuilderStore }) {
  const list = store.visible;
  return (
    <section className="ingredient-browser" aria-labelledby="ingredient-browser-heading">
      <h2 id="ingredient-browser-heading">{t.browserHeading}</h2>
      <div className="ingredient-browser__controls">
        <label className="ingredient-browser__select">
          <span>{t.sortLabel}</span>
          <select value={store.sort} onChange={(e) => store.setSort(e.target.value as IngredientSort)}>
            <option value="popularity">{t.sortPopularity}</option>
            <option value="price">{t.sortPrice}</option>
          </select>
        </label>
        <label className="ingredient-browser__select">
          <span>{t.categoryLabel}</span>
          <select value={store.category ?? ''} onChange={(e) => store.setCategory(e.target.value || undefined)}>
            <option value="">{t.allCategories}</option>
            {store.categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </div>
      <TagFilters
        filters={TAG_FILTERS}
        legend={t.filtersLegend}
        isChecked={(tag) => store.hasFilter(tag)}
        onToggle={(tag) => store.toggleFilter(tag)}
        className="ingredient-filters"
        optionClassName="ingredient-filters__option"
      />
      <p className="ingredient-browser__count" role="status">
        {list.length === 0 ? t.noMatch : t.shown(list.length)}
      </p>
      {list.length > 0 && (
        <ul className="ingredient-grid">
          {list.map((ingredient) => (
            <IngredientCard
              key={ingredient.productNumber}
              ingredient={ingredient}
              symbol={store.symbols.get(ingredient.productNumber) ?? '$'}
              inMix={store.has(ingredient)}
              full={store.full}
              onAdd={() => store.add(ingredient)}
            />
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

interface CardProps {
  readonly ingredient: MixIngredient;
  readonly symbol: PriceRangeSymbol;
  readonly inMix: boolean;
  readonly full: boolean;
  readonly onAdd: () => void;
}

function IngredientCard({ ingredient, symbol, inMix, full, onAdd }: CardProps) {
  return (
    <li className={`ingredient-card${inMix ? ' ingredient-card--in-mix' : ''}`}>
      <ProductImage src={ingredient.listingImageUrl} alt="" className="ingredient-card__image" />
      <div className="ingredient-card__body">
        <h3 className="ingredient-card__name">{ingredient.name}</h3>
        <p className="ingredient-card__price">
          <span aria-hidden="true">{symbol}</span>
          <span className="visually-hidden">{t.priceRange(symbol)}</span>
        </p>
        {ingredient.tags.length > 0 && (
          <ul className="ingredient-card__tags">
            {ingredient.tags.map((tag) => (
              <li key={tag}>{tagLabel(tag)}</li>
            ))}
          </ul>
        )}
      </div>
      {inMix ? (
        <p className="ingredient-card__in-mix">{t.inMix}</p>
      ) : (
        <button
          type="button"
          className="button button--secondary ingredient-card__add"
          aria-label={t.addIngredient(ingredient.name)}
          disabled={full}
          onClick={onAdd}
        >
          {t.add}
        </button>
      )}
    </li>
  );
}
