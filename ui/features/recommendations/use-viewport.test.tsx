// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useViewport } from './use-viewport';

/** matchMedia answering as a window `width` px wide, for max-width queries. */
function stubWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width <= Number(/max-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

function Probe() {
  return <p>{useViewport()}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useViewport', () => {
  it("renders 'desktop' on the server, hydrates without a mismatch on a phone, then shows 'mobile'", async () => {
    stubWidth(375);
    const html = renderToString(<Probe />);
    expect(html).toBe('<p>desktop</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Probe />, { onRecoverableError: (e) => errors.push(e) }),
    );
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe('<p>mobile</p>');
    act(() => root.unmount());
  });

  it('classes widths: mobile under 768 px, tablet under 1024 px, desktop from 1024 px', async () => {
    const shown: string[] = [];
    for (const width of [767, 768, 1023, 1024]) {
      stubWidth(width);
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Probe />);
      const root = await act(async () => hydrateRoot(container, <Probe />));
      shown.push(container.textContent ?? '');
      act(() => root.unmount());
    }
    expect(shown).toEqual(['mobile', 'tablet', 'tablet', 'desktop']);
  });
});
