import { describeCustomization } from './description';

describe('describeCustomization (core-cart-checkout §3 line custom fields)', () => {
  it("describes a mix by its name and each ingredient's parts, 'part' for one", () => {
    const items = [
      { name: 'Almonds', parts: 3 },
      { name: 'Raisins', parts: 1 },
    ];
    expect(describeCustomization('mix', 'My Mix', items)).toBe('My Mix: 3 parts Almonds, 1 part Raisins');
    expect(describeCustomization('mix', '  ', items)).toBe('3 parts Almonds, 1 part Raisins');
    expect(describeCustomization('mix', undefined, [{ name: 'Pecans', parts: 9 }])).toBe('9 parts Pecans');
  });

  it('describes a box or a tray by its items in slot order, leaving out empty slots', () => {
    const items = [{ name: 'Almonds' }, null, { name: 'Raisins' }, { name: 'Cashews' }];
    expect(describeCustomization('box', 'ignored', items)).toBe('Almonds, Raisins, Cashews');
    expect(describeCustomization('tray', undefined, items)).toBe('Almonds, Raisins, Cashews');
  });
});
