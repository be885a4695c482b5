// @vitest-environment node
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { StoresProvider } from '../../../app/stores-context';
import { createRootStore } from '../../../stores/root-store';
import { createFakeServices } from '../../../testing/fake-services';
import BoxPage from './box-page';
import { TEST_BOX_DATA } from './box-test-data';

// The box pages render on the server from the page state's customizer data, without window or document.
beforeAll(() => enableStaticRendering(true));
afterAll(() => enableStaticRendering(false));

function serverRender(url: string): string {
  const state = { url, csrfToken: 'csrf', origin: 'http://localhost', customizer: TEST_BOX_DATA };
  return renderToString(
    <StoresProvider root={createRootStore(createFakeServices(), state)}>
      <StaticRouter location={url}>
        <BoxPage />
      </StaticRouter>
    </StoresProvider>,
  );
}

describe('the box pages render on the server (catalogue-gifting §2)', () => {
  it('the landing: the product, its price and the link to the builder', () => {
    const html = serverRender('/custom/box');
    expect(html).toContain('<h1>Custom Gift Box, Medium</h1>');
    expect(html).toContain('$42.99 for six treats');
    expect(html).toMatch(/<a class="button button--primary button--large" href="\/custom\/box\/builder"/);
  });

  it('the builder: the header link, the mini boxes by price, 6 empty slots and a disabled Add to Cart', () => {
    const html = serverRender('/custom/box/builder');
    expect(html).toMatch(/<h1 class="box-builder__title"><a href="\/custom\/box" data-app-link="">Build your own box/);
    const names = [...html.matchAll(/<h3 class="mini-box-card__name">([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(names).toEqual(['Peanuts', 'Almonds', 'Cashews', 'Dates', 'Fudge', 'Pecans', 'Pistachios']);
    expect(html.match(/Choose a treat/g)).toHaveLength(6);
    expect(html).toContain('0 of 6 treats chosen');
    expect(html).toMatch(/<button type="button" class="button button--primary[^"]*" disabled=""[^>]*>Add to Cart/);
  });
});
