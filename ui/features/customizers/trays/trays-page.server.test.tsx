// @vitest-environment node
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { StoresProvider } from '../../../app/stores-context';
import { createRootStore } from '../../../stores/root-store';
import { createFakeServices } from '../../../testing/fake-services';
import TraysPage from './trays-page';
import { TEST_PREMIUM_TRAY } from './tray-test-data';

// The tray pages render on the server from the page state's customizer data, without window or document.
beforeAll(() => enableStaticRendering(true));
afterAll(() => enableStaticRendering(false));

function serverRender(url: string): string {
  const state = { url, csrfToken: 'csrf', origin: 'http://localhost', customizer: TEST_PREMIUM_TRAY };
  return renderToString(
    <StoresProvider root={createRootStore(createFakeServices(), state)}>
      <StaticRouter location={url}>
        <TraysPage />
      </StaticRouter>
    </StoresProvider>,
  );
}

describe('the gift tray pages render on the server (catalogue-gifting §2, §4 Tray customizer)', () => {
  it('the Premium tray: its name, price, 5 empty sections, the filters, every ingredient, a disabled Add to Cart', () => {
    const html = serverRender('/custom/trays/premium');
    expect(html).toContain('<h1>Custom Gift Tray, Premium</h1>');
    expect(html).toContain('130+ choices');
    expect(html.match(/aria-label="Section \d: empty"/g)).toHaveLength(5);
    expect(html).toContain('<label for="tray-category">Category</label>');
    expect(html).toContain('<label for="tray-keyword">Search treats</label>');
    const names = [...html.matchAll(/<span class="tray-card__name">([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(names).toEqual([
      'Almonds',
      'Jumbo Cashews',
      'Thompson Raisins',
      'Dried Apricots',
      'Dark Chocolate Almonds',
      'Dry Roasted Almonds (Unsalted)',
      'Macadamias',
      'Yogurt Pretzels',
    ]);
    expect(html).toContain('0 of 5 sections filled');
    expect(html).toMatch(/<button type="button" class="button button--primary[^"]*" disabled=""[^>]*>Add to Cart/);
  });

  it("another tray's path with the Premium data renders no builder (the browser loads that page in full)", () => {
    const html = serverRender('/custom/trays/classic');
    expect(html).toContain('<h1>Custom Gift Tray</h1>');
    expect(html).not.toContain('tray-card__name');
  });
});
