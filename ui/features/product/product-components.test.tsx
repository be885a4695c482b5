// @vitest-environment jsdom
import { configure, act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { usd } from '../../../core/shared';
import type { Variant } from '../../../core/catalogue';
import type { EstimateSubject } from '../../../core/catalogue';
import { almondFacts, almonds } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { createFakeServices } from '../../testing/fake-services';
import { ProductDeliveryStore, ZIP_STORAGE_KEY, type KeyValueStorage } from '../../stores/product-delivery-store';
import { DeliveryEstimate } from './delivery-estimate';
import { PriceBlock } from './price-block';
import { ProductGallery } from './product-gallery';
import { ProductPageView } from './product-page';
import '../../testing/async-timeout';

// The first render loads the lazy page chunk and the app shell: allow it more than 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const base = almonds.variants[0]!;
const v = (extra: Partial<Variant>): Variant => ({ ...base, ...extra });

describe('PriceBlock (catalogue-gifting §2, §9)', () => {
  it("shows the sale price, the comparison price, the per-pound price and the 'Save' and bulk badges", () => {
    render(<PriceBlock productKey={almonds.key} variant={base} />);
    expect(screen.getByText('$12.99', { selector: '.price--large' })).toBeTruthy();
    expect(screen.getByText('$14.99')).toBeTruthy();
    expect(screen.getByText('$12.99/lb')).toBeTruthy();
    const badges = within(screen.getByRole('list', { name: 'Discounts' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(badges).toEqual(['Save 13%', '22% off Bulk Discount for 5+ units']);
  });

  it("shows '5% off Auto-Delivery' from the auto-delivery channel price", () => {
    render(
      <PriceBlock
        productKey="x"
        variant={v({
          prices: [
            { id: 'p', value: usd(1099), tiers: [] },
            { id: 'ad', value: usd(1044), channelKey: 'auto-delivery', tiers: [] },
          ],
        })}
      />,
    );
    expect(screen.getByText('5% off Auto-Delivery')).toBeTruthy();
  });

  it("shows 'Bulk discount' for a tier saving under 1%", () => {
    render(
      <PriceBlock
        productKey="x"
        variant={v({ prices: [{ id: 'p', value: usd(10000), tiers: [{ minimumQuantity: 2, value: usd(9950) }] }] })}
      />,
    );
    expect(screen.getByText('Bulk discount')).toBeTruthy();
  });

  it('shows a one-pound bulk price per pound', () => {
    const { container } = render(
      <PriceBlock productKey="x" variant={v({ bulk: true, prices: [{ id: 'p', value: usd(999), tiers: [] }] })} />,
    );
    expect(container.querySelector('.price--large')?.textContent).toBe('$9.99/lb');
    expect(container.querySelector('.price-block__per-pound')).toBeNull();
  });

  it("shows 'Build your own' for a price of 0 and product 9990's range", () => {
    render(<PriceBlock productKey="3719" variant={v({ prices: [{ id: 'p', value: usd(0), tiers: [] }] })} />);
    expect(screen.getByText('Build your own')).toBeTruthy();
    cleanup();
    render(<PriceBlock productKey="9990" variant={base} />);
    expect(screen.getByText('$25.00 - $200.00')).toBeTruthy();
  });
});

function memoryStorage(seed: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...seed };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, val) => {
      data[k] = val;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}
const subject: EstimateSubject = {
  sku: '1001-01',
  quantity: 1,
  weightGrams: 454,
  unitPrice: usd(1299),
  meltable: false,
  addOns: [],
};

function renderEstimate(zip?: string, seed?: (s: ReturnType<typeof createFakeServices>) => void) {
  const services = createFakeServices();
  seed?.(services);
  const zipStorage = memoryStorage(zip ? { [ZIP_STORAGE_KEY]: zip } : {});
  const store = new ProductDeliveryStore({ services, zipStorage, cacheStorage: memoryStorage() });
  const r = render(<DeliveryEstimate store={store} subject={subject} />);
  return { ...r, store, services, zipStorage };
}

describe('DeliveryEstimate (catalogue-gifting §4, §5, §8)', () => {
  it('is hidden until the first estimate finishes', async () => {
    let answer: (v: { errors: { message: string }[] }) => void = () => {};
    const { container } = renderEstimate('07081', (s) => {
      s.backend.calculateShipping = () =>
        new Promise((resolve) => {
          answer = resolve;
        });
    });
    await act(async () => {});
    expect(container.querySelector('.delivery-estimate')).toBeNull();
    await act(async () => {
      answer({ errors: [{ message: 'Gateway timeout' }] });
    });
    expect(await screen.findByRole('button', { name: 'Enter zip code for arrival date' })).toBeTruthy();
  });

  it('prompts for a ZIP when none is saved', async () => {
    renderEstimate(undefined);
    expect(await screen.findByRole('button', { name: 'Enter zip code for arrival date' })).toBeTruthy();
  });

  it("takes a ZIP and shows 'Arrives by' with 'Order within'", async () => {
    renderEstimate(undefined);
    fireEvent.click(await screen.findByRole('button', { name: 'Enter zip code for arrival date' }));
    const input = screen.getByLabelText('ZIP code');
    fireEvent.change(input, { target: { value: '1234' } });
    expect(screen.getByRole('alert').textContent).toBe('Error: Please enter a valid ZIP code');
    expect((screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '07081' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Arrives by Friday, March 6')).toBeTruthy();
    expect(screen.getByText('Order within 2h 5m')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'to 07081' })).toBeTruthy();
  });

  it('shows the invalid-postal-code message with the ZIP link and clears the saved ZIP', async () => {
    const { zipStorage } = renderEstimate('00000', (s) => {
      s.backend.calculateShipping = async () => ({ errors: [{ message: 'Invalid postal code: 00000' }] });
    });
    expect(
      await screen.findByText("Hmm. This product can't be sent to your postal code. Please update your postal code."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enter ZIP code' })).toBeTruthy();
    expect(zipStorage.data[ZIP_STORAGE_KEY]).toBeUndefined();
  });

  it('shows another server error in red with the ZIP link', async () => {
    const { container } = renderEstimate('07081', (s) => {
      s.backend.calculateShipping = async () => ({ errors: [{ message: 'Carrier unavailable' }] });
    });
    expect(await screen.findByText('Carrier unavailable')).toBeTruthy();
    expect(container.querySelector('.delivery-estimate__error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'to 07081' })).toBeTruthy();
  });

  it("shows Canada's ship day for a Canadian ZIP", async () => {
    renderEstimate('K1A 0B1');
    expect(await screen.findByText('Ships today to Canada')).toBeTruthy();
    expect(screen.getByText('Order within 2h 5m')).toBeTruthy();
  });

  it('counts down each second', async () => {
    vi.useFakeTimers();
    try {
      const { store, services } = renderEstimate('07081');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      store.resume();
      services.state.nowMs += (2 * 3600 + 5 * 60 - 30) * 1000;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(screen.getByText('Order within 39s')).toBeTruthy();
      store.pause();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('product page skeleton and load states (catalogue-gifting §4 Product load)', () => {
  it('shows the skeleton while loading', () => {
    render(<ProductPageView load={{ status: 'loading' }} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(within(status).getByText('Loading product…')).toBeTruthy();
    expect(screen.getByTestId('skeleton-gallery')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the error message after a failed load', () => {
    render(<ProductPageView load={{ status: 'error', message: 'Something went wrong.' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong.');
  });
});

describe('ProductGallery (catalogue-gifting §4 Gallery, §9)', () => {
  it('has the bag-size slide at index 1 and the nutrition slide last; arrows disabled until interaction; wraps', () => {
    render(
      <MemoryRouter>
        <ProductGallery name="Almonds" imageUrl="/a.jpg" variant={base} facts={almondFacts} hasFacts />
      </MemoryRouter>,
    );
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(3);
    expect(within(slides[1]!).getByRole('img', { name: '1 lb bag', hidden: true })).toBeTruthy();
    expect(within(slides[2]!).getByText('Nutrition Facts')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next image' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Product images' }));
    expect(next.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('button', { name: 'Show image 3' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(next);
    expect(screen.getByRole('button', { name: 'Show image 1' }).getAttribute('aria-current')).toBe('true');
  });

  it('goes to a slide 125 ms after a thumbnail is hovered', async () => {
    vi.useFakeTimers();
    try {
      render(
        <MemoryRouter>
          <ProductGallery name="Almonds" imageUrl="/a.jpg" variant={base} facts={almondFacts} hasFacts />
        </MemoryRouter>,
      );
      fireEvent.pointerEnter(screen.getByRole('button', { name: 'Show image 2' }));
      act(() => {
        vi.advanceTimersByTime(124);
      });
      expect(screen.getByRole('button', { name: 'Show image 2' }).getAttribute('aria-current')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByRole('button', { name: 'Show image 2' }).getAttribute('aria-current')).toBe('true');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('product page sections (catalogue-gifting §2, §5)', () => {
  it('shows the certification badge linking to /kosher/, the Product Details and Ingredients expanders, and the delivery prompt', async () => {
    window.localStorage.clear();
    renderApp(almonds.path);
    await screen.findByRole('heading', { level: 1 });
    const certs = screen.getByRole('list', { name: 'Certifications' });
    expect(within(certs).getByRole('link', { name: 'Kosher' }).getAttribute('href')).toBe('/kosher/');
    const details = screen.getByRole('button', { name: 'Product Details' });
    expect(details.getAttribute('aria-expanded')).toBe('true');
    const ingredients = await screen.findByRole('button', { name: 'Ingredients' });
    expect(ingredients.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(ingredients);
    expect(ingredients.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByText('Almonds, sea salt, peanut oil.').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enter zip code for arrival date' })).toBeTruthy());
  });
});
