import { describe, expect, it, vi } from 'vitest';
import type { StorefrontBackendPort } from '../../ports/storefront-backend';
import { withEmbeddedPage } from './embedded-page';

const PRODUCT = { data: { pageType: 'ProductPage', props: { product: { key: 'almonds' } } } };
const FETCHED = { data: { pageType: 'CategoryListingPage', props: {} } };

/** A document holding `text` in the embedded-page element, and whether it is still there. */
function docWith(text: string | undefined) {
  let present = text !== undefined;
  const el = {
    textContent: text,
    remove: () => {
      present = false;
    },
  };
  return {
    doc: {
      getElementById: (id: string) => (present && id === 'nutshell-resolved-page' ? el : null),
    } as unknown as Document,
    present: () => present,
  };
}

function backend() {
  const resolvePath = vi.fn(async () => FETCHED);
  return { port: { resolvePath, getPredictedShipping: vi.fn() } as unknown as StorefrontBackendPort, resolvePath };
}

describe('the page embedded in index.html', () => {
  it('answers the first resolvePath of its path without a request, once, and leaves the page', async () => {
    const { doc, present } = docWith(JSON.stringify({ path: '/nuts/almonds/almonds', status: 200, body: PRODUCT }));
    const b = backend();
    const port = withEmbeddedPage(b.port, doc);
    expect(present()).toBe(false);
    expect(await port.resolvePath('/nuts/almonds/almonds')).toEqual(PRODUCT);
    expect(b.resolvePath).not.toHaveBeenCalled();
    expect(await port.resolvePath('/nuts/almonds/almonds')).toEqual(FETCHED);
    expect(b.resolvePath).toHaveBeenCalledTimes(1);
  });

  it('asks the server for other paths, and keeps the embedded page for its own', async () => {
    const { doc } = docWith(JSON.stringify({ path: '/nuts/almonds/almonds', status: 200, body: PRODUCT }));
    const b = backend();
    const port = withEmbeddedPage(b.port, doc);
    expect(await port.resolvePath('/nuts')).toEqual(FETCHED);
    expect(await port.resolvePath('/nuts/almonds/almonds')).toEqual(PRODUCT);
    expect(b.resolvePath).toHaveBeenCalledTimes(1);
  });

  it('ignores an element that is not JSON or not a page, and a document without one', async () => {
    for (const text of ['{not json', JSON.stringify({ path: '/x', body: {} }), undefined]) {
      const b = backend();
      expect(await withEmbeddedPage(b.port, docWith(text).doc).resolvePath('/x')).toEqual(FETCHED);
      expect(b.resolvePath).toHaveBeenCalledWith('/x');
    }
  });

  it('passes the other calls to the backend', () => {
    const b = backend();
    void withEmbeddedPage(b.port, undefined).getPredictedShipping();
    expect(b.port.getPredictedShipping as ReturnType<typeof vi.fn>).toHaveBeenCalled();
  });
});
