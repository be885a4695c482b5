import { describe, expect, it } from 'vitest';
import type { Product } from '../../core/catalogue';
import { usd } from '../../core/shared';
import type { ResolvedPage } from '../../ports/storefront-backend';
import { almondFacts, almonds, almondsCategory, candyFacts, nutsCategory } from '../testing/fixtures';
import { documentTitle, pageHead, pageTitleOf, type PageHeadInput } from './page-head';

const ORIGIN = 'https://shop.example';
const STORE_DESCRIPTION =
  'Nutshell: fresh nuts, dried fruit, snacks, chocolates and sweets, coffee and tea, baking goods and gifts, ' +
  'shipped from our warehouse to your door.';

const productPage = (product: Product, extra: Partial<{ nutritionFacts: typeof almondFacts }> = {}): ResolvedPage => ({
  pageType: 'ProductPage',
  props: { product, ancestors: [nutsCategory, almondsCategory], ...extra },
});
const almondsPage = productPage(almonds, { nutritionFacts: almondFacts });
const head = (input: Partial<PageHeadInput> & Pick<PageHeadInput, 'kind'>) =>
  pageHead({ origin: ORIGIN, url: '/', ...input });

/** The JSON-LD objects of a head, in order. */
function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

describe('documentTitle', () => {
  it("is '{page} | Nutshell', and the store name with its tagline for the home page", () => {
    expect(documentTitle('Your Cart')).toBe('Your Cart | Nutshell');
    expect(documentTitle('')).toBe('Nutshell — Nuts, dried fruit, snacks & gifts');
    expect(documentTitle()).toBe('Nutshell — Nuts, dried fruit, snacks & gifts');
    expect(pageTitleOf({ name: 'Almonds', customPageTitle: '  ' })).toBe('Almonds');
    expect(pageTitleOf({ name: 'Almonds', customPageTitle: 'Buy Almonds' })).toBe('Buy Almonds');
  });
});

describe('pageHead: a product page', () => {
  it('writes title, description, canonical, Open Graph, Twitter card and two JSON-LD scripts with the nonce', () => {
    const { title, html } = head({
      url: '/nuts/almonds/roasted-salted?sku=1001-05',
      kind: 'product',
      page: almondsPage,
      nonce: 'n0nce',
    });
    expect(title).toBe('Roasted Salted Almonds | Nutshell');
    const description = 'Crunchy California almonds, roasted and lightly salted.';
    const url = `${ORIGIN}/nuts/almonds/roasted-salted`;
    const image = `${ORIGIN}/images/almonds.jpg`;
    expect(html.slice(0, html.indexOf('<script'))).toBe(
      '<title>Roasted Salted Almonds | Nutshell</title>' +
        `<meta name="description" content="${description}">` +
        `<link rel="canonical" href="${url}">` +
        '<meta property="og:type" content="product">' +
        '<meta property="og:site_name" content="Nutshell">' +
        '<meta property="og:title" content="Roasted Salted Almonds">' +
        `<meta property="og:description" content="${description}">` +
        `<meta property="og:url" content="${url}">` +
        `<meta property="og:image" content="${image}">` +
        '<meta name="twitter:card" content="summary_large_image">' +
        '<meta name="twitter:title" content="Roasted Salted Almonds">' +
        `<meta name="twitter:description" content="${description}">` +
        `<meta name="twitter:image" content="${image}">`,
    );
    expect(html.match(/<script type="application\/ld\+json" nonce="n0nce">/g)).toHaveLength(2);
    expect(html).not.toContain('robots');
  });

  it('offers each offered variant at the price block’s price: the sale price, in dollars; backordered is OutOfStock', () => {
    const [product] = jsonLdOf(head({ kind: 'product', page: almondsPage }).html);
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Roasted Salted Almonds',
      description: 'Crunchy California almonds, roasted and lightly salted.',
      image: 'https://shop.example/images/almonds.jpg',
      sku: '1001-01',
      brand: { '@type': 'Brand', name: 'Nutshell' },
      url: 'https://shop.example/nuts/almonds/roasted-salted',
      offers: [
        {
          '@type': 'Offer',
          sku: '1001-01',
          price: '12.99',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: 'https://shop.example/nuts/almonds/roasted-salted?sku=1001-01',
        },
        {
          '@type': 'Offer',
          sku: '1001-05',
          price: '54.99',
          priceCurrency: 'USD',
          availability: 'https://schema.org/OutOfStock',
          url: 'https://shop.example/nuts/almonds/roasted-salted?sku=1001-05',
        },
      ],
      nutrition: {
        '@type': 'NutritionInformation',
        servingSize: '1/4 cup (28g)',
        calories: '170 calories',
        fatContent: '15 g',
        saturatedFatContent: '1 g',
        sodiumContent: '95 mg',
        carbohydrateContent: '6 g',
        fiberContent: '3 g',
        proteinContent: '6 g',
      },
    });
  });

  it('states "less than" amounts as the label does, and leaves nutrition out without facts', () => {
    const [candy] = jsonLdOf(
      head({ kind: 'product', page: productPage(almonds, { nutritionFacts: candyFacts }) }).html,
    );
    expect((candy as { nutrition: unknown }).nutrition).toEqual({
      '@type': 'NutritionInformation',
      servingSize: '1 oz (28g)',
      calories: '110 calories',
      fatContent: '1 g',
      cholesterolContent: 'less than 5 mg',
      sodiumContent: '110 mg',
      carbohydrateContent: '25 g',
      fiberContent: 'less than 1 g',
      proteinContent: '0 g',
    });
    const [plain] = jsonLdOf(head({ kind: 'product', page: productPage(almonds) }).html);
    expect(plain).not.toHaveProperty('nutrition');
  });

  it('prices whole dollars with two decimals; a range product has one AggregateOffer; a $0 price has no offer', () => {
    const one = (cents: number) => [{ id: 'p', value: usd(cents), tiers: [] }];
    const tin: Product = { ...almonds, variants: [{ ...almonds.variants[0]!, prices: one(12000) }] };
    expect((jsonLdOf(head({ kind: 'product', page: productPage(tin) }).html)[0] as { offers: unknown }).offers).toEqual(
      [expect.objectContaining({ sku: '1001-01', price: '120.00' })],
    );
    const range: Product = { ...almonds, key: '9990' };
    expect(
      (jsonLdOf(head({ kind: 'product', page: productPage(range) }).html)[0] as { offers: unknown }).offers,
    ).toEqual([
      {
        '@type': 'AggregateOffer',
        lowPrice: '25.00',
        highPrice: '200.00',
        priceCurrency: 'USD',
        offerCount: 2,
        url: 'https://shop.example/nuts/almonds/roasted-salted',
      },
    ]);
    const free: Product = { ...almonds, variants: [{ ...almonds.variants[0]!, prices: one(0) }] };
    expect(jsonLdOf(head({ kind: 'product', page: productPage(free) }).html)[0]).not.toHaveProperty('offers');
  });

  it('escapes a name with <, " and & in every tag, and keeps </script> out of the JSON-LD', () => {
    const odd: Product = { ...almonds, name: 'Nuts <"Best"> & Co</script>' };
    const { title, html } = head({ kind: 'product', page: productPage(odd), nonce: 'a"b' });
    expect(title).toBe('Nuts <"Best"> & Co</script> | Nutshell');
    expect(html).toContain('<title>Nuts &lt;&quot;Best&quot;&gt; &amp; Co&lt;/script&gt; | Nutshell</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Nuts &lt;&quot;Best&quot;&gt; &amp; Co&lt;/script&gt;">',
    );
    expect(html).toContain('"name":"Nuts \\u003c\\"Best\\"> & Co\\u003c/script>"');
    expect(html).toContain('<script type="application/ld+json" nonce="a&quot;b">');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect((jsonLdOf(html)[0] as { name: string }).name).toBe('Nuts <"Best"> & Co</script>');
  });

  it('uses the custom page title and meta description when set', () => {
    const custom: Product = { ...almonds, customPageTitle: 'Almonds, Roasted & Salted', metaDescription: 'Fresh.' };
    const { title, html } = head({ kind: 'product', page: productPage(custom) });
    expect(title).toBe('Almonds, Roasted & Salted | Nutshell');
    expect(html).toContain('<meta name="description" content="Fresh.">');
    expect(html).toContain('<meta property="og:title" content="Almonds, Roasted &amp; Salted">');
    expect((jsonLdOf(html)[0] as { name: string }).name).toBe('Roasted Salted Almonds');
  });

  it('falls back to a 160-character excerpt of the description, cut at a word, then to the one-liner', () => {
    const long: Product = {
      ...almonds,
      description:
        '<p>Our <em>Roasted Salted Almonds</em> are roasted in small batches &amp; salted lightly.</p>' +
        '<ul><li>Great by the handful, chopped over salads and oatmeal, or baked into breads and cookies.</li>' +
        '<li>Serving size: 1 oz (28g)</li></ul>',
    };
    const expected =
      'Our Roasted Salted Almonds are roasted in small batches & salted lightly. Great by the handful, chopped ' +
      'over salads and oatmeal, or baked into breads and…';
    expect(Array.from(expected)).toHaveLength(154);
    expect(head({ kind: 'product', page: productPage(long) }).html).toContain(
      `<meta name="description" content="${expected.replace('&', '&amp;')}">`,
    );
    const bare: Product = { ...almonds, description: '<p></p>' };
    expect(head({ kind: 'product', page: productPage(bare) }).html).toContain(
      '<meta name="description" content="Lightly salted, roasted to order">',
    );
  });

  it('lists Home, the ancestors and the product in the BreadcrumbList, with absolute URLs', () => {
    expect(jsonLdOf(head({ kind: 'product', page: almondsPage }).html)[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Nuts', item: 'https://shop.example/nuts' },
        { '@type': 'ListItem', position: 3, name: 'Almonds', item: 'https://shop.example/nuts/almonds' },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'Roasted Salted Almonds',
          item: 'https://shop.example/nuts/almonds/roasted-salted',
        },
      ],
    });
  });

  it('gets the 404 head when the product page is missing', () => {
    expect(head({ kind: 'product' }).title).toBe('Page not found | Nutshell');
    expect(head({ kind: 'product', page: { pageType: '404', props: {} } }).html).toContain('content="noindex"');
  });
});

describe('pageHead: a category page', () => {
  const listing = (extra: Partial<typeof almondsCategory> = {}): ResolvedPage => ({
    pageType: 'CategoryListingPage',
    props: {
      category: { ...almondsCategory, ...extra },
      ancestors: [nutsCategory],
      children: [],
      products: [],
      total: 0,
    },
  });

  it('keeps ?page=N in the canonical URL only for N ≥ 2; breadcrumb Home › Nuts › Almonds', () => {
    const canonical = (url: string) =>
      /<link rel="canonical" href="([^"]*)">/.exec(head({ url, kind: 'category', page: listing() }).html)?.[1];
    expect(canonical('/nuts/almonds?page=3&sort=price')).toBe('https://shop.example/nuts/almonds?page=3');
    expect(canonical('/nuts/almonds?page=1')).toBe('https://shop.example/nuts/almonds');
    expect(canonical('/nuts/almonds?page=two')).toBe('https://shop.example/nuts/almonds');
    const { title, html } = head({ url: '/nuts/almonds', kind: 'category', page: listing() });
    expect(title).toBe('Almonds | Nutshell');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(jsonLdOf(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
          { '@type': 'ListItem', position: 2, name: 'Nuts', item: 'https://shop.example/nuts' },
          { '@type': 'ListItem', position: 3, name: 'Almonds', item: 'https://shop.example/nuts/almonds' },
        ],
      },
    ]);
  });

  it('describes it by its meta description, else its description, else a sentence naming it', () => {
    const description = (extra: Partial<typeof almondsCategory>) =>
      /<meta name="description" content="([^"]*)">/.exec(head({ kind: 'category', page: listing(extra) }).html)?.[1];
    expect(description({})).toBe('Shop Almonds at Nutshell.');
    expect(description({ description: 'Whole & blanched.' })).toBe('Whole &amp; blanched.');
    expect(description({ description: 'Whole.', metaDescription: 'Buy almonds.' })).toBe('Buy almonds.');
    expect(head({ kind: 'category', page: listing({ customPageTitle: 'All Almonds' }) }).title).toBe(
      'All Almonds | Nutshell',
    );
  });
});

describe('pageHead: the home page', () => {
  it('is the store title and description with Organization and WebSite (SearchAction) JSON-LD', () => {
    const { title, html } = pageHead({ origin: `${ORIGIN}/`, url: '/', kind: 'home' });
    expect(title).toBe('Nutshell — Nuts, dried fruit, snacks & gifts');
    expect(html).toBe(
      '<title>Nutshell — Nuts, dried fruit, snacks &amp; gifts</title>' +
        `<meta name="description" content="${STORE_DESCRIPTION}">` +
        '<link rel="canonical" href="https://shop.example/">' +
        '<meta property="og:type" content="website">' +
        '<meta property="og:site_name" content="Nutshell">' +
        '<meta property="og:title" content="Nutshell — Nuts, dried fruit, snacks &amp; gifts">' +
        `<meta property="og:description" content="${STORE_DESCRIPTION}">` +
        '<meta property="og:url" content="https://shop.example/">' +
        '<meta name="twitter:card" content="summary">' +
        '<meta name="twitter:title" content="Nutshell — Nuts, dried fruit, snacks &amp; gifts">' +
        `<meta name="twitter:description" content="${STORE_DESCRIPTION}">` +
        '<script type="application/ld+json">' +
        '{"@context":"https://schema.org","@type":"Organization","name":"Nutshell","url":"https://shop.example/",' +
        '"logo":"https://shop.example/logo.svg"}</script>' +
        '<script type="application/ld+json">' +
        '{"@context":"https://schema.org","@type":"WebSite","name":"Nutshell","url":"https://shop.example/",' +
        '"potentialAction":{"@type":"SearchAction",' +
        '"target":"https://shop.example/search/instant?query={search_term_string}",' +
        '"query-input":"required name=search_term_string"}}</script>',
    );
  });
});

describe('pageHead: the cart and checkout, indexable (Lighthouse SEO 100 on them)', () => {
  const cases: readonly [PageHeadInput['kind'], string, string, string][] = [
    ['cart', '/cart', 'Your Cart | Nutshell', 'https://shop.example/cart'],
    ['checkout', '/checkout/shipping', 'Expected Delivery | Nutshell', 'https://shop.example/checkout/shipping'],
    ['checkout', '/checkout', 'Nutshell — Nuts, dried fruit, snacks & gifts', 'https://shop.example/checkout'],
  ];

  it.each(cases)('%s at %s: its title, description and canonical URL, no robots tag', (kind, url, title, canonical) => {
    const h = head({ kind, url });
    expect(h.title).toBe(title);
    expect(h.html).not.toContain('name="robots"');
    expect(h.html).toContain(`<meta name="description" content="${STORE_DESCRIPTION}">`);
    expect(/<link rel="canonical" href="([^"]*)">/.exec(h.html)?.[1]).toBe(canonical);
  });
});

describe('pageHead: pages search engines should not index', () => {
  const cases: readonly [PageHeadInput['kind'], string, string, string | undefined][] = [
    [
      'receipt',
      '/checkout/receipt?token=s3cret',
      'Thank you for your order! | Nutshell',
      'https://shop.example/checkout/receipt',
    ],
    ['404', '/no-such-page', 'Page not found | Nutshell', undefined],
    [
      'search',
      '/search/instant?query=roasted+nuts&page=2',
      'Search: roasted nuts | Nutshell',
      'https://shop.example/search/instant?query=roasted%20nuts',
    ],
    ['search', '/search/instant', 'Search | Nutshell', 'https://shop.example/search/instant'],
  ];

  it.each(cases)('%s at %s: noindex, its title and canonical URL, no JSON-LD', (kind, url, title, canonical) => {
    const h = head({ kind, url });
    expect(h.title).toBe(title);
    expect(h.html).toContain('<meta name="robots" content="noindex">');
    expect(h.html).toContain(`<meta name="description" content="${STORE_DESCRIPTION}">`);
    expect(/<link rel="canonical" href="([^"]*)">/.exec(h.html)?.[1]).toBe(canonical);
    expect(h.html).not.toContain('s3cret');
    expect(h.html).not.toContain('<script');
  });

  it('takes the search query from the input over the URL', () => {
    expect(head({ kind: 'search', url: '/search/instant?query=x', searchQuery: 'a<b' }).html).toContain(
      '<title>Search: a&lt;b | Nutshell</title>',
    );
  });

  it('leaves robots out of the home, product and category pages', () => {
    expect(head({ kind: 'home' }).html).not.toContain('robots');
    expect(head({ kind: 'product', page: almondsPage }).html).not.toContain('robots');
  });
});

describe('the wholesale page head (shell-account §1 /wholesale)', () => {
  it("is 'Wholesale | Nutshell' with its own description, canonical /wholesale without the category filter", () => {
    const h = head({ kind: 'wholesale', url: '/wholesale?category=candy' });
    expect(h.title).toBe('Wholesale | Nutshell');
    expect(h.html).toContain('<link rel="canonical" href="https://shop.example/wholesale">');
    expect(h.html).toContain('individually wrapped snack packs');
    expect(h.html).not.toContain('robots');
  });
});
