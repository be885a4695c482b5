// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TIP_DWELL_MS, TipPopover, tipSeenKey } from './tip-popover';

/** A stand-in IntersectionObserver: the test says how much of the anchor is in view. */
class FakeObserver {
  static last: FakeObserver | undefined;
  private target: Element | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.target = el;
  }
  unobserve() {}
  disconnect() {
    this.target = undefined;
  }
  /** Reports the anchor `ratio` in view (0 to 1). */
  show(ratio: number) {
    if (!this.target) return;
    const entry = { target: this.target, isIntersecting: ratio > 0, intersectionRatio: ratio };
    act(() => this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const tip = () => screen.queryByRole('note');

function renderTip() {
  render(
    <TipPopover id="default-address" text="Used at checkout.">
      <p>Jane Doe</p>
    </TipPopover>,
  );
}

describe('tip popovers (shell-account §4 Popovers; §9 auto-dismiss 5000 ms after 50% visibility)', () => {
  it('is marked seen and goes once the anchor has stayed at least half in view for 5 s', () => {
    renderTip();
    expect(tip()?.textContent).toContain('Used at checkout.');
    FakeObserver.last!.show(0.5);
    act(() => vi.advanceTimersByTime(TIP_DWELL_MS - 1));
    expect(tip()).not.toBeNull();
    expect(window.localStorage.getItem(tipSeenKey('default-address'))).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(tip()).toBeNull();
    expect(window.localStorage.getItem(tipSeenKey('default-address'))).toBe('1');
  });

  it('starts the 5 s again when the anchor drops under half in view', () => {
    renderTip();
    FakeObserver.last!.show(0.6);
    act(() => vi.advanceTimersByTime(4000));
    FakeObserver.last!.show(0.3);
    act(() => vi.advanceTimersByTime(4000));
    expect(tip()).not.toBeNull();
    FakeObserver.last!.show(1);
    act(() => vi.advanceTimersByTime(TIP_DWELL_MS));
    expect(tip()).toBeNull();
  });

  it('is marked seen when closed, and does not show again once seen', () => {
    renderTip();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss tip' }));
    expect(tip()).toBeNull();
    expect(window.localStorage.getItem(tipSeenKey('default-address'))).toBe('1');
    cleanup();
    renderTip();
    expect(tip()).toBeNull();
    expect(screen.getByText('Jane Doe')).toBeTruthy();
  });
});
