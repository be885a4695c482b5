import { describe, expect, it } from 'vitest';
import {
  EMBEDDED_PAGE_ID,
  ON_DEMAND_MODULES,
  pageKindOf,
  parseViteManifest,
  routePreloads,
  shellPages,
  withResolvedPage,
} from './html-shell';

const manifest = parseViteManifest(
  JSON.stringify({
    'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_react-b2.js'] },
    '_react-b2.js': { file: 'assets/react-b2.js' },
    '_money-c3.js': { file: 'assets/money-c3.js' },
    'routes/cart-route.tsx': {
      file: 'assets/cart-route-d4.js',
      isDynamicEntry: true,
      imports: ['_react-b2.js', '_money-c3.js'],
    },
    '../adapters/commercetools/http-my-cart.ts': {
      file: 'assets/http-my-cart-e5.js',
      isDynamicEntry: true,
      imports: ['_schemas-f6.js'],
    },
    '_schemas-f6.js': { file: 'assets/schemas-f6.js' },
    'routes/checkout-route.tsx': {
      file: 'assets/checkout-route-g7.js',
      isDynamicEntry: true,
      imports: ['_money-c3.js'],
    },
  }),
);
const INDEX =
  '<html><head><script type="module" crossorigin src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>';

describe('route preloads', () => {
  it("lists a route's chunks and their imports, less what the entry already loads", () => {
    const { preloads } = routePreloads(manifest);
    expect(preloads.cart).toEqual([
      '/assets/cart-route-d4.js',
      '/assets/http-my-cart-e5.js',
      '/assets/money-c3.js',
      '/assets/schemas-f6.js',
    ]);
    expect(preloads.checkout).toEqual([
      '/assets/checkout-route-g7.js',
      '/assets/http-my-cart-e5.js',
      '/assets/money-c3.js',
      '/assets/schemas-f6.js',
    ]);
    expect(preloads.other).toEqual([]);
  });

  it('reports the on-demand modules the build does not have', () => {
    const { missing } = routePreloads(manifest);
    expect(missing.sort()).toEqual(
      [...ON_DEMAND_MODULES.receipt, ...ON_DEMAND_MODULES.search, ...ON_DEMAND_MODULES.product].sort(),
    );
  });

  it('tells the kinds of page apart by path', () => {
    expect(
      ['/cart', '/checkout', '/checkout/address', '/checkout/receipt', '/search/instant', '/nuts', '/'].map((p) =>
        pageKindOf(p, false),
      ),
    ).toEqual(['cart', 'checkout', 'checkout', 'receipt', 'search', 'other', 'other']);
    expect(pageKindOf('/nuts/almonds/almonds', true)).toBe('product');
  });

  it('adds one modulepreload link per file to the head of the page', () => {
    const pages = shellPages(INDEX, routePreloads(manifest).preloads);
    expect(pages.cart).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/cart-route-d4.js"><link rel="modulepreload" crossorigin href="/assets/http-my-cart-e5.js">',
    );
    expect(pages.cart.indexOf('modulepreload')).toBeLessThan(pages.cart.indexOf('</head>'));
    expect(pages.other).toBe(INDEX);
  });
});

describe('a resolved page in the shell', () => {
  it('carries the resolve-path body as JSON no text of which can close the script', () => {
    const body = {
      data: {
        pageType: 'ProductPage',
        props: {
          product: { name: 'Nuts </script><script>alert(1)</script>', imageUrl: '/images/products/almonds.svg' },
        },
      },
    };
    const html = withResolvedPage(INDEX, '/nuts/almonds/almonds', 200, body);
    const json = new RegExp(`<script type="application/json" id="${EMBEDDED_PAGE_ID}">(.*?)</script>`).exec(html)?.[1];
    expect(json).not.toContain('<');
    expect(JSON.parse(json!)).toEqual({ path: '/nuts/almonds/almonds', status: 200, body });
  });

  it("preloads a product page's image with high priority", () => {
    const html = withResolvedPage(INDEX, '/p', 200, {
      data: { pageType: 'ProductPage', props: { product: { imageUrl: '/images/products/almonds.svg' } } },
    });
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/images/products/almonds.svg">');
    expect(
      withResolvedPage(INDEX, '/nuts', 200, { data: { pageType: 'CategoryListingPage', props: {} } }),
    ).not.toContain('rel="preload"');
  });
});
