// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { claimTooltipsOf, type NutrientClaimId, type ReferenceAmount } from '../../../core/catalogue';
import { almonds } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { ProductBadges } from './product-badges';
import '../../testing/async-timeout';

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const nuts: ReferenceAmount = { category: 'nuts', grams: 30 };
const disclosures = ['Contains 14 g of total fat per serving.', 'See nutrition information for fat content.'];

function renderBadges(
  props: Partial<{
    tags: readonly string[];
    claims: readonly NutrientClaimId[];
    name: string;
    referenceAmount: ReferenceAmount;
    disclosures: readonly string[];
  }>,
) {
  return render(
    <MemoryRouter>
      <ProductBadges
        product={{ tags: props.tags ?? [], nutrientClaims: props.claims, claimDisclosures: props.disclosures }}
        tooltips={claimTooltipsOf({
          name: props.name ?? 'Dry Roasted Almonds',
          referenceAmount: props.referenceAmount,
          nutrientClaims: props.claims,
        })}
      />
    </MemoryRouter>,
  );
}

/** The focusable label of the highlight named `label`, and the tooltip its aria-describedby names. */
function claim(label: string) {
  const element = within(screen.getByRole('list', { name: 'Highlights' })).getByText(label);
  const id = element.getAttribute('aria-describedby');
  const tooltip = id ? document.getElementById(id) : null;
  return { element, tooltip };
}

describe('nutrient claim highlights (21 CFR 101.13(e)(2), 101.54 to 101.62)', () => {
  it('explains a claim in a tooltip its focusable label is described by, with the statement of a claim met without processing', () => {
    renderBadges({ claims: ['cholesterol-free'], referenceAmount: nuts });
    const { element, tooltip } = claim('Cholesterol Free');
    expect(element.tabIndex).toBe(0);
    expect(tooltip?.getAttribute('role')).toBe('tooltip');
    expect(tooltip?.textContent).toBe(
      'Dry Roasted Almonds, a cholesterol free food: less than 2 mg of cholesterol and 2 g of saturated fat or less ' +
        'per 30 g, the reference amount for nuts',
    );
    expect(screen.getByRole('tooltip')).toBe(tooltip);
    // Screen readers hear the tooltip as the label's description.
    expect(element.getAttribute('aria-describedby')).toBe(tooltip?.id);
    element.focus();
    expect(document.activeElement).toBe(element);
  });

  it('explains a source claim without that statement, and a claim of a food named for its processing neither', () => {
    renderBadges({ claims: ['good-source-of-fiber', 'low-fat'], name: 'Low-Fat Peanut Flour', referenceAmount: nuts });
    expect(claim('Good Source of Fiber').tooltip?.textContent).toBe(
      '10 to 19% of the Daily Value of fiber per 30 g, the reference amount for nuts',
    );
    expect(claim('Low Fat').tooltip?.textContent).toBe('3 g of fat or less per 30 g, the reference amount for nuts');
  });

  it('shows the label alone without a reference amount', () => {
    renderBadges({ claims: ['low-sodium'] });
    const { element } = claim('Low Sodium');
    expect(element.getAttribute('aria-describedby')).toBeNull();
    expect(element.getAttribute('tabindex')).toBeNull();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps tag highlights first, and hides a tooltip on Escape until the focus leaves', () => {
    renderBadges({ tags: ['vegan'], claims: ['sodium-free'], referenceAmount: nuts });
    const items = within(screen.getByRole('list', { name: 'Highlights' })).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.claim__label')?.textContent ?? li.textContent)).toEqual([
      'Vegan',
      'Sodium Free',
    ]);
    const { element } = claim('Sodium Free');
    const wrapper = element.parentElement!;
    fireEvent.keyDown(element, { key: 'Escape' });
    expect(wrapper.classList.contains('is-dismissed')).toBe(true);
    fireEvent.blur(element);
    expect(wrapper.classList.contains('is-dismissed')).toBe(false);
  });

  it('puts the disclosures under the highlights when a claim is shown, joined by spaces', () => {
    const { container } = renderBadges({ claims: ['good-source-of-fiber'], referenceAmount: nuts, disclosures });
    const paragraph = screen.getByText(/^Contains 14 g/);
    expect(paragraph.tagName).toBe('P');
    expect(paragraph.textContent).toBe(
      'Contains 14 g of total fat per serving. See nutrition information for fat content.',
    );
    expect(container.querySelector('.highlights')?.nextElementSibling).toBe(paragraph);
  });

  it('shows no disclosures without a claim highlight (four tags fill the highlights) or without disclosures', () => {
    renderBadges({ tags: ['vegan', 'raw', 'paleo', 'keto'], claims: ['good-source-of-fiber'], disclosures });
    expect(screen.queryByText(/See nutrition information/)).toBeNull();
    cleanup();
    renderBadges({ claims: ['good-source-of-fiber'], referenceAmount: nuts, disclosures: [] });
    expect(document.querySelector('.claim-disclosures')).toBeNull();
  });
});

describe('the product page highlights', () => {
  it("shows the product's claims with their tooltips and the disclosures", async () => {
    renderApp(almonds.path);
    const list = await screen.findByRole('list', { name: 'Highlights' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.claim__label')?.textContent),
    ).toEqual(['Good Source of Fiber', 'Cholesterol Free']);
    expect(claim('Cholesterol Free').tooltip?.textContent).toMatch(
      /^Roasted Salted Almonds, a cholesterol free food: less than 2 mg of cholesterol/,
    );
    expect(screen.getByText(/^Contains 15 g/).textContent).toBe(
      'Contains 15 g of total fat per serving. See nutrition information for fat content.',
    );
  });
});
