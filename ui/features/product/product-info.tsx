import type { Product } from '../../../core/catalogue';
import { ALLERGEN_INFORMATION_UNAVAILABLE, containsStatement } from '../../../core/catalogue';
import type { ProductPageProps } from '../../../ports/storefront-backend';
import { copy } from '../../copy';
import { Expander, ReadMore } from './expander';
import { NutritionFactsPanel } from './nutrition-facts-panel';

/**
 * Whether a product is a food, whose page states its allergens: its master variant names a USDA food or an ingredient
 * statement. Gift certificates, the greeting card and the customizers' products name neither (issue 21).
 */
export function isFood(product: Product): boolean {
  const master = product.variants[0];
  return Boolean(master?.usdaNdbNo || master?.ingredients?.trim());
}

/**
 * The allergen statement under a food's ingredients (FALCPA, issue 21): 'Contains: Tree Nuts (Almonds), Milk',
 * 'Contains no major food allergens', or 'Allergen information unavailable' when the ingredients shown (`ingredients`,
 * raw) or the product's allergens are unknown, never an empty statement; undefined for what is not a food.
 */
export function allergenStatementOf(product: Product, ingredients: string | undefined): string | undefined {
  if (!isFood(product)) return undefined;
  if (!ingredients?.trim()) return ALLERGEN_INFORMATION_UNAVAILABLE;
  return containsStatement(product.allergens);
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
        <Expander title={copy.product.details} defaultOpen>
          <ReadMore html={props.description} />
          {props.countryOfOrigin && <p className="muted">{copy.product.countryOfOrigin(props.countryOfOrigin)}</p>}
        </Expander>
        {(props.ingredients || props.allergenStatement) && (
          <Expander title={copy.product.ingredients}>
            {props.ingredients && <div className="rich-text" dangerouslySetInnerHTML={{ __html: props.ingredients }} />}
            {props.allergenStatement && <p className="allergen-statement">{props.allergenStatement}</p>}
          </Expander>
        )}
      </div>
      <NutritionFactsPanel facts={props.facts} />
    </div>
  );
}
