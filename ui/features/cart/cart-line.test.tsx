// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { LineItem } from '../../../core/cart';
import { testLine } from '../../../core/cart/model/test-cart';
import { StoresProvider } from '../../app/stores-context';
import { createRootStore } from '../../stores/root-store';
import { createFakeServices } from '../../testing/fake-services';
import { CartLine } from './cart-line';

afterEach(cleanup);

function renderLine(line: LineItem) {
  const root = createRootStore(createFakeServices());
  const view = { line, quantity: line.quantity, pending: false, total: line.totalPrice };
  return render(
    <StoresProvider root={root}>
      <MemoryRouter>
        <ul>
          <CartLine view={view} />
        </ul>
      </MemoryRouter>
    </StoresProvider>,
  );
}

const almondsLine = (allergens?: LineItem['variant']['allergens']): LineItem => {
  const line = testLine('line-1', { name: 'Roasted Salted Almonds', sku: '1001-01' });
  return { ...line, variant: { ...line.variant, ...(allergens ? { allergens } : {}) } };
};

describe('cart line allergen statement', () => {
  it("states the product's allergens under its name", () => {
    const { container } = renderLine(
      almondsLine([
        { allergen: 'tree-nuts', species: ['Almonds'] },
        { allergen: 'peanuts', species: [] },
      ]),
    );
    const statement = screen.getByText('Contains: Tree Nuts (Almonds), Peanuts');
    expect(statement.tagName).toBe('P');
    expect(container.querySelector('.cart-line__info')?.contains(statement)).toBe(true);
  });

  it("states a custom item's union of its ingredients' allergens, after what it holds", () => {
    const line = testLine('mix', {
      name: 'Custom Trail Mix',
      sku: '9905-05',
      custom: {
        externalId: 'x',
        customizationsDescription: 'My Mix: 3 parts Almonds, 1 part Raisins',
        allergenStatement: 'Contains: Tree Nuts (Almonds)',
      },
    });
    const { container } = renderLine(line);
    const statement = screen.getByText('Contains: Tree Nuts (Almonds)');
    expect(container.querySelector('.custom-contents')?.nextElementSibling).toBe(statement);
  });

  it('says a line of a food without allergens holds none', () => {
    renderLine(almondsLine([]));
    expect(screen.getByText('Contains no major food allergens')).toBeTruthy();
  });

  it('shows nothing for a line without allergen information', () => {
    const { container } = renderLine(almondsLine());
    expect(container.querySelector('.cart-line__allergens')).toBeNull();
    expect(screen.queryByText(/Contains|Allergen/)).toBeNull();
  });
});
