import { canonicalSearch, routeToSearch, routeToState, searchToRoute, stateToRoute } from './search-url-state';

describe('results page URL state (shell-account §2 Search)', () => {
  it('omits sortBy when it is the default Products, keeps a replica', () => {
    expect(stateToRoute({ Products: { query: 'nuts', sortBy: 'Products' } })).toEqual({ query: 'nuts' });
    expect(routeToSearch({ query: 'nuts', sortBy: 'Products' })).toBe('?query=nuts');
    expect(stateToRoute({ Products: { sortBy: 'Products_price_asc' } })).toEqual({ sortBy: 'Products_price_asc' });
    expect(routeToSearch({ sortBy: 'Products_price_desc' })).toBe('?sortBy=Products_price_desc');
    expect(searchToRoute('?sortBy=Products')).toEqual({});
  });

  it('writes refinementList[attribute] once per value and toggle[attribute]=true', () => {
    const search = routeToSearch({
      query: 'almonds',
      refinementList: { 'categories.lvl0': ['Nuts', 'Snacks'], tags: ['raw'] },
      toggle: { inStock: true },
    });
    const params = new URLSearchParams(search);
    expect([...params.keys()]).toEqual([
      'query',
      'refinementList[categories.lvl0]',
      'refinementList[categories.lvl0]',
      'refinementList[tags]',
      'toggle[inStock]',
    ]);
    expect(params.getAll('refinementList[categories.lvl0]')).toEqual(['Nuts', 'Snacks']);
    expect(params.get('toggle[inStock]')).toBe('true');
    expect(searchToRoute(search)).toEqual({
      query: 'almonds',
      refinementList: { 'categories.lvl0': ['Nuts', 'Snacks'], tags: ['raw'] },
      toggle: { inStock: true },
    });
  });

  it('keeps page from 2 on, and drops page 1', () => {
    expect(stateToRoute({ Products: { page: 1 } })).toEqual({});
    expect(stateToRoute({ Products: { page: 2 } })).toEqual({ page: 2 });
    expect(routeToSearch({ page: 3 })).toBe('?page=3');
    expect(searchToRoute('?page=2')).toEqual({ page: 2 });
    expect(searchToRoute('?page=1')).toEqual({});
    expect(searchToRoute('?page=x')).toEqual({});
  });

  it('drops empty parts, off toggles and facets the page does not show', () => {
    expect(
      stateToRoute({
        Products: {
          query: '',
          refinementList: { tags: [], brand: ['x'] },
          toggle: { inStock: false },
          configure: { hitsPerPage: 50 },
        },
      }),
    ).toEqual({});
    expect(searchToRoute('?refinementList[brand]=x&toggle[inStock]=false&sortBy=Secret&other=1')).toEqual({});
    expect(routeToSearch({})).toBe('');
  });

  it('round-trips UI state through the URL', () => {
    const ui = {
      Products: {
        query: 'dark chocolate',
        refinementList: { tags: ['vegan'] },
        toggle: { autoDeliveryEligible: true },
        page: 4,
        sortBy: 'Products_activation_date_desc',
      },
    };
    expect(routeToState(searchToRoute(routeToSearch(stateToRoute(ui))))).toEqual(ui);
  });

  it('gives one canonical string per state, whatever the key order', () => {
    expect(canonicalSearch('?page=2&query=nuts')).toBe('?query=nuts&page=2');
    expect(canonicalSearch('?query=')).toBe('');
  });

  it('carries a price range as range[price]=min:max, either bound empty ("Gifts under $40": range[price]=:40)', () => {
    const route = { refinementList: { 'categories.lvl0': ['Gifts'] }, range: { price: ':40' } };
    const search = routeToSearch({ ...route, sortBy: 'Products_price_asc' });
    expect(search).toBe('?refinementList%5Bcategories.lvl0%5D=Gifts&range%5Bprice%5D=%3A40&sortBy=Products_price_asc');
    expect(searchToRoute(search)).toEqual({ ...route, sortBy: 'Products_price_asc' });
    expect(routeToState(searchToRoute('?range[price]=20:70'))).toEqual({ Products: { range: { price: '20:70' } } });
    expect(stateToRoute({ Products: { range: { price: '10:' } } })).toEqual({ range: { price: '10:' } });
  });

  it("round-trips the 'free from' and nutrient claim refinements as refinementList[freeFrom] and refinementList[claims]", () => {
    const ui = {
      Products: {
        query: 'almonds',
        refinementList: { freeFrom: ['tree-nut-free', 'milk-free'], claims: ['good-source-of-fiber'] },
      },
    };
    const search = routeToSearch(stateToRoute(ui));
    const params = new URLSearchParams(search);
    expect(params.getAll('refinementList[freeFrom]')).toEqual(['tree-nut-free', 'milk-free']);
    expect(params.getAll('refinementList[claims]')).toEqual(['good-source-of-fiber']);
    expect(routeToState(searchToRoute(search))).toEqual(ui);
    // A link written by hand, with unencoded brackets, reads the same.
    expect(searchToRoute('?refinementList[freeFrom]=peanut-free&refinementList[claims]=low-sodium')).toEqual({
      refinementList: { freeFrom: ['peanut-free'], claims: ['low-sodium'] },
    });
    expect(canonicalSearch(search)).toBe(search);
  });

  it('drops a range on an unknown attribute or with malformed bounds', () => {
    expect(searchToRoute('?range[weight]=:40&range[price]=:')).toEqual({});
    expect(searchToRoute('?range[price]=cheap')).toEqual({});
    expect(searchToRoute('?range[price]=-5:40')).toEqual({});
    expect(stateToRoute({ Products: { range: { price: 'x:y', cost: ':1' } } })).toEqual({});
  });
});
