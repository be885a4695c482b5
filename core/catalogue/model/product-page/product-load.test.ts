import { loadedProduct } from './product-load';

// spec: catalogue-gifting §4 Product load, §8.

describe('loadedProduct (§4, §8)', () => {
  it('gives the product once loaded, undefined after an error', () => {
    expect(loadedProduct({ status: 'loaded', product: 'almonds' })).toBe('almonds');
    expect(loadedProduct({ status: 'error', message: 'down' })).toBeUndefined();
  });
  it("throws 'Product information not loaded yet' when read while loading", () => {
    expect(() => loadedProduct({ status: 'loading' })).toThrow('Product information not loaded yet');
  });
});
