import { pageKindOf } from './page-kind';

describe('pageKindOf', () => {
  it('knows the auto-delivery pages: the account area’s, and the /auto-delivery help page (content)', () => {
    expect(pageKindOf('/account/auto-delivery', undefined)).toBe('account-area');
    expect(pageKindOf('/account/auto-delivery-redesign/details/1', undefined)).toBe('account-area');
    expect(pageKindOf('/auto-delivery', undefined)).toBe('content');
  });

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
    const link = { pageType: 'MagicLinkPage', props: { key: 'k', status: 'valid', setPassword: false } } as const;
    const reset = { pageType: 'ResetPasswordPage', props: { key: 'k', status: 'expired', setPassword: true } } as const;
    expect([
      pageKindOf('/sign/in', undefined),
      pageKindOf('/business/register', undefined),
      pageKindOf('/sign/magic-link/k', link),
      pageKindOf('/sign/reset-password/k', reset),
    ]).toEqual(['account', 'account', 'account', 'account']);
  });

  it("knows the gift box bundle's customizer, /bundle-customizer (catalogue-gifting §2)", () => {
    expect(pageKindOf('/bundle-customizer', undefined)).toBe('bundle');
  });

  it('knows the bulk order upload, /order-upload (core-cart-checkout §2), and nothing under it', () => {
    expect(pageKindOf('/order-upload', undefined)).toBe('order-upload');
    expect(pageKindOf('/order-upload/x', undefined)).toBe('404');
  });

  it('knows the wholesale page, /wholesale (shell-account §1)', () => {
    expect(pageKindOf('/wholesale', undefined)).toBe('wholesale');
    expect(pageKindOf('/wholesale/x', undefined)).toBe('404');
  });

  it('knows the content pages (ContentPage, ReferralPage) and the content-tool preview (core-cart-checkout §2)', () => {
    const entry = { data: {} } as never;
    expect(pageKindOf('/about-us', { pageType: 'ContentPage', props: { entry } })).toBe('content-page');
    expect(pageKindOf('/refer', { pageType: 'ReferralPage', props: { entry } })).toBe('content-page');
    expect(pageKindOf('/builder-preview', undefined)).toBe('builder-preview');
  });
});
