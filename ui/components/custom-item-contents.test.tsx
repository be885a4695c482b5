// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { testLine } from '../../core/cart/model/test-cart';
import { CustomItemContents } from './custom-item-contents';
import { OrderLineList } from './order-line-list';

afterEach(cleanup);

/** spec: catalogue-gifting §3 ("the cart shows what is inside; an order of a custom item lists its ingredients"). */
const customLine = (sku: string, name: string, customizationsDescription: string) => {
  const line = testLine(`line-${sku}`, { name, unitCents: 5807 });
  return {
    ...line,
    variant: { ...line.variant, sku, variantName: sku === '9905-05' ? '5 Pound Bag' : 'Each' },
    custom: { externalId: 'x', customizationsDescription },
  };
};

describe('CustomItemContents', () => {
  it("shows a mix's name and its ingredients with their parts as a labelled list", () => {
    render(
      <CustomItemContents
        line={customLine('9905-05', 'Custom Trail Mix', 'My Mix: 3 parts Almonds, 1 part Raisins')}
      />,
    );
    expect(screen.getByText('My Mix')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'What is inside the Custom Trail Mix' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['3 parts Almonds', '1 part Raisins']);
  });

  it("renders nothing for a plain product's line", () => {
    const { container } = render(<CustomItemContents line={testLine('almonds', { name: 'Almonds' })} />);
    expect(container.innerHTML).toBe('');
  });

  it("lists a box's items under its line in an order's lines", () => {
    render(
      <OrderLineList
        lines={[
          customLine('3719-01', 'Custom Gift Box, Medium', 'Mini 1, Mini 2'),
          testLine('almonds', { name: 'Almonds' }),
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'What is inside the Custom Gift Box, Medium' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mini 1', 'Mini 2']);
    expect(screen.getAllByRole('list')).toHaveLength(2);
  });
});
