// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CAROUSEL_INTERVAL_MS, CampaignCarousel, type Slide } from './campaign-carousel';

const slides: Slide[] = [
  { kind: 'default', content: 'FREE shipping on orders over $59!' },
  { kind: 'campaign', promotionName: 'Gift tins', html: '<a href="/gifts">Gift tins</a>' },
  { kind: 'campaign', promotionName: 'Mixes', html: '<a href="/custom/mixes">Mixes</a>' },
];
const current = () => document.querySelector('.campaign-carousel__slide.is-current')?.textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CampaignCarousel (shell-account §4 Carousel, §9 interval 4000 ms)', () => {
  it('starts on the default content, advances every 4000 ms and wraps', () => {
    render(<CampaignCarousel slides={slides} />);
    expect(current()).toBe('FREE shipping on orders over $59!');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(current()).toBe('FREE shipping on orders over $59!');
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe('Gift tins');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(current()).toBe('Mixes');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(current()).toBe('FREE shipping on orders over $59!');
  });

  it('pauses while hovered or focused, and while loading', () => {
    const { rerender } = render(<CampaignCarousel slides={slides} loading />);
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(current()).toBe('FREE shipping on orders over $59!');
    rerender(<CampaignCarousel slides={slides} />);
    const region = screen.getByRole('region', { name: 'Current offers' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(current()).toBe('FREE shipping on orders over $59!');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(current()).toBe('Gift tins');
    act(() => screen.getByRole('button', { name: 'Pause offers' }).focus());
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(current()).toBe('Gift tins');
  });

  it('stops and plays again with its pause button (WCAG 2.2.2)', () => {
    render(<CampaignCarousel slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause offers' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play offers' }));
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(current()).toBe('FREE shipping on orders over $59!');
    fireEvent.click(screen.getByRole('button', { name: 'Play offers' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause offers' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(current()).toBe('Gift tins');
  });

  it('goes to the next slide on a swipe right and the previous on a swipe left', () => {
    render(<CampaignCarousel slides={slides} />);
    const region = screen.getByRole('region', { name: 'Current offers' });
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(region, { touches: [{ clientX: from }] });
      fireEvent.touchEnd(region, { changedTouches: [{ clientX: to }] });
    };
    swipe(100, 200);
    expect(current()).toBe('Gift tins');
    swipe(200, 100);
    expect(current()).toBe('FREE shipping on orders over $59!');
    swipe(200, 100);
    expect(current()).toBe('Mixes');
    swipe(100, 120); // too short to be a swipe
    expect(current()).toBe('Mixes');
  });

  it("reports a click on a campaign's link with its promotion name", () => {
    const onCampaignClick = vi.fn();
    render(<CampaignCarousel slides={slides} onCampaignClick={onCampaignClick} />);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    const link = screen.getByRole('link', { name: 'Gift tins' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(onCampaignClick).toHaveBeenCalledWith('Gift tins');
  });
});
