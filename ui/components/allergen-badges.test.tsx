import { describe, expect, it } from 'vitest';
import { ALLERGEN_LABELS, MAJOR_ALLERGENS } from '../../core/catalogue';
import { allergenBadgeLabel } from './allergen-badges';

describe('allergen badge labels', () => {
  it("are core's labels of the nine major allergens", () => {
    for (const key of MAJOR_ALLERGENS) expect(allergenBadgeLabel(key)).toBe(ALLERGEN_LABELS[key]);
  });
});
