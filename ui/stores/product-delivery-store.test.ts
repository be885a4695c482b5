import { usd } from '../../core/shared';
import type { EstimateSubject } from '../../core/catalogue';
import { createFakeServices } from '../testing/fake-services';
import {
  ESTIMATE_CACHE_KEY,
  ProductDeliveryStore,
  ZIP_STORAGE_KEY,
  type KeyValueStorage,
} from './product-delivery-store';

// spec: catalogue-gifting §4 Delivery estimate, §8 delivery errors, §9 (2,000 ms timeout, 1 s tick, cache key).

function memoryStorage(seed: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...seed };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
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

function setup(zip?: string) {
  const services = createFakeServices();
  const zipStorage = memoryStorage(zip ? { [ZIP_STORAGE_KEY]: zip } : {});
  const cacheStorage = memoryStorage();
  const store = new ProductDeliveryStore({ services, zipStorage, cacheStorage });
  return { services, zipStorage, cacheStorage, store };
}

afterEach(() => vi.useRealTimers());

describe('ProductDeliveryStore', () => {
  it('is hidden until the first estimate, then prompts without a ZIP', async () => {
    const { store, services } = setup();
    expect(store.result).toBeUndefined();
    await store.estimate(subject);
    expect(store.result).toEqual({ state: 'prompt' });
    expect(services.state.calls).not.toContain('calculateShipping');
  });

  it("shows 'Arrives by' with the 'Order within' countdown for the saved ZIP", async () => {
    const { store } = setup('07081');
    await store.estimate(subject);
    expect(store.result).toMatchObject({ state: 'arrives', latestArrivalOn: '2026-03-06' });
    expect(store.orderWithin).toBe('Order within 2h 5m');
  });

  it('reuses a cached estimate while its cutoff is in the future, and asks again after it', async () => {
    const { store, services, cacheStorage } = setup('07081');
    await store.estimate(subject);
    await store.estimate({ ...subject, quantity: 1 });
    expect(services.state.calls.filter((c) => c === 'calculateShipping')).toHaveLength(1);
    expect(Object.keys(JSON.parse(cacheStorage.data[ESTIMATE_CACHE_KEY]!))).toHaveLength(1);
    await store.estimate({ ...subject, quantity: 2 });
    expect(services.state.calls.filter((c) => c === 'calculateShipping')).toHaveLength(2);
    services.state.nowMs += 3 * 3600 * 1000;
    await store.estimate(subject);
    expect(services.state.calls.filter((c) => c === 'calculateShipping')).toHaveLength(3);
  });

  it('an invalid postal code shows the message and clears the saved ZIP', async () => {
    const { store, services, zipStorage } = setup('00000');
    services.backend.calculateShipping = async () => ({
      errors: [{ message: 'Invalid postal code: 00000', key: 'shipping/invalid-postal-code' }],
    });
    await store.estimate(subject);
    expect(store.result).toEqual({
      state: 'error',
      message: "Hmm. This product can't be sent to your postal code. Please update your postal code.",
      clearZip: true,
    });
    expect(zipStorage.data[ZIP_STORAGE_KEY]).toBeUndefined();
  });

  it('shows another server message as an error, keeping the ZIP', async () => {
    const { store, services, zipStorage } = setup('07081');
    services.backend.calculateShipping = async () => ({ errors: [{ message: 'Carrier unavailable' }] });
    await store.estimate(subject);
    expect(store.result).toEqual({ state: 'error', message: 'Carrier unavailable', clearZip: false });
    expect(zipStorage.data[ZIP_STORAGE_KEY]).toBe('07081');
  });

  it('treats a call slower than 2,000 ms like no ZIP', async () => {
    vi.useFakeTimers();
    const { store, services } = setup('07081');
    services.backend.calculateShipping = () => new Promise(() => {});
    const done = store.estimate(subject);
    await vi.advanceTimersByTimeAsync(1999);
    expect(store.result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(store.result).toEqual({ state: 'prompt' });
  });

  it('a Canadian ZIP shows the predicted ship day with the countdown', async () => {
    const { store, services } = setup();
    await store.estimate(subject);
    expect(await store.submitZip('k1a0b1')).toBeUndefined();
    expect(store.zip).toBe('K1A 0B1');
    expect(store.result).toMatchObject({ state: 'canada', shipDay: 'today' });
    expect(services.state.calls).not.toContain('calculateShipping');
  });

  it('refuses an invalid ZIP with the format message', async () => {
    const { store } = setup();
    expect(await store.submitZip('1234')).toBe('Please enter a valid ZIP code');
    expect(await store.submitZip('')).toBe('Please enter a value');
  });

  it('ticks each second, pauses and resumes, and estimates again when the countdown passes zero', async () => {
    vi.useFakeTimers();
    const { store, services } = setup('07081');
    await store.estimate(subject);
    store.resume();
    expect(store.ticking).toBe(true);
    services.state.nowMs += 2 * 3600 * 1000 + 5 * 60 * 1000 + 8000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.orderWithin).toBe('Order within 1s');
    store.pause();
    expect(store.ticking).toBe(false);
    services.state.nowMs += 2000;
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.orderWithin).toBe('Order within 1s'); // paused: no tick
    store.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(services.state.calls.filter((c) => c === 'calculateShipping')).toHaveLength(2);
    store.pause();
  });
});
