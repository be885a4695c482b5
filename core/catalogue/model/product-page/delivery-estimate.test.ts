import { usd } from '../../../shared';
import {
  COUNTDOWN_TICK_MS,
  DELIVERY_ESTIMATE_TEXT,
  DELIVERY_ESTIMATE_TIMEOUT_MS,
  PRE_CHECKOUT_DAYS_THRESHOLD,
  arrivesByText,
  cacheEntryOf,
  canonicalZip,
  countdownText,
  estimateCacheKey,
  estimateRequest,
  estimateResult,
  orderWithinText,
  reusableEstimate,
  zipCountry,
  zipFormError,
  zipFormErrorText,
  type EstimateSubject,
} from './delivery-estimate';

// spec: catalogue-gifting §4 Delivery estimate, §5 ZIP form, §7 shipping offers call, §8 delivery errors, §9 constants.

const today = '2026-03-02';
const cutoffMs = Date.UTC(2026, 2, 2, 19, 0, 0);
const offers = (latest: string, hidden = false) => ({
  kind: 'offers' as const,
  offers: [{ name: 'UPS Ground', hidden, latestArrivalOn: latest }],
  cutoffMs,
});
const subject: EstimateSubject = {
  sku: '1001-01',
  quantity: 2,
  weightGrams: 454,
  unitPrice: usd(1299),
  meltable: false,
  addOns: [{ sku: 'card', weightGrams: 20, quantity: 1 }],
};

describe('constants (§9)', () => {
  it('times out after 2,000 ms and ticks every second', () => {
    expect(DELIVERY_ESTIMATE_TIMEOUT_MS).toBe(2000);
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    expect(PRE_CHECKOUT_DAYS_THRESHOLD).toBe(2);
  });
});

describe('ZIP form (§5, §8)', () => {
  it('requires a US or Canadian pattern', () => {
    expect(zipFormError('')).toBe('Please enter a value');
    expect(zipFormError('1234')).toBe('Please enter a valid ZIP code');
    expect(zipFormError('12345')).toBeUndefined();
    expect(zipFormError('12345-6789')).toBeUndefined();
    expect(zipFormError('K1A 0B1')).toBeUndefined();
    expect(zipFormErrorText('Please enter a valid ZIP code')).toBe('Error: Please enter a valid ZIP code');
  });
  it('detects a Canadian ZIP by the Canadian pattern', () => {
    expect(zipCountry('k1a0b1')).toBe('CA');
    expect(zipCountry('07081')).toBe('US');
    expect(canonicalZip('k1a-0b1')).toBe('K1A 0B1');
  });
});

describe('estimateRequest (§7)', () => {
  it('sends the product and its add-ons with sku, quantity and weight, the country, ZIP and total price', () => {
    const r = estimateRequest(subject, '07081');
    expect(r.address).toEqual({ country: 'US', postalCode: '07081' });
    expect(r.lines.map((l) => [l.sku, l.quantity, l.weightGrams])).toEqual([
      ['1001-01', 2, 454],
      ['card', 1, 20],
    ]);
    expect(r.shipmentValue).toEqual(usd(2598));
  });
});

describe('estimateResult (§4, §8)', () => {
  it("shows 'Arrives by' when the latest arrival is fewer days away than the threshold", () => {
    expect(estimateResult(offers('2026-03-06'), today)).toEqual({
      state: 'arrives',
      latestArrivalOn: '2026-03-06',
      cutoffMs,
    });
    expect(estimateResult(offers('2026-03-04'), today, 2)).toEqual({ state: 'none' });
    expect(estimateResult(offers('2026-03-03'), today, 2).state).toBe('arrives');
  });
  it('skips hidden offers', () => {
    expect(estimateResult(offers('2026-03-06', true), today)).toEqual({ state: 'none' });
  });
  it('treats a timeout, or an error containing timeout, like no ZIP', () => {
    expect(estimateResult({ kind: 'timeout' }, today)).toEqual({ state: 'prompt' });
    expect(estimateResult({ kind: 'error', message: 'Upstream timeout' }, today)).toEqual({ state: 'prompt' });
    expect(DELIVERY_ESTIMATE_TEXT.prompt).toBe('Enter zip code for arrival date');
  });
  it("an 'Invalid postal code' error shows the spec's message and clears the ZIP", () => {
    expect(estimateResult({ kind: 'error', message: 'Invalid postal code: 00000' }, today)).toEqual({
      state: 'error',
      message: "Hmm. This product can't be sent to your postal code. Please update your postal code.",
      clearZip: true,
    });
  });
  it("shows any other error's message and keeps the ZIP", () => {
    expect(estimateResult({ kind: 'error', message: 'Carrier unavailable' }, today)).toEqual({
      state: 'error',
      message: 'Carrier unavailable',
      clearZip: false,
    });
  });
  it('a Canadian ZIP shows the predicted ship day', () => {
    expect(estimateResult({ kind: 'canada', cutoffMs, shipDay: 'today' }, today)).toEqual({
      state: 'canada',
      shipDay: 'today',
      cutoffMs,
    });
  });
});

describe('texts (§4, §9)', () => {
  it("formats 'Arrives by Friday, March 6'", () =>
    expect(arrivesByText('2026-03-06')).toBe('Arrives by Friday, March 6'));
  it('counts down in hours and minutes, seconds only under 60 s', () => {
    const now = cutoffMs - (2 * 3600 + 5 * 60 + 9) * 1000;
    expect(orderWithinText(cutoffMs, now)).toBe('Order within 2h 5m');
    expect(countdownText(cutoffMs, cutoffMs - (2 * 86_400 + 3 * 3600 + 59 * 60) * 1000)).toBe('2d 3h');
    expect(countdownText(cutoffMs, cutoffMs - 86_400_000)).toBe('1d 0h');
    expect(countdownText(cutoffMs, cutoffMs - 86_399_000)).toBe('23h 59m');
    expect(countdownText(cutoffMs, cutoffMs - 61_000)).toBe('1m');
    expect(countdownText(cutoffMs, cutoffMs - 60_000)).toBe('1m');
    expect(countdownText(cutoffMs, cutoffMs - 59_000)).toBe('59s');
    expect(countdownText(cutoffMs, cutoffMs - 1_500)).toBe('1s');
    expect(countdownText(cutoffMs, cutoffMs)).toBeUndefined();
  });
});

describe('cache (§4, §9)', () => {
  it('keys by sku, quantity, sorted add-ons and ZIP', () => {
    const a = estimateCacheKey(
      {
        ...subject,
        addOns: [
          { sku: 'b', weightGrams: 1, quantity: 1 },
          { sku: 'a', weightGrams: 1, quantity: 2 },
        ],
      },
      '07081',
    );
    const b = estimateCacheKey(
      {
        ...subject,
        addOns: [
          { sku: 'a', weightGrams: 1, quantity: 2 },
          { sku: 'b', weightGrams: 1, quantity: 1 },
        ],
      },
      '07081',
    );
    expect(a).toBe(b);
    expect(estimateCacheKey(subject, '07081')).not.toBe(estimateCacheKey({ ...subject, quantity: 3 }, '07081'));
    expect(estimateCacheKey(subject, '07081')).not.toBe(estimateCacheKey(subject, '10001'));
  });
  it('reuses an estimate only while its cutoff is in the future', () => {
    const entry = cacheEntryOf(estimateResult(offers('2026-03-06'), today))!;
    expect(reusableEstimate(entry, cutoffMs - 1)).toEqual(entry.result);
    expect(reusableEstimate(entry, cutoffMs)).toBeUndefined();
    expect(cacheEntryOf({ state: 'prompt' })).toBeUndefined();
  });
});
