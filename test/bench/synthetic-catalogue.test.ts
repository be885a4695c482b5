import { describe, expect, it } from 'vitest';
import { catalogueSource } from '../../adapters/embedded/search/testing/catalogues';
import { syntheticCatalogue, syntheticSource } from './synthetic-catalogue';

describe('syntheticSource', () => {
  it('pages the same products, in the same name order, as catalogueSource over syntheticCatalogue', async () => {
    const { products, categories } = syntheticCatalogue(700, 7);
    const held = catalogueSource(products, categories);
    const streamed = syntheticSource(700, 7);
    for (const offset of [0, 500]) {
      const a = await held.listProducts({ limit: 500, offset });
      const b = await streamed.listProducts({ limit: 500, offset });
      expect(b.total).toBe(700);
      expect(b.results).toEqual(a.results);
    }
    expect(await streamed.listCategories()).toEqual(await held.listCategories());
  });

  it('clones a page again when it is read again (reads do not depend on their order)', async () => {
    const source = syntheticSource(50, 3);
    const first = await source.listProducts({ limit: 10, offset: 20 });
    await source.listProducts({ limit: 50, offset: 0 });
    expect((await source.listProducts({ limit: 10, offset: 20 })).results).toEqual(first.results);
  });
});
