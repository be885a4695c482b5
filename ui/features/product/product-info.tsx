import { ALLERGEN_INFORMATION_UNAVAILABLE } from '../../../core/catalogue';
import type { ProductPageProps } from '../../../ports/storefront-backend';
import { productCopy } from './product-copy';
import { Expander, ReadMore } from './expander';
import { NutritionFactsPanel } from './nutrition-facts-panel';

/**
 * The allergen statement under a food's ingredients (FALCPA): the server's `contains` statement ('Contains:
 * Tree Nuts (Almonds), Milk', 'Contains no major food allergens'), or 'Allergen information unavailable' when the
 * ingredients shown (`ingredients`, raw) are unknown, never an empty statement; undefined for what is not a food
 * (`contains` undefined).
 */
export function allergenStatementOf(contains: string | undefined, ingredients: string | undefined): string | undefined {
  if (contains === undefined) return undefined;
  return ingredients?.trim() ? contains : ALLERGEN_INFORMATION_UNAVAILABLE;
}

/**
 * The product's text (catalogue-gifting §2): the Product Details expander (open, with Read more and the country of
 * origin), the Ingredients expander with the allergen statement under the ingredients (a food without an ingredient
 * statement still has it, saying its allergen information is unavailable; a product that is not a food has none and,
 * without ingredients, no expander), and the Nutrition Facts panel. The HTML is sanitised.
 */
export function ProductInfo(props: {
  description: string;
  ingredients: string;
  allergenStatement: string | undefined;
  countryOfOrigin: string | undefined;
  facts: ProductPageProps['nutritionFacts'];
}) {
  return (
    <div className="product-page__info">
      <div className="product-page__text">
        <Expander title={productCopy.details} defaultOpen>
          <ReadMore html={props.description} />
          {props.countryOfOrigin && <p className="muted">{productCopy.countryOfOrigin(props.countryOfOrigin)}</p>}
        </Expander>
        {(props.ingredients || props.allergenStatement) && (
          <Expander title={productCopy.ingredients}>
            {props.ingredients && <div className="rich-text" dangerouslySetInnerHTML={{ __html: props.ingredients }} />}
            {props.allergenStatement && <p className="allergen-statement">{props.allergenStatement}</p>}
          </Expander>
        )}
      </div>
      <NutritionFactsPanel facts={props.facts} />
    </div>
  );
}
