import { z } from 'zod';
import { EnvelopeError, envelopeErrorFor, handleEnvelope, KeyedEnvelopeError } from './envelope';
import { envelopeSchema } from './envelope-schema';
import type { Envelope } from './envelope-types';

describe('handleEnvelope (spec: core-cart-checkout §7 Response envelope)', () => {
  const envelope: Envelope<{ id: string }> = {
    data: { id: 'cart-1' },
    errors: [],
    warnings: [{ message: 'Low stock' }, { message: '' }],
    notices: [{ key: 'saved', message: 'Saved' }],
    dataLayer: [{ event: 'addToCart' }],
    rudderstackEvents: [{ name: 'Product Added' }],
    redirect_to: { url: '/cart', target: '_self' },
  };

  it('splits data, messages with text, redirect, dataLayer and events', () => {
    expect(handleEnvelope(envelope)).toEqual({
      data: { id: 'cart-1' },
      notifications: {
        errors: [],
        warnings: [{ message: 'Low stock' }],
        notices: [{ key: 'saved', message: 'Saved' }],
      },
      redirect: { url: '/cart', target: '_self' },
      dataLayer: [{ event: 'addToCart' }],
      events: [{ name: 'Product Added' }],
    });
  });

  it('defaults absent parts to empty lists and no redirect', () => {
    const outcome = handleEnvelope({ data: 1 }, { throwError: true });
    expect(outcome).toEqual({
      data: 1,
      notifications: { errors: [], warnings: [], notices: [] },
      dataLayer: [],
      events: [],
    });
    expect(outcome.redirect).toBeUndefined();
  });

  it('returns errors as notifications when throwError is off', () => {
    const outcome = handleEnvelope({ errors: [{ message: 'Card declined' }] });
    expect(outcome.notifications.errors).toEqual([{ message: 'Card declined' }]);
  });

  it('throws a KeyedEnvelopeError when the first error has a key', () => {
    const errors = [{ key: 'payment', message: 'Card declined' }, { message: 'Try again' }];
    const thrown = (() => {
      try {
        handleEnvelope({ errors }, { throwError: true });
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(KeyedEnvelopeError);
    expect(thrown).toMatchObject({ key: 'payment', message: 'Card declined', errors });
  });

  it('throws an EnvelopeError carrying the full list when the first has no key', () => {
    const errors = [{ message: 'Card declined' }, { key: 'x', message: 'Try again' }];
    expect(() => handleEnvelope({ errors }, { throwError: true })).toThrow(EnvelopeError);
    const error = envelopeErrorFor(errors);
    expect(error).not.toBeInstanceOf(KeyedEnvelopeError);
    expect(error).toMatchObject({ message: 'Card declined', errors });
    expect(envelopeErrorFor([])).toBeUndefined();
  });
});

describe('envelopeSchema', () => {
  const schema = envelopeSchema(z.object({ id: z.string() }));

  it('parses a vendor envelope loosely: nulls absent, text-less messages dropped, extra fields kept', () => {
    const parsed = schema.parse({
      data: { id: 'c1' },
      errors: null,
      warnings: [{ message: 'Low stock', key: null }, { key: 'k' }, { message: 'Keyed', key: 'k' }],
      notices: [],
      redirect_to: { url: '/cart', target: null },
      serverTime: 123,
    });
    expect(parsed).toMatchObject({
      data: { id: 'c1' },
      warnings: [{ message: 'Low stock' }, { message: 'Keyed', key: 'k' }],
      notices: [],
      redirect_to: { url: '/cart' },
      serverTime: 123,
    });
    expect(parsed.errors).toBeUndefined();
    expect(handleEnvelope(parsed).data?.id).toBe('c1');
  });

  it('rejects data that does not match the data schema', () => {
    expect(schema.safeParse({ data: { id: 7 } }).success).toBe(false);
  });
});
