// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useMediaQuery } from './use-media-query';

function Probe({ fallback }: { fallback: boolean }) {
  return <p>{useMediaQuery('(min-width: 960px)', fallback) ? 'lg' : 'small'}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useMediaQuery', () => {
  it('renders the fallback on the server, hydrates without a mismatch, then follows the window and its changes', async () => {
    let listener: (() => void) | undefined;
    let matches = false;
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return matches;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => (listener = l),
      removeEventListener: () => (listener = undefined),
    }));
    const html = renderToString(<Probe fallback />);
    expect(html).toBe('<p>lg</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Probe fallback />, { onRecoverableError: (e) => errors.push(e) }),
    );
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('small');
    matches = true;
    act(() => listener?.());
    expect(container.textContent).toBe('lg');
    act(() => root.unmount());
    expect(listener).toBeUndefined();
  });
});
