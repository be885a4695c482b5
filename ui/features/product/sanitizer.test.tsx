// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type * as Sanitizer from './sanitizer';

// A fresh copy of the module for each test: DOMPurify not loaded yet, nothing seeded (test files share modules).
let seedSanitized: typeof Sanitizer.seedSanitized;
let useSanitizedHtml: typeof Sanitizer.useSanitizedHtml;
beforeEach(async () => {
  vi.resetModules();
  ({ seedSanitized, useSanitizedHtml } = await import('./sanitizer'));
});

function Html({ html }: { html: string }) {
  const clean = useSanitizedHtml(html);
  return <div data-testid="html">{clean === undefined ? 'pending' : clean}</div>;
}

describe('useSanitizedHtml', () => {
  it("answers the server's sanitised HTML at once when the page state seeded it (no sanitiser load)", () => {
    seedSanitized({ '<p onclick="x()">Seeded</p>': '<p>Seeded</p>' });
    render(<Html html={'<p onclick="x()">Seeded</p>'} />);
    expect(screen.getByTestId('html').textContent).toBe('<p>Seeded</p>');
  });

  it('sanitises other HTML once DOMPurify has loaded, never showing it raw', async () => {
    render(<Html html={'<b>bold</b><img src=x onerror="alert(1)">'} />);
    expect(screen.getByTestId('html').textContent).toBe('pending');
    expect(await screen.findByText('<b>bold</b><img src="x">')).toBeTruthy();
  });
});
