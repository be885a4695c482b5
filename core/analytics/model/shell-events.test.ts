import { describe, expect, it } from 'vitest';
import { invalidEventReason } from './events';
import { experimentViewed, menuOpened, navigationClicked, promotionClicked } from './shell-events';

describe('shell analytics events (shell-account §4 Analytics, §8 invalid carousel click)', () => {
  it('sends a campaign click only from Floating Sticky CTA, Global Campaign Carousel and Hero Banner', () => {
    for (const section of ['Floating Sticky CTA', 'Global Campaign Carousel', 'Hero Banner']) {
      const click = promotionClicked('Gift tins', section);
      expect(click).toEqual({
        event: { event: 'Promotion Clicked', properties: { name: 'Gift tins', position: section } },
      });
      if ('event' in click) expect(invalidEventReason(click.event)).toBeUndefined();
    }
    expect(promotionClicked('Gift tins', 'Footer')).toEqual({ error: 'Invalid campaign click page section: Footer' });
    expect(promotionClicked(' ', 'Hero Banner')).toEqual({ error: 'Invalid campaign click text' });
  });

  it('names menu opens, link clicks and experiments', () => {
    expect(menuOpened('Mega Menu', 'Gifts')).toEqual({
      event: 'Menu Opened',
      properties: { menu: 'Mega Menu', header: 'Gifts' },
    });
    expect(navigationClicked('Mobile Menu', 'Almonds', '/nuts/almonds').properties).toEqual({
      menu: 'Mobile Menu',
      text: 'Almonds',
      url: '/nuts/almonds',
    });
    const experiment = { id: 'e1', name: 'Secondary navigation', testVariationId: 'v2', testVariationName: 'B' };
    expect(experimentViewed(experiment).properties).toEqual({
      experiment_id: 'e1',
      experiment_name: 'Secondary navigation',
      variation_id: 'v2',
      variation_name: 'B',
    });
  });
});
