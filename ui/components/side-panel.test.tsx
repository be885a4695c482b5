// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SidePanel } from './side-panel';

afterEach(cleanup);

function Page() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <div aria-live="polite" data-testid="announcement">
        Product page
      </div>
      <div data-testid="app">
        <header data-testid="header">
          <a href="/">Home</a>
        </header>
        <div role="alert" data-testid="flash">
          Saved
        </div>
        <main data-testid="main">
          <button type="button">Behind</button>
        </main>
        <SidePanel open={open} title="Added to Cart" closeLabel="Close" onClose={() => setOpen(false)}>
          <button type="button">Checkout</button>
        </SidePanel>
      </div>
    </>
  );
}

describe('side panel (a modal: the page behind is inert)', () => {
  it('makes the page behind inert while open, keeps live regions heard, and restores it on close', () => {
    render(<Page />);
    expect(screen.getByTestId('header').hasAttribute('inert')).toBe(true);
    expect(screen.getByTestId('main').hasAttribute('inert')).toBe(true);
    expect(screen.getByTestId('announcement').hasAttribute('inert')).toBe(false);
    expect(screen.getByTestId('flash').hasAttribute('inert')).toBe(false);
    const ancestors: Element[] = [];
    for (let e: Element | null = screen.getByRole('dialog', { name: 'Added to Cart' }); e; e = e.parentElement)
      ancestors.push(e);
    expect(ancestors.filter((e) => e.hasAttribute('inert'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });
});
