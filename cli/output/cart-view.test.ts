import { describe, expect, it } from 'vitest';
import { testLine } from '../../core/cart/model/test-cart';
import { renderCustomItemContents, renderLineItems } from './cart-view';

/** spec: catalogue-gifting §3 ("the cart shows what is inside; an order of a custom item lists its ingredients"). */
const custom = (id: string, sku: string, name: string, customizationsDescription: string) => {
  const line = testLine(id, { name, unitCents: 5807 });
  return { ...line, variant: { ...line.variant, sku }, custom: { externalId: 'x', customizationsDescription } };
};

describe('renderCustomItemContents (nutshell cart show, order show)', () => {
  it("lists each custom item's name, line id, mix name and items; nothing for plain lines", () => {
    const lines = [
      testLine('alm', { name: 'Almonds' }),
      custom('mix-1', '9905-05', 'Custom Trail Mix', 'My Mix: 3 parts Almonds, 1 part Raisins'),
      custom('box-1', '3719-01', 'Custom Gift Box, Medium', 'Mini 1, Mini 2'),
    ];
    expect(renderCustomItemContents(lines)).toBe(
      [
        'Custom Trail Mix (mix-1): My Mix',
        '  - 3 parts Almonds',
        '  - 1 part Raisins',
        'Custom Gift Box, Medium (box-1)',
        '  - Mini 1',
        '  - Mini 2',
        '',
      ].join('\n'),
    );
    expect(renderCustomItemContents([testLine('alm')])).toBe('');
  });

  it('follows the line table', () => {
    const out = renderLineItems([custom('mix-1', '9905-05', 'Custom Trail Mix', '2 parts Pecans')], { colour: false });
    expect(out.endsWith('┘\nCustom Trail Mix (mix-1)\n  - 2 parts Pecans\n')).toBe(true);
  });
});
