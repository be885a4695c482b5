// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { StickyAddToCart, useStickyBarVisible } from './sticky-add-to-cart';

/** A stand-in IntersectionObserver whose entries the test reports by hand. */
class FakeObserver {
  static current: FakeObserver | undefined;
  readonly targets: Element[] = [];
  constructor(private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeObserver.current = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  report(target: Element, isIntersecting: boolean) {
    act(() => this.callback([{ target, isIntersecting }]));
  }
}

function Page({ enabled = true }: { enabled?: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  const visible = useStickyBarVisible(button, enabled);
  return (
    <>
      <button ref={button} type="button">
        Add to Cart
      </button>
      <StickyAddToCart
        visible={visible}
        name="Roasted Almonds"
        price="$9.99"
        disabled={false}
        busy={false}
        label="Add to Cart"
        onAdd={() => undefined}
      />
      <footer className="site-footer">footer</footer>
    </>
  );
}

const bar = () => document.querySelector('.sticky-cart') as HTMLElement;

describe('sticky add-to-cart bar (catalogue-gifting §4: only when the main button and the footer are out of view)', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    FakeObserver.current = undefined;
  });

  it('shows once the main button scrolls out of view, and hides when the footer or the button comes into view', () => {
    render(<Page />);
    const observer = FakeObserver.current!;
    const [button, footer] = observer.targets;
    expect(footer?.tagName).toBe('FOOTER');
    expect(bar().classList.contains('is-visible')).toBe(false);
    observer.report(button!, true);
    observer.report(footer!, false);
    expect(bar().classList.contains('is-visible')).toBe(false);
    observer.report(button!, false);
    expect(bar().classList.contains('is-visible')).toBe(true);
    expect(bar().getAttribute('aria-hidden')).toBe('false');
    observer.report(footer!, true);
    expect(bar().classList.contains('is-visible')).toBe(false);
    expect(bar().getAttribute('aria-hidden')).toBe('true');
    observer.report(footer!, false);
    expect(bar().classList.contains('is-visible')).toBe(true);
    observer.report(button!, true);
    expect(bar().classList.contains('is-visible')).toBe(false);
  });

  it('stays hidden when its condition flag is off', () => {
    render(<Page enabled={false} />);
    expect(FakeObserver.current).toBeUndefined();
    expect(bar().classList.contains('is-visible')).toBe(false);
    expect(screen.getAllByRole('button', { name: 'Add to Cart', hidden: true })).toHaveLength(2);
  });
});
