// @vitest-environment node
import { enableStaticRendering } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { InstantSearchSSRProvider, getServerState } from 'react-instantsearch';
import { StaticRouter } from 'react-router';
import { claimTooltipsOf, productAllergenStatement, type ProductCard } from '../../core/catalogue';
import { StoresProvider } from '../app/stores-context';
import { createRootStore } from '../stores/root-store';
import { createFakeServices } from '../testing/fake-services';
import { almondFacts, almonds, almondsCard, almondsCategory, nutsCategory } from '../testing/fixtures';
import { CategoryPage } from './category/category-page';
import { ProductPage } from './product/product-page';
import { SanitizerContext } from './product/sanitizer';
import { RecommendationSlider } from './recommendations/recommendation-slider';
import { HeaderSearch } from './search/header-search';
import { SearchClientContext, type InstantSearchClient } from './search/search-client';
import SearchPage from './search/search-page';
import { SiteFooter } from '../components/site-footer';

// The features render on the server: no window, document or storage there. This file runs in Node.
beforeAll(() => enableStaticRendering(true));
afterAll(() => enableStaticRendering(false));

function serverRender(url: string, node: ReactNode, csrfToken?: string): string {
  const root = createRootStore(createFakeServices());
  if (csrfToken !== undefined) Object.assign(root, { csrfToken });
  return renderToString(
    <StoresProvider root={root}>
      <StaticRouter location={url}>{node}</StaticRouter>
    </StoresProvider>,
  );
}

const cards: ProductCard[] = Array.from({ length: 60 }, (_, i) => ({
  ...almondsCard,
  sku: `9${String(i + 1).padStart(3, '0')}-01`,
  productKey: `p-${i + 1}`,
  name: `Product ${i + 1}`,
  path: `/nuts/p-${i + 1}`,
}));

describe('features render on the server without a browser', () => {
  it('has no window or document here', () => {
    expect([typeof window, typeof document, typeof localStorage]).toEqual(['undefined', 'undefined', 'undefined']);
  });

  it('a category listing: the page the URL names, with its pagination links', () => {
    const html = serverRender(
      '/nuts?page=2',
      <CategoryPage props={{ category: nutsCategory, ancestors: [], children: [], products: cards, total: 60 }} />,
    );
    expect(html.match(/<article/g)).toHaveLength(12);
    expect(html).toContain('>Product 49</a>');
    expect(html).not.toContain('>Product 48</a>');
    expect(html).toContain('<nav class="pagination" aria-label="Pagination">');
    expect(html).toMatch(/<a class="pagination__link pagination__step" rel="prev" href="\/nuts"/);
    expect(html).toMatch(/<span class="pagination__link pagination__current" aria-current="page">/);
  });

  it('a product page: the Add to Cart form with its fields, and the description sanitised by the provided sanitiser', () => {
    const html = serverRender(
      `${almonds.path}?sku=1001-05`,
      <SanitizerContext value={(h) => h.replace(/<script[^>]*>.*?<\/script>/g, '')}>
        <ProductPage
          props={{ product: almonds, ancestors: [nutsCategory, almondsCategory], nutritionFacts: almondFacts }}
        />
      </SanitizerContext>,
      'csrf-xyz',
    );
    expect(html).toContain('<form class="add-to-cart" action="/cart" method="post">');
    expect(html).toContain('<input type="hidden" name="sku" value="1001-05"/>');
    expect(html).toContain('<input type="hidden" name="_csrf" value="csrf-xyz"/>');
    expect(html).toMatch(/<select id="[^"]+" name="quantity" class="quantity__select" disabled="">/);
    expect(html).toContain('<strong>roasted</strong>');
  });

  it("a product page: the allergen statement and the claims' tooltips are in the server's markup", () => {
    const html = serverRender(
      almonds.path,
      <SanitizerContext value={(h) => h}>
        <ProductPage
          props={{
            product: almonds,
            ancestors: [nutsCategory, almondsCategory],
            nutritionFacts: almondFacts,
            allergenStatement: productAllergenStatement(almonds),
            claimTooltips: claimTooltipsOf(almonds),
          }}
        />
      </SanitizerContext>,
    );
    expect(html).toContain('<p class="allergen-statement">Contains: Tree Nuts (Almonds), Peanuts</p>');
    const described = html.match(/<span class="claim__label" tabindex="0" aria-describedby="([^"]+)">Cholesterol Free/);
    expect(described).not.toBeNull();
    expect(html).toContain(
      `<span class="claim__tooltip" role="tooltip" id="${described![1]}">Roasted Salted Almonds, a cholesterol free ` +
        'food: less than 2 mg of cholesterol and 2 g of saturated fat or less per 30 g, the reference amount for nuts</span>',
    );
    expect(html).toContain(
      '<p class="claim-disclosures">Contains 15 g of total fat per serving. See nutrition information for fat content.</p>',
    );
  });

  it('the header search: the lg bar (the server cannot measure the viewport) as a GET form of /search/instant', () => {
    const html = serverRender('/search/instant?query=figs', <HeaderSearch />);
    expect(html).toContain('<form role="search" class="search-form" action="/search/instant">');
    expect(html).toMatch(/<input type="search" class="search-form__input" [^>]* name="query" value="figs"\/>/);
    expect(html).not.toContain('search-toggle');
  });

  it('the search results page renders with the provided search client (the browser one reads window.location)', async () => {
    const searched: string[] = [];
    const client = {
      search: async (requests: readonly { indexName: string; params?: { query?: string } }[]) => {
        searched.push(...requests.map((r) => `${r.indexName}:${r.params?.query ?? ''}`));
        return {
          results: requests.map((r) => ({
            index: r.indexName,
            hits: [],
            nbHits: 0,
            page: 0,
            nbPages: 0,
            hitsPerPage: 50,
            processingTimeMS: 1,
            exhaustiveNbHits: true,
            query: r.params?.query ?? '',
            params: '',
            facets: {},
          })),
        };
      },
    } as unknown as InstantSearchClient;
    const root = createRootStore(createFakeServices());
    const page = (
      <StoresProvider root={root}>
        <StaticRouter location="/search/instant?query=figs">
          <SearchClientContext value={client}>
            <SearchPage />
          </SearchClientContext>
        </StaticRouter>
      </StoresProvider>
    );
    const serverState = await getServerState(page, { renderToString });
    const html = renderToString(<InstantSearchSSRProvider {...serverState}>{page}</InstantSearchSSRProvider>);
    expect(searched[0]).toBe('Products:figs');
    expect(html).toContain('<h1 class="search-page__title">');
    expect(html).toMatch(/<form role="search" class="search-form search-page__box" action="\/search\/instant">/);
    expect(html).toMatch(/<input id="search-page-query" type="search" [^>]*name="query" value="figs"\/>/);
  });

  it("a recommendation row: desktop's 12 placeholders and 16 px gap", () => {
    const html = serverRender('/', <RecommendationSlider title="Picks" products={undefined} />);
    expect(html.match(/data-testid="rec-placeholder"/g)).toHaveLength(12);
    expect(html).toContain('--slider-gap:16px');
  });

  it("the footer: the year of the store's clock", () => {
    expect(serverRender('/', <SiteFooter />)).toContain('© 2026 Nutshell. All rights reserved.');
  });
});
