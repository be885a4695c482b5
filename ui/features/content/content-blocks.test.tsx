// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { MARQUEE_REPEAT, type ContentBlock } from '../../../core/content';
import { almondsCard } from '../../testing/fixtures';
import { renderPageRoute } from '../../testing/render-page-route';
import { ContentBlocks } from './content-blocks';
import { ContentRoot } from './content-html';
import '../../testing/async-timeout';

// spec: shell-account §2 Page content blocks ("marquee (content repeated 10 times)", "button themes green, gray, red,
// white; hero alignment left, center, right (mobile: top, center, bottom)"), §2 Footer (links inside page content),
// §4 modal, §9 (collapse animation 350 ms, carousel autoplay 2000 ms).

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function block(id: string, name: string | undefined, options: object = {}, children?: ContentBlock[]): ContentBlock {
  return {
    '@type': '@builder.io/sdk:Element',
    id,
    ...(name !== undefined ? { component: { name, options: { ...options } } } : {}),
    ...(children ? { children } : {}),
  };
}

function renderBlocks(blocks: readonly ContentBlock[], state = {}) {
  return renderPageRoute({
    path: '/about-us',
    state,
    routes: (
      <Route
        path="*"
        element={
          <ContentRoot>
            <ContentBlocks blocks={blocks} />
          </ContentRoot>
        }
      />
    ),
  });
}

describe('ContentBlocks', () => {
  it('places the hero by its alignments and themes its buttons green, gray, red and white', () => {
    const buttons = ['green', 'gray', 'red', 'white'].map((theme) => ({ text: `Go ${theme}`, url: '/nuts', theme }));
    renderBlocks([
      block('h1', 'Hero', { title: 'Left top', buttons: buttons.slice(0, 3) }),
      block('h2', 'Hero', { title: 'Centered', alignment: 'center', mobileAlignment: 'center', buttons: [buttons[3]] }),
      block('h3', 'Hero', { title: 'Right bottom', alignment: 'right', mobileAlignment: 'bottom' }),
    ]);
    const hero = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;
    expect(hero('Left top').className).toContain('content-hero--align-left content-hero--mobile-top');
    expect(hero('Centered').className).toContain('content-hero--align-center content-hero--mobile-center');
    expect(hero('Right bottom').className).toContain('content-hero--align-right content-hero--mobile-bottom');
    for (const theme of ['green', 'gray', 'red', 'white']) {
      expect(screen.getByRole('link', { name: `Go ${theme}` }).className).toBe(
        `content-button content-theme--${theme}`,
      );
    }
  });

  it('repeats the marquee 10 times, of which screen readers and the keyboard reach one', () => {
    renderBlocks([block('m', 'Marquee', { text: 'Free shipping over $59', url: '/shipping' })]);
    const copies = screen.getAllByText('Free shipping over $59');
    expect(copies).toHaveLength(MARQUEE_REPEAT);
    expect(copies.filter((c) => c.getAttribute('aria-hidden') !== 'true')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Free shipping over $59' })).toHaveLength(1);
    expect(copies.filter((c) => c.getAttribute('tabindex') === '-1')).toHaveLength(9);
  });

  it('skips a block of an unknown component or with options that do not fit, and renders containers', async () => {
    renderBlocks([
      block('x', 'Flying Saucer', { text: 'nope' }),
      block('bad', 'Hero', { title: '' }),
      block('box', undefined, {}, [block('inner', 'Button', { text: 'Inside', url: '/help' })]),
      block('broken', 'Card Grid', { cards: [] }, [block('lost', 'Button', { text: 'Lost child', url: '/' })]),
    ]);
    expect(screen.getByRole('link', { name: 'Inside' }).getAttribute('href')).toBe('/help');
    expect(screen.queryByText('Lost child')).toBeNull();
    expect(document.querySelectorAll('.content-block')).toHaveLength(2);
  });

  it('sanitises rich text: a <script> or an onerror never reaches the DOM', async () => {
    renderBlocks([
      block('t', 'Text', {
        text: '<p>Hello <b>nuts</b></p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
      }),
      block('b', 'Banner', { html: '<a href="javascript:alert(1)">Click</a> <em>Sale</em>', theme: 'red' }),
    ]);
    expect(await screen.findByText('nuts')).toBeTruthy();
    await screen.findByText('Sale');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('x');
    expect(screen.getByText('Click').getAttribute('href')).toBeNull();
    expect(document.querySelector('.content-banner')?.className).toContain('content-theme--red');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('routes links inside content in the app, but not mailto, tel, other origins or /campaign-landing', async () => {
    const app = renderBlocks([
      block('t', 'Text', {
        text:
          '<p><a href="/help?x=1">Help</a> <a href="mailto:cx@example.com">Mail</a> <a href="tel:18005550199">Call</a>' +
          ' <a href="/campaign-landing?token=abc">Offer</a> <a href="https://other.example/x">Away</a></p>',
      }),
    ]);
    const click = (name: string) => fireEvent.click(screen.getByRole('link', { name }));
    await screen.findByRole('link', { name: 'Help' });
    for (const name of ['Mail', 'Call', 'Offer', 'Away']) {
      click(name);
      expect(app.location()).toBe('/about-us');
    }
    click('Help');
    expect(app.location()).toBe('/help');
  });

  it('opens and collapses FAQ answers in 350 ms, with aria-expanded, aria-controls and arrow keys', async () => {
    renderBlocks([
      block('f', 'FAQ Accordion', {
        title: 'Questions',
        items: [
          { question: 'Do you ship to Canada?', answer: '<p>Some products.</p>' },
          { question: 'Are nuts raw?', answer: '<p>Both kinds.</p>' },
        ],
      }),
    ]);
    const first = screen.getByRole('button', { name: 'Do you ship to Canada?' });
    const second = screen.getByRole('button', { name: 'Are nuts raw?' });
    const panel = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(panel.getAttribute('role')).toBe('region');
    await within(panel).findByText('Some products.');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'End' });
    expect(document.activeElement).toBe(second);
    vi.useFakeTimers();
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    act(() => void vi.advanceTimersByTime(349));
    expect(panel.hidden).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(panel.hidden).toBe(true);
  });

  it('advances the carousel every 2000 ms, pauses on hover and focus, and stops with its pause button', () => {
    vi.useFakeTimers();
    renderBlocks([
      block('c', 'Carousel', {
        label: 'Seasonal picks',
        slides: [{ title: 'Almonds' }, { title: 'Cashews' }, { title: 'Pecans' }],
      }),
    ]);
    const carousel = screen.getByRole('region', { name: 'Seasonal picks' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const shown = () =>
      screen
        .getAllByRole('group')
        .find((g) => !g.hidden)
        ?.getAttribute('aria-label');
    expect(shown()).toBe('1 of 3');
    expect(screen.getAllByRole('group', { hidden: true })[0]!.getAttribute('aria-roledescription')).toBe('slide');
    act(() => void vi.advanceTimersByTime(1999));
    expect(shown()).toBe('1 of 3');
    act(() => void vi.advanceTimersByTime(1));
    expect(shown()).toBe('2 of 3');
    fireEvent.mouseEnter(carousel);
    act(() => void vi.advanceTimersByTime(6000));
    expect(shown()).toBe('2 of 3');
    fireEvent.mouseLeave(carousel);
    act(() => void vi.advanceTimersByTime(2000));
    expect(shown()).toBe('3 of 3');
    act(() => void vi.advanceTimersByTime(2000));
    expect(shown()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe('2 of 3');
    fireEvent.focus(screen.getByRole('button', { name: 'Previous slide' }));
    act(() => void vi.advanceTimersByTime(6000));
    expect(shown()).toBe('2 of 3');
    fireEvent.blur(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => void vi.advanceTimersByTime(6000));
    expect(shown()).toBe('2 of 3');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeTruthy();
  });

  it('shows search forms to /search/instant with a labelled query field', () => {
    renderBlocks([block('s', 'Search Footer', { title: 'Find your snack' }), block('m', 'Mobile Search Bar', {})]);
    const forms = screen.getAllByRole('search');
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      expect(form.getAttribute('method')).toBe('get');
      expect(form.getAttribute('action')).toBe('/search/instant');
      const field = within(form).getByLabelText('Search for a product');
      expect(field.getAttribute('name')).toBe('query');
      expect(field.getAttribute('placeholder')).toBe('Search for a product');
    }
    expect(forms[1]!.className).toContain('content-search--mobile');
  });

  it('shows the shoppable ingredients the server found as product cards with Add to Cart', async () => {
    const app = renderBlocks(
      [
        block('s', 'Shoppable Ingredients', {
          title: 'In this recipe',
          productKeys: ['missing', almondsCard.productKey],
        }),
      ],
      { contentProducts: [almondsCard] },
    );
    expect(screen.getByRole('heading', { name: 'In this recipe' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: `Add to Cart: ${almondsCard.name}` }));
    await waitFor(() => expect(app.sent).toHaveLength(1));
    expect(app.sent[0]).toMatchObject({ sku: almondsCard.sku, quantity: 1 });
  });
});
