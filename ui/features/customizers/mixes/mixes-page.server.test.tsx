// @vitest-environment node
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { StoresProvider } from '../../../app/stores-context';
import { createRootStore } from '../../../stores/root-store';
import { createFakeServices } from '../../../testing/fake-services';
import MixesPage from './mixes-page';
import { TEST_MIX_DATA, TEST_MIXES_PROPS } from './mix-test-data';

// The mix pages render on the server (the builder from the page state's customizer data), without window or document.
beforeAll(() => enableStaticRendering(true));
afterAll(() => enableStaticRendering(false));

function serverRender(url: string, withProps: boolean): string {
  const state = { url, csrfToken: 'csrf', origin: 'http://localhost', customizer: TEST_MIX_DATA };
  return renderToString(
    <StoresProvider root={createRootStore(createFakeServices(), state)}>
      <StaticRouter location={url}>
        <MixesPage {...(withProps ? { props: TEST_MIXES_PROPS } : {})} />
      </StaticRouter>
    </StoresProvider>,
  );
}

describe('the mix pages render on the server (catalogue-gifting §2)', () => {
  it('/custom/mixes: the product, the weights and the link to the builder', () => {
    const html = serverRender('/custom/mixes', true);
    expect(html).toContain('<h1>Custom Trail Mix</h1>');
    expect(html).toContain('A 5 Pound Bag, or a 25 Pound Case at 20% off');
    expect(html).toMatch(/<a class="button button--primary button--large" href="\/custom\/mixes\/builder"/);
  });

  it('the builder: the header link, the ingredients by popularity, the weights, the name field, Add to Cart off', () => {
    const html = serverRender('/custom/mixes/builder', false);
    expect(html).toMatch(/<h1 class="mix-builder__title"><a href="\/custom\/mixes" data-app-link="">Custom Trail Mix/);
    const names = [...html.matchAll(/<h3 class="ingredient-card__name">([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(names).toEqual([
      'Raw Cashews',
      'Roasted Almonds',
      'Dark Chocolate Chips',
      'Thompson Raisins',
      'Pumpkin Seeds',
    ]);
    expect(html).toMatch(/<input type="radio" name="pounds" checked="" value="5"\/>/);
    expect(html).toContain('25 Pound Case');
    expect(html).toMatch(/<label for="mix-name">Name your mix<\/label><input id="mix-name"/);
    expect(html).toContain('No ingredients yet: choose up to 10');
    expect(html).toMatch(/<button type="submit" class="button button--primary[^"]*" disabled=""[^>]*>Add to Cart/);
  });
});
