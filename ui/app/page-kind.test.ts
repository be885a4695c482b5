import { pageKindOf } from './page-kind';

describe('pageKindOf', () => {
  it('tells the fixed routes by path and the resolved ones by page type', () => {
    const category = { pageType: 'CategoryListingPage' } as never;
    expect([
      pageKindOf('/cart', undefined),
      pageKindOf('/checkout/receipt', undefined),
      pageKindOf('/checkout', undefined),
      pageKindOf('/checkout/address', undefined),
      pageKindOf('/search/instant', undefined),
      pageKindOf('/', { pageType: 'HomePage' } as never),
      pageKindOf('/nuts/almonds/almonds', { pageType: 'ProductPage' } as never),
      pageKindOf('/nuts/almonds', category),
      pageKindOf('/no/such', { pageType: '404', props: {} }),
      pageKindOf('/', undefined),
    ]).toEqual(['cart', 'receipt', 'checkout', 'checkout', 'search', 'home', 'product', 'category', '404', 'home']);
  });
});
