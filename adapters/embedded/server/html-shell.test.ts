import { describe, expect, it } from 'vitest';
import {
  ON_DEMAND_MODULES,
  PAGE_STATE_ID,
  pageDocument,
  pageKindOf,
  pageTemplates,
  parseViteManifest,
  routePreloads,
  TELEMETRY_CLASS,
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
      css: ['assets/cart-route-d4.css'],
    },
    '../adapters/commercetools/http-my-cart.ts': {
      file: 'assets/http-my-cart-e5.js',
      isDynamicEntry: true,
      imports: ['_schemas-f6.js'],
    },
    '_schemas-f6.js': { file: 'assets/schemas-f6.js' },
    '../adapters/storefront-backend/http-storefront.ts': {
      file: 'assets/http-storefront-h8.js',
      isDynamicEntry: true,
      imports: ['_react-b2.js'],
    },
    'routes/checkout-route.tsx': {
      file: 'assets/checkout-route-g7.js',
      isDynamicEntry: true,
      imports: ['_money-c3.js'],
    },
    'components/site-footer.tsx': {
      file: 'assets/site-footer-m1.js',
      isDynamicEntry: true,
      imports: ['_react-b2.js'],
      css: ['assets/site-footer-m1.css'],
    },
    'features/content/content-page.tsx': {
      file: 'assets/content-page-k9.js',
      isDynamicEntry: true,
      imports: ['_react-b2.js'],
      css: ['assets/content-page-k9.css'],
    },
    'features/shell-chrome/shell-chrome.tsx': {
      file: 'assets/shell-chrome-n2.js',
      isDynamicEntry: true,
      imports: ['_react-b2.js', '_review-modal-p4.js'],
    },
    '_review-modal-p4.js': { file: 'assets/review-modal-p4.js', css: ['assets/review-modal-p4.css'] },
    'features/offer/offer-bubble.tsx': {
      file: 'assets/offer-bubble-q5.js',
      isDynamicEntry: true,
      imports: ['_react-b2.js'],
      css: ['assets/offer-bubble-q5.css'],
    },
  }),
);
const INDEX =
  '<html><head><!--page-head--><title>Nutshell</title><!--/page-head-->' +
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-dom-b2.js"></head>' +
  '<body><div id="root"><!--app-html--></div></body></html>';

/** The sheets of the store layout's islands (footer, shell chrome's review modal, offer bubble), inlined on its pages. */
const STORE_CSS = ['/assets/offer-bubble-q5.css', '/assets/review-modal-p4.css', '/assets/site-footer-m1.css'];

describe('route preloads', () => {
  it("lists a route's chunks and their imports, less what the entry already loads", () => {
    const { preloads } = routePreloads(manifest);
    expect(preloads.cart.css).toEqual(['/assets/cart-route-d4.css', ...STORE_CSS]);
    expect(preloads.cart.js).toEqual([
      '/assets/cart-route-d4.js',
      '/assets/http-my-cart-e5.js',
      '/assets/http-storefront-h8.js',
      '/assets/money-c3.js',
      '/assets/schemas-f6.js',
    ]);
    expect(preloads.checkout.js).toEqual([
      '/assets/checkout-route-g7.js',
      '/assets/http-my-cart-e5.js',
      '/assets/http-storefront-h8.js',
      '/assets/money-c3.js',
      '/assets/schemas-f6.js',
    ]);
    expect(preloads.checkout.css).toEqual([]);
  });

  it("styles the home page's server-rendered content blocks from the first paint, without loading their code", () => {
    const { preloads } = routePreloads(manifest);
    expect(preloads.home).toEqual({ js: [], css: ['/assets/content-page-k9.css', ...STORE_CSS] });
    expect(preloads['content-page']).toEqual({
      js: ['/assets/content-page-k9.js'],
      css: ['/assets/content-page-k9.css', ...STORE_CSS],
    });
    expect(pageKindOf('/', false, 'HomePage')).toBe('home');
    expect(pageKindOf('/', false)).toBe('other');
  });

  it("styles the store layout's islands from the first paint (the footer's newsletter form, the review modals, the offer bubble) on its pages", () => {
    const { preloads } = routePreloads(manifest);
    expect(preloads.other).toEqual({ js: [], css: STORE_CSS });
    expect(preloads.checkout.css).toEqual([]);
    expect(preloads.receipt.css).toEqual([]);
  });

  it('reports the on-demand modules the build does not have', () => {
    const { missing } = routePreloads(manifest);
    expect(missing.sort()).toEqual(
      [
        ...ON_DEMAND_MODULES.receipt,
        ...ON_DEMAND_MODULES.search,
        ...ON_DEMAND_MODULES.product.filter((m) => !m.includes('http-storefront')),
        ...ON_DEMAND_MODULES.account,
        ON_DEMAND_MODULES['account-area'][0],
        ...ON_DEMAND_MODULES.content,
        ...(['mixes', 'box', 'trays', 'gift-drop', 'bundle', 'order-upload', 'wholesale'] as const).map(
          (k) => ON_DEMAND_MODULES[k][0]!,
        ),
        ...ON_DEMAND_MODULES['quiz-results'],
      ].sort(),
    );
  });

  it('tells the kinds of page apart by path', () => {
    expect(
      ['/cart', '/checkout', '/checkout/address', '/checkout/receipt', '/search/instant', '/nuts', '/'].map((p) =>
        pageKindOf(p, false),
      ),
    ).toEqual(['cart', 'checkout', 'checkout', 'receipt', 'search', 'other', 'other']);
    expect(pageKindOf('/nuts/almonds/almonds', true)).toBe('product');
    // The gift box bundle (catalogue-gifting §1, §2): its customizer, and its product page with the bundle's data.
    expect(pageKindOf('/bundle-customizer', false)).toBe('bundle');
    // The bulk order upload (core-cart-checkout §2 /order-upload): one page, its own chunk.
    expect(pageKindOf('/order-upload', false)).toBe('order-upload');
    expect(pageKindOf('/gifts/gift-box-of-the-month', true, 'ProductPage', true)).toBe('bundle-product');
    // The wholesale page (shell-account §1 /wholesale; '/wholesale/' answers 301 before any kind is asked).
    expect(pageKindOf('/wholesale', false)).toBe('wholesale');
    // The page builder's content pages and the content-tool preview (core-cart-checkout §2).
    expect(pageKindOf('/about-us', false, 'ContentPage')).toBe('content-page');
    expect(pageKindOf('/refer', false, 'ReferralPage')).toBe('content-page');
    expect(pageKindOf('/builder-preview', false)).toBe('builder-preview');
    expect([
      pageKindOf('/custom/mixes/builder', false),
      pageKindOf('/custom/mixes', false, 'CustomMixesPage'),
      pageKindOf('/custom/box', false),
      pageKindOf('/custom/box/builder', false),
      pageKindOf('/custom/trays/premium', false, 'CustomTraysPage'),
    ]).toEqual(['mixes', 'mixes', 'box', 'box', 'trays']);
    expect(
      ['/gift-drop/build', '/gift-drop/build/gift', '/gift-drop/redeem', '/gift-drop/redeem/done', '/gift-dropx'].map(
        (p) => pageKindOf(p, false),
      ),
    ).toEqual(['gift-drop', 'gift-drop', 'gift-drop', 'gift-drop', 'other']);
    expect(
      ['/account', '/account/wallet', '/orders/N-1001/track', '/account/nope'].map((p) => pageKindOf(p, false)),
    ).toEqual(['account-area', 'account-area', 'account-area', 'other']);
    expect(
      ['/account/auto-delivery', '/account/auto-delivery-redesign/details/1', '/auto-delivery'].map((p) =>
        pageKindOf(p, false),
      ),
    ).toEqual(['account-area', 'account-area', 'content']);
    expect(['/sign/in', '/business/register', '/sign/magic-link/k'].map((p) => pageKindOf(p, false))).toEqual([
      'account',
      'account',
      'other',
    ]);
  });

  it("takes the app's scripts out of the head and lists them, the entry first, then its chunks and the page's", () => {
    const pages = pageTemplates(INDEX, routePreloads(manifest).preloads);
    expect(pages.cart.modules).toEqual([
      '/assets/index-a1.js',
      '/assets/react-dom-b2.js',
      ...routePreloads(manifest).preloads.cart.js,
    ]);
    expect(pages.cart.modules).toContain('/assets/cart-route-d4.js');
    expect(pages.other.modules).toEqual(['/assets/index-a1.js', '/assets/react-dom-b2.js']);
    for (const page of [pages.cart, pages.other]) {
      expect(page.before).not.toContain('<script');
      expect(page.before).not.toContain('modulepreload');
    }
    const footerCss = STORE_CSS.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
    expect(pages.cart.before).toContain(
      `<link rel="stylesheet" crossorigin href="/assets/cart-route-d4.css">${footerCss}</head>`,
    );
    expect(pages.other.before + '<!--app-html-->' + pages.other.after).toBe(
      INDEX.replace('<script type="module" crossorigin src="/assets/index-a1.js"></script>', '')
        .replace('<link rel="modulepreload" crossorigin href="/assets/react-dom-b2.js">', '')
        .replace('</head>', `${footerCss}</head>`),
    );
    expect(pages.other.before.endsWith('<div id="root">')).toBe(true);
  });

  it("inlines every style sheet it can read, index.html's own included, and links the others", () => {
    const index = INDEX.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-z9.css"></head>');
    const css: Record<string, string> = { '/assets/index-z9.css': 'body{margin:0}</style><b>' };
    const pages = pageTemplates(index, routePreloads(manifest).preloads, (href) => css[href]);
    expect(pages.cart.before).toContain('<style>body{margin:0}<\\/style><b></style>');
    expect(pages.cart.before).not.toContain('href="/assets/index-z9.css"');
    expect(pages.cart.before).toContain('<link rel="stylesheet" crossorigin href="/assets/cart-route-d4.css">');
  });

  it("marks an on-demand chunk's inlined sheet with a disabled link, so loading the chunk does not add it again", () => {
    const css: Record<string, string> = {
      '/assets/index-z9.css': 'body{margin:0}',
      '/assets/cart-route-d4.css': 'p{}',
    };
    const index = INDEX.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-z9.css"></head>');
    const pages = pageTemplates(index, routePreloads(manifest).preloads, (href) => css[href]);
    expect(pages.cart.before).toContain(
      '<style>p{}</style><link rel="stylesheet" href="/assets/cart-route-d4.css" disabled>',
    );
    expect(pages.cart.before).toContain('<style>body{margin:0}</style>');
    expect(pages.cart.before).not.toContain('href="/assets/index-z9.css"');
  });

  it('turns browser telemetry on with the body class enableBrowserTelemetry, and only when asked (shell-account §4)', () => {
    const on = pageTemplates(INDEX, routePreloads(manifest).preloads, undefined, [TELEMETRY_CLASS]);
    expect(on.other.before).toContain('<body class="enableBrowserTelemetry">');
    const off = pageTemplates(INDEX, routePreloads(manifest).preloads);
    expect(off.other.before).toContain('<body>');
    expect(off.other.before).not.toContain('enableBrowserTelemetry');
  });

  it('refuses an index.html without its markers', () => {
    expect(() => pageTemplates('<html></html>', routePreloads(manifest).preloads)).toThrow(/app-html/);
  });
});

describe('a rendered page in its document', () => {
  const template = pageTemplates(INDEX, routePreloads(manifest).preloads).other;

  it('carries the page state as JSON no text of which can close the script, with the nonce', () => {
    const state = { url: '/p', name: 'Nuts </script><script>alert(1)</script> \u2028' };
    const doc = pageDocument(template, { head: '<title>P</title>', state, nonce: 'n0nce' });
    const json = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}" nonce="n0nce">(.*?)</script>`).exec(
      doc.after,
    )?.[1];
    expect(json).not.toContain('<');
    expect(JSON.parse(json!)).toEqual(state);
  });

  it("puts the page's head in place of the default one", () => {
    const doc = pageDocument(template, { head: '<title>Almonds | Nutshell</title>', state: {}, nonce: 'n' });
    expect(doc.before).toContain('<head><title>Almonds | Nutshell</title><link rel="stylesheet"');
    expect(doc.before).not.toContain('<title>Nutshell</title>');
  });

  it("loads the app's modules after the first paint, with the nonce, from one inline script", () => {
    const doc = pageDocument(template, { head: '', state: {}, nonce: 'n0nce' });
    const loader = /<script nonce="n0nce">(.*?)<\/script><\/body>/.exec(doc.after)?.[1];
    expect(loader).toContain('requestAnimationFrame');
    expect(loader).toContain('["/assets/index-a1.js","/assets/react-dom-b2.js"]');
    expect(loader).toContain('import(u)');
  });

  it("preloads a product page's image with high priority", () => {
    const doc = pageDocument(template, { head: '', state: {}, nonce: 'n', image: '/images/products/almonds.svg' });
    expect(doc.before).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/images/products/almonds.svg">',
    );
    expect(pageDocument(template, { head: '', state: {}, nonce: 'n' }).before).not.toContain('rel="preload"');
  });
});
