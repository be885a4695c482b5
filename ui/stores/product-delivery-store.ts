import { makeAutoObservable, runInAction } from 'mobx';
import type { BrowserServices } from '../../adapters/wiring/browser-services';
import { shipDayLabel } from '../../core/shipping';
import {
  COUNTDOWN_TICK_MS,
  DELIVERY_ESTIMATE_TIMEOUT_MS,
  cacheEntryOf,
  canonicalZip,
  estimateCacheKey,
  estimateRequest,
  estimateResult,
  orderWithinText,
  reusableEstimate,
  zipCountry,
  zipFormError,
  type EstimateCacheEntry,
  type EstimateOutcome,
  type EstimateResult,
  type EstimateSubject,
} from '../../core/catalogue';
import { localIsoDate } from '../app/local-date';

/** The part of the Web Storage API the store uses (localStorage for the ZIP, sessionStorage for the cache). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage keys: the saved ZIP and the page-scoped estimate cache. */
export const ZIP_STORAGE_KEY = 'nutshell.deliveryZip';
export const ESTIMATE_CACHE_KEY = 'nutshell.deliveryEstimates';

/** Dependencies: the backend and clock of the browser services, storages (absent in tests or private modes). */
export interface ProductDeliveryDeps {
  readonly services: Pick<BrowserServices, 'backend' | 'clock'>;
  readonly zipStorage?: KeyValueStorage;
  readonly cacheStorage?: KeyValueStorage;
  readonly timeoutMs?: number;
}

/**
 * The product page's delivery estimate (spec: catalogue-gifting §4 Delivery estimate, §7 shipping offers
 * call, §8, §9): hidden until the first estimate finishes; asks the shipping calculator (2,000 ms timeout)
 * and the predicted shipping cutoff for the saved ZIP; caches results by sku, quantity, sorted add-ons and
 * ZIP while their cutoff is in the future; counts down each second (paused while the page is hidden) and
 * estimates again when the countdown passes zero. An invalid-postal-code error clears the saved ZIP.
 */
export class ProductDeliveryStore {
  /** undefined until the first estimate finishes (the estimate is hidden until then). */
  result: EstimateResult | undefined = undefined;
  zip: string | undefined = undefined;
  loading = false;
  nowMs = 0;
  formOpen = false;
  private subject: EstimateSubject | undefined = undefined;
  private request = 0;
  private timer: ReturnType<typeof setInterval> | undefined = undefined;

  constructor(private readonly deps: ProductDeliveryDeps) {
    makeAutoObservable<ProductDeliveryStore, 'deps' | 'subject' | 'request' | 'timer'>(this, {
      deps: false,
      subject: false,
      request: false,
      timer: false,
    });
  }

  /** 'Order within 2h 5m' for an arrival or Canadian ship day, undefined otherwise or past the cutoff. */
  get orderWithin(): string | undefined {
    const r = this.result;
    return r && (r.state === 'arrives' || r.state === 'canada') ? orderWithinText(r.cutoffMs, this.nowMs) : undefined;
  }

  /** Estimates for `subject` (on first show and whenever sku, quantity or add-ons change). */
  async estimate(subject: EstimateSubject): Promise<void> {
    this.subject = subject;
    if (this.zip === undefined) this.zip = this.deps.zipStorage?.getItem(ZIP_STORAGE_KEY) ?? undefined;
    this.nowMs = this.deps.services.clock.nowMs();
    const zip = this.zip;
    if (!zip) {
      this.result = { state: 'prompt' };
      return;
    }
    const key = estimateCacheKey(subject, zip);
    const cached = reusableEstimate(this.readCache()[key], this.nowMs);
    if (cached) {
      this.result = cached;
      return;
    }
    const request = ++this.request;
    this.loading = true;
    const outcome = await this.fetch(subject, zip);
    if (request !== this.request) return;
    runInAction(() => {
      this.loading = false;
      this.nowMs = this.deps.services.clock.nowMs();
      const result = estimateResult(outcome, localIsoDate(this.nowMs));
      this.result = result;
      if (result.state === 'error' && result.clearZip) this.clearZip();
      const entry = cacheEntryOf(result);
      if (entry) this.writeCache(key, entry);
    });
  }

  /** The ZIP form: a valid ZIP is saved and the estimate recomputed; returns the form error otherwise. */
  async submitZip(text: string): Promise<string | undefined> {
    const error = zipFormError(text);
    const zip = canonicalZip(text);
    if (error || !zip) return error;
    this.zip = zip;
    this.formOpen = false;
    this.deps.zipStorage?.setItem(ZIP_STORAGE_KEY, zip);
    if (this.subject) await this.estimate(this.subject);
    return undefined;
  }

  openForm(): void {
    this.formOpen = true;
  }
  closeForm(): void {
    this.formOpen = false;
  }

  /** Advances the countdown; once it passes zero the estimate is computed again (§4). */
  tick(): void {
    this.nowMs = this.deps.services.clock.nowMs();
    const r = this.result;
    if (
      r &&
      (r.state === 'arrives' || r.state === 'canada') &&
      r.cutoffMs <= this.nowMs &&
      this.subject &&
      !this.loading
    ) {
      void this.estimate(this.subject);
    }
  }

  /** Starts (or resumes, when the page becomes visible) the one-second tick. */
  resume(): void {
    if (this.timer !== undefined) return;
    this.tick();
    this.timer = setInterval(() => this.tick(), COUNTDOWN_TICK_MS);
  }

  /** Pauses the tick (the page is hidden, or the estimate is unmounted). */
  pause(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  get ticking(): boolean {
    return this.timer !== undefined;
  }

  private clearZip(): void {
    this.zip = '';
    this.deps.zipStorage?.removeItem(ZIP_STORAGE_KEY);
  }

  /** The calls of §7 for `zip`, raced against the 2,000 ms timeout. */
  private async fetch(subject: EstimateSubject, zip: string): Promise<EstimateOutcome> {
    const timeoutMs = this.deps.timeoutMs ?? DELIVERY_ESTIMATE_TIMEOUT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<EstimateOutcome>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
    });
    try {
      return await Promise.race([this.call(subject, zip), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async call(subject: EstimateSubject, zip: string): Promise<EstimateOutcome> {
    const { backend } = this.deps.services;
    try {
      const predicted = backend
        .getPredictedShipping()
        .then((e) => e.data)
        .catch(() => undefined);
      if (zipCountry(zip) === 'CA') {
        const p = await predicted;
        if (!p) return { kind: 'error', message: 'Shipping to Canada could not be estimated.' };
        return {
          kind: 'canada',
          cutoffMs: p.expiresAt * 1000,
          shipDay: shipDayLabel(p, localIsoDate(this.deps.services.clock.nowMs())),
        };
      }
      const [envelope, p] = await Promise.all([
        backend.calculateShipping({ shipments: [estimateRequest(subject, zip)] }),
        predicted,
      ]);
      const set = envelope.data?.offerSets[0];
      if (!set)
        return {
          kind: 'error',
          message: envelope.errors?.map((e) => e.message).join(' ') || 'No delivery options for this ZIP code.',
        };
      return {
        kind: 'offers',
        offers: set.shippingOffers,
        cutoffMs: p ? p.expiresAt * 1000 : 0,
        ...(set.address.city ? { city: set.address.city } : {}),
      };
    } catch (e) {
      return { kind: 'error', message: e instanceof Error ? e.message : String(e) };
    }
  }

  private readCache(): Record<string, EstimateCacheEntry> {
    try {
      return JSON.parse(this.deps.cacheStorage?.getItem(ESTIMATE_CACHE_KEY) ?? '{}') as Record<
        string,
        EstimateCacheEntry
      >;
    } catch {
      return {};
    }
  }

  private writeCache(key: string, entry: EstimateCacheEntry): void {
    const now = this.nowMs;
    const live = Object.fromEntries(Object.entries(this.readCache()).filter(([, e]) => e.cutoffMs > now));
    this.deps.cacheStorage?.setItem(ESTIMATE_CACHE_KEY, JSON.stringify({ ...live, [key]: entry }));
  }
}
