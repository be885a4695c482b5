// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ProductImage } from './product-image';

afterEach(cleanup);

/** Makes every image report `complete` with `naturalWidth` (jsdom loads no images: never complete). */
function stubImages(complete: boolean, naturalWidth: number) {
  const proto = HTMLImageElement.prototype;
  const saved = ['complete', 'naturalWidth'].map((k) => [k, Object.getOwnPropertyDescriptor(proto, k)] as const);
  Object.defineProperty(proto, 'complete', { configurable: true, get: () => complete });
  Object.defineProperty(proto, 'naturalWidth', { configurable: true, get: () => naturalWidth });
  return () => saved.forEach(([k, d]) => d && Object.defineProperty(proto, k, d));
}

describe('ProductImage', () => {
  it('shows the image, and the placeholder with the initial once it fails to load', () => {
    render(<ProductImage src="/images/almonds.jpg" alt="Almonds" />);
    const img = screen.getByRole('img', { name: 'Almonds' });
    expect([img.tagName, img.getAttribute('loading')]).toEqual(['IMG', 'lazy']);
    fireEvent.error(img);
    const placeholder = screen.getByRole('img', { name: 'Almonds' });
    expect([placeholder.tagName, placeholder.textContent]).toEqual(['DIV', 'A']);
  });

  it('an image that broke before the page hydrated turns into the placeholder', async () => {
    const restore = stubImages(true, 0);
    try {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<ProductImage src="/images/missing.jpg" alt="Cashews" eager />);
      expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/missing.jpg');
      const root = await act(async () =>
        hydrateRoot(container, <ProductImage src="/images/missing.jpg" alt="Cashews" eager />),
      );
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('[role=img]')?.getAttribute('aria-label')).toBe('Cashews');
      act(() => root.unmount());
    } finally {
      restore();
    }
  });

  it('an image that loaded before the page hydrated stays', async () => {
    const restore = stubImages(true, 640);
    try {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<ProductImage src="/images/almonds.jpg" alt="Almonds" />);
      const root = await act(async () =>
        hydrateRoot(container, <ProductImage src="/images/almonds.jpg" alt="Almonds" />),
      );
      expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/almonds.jpg');
      act(() => root.unmount());
    } finally {
      restore();
    }
  });
});
