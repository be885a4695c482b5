import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it('renders its fallback before its code has loaded', () => {
    const Page = lazyPage(() => new Promise<never>(() => undefined));
    expect(
      renderToString(
        <Suspense fallback={<i>wait</i>}>
          <Page />
        </Suspense>,
      ),
    ).toContain('<i>wait</i>');
  });

  it('renders the page without suspending once preload() has resolved', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>hello</p> }));
    await Page.preload();
    const html = renderToString(
      <Suspense fallback={<i>wait</i>}>
        <Page />
      </Suspense>,
    );
    expect(html).toBe('<!--$--><p>hello</p><!--/$-->');
  });

  it('loads its module once however often it is preloaded', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return { default: () => <p>x</p> };
    });
    await Promise.all([Page.preload(), Page.preload()]);
    await Page.preload();
    expect(loads).toBe(1);
  });
});
