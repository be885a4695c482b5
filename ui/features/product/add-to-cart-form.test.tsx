// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { ProductPageProps } from '../../../ports/storefront-backend';
import { StoresProvider } from '../../app/stores-context';
import { createRootStore } from '../../stores/root-store';
import { createFakeServices } from '../../testing/fake-services';
import { almondFacts, almonds, almondsCategory, nutsCategory } from '../../testing/fixtures';
import { ProductPage } from './product-page';
import '../../testing/async-timeout';

afterEach(cleanup);

const props: ProductPageProps = {
  product: almonds,
  ancestors: [nutsCategory, almondsCategory],
  nutritionFacts: almondFacts,
};

function page(url: string, csrfToken?: string) {
  const services = createFakeServices();
  const root = createRootStore(services);
  if (csrfToken !== undefined) Object.assign(root, { csrfToken });
  const tree = (
    <StoresProvider root={root}>
      <MemoryRouter initialEntries={[url]}>
        <ProductPage props={props} stickyBar={false} />
      </MemoryRouter>
    </StoresProvider>
  );
  return { services, tree };
}

function renderPage(url: string, csrfToken?: string) {
  const { services, tree } = page(url, csrfToken);
  render(tree);
  const form = screen.getByRole('button', { name: 'Add to Cart' }).closest('form')!;
  return { services, form };
}

const fields = (form: HTMLFormElement) => [...new FormData(form).entries()];

describe('Add to Cart is a form that posts without JavaScript', () => {
  it('posts to /cart the selected variant, the quantity and the CSRF token of the root store', () => {
    const { form } = renderPage(almonds.path, 'csrf-abc');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/cart');
    expect(fields(form)).toEqual([
      ['sku', '1001-01'],
      ['_csrf', 'csrf-abc'],
      ['quantity', '1'],
    ]);
    const quantity = screen.getByLabelText('Quantity') as HTMLSelectElement;
    expect([quantity.tagName, quantity.name, quantity.form]).toEqual(['SELECT', 'quantity', form]);
    for (const name of ['sku', '_csrf'])
      expect((form.elements.namedItem(name) as HTMLInputElement).type).toBe('hidden');
  });

  it('follows the chosen quantity and variant (a disabled, backordered variant posts no quantity)', () => {
    const { form } = renderPage(almonds.path, 'csrf-abc');
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    expect(fields(form)).toEqual([
      ['sku', '1001-01'],
      ['_csrf', 'csrf-abc'],
      ['quantity', '3'],
    ]);
    fireEvent.click(screen.getByRole('radio', { name: /5 lb bulk case/ }));
    expect(fields(form)).toEqual([
      ['sku', '1001-05'],
      ['_csrf', 'csrf-abc'],
    ]);
  });

  it("opens on the URL's ?sku= and sends an empty _csrf when the root store has no token", () => {
    const { form } = renderPage(`${almonds.path}?sku=1001-05`);
    expect(fields(form)).toEqual([
      ['sku', '1001-05'],
      ['_csrf', ''],
    ]);
  });

  it('with JavaScript the submit adds through the store and the page does not post', async () => {
    const { services, form } = renderPage(almonds.path, 'csrf-abc');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await waitFor(() => expect(services.state.calls).toContain('addToCart:1001-01:1'));
  });

  it("the variants are a GET form of radios named sku, with a 'Choose' button rendered only for no-JavaScript pages", () => {
    const { tree } = page(almonds.path, 'csrf-abc');
    // A parsed document runs no scripts, so its noscript content is markup, as in a browser without JavaScript.
    const noJs = new DOMParser().parseFromString(renderToString(tree), 'text/html');
    const variantForm = noJs.querySelector<HTMLFormElement>('form.variant-options__form')!;
    expect(variantForm.getAttribute('method')).toBe('get');
    expect(variantForm.hasAttribute('action')).toBe(false);
    expect(
      [...variantForm.querySelectorAll<HTMLInputElement>('input[type=radio]')].map((r) => [r.name, r.value]),
    ).toEqual([
      ['sku', '1001-01'],
      ['sku', '1001-05'],
    ]);
    expect([...new FormData(variantForm).entries()]).toEqual([['sku', '1001-01']]);
    const choose = variantForm.querySelector('noscript button');
    expect([choose?.getAttribute('type'), choose?.textContent]).toEqual(['submit', 'Choose']);
    cleanup();
    render(tree);
    const radio = screen.getByRole('radio', { name: /1 lb bag/ }) as HTMLInputElement;
    expect([radio.name, radio.form?.getAttribute('method')]).toEqual(['sku', 'get']);
    fireEvent.click(screen.getByRole('radio', { name: /5 lb bulk case/ }));
    expect(fields(radio.form!)).toEqual([['sku', '1001-05']]);
    expect(screen.queryByRole('button', { name: 'Choose' })).toBeNull();
  });
});
