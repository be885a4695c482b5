// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router';
import { BUY_IT_AGAIN_TITLE } from '../../../core/catalogue';
import { ISLANDS } from '../../app/pages';
import { StoresProvider } from '../../app/stores-context';
import { createRootStore } from '../../stores/root-store';
import { createFakeServices } from '../../testing/fake-services';
import { almondsCard } from '../../testing/fixtures';
import { BuyItAgainRow, WebstoreRecommendationList, WebstoreRecommendationRow } from './index';
import { SliderPlaceholder } from './recommendation-placeholder';
import { RecommendationSlider } from './recommendation-slider';
import '../../testing/async-timeout';

afterEach(cleanup);

/** `node` as the server renders it (fake stores, a static router at '/'). */
const serverMarkup = (node: ReactNode) =>
  renderToString(
    <StoresProvider root={createRootStore(createFakeServices())}>
      <StaticRouter location="/">{node}</StaticRouter>
    </StoresProvider>,
  );

describe('the recommendation rows as islands', () => {
  it.each([
    [{}, 'Frequently bought together'],
    [{ title: 'Picks', viewAllHref: '/nuts' }, 'Picks'],
    [{ title: ' ', fallbackTitle: BUY_IT_AGAIN_TITLE }, 'Buy It Again'],
  ])("the placeholder row %j is the server's markup of a loading slider", (props, heading) => {
    const markup = serverMarkup(<SliderPlaceholder {...props} />);
    expect(markup).toBe(serverMarkup(<RecommendationSlider {...props} products={undefined} />));
    expect(markup).toContain(`>${heading}</h2>`);
    expect(markup.match(/data-testid="rec-placeholder"/g)).toHaveLength(12);
    expect(markup).toContain('aria-busy="true"');
    expect(markup.includes('View all')).toBe('viewAllHref' in props);
  });

  it('the server renders each row itself, loading (its code preloaded): placeholders, or nothing for the list', async () => {
    await Promise.all(ISLANDS.map((code) => code.preload()));
    const strip = (html: string) => html.replace(/<!--\/?\$-->/g, '');
    expect(strip(serverMarkup(<BuyItAgainRow viewAllHref="/account/easy-reorder" />))).toBe(
      serverMarkup(<SliderPlaceholder fallbackTitle={BUY_IT_AGAIN_TITLE} viewAllHref="/account/easy-reorder" />),
    );
    expect(strip(serverMarkup(<WebstoreRecommendationRow path="/api/recommendations/category?key=nuts" />))).toBe(
      serverMarkup(<SliderPlaceholder />),
    );
    expect(serverMarkup(<WebstoreRecommendationList path="/api/recommendations/category?key=nuts" />)).toBe(
      '<!--$--><!--/$-->',
    );
  });

  it('in the browser a row fetches its list once its code is there', async () => {
    const services = createFakeServices();
    services.state.recommendations = [almondsCard];
    render(
      <StoresProvider root={createRootStore(services)}>
        <MemoryRouter>
          <WebstoreRecommendationRow path="/api/recommendations/category?key=nuts" title="More nuts" />
        </MemoryRouter>
      </StoresProvider>,
    );
    expect(await screen.findByRole('link', { name: almondsCard.name })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'More nuts' })).toBeTruthy();
    expect(services.state.calls).toEqual(['getRecommendationList:/api/recommendations/category?key=nuts']);
  });
});
