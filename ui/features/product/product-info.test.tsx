// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { isFood, productAllergenStatement, type Product } from '../../../core/catalogue';
import { almondFacts, almonds, giftCertificate, nutsCategory, rawPecans } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { allergenStatementOf } from './product-info';
import '../../testing/async-timeout';

// The first render loads the lazy page chunk and the app shell: allow it more than 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

/** The Ingredients expander, opened: its panel (the element its toggle controls). */
async function openIngredients(): Promise<HTMLElement> {
  const toggle = await screen.findByRole('button', { name: 'Ingredients' });
  fireEvent.click(toggle);
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(panel?.hidden).toBe(false);
  expect(screen.getByRole('region', { name: 'Ingredients' }).contains(panel)).toBe(true);
  return panel!;
}

/** A product that is not a food: no USDA food, no ingredients (the greeting card 9980, the custom mix 9905). */
const notFood = (key: string, sku: string): Product => ({
  ...giftCertificate,
  key,
  variants: [{ ...giftCertificate.variants[0]!, sku }],
});

describe('allergen statement on the product page (FALCPA)', () => {
  it("states the allergens directly under the ingredient text: 'Contains: Tree Nuts (Almonds), Peanuts'", async () => {
    renderApp(almonds.path);
    const panel = await openIngredients();
    const ingredients = await within(panel).findByText('Almonds, sea salt, peanut oil.');
    const statement = within(panel).getByText(/^Contains:/);
    expect(statement.tagName).toBe('P');
    expect(statement.textContent).toBe('Contains: Tree Nuts (Almonds), Peanuts');
    // Directly under the ingredients: the statement is the element after the ingredient text's block.
    expect(ingredients.closest('.rich-text')?.nextElementSibling).toBe(statement);
  });

  it("gives a food without an ingredient statement an Ingredients section saying 'Allergen information unavailable'", async () => {
    renderApp(rawPecans.path, (s) => {
      s.state.pages[rawPecans.path] = {
        pageType: 'ProductPage',
        props: {
          product: rawPecans,
          ancestors: [nutsCategory],
          nutritionFacts: almondFacts,
          allergenStatement: productAllergenStatement(rawPecans),
        },
      };
    });
    const panel = await openIngredients();
    expect(panel.textContent).toBe('Allergen information unavailable');
    expect(within(panel).queryByText(/^Contains/)).toBeNull();
  });

  it('shows no statement, and no Ingredients section, for a gift certificate', async () => {
    renderApp(giftCertificate.path);
    await screen.findByRole('heading', { level: 1, name: /Gift Certificate/ });
    expect(screen.queryByRole('button', { name: 'Ingredients' })).toBeNull();
    expect(screen.queryByText(/^Contains|Allergen information/)).toBeNull();
  });
});

/** The statement a page shows: the server's (productAllergenStatement) under the variant's `ingredients`. */
const shown = (product: Product, ingredients: string | undefined) =>
  allergenStatementOf(productAllergenStatement(product), ingredients);

describe('the allergen statement under the ingredients (productAllergenStatement, allergenStatementOf)', () => {
  it('is undefined for what is not a food: gift certificates, the greeting card, the customizers', () => {
    for (const product of [giftCertificate, notFood('9980', '9980-01'), notFood('9905', '9905-05')]) {
      expect(isFood(product)).toBe(false);
      expect(shown(product, undefined)).toBeUndefined();
    }
  });

  it('is never empty for a food: none known, none held, or unknown', () => {
    const ingredients = almonds.variants[0]!.ingredients;
    expect(shown(almonds, ingredients)).toBe('Contains: Tree Nuts (Almonds), Peanuts');
    expect(shown({ ...almonds, allergens: [] }, 'Dates.')).toBe('Contains no major food allergens');
    expect(shown({ ...almonds, allergens: undefined }, ingredients)).toBe('Allergen information unavailable');
    expect(shown(almonds, '  ')).toBe('Allergen information unavailable');
    expect(isFood(rawPecans)).toBe(true);
    expect(shown(rawPecans, undefined)).toBe('Allergen information unavailable');
  });
});
