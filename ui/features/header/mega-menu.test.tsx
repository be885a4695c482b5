// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DEFAULT_MEGA_MENU } from '../../copy/header-nav-copy';
import { MEGA_MENU_HOVER_DELAY_MS, MegaMenu } from './mega-menu';

const header = (name: string) => screen.getByRole('link', { name });
const panel = (name: string) => screen.queryByRole('region', { name });
const expanded = (name: string) => header(name).getAttribute('aria-expanded');

function setup() {
  const onOpen = vi.fn();
  const onLinkClick = vi.fn();
  render(
    <MemoryRouter>
      <MegaMenu data={DEFAULT_MEGA_MENU} onOpen={onOpen} onLinkClick={onLinkClick} />
    </MemoryRouter>,
  );
  return { onOpen, onLinkClick };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('MegaMenu (shell-account §2 Desktop mega menu, §9 hover delay 300 ms)', () => {
  it('opens a panel 300 ms after hovering its header when none is open, at once when another is', () => {
    const { onOpen } = setup();
    expect(expanded('Nuts')).toBe('false');
    expect(header('Nuts').getAttribute('aria-controls')).toBe('mega-panel-0');
    fireEvent.mouseEnter(header('Nuts').parentElement!);
    act(() => vi.advanceTimersByTime(MEGA_MENU_HOVER_DELAY_MS - 1));
    expect(panel('Nuts')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(panel('Nuts')).not.toBeNull();
    expect(expanded('Nuts')).toBe('true');
    fireEvent.mouseEnter(header('Snacks').parentElement!);
    expect(panel('Snacks')).not.toBeNull();
    expect(panel('Nuts')).toBeNull();
    expect(onOpen.mock.calls).toEqual([['Nuts'], ['Snacks']]);
  });

  it('closes when the pointer leaves the menu, and never opens when it leaves within 300 ms', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Shop by category' });
    fireEvent.mouseEnter(header('Nuts').parentElement!);
    fireEvent.mouseLeave(nav);
    act(() => vi.advanceTimersByTime(MEGA_MENU_HOVER_DELAY_MS));
    expect(panel('Nuts')).toBeNull();
    fireEvent.mouseEnter(header('Nuts').parentElement!);
    act(() => vi.advanceTimersByTime(MEGA_MENU_HOVER_DELAY_MS));
    fireEvent.mouseLeave(nav);
    expect(panel('Nuts')).toBeNull();
  });

  it('opens with ArrowDown into its first link, moves between headers with ArrowLeft/Right, Esc closes', () => {
    setup();
    act(() => header('Nuts').focus());
    fireEvent.keyDown(header('Nuts'), { key: 'ArrowDown' });
    act(() => vi.advanceTimersByTime(0));
    expect(panel('Nuts')).not.toBeNull();
    expect(document.activeElement?.textContent).toBe('Shop Nuts');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(panel('Nuts')).toBeNull();
    expect(document.activeElement).toBe(header('Nuts'));
    fireEvent.keyDown(header('Nuts'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(header('Gifts'));
    fireEvent.keyDown(header('Gifts'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(header('Nuts'));
  });

  it('shows Gifts in orange with its icon, and the gift budgets; emphasized links styled', () => {
    const { onLinkClick } = setup();
    expect(header('Gifts').className).toContain('is-orange');
    expect(header('Gifts').querySelector('svg')).not.toBeNull();
    fireEvent.mouseEnter(header('Gifts').parentElement!);
    act(() => vi.advanceTimersByTime(MEGA_MENU_HOVER_DELAY_MS));
    const gifts = panel('Gifts')!;
    expect(gifts.textContent).toContain('Gifts under $40');
    expect(gifts.textContent).toContain('Gifts under $70');
    expect(gifts.querySelector('.is-emphasized')?.textContent).toBe('Gift Tins');
    fireEvent.click(screen.getByRole('link', { name: 'Gifts under $40' }));
    expect(onLinkClick).toHaveBeenCalledWith('Gifts under $40', expect.stringContaining('/search/instant?'));
    expect(panel('Gifts')).toBeNull();
  });
});
