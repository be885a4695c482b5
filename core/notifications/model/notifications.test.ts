import fc from 'fast-check';
import {
  addNotification,
  addNotifications,
  clearOnNavigation,
  emptyNotifications,
  isCheckoutPath,
  removeNotification,
} from './notifications';

describe('addNotification (spec: core-cart-checkout §8 first row)', () => {
  it('replaces a keyed message with the same key in place', () => {
    let state = addNotification(emptyNotifications, 'errors', { key: 'discount', message: 'Code expired' });
    state = addNotification(state, 'errors', { message: 'Card declined' });
    state = addNotification(state, 'errors', { key: 'discount', message: 'Code not found' });
    expect(state.errors).toEqual([{ key: 'discount', message: 'Code not found' }, { message: 'Card declined' }]);
  });

  it('deduplicates unkeyed messages by text', () => {
    let state = addNotification(emptyNotifications, 'warnings', { message: 'Low stock' });
    const again = addNotification(state, 'warnings', { message: 'Low stock' });
    expect(again).toBe(state);
    state = addNotification(state, 'warnings', { key: 'stock', message: 'Low stock' });
    expect(state.warnings).toHaveLength(2);
  });

  it('keeps types apart, ignores empty messages and never mutates', () => {
    const before = addNotification(emptyNotifications, 'notices', { message: 'Saved' });
    const after = addNotification(before, 'errors', { message: 'Saved' });
    expect(before).toEqual({ errors: [], warnings: [], notices: [{ message: 'Saved' }] });
    expect(after.errors).toEqual([{ message: 'Saved' }]);
    expect(addNotification(after, 'errors', { message: '' })).toBe(after);
    expect(emptyNotifications).toEqual({ errors: [], warnings: [], notices: [] });
  });

  it('adds lists type by type', () => {
    const state = addNotifications(emptyNotifications, {
      errors: [{ message: 'a' }, { message: 'a' }],
      notices: [
        { key: 'k', message: 'x' },
        { key: 'k', message: 'y' },
      ],
    });
    expect(state).toEqual({ errors: [{ message: 'a' }], warnings: [], notices: [{ key: 'k', message: 'y' }] });
  });

  it('holds at most one message per key and per unkeyed text (property)', () => {
    const message = fc
      .record({
        message: fc.constantFrom('a', 'b', 'c'),
        key: fc.option(fc.constantFrom('k1', 'k2'), { nil: undefined }),
      })
      .map((m) => (m.key === undefined ? { message: m.message } : { message: m.message, key: m.key }));
    fc.assert(
      fc.property(fc.array(message), (messages) => {
        const state = addNotifications(emptyNotifications, { errors: messages });
        const keys = state.errors.filter((m) => m.key !== undefined).map((m) => m.key);
        const texts = state.errors.filter((m) => m.key === undefined).map((m) => m.message);
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(texts).size).toBe(texts.length);
      }),
    );
  });
});

describe('removeNotification', () => {
  it('removes by key or by unkeyed text', () => {
    const state = addNotifications(emptyNotifications, { errors: [{ key: 'k', message: 'x' }, { message: 'x' }] });
    expect(removeNotification(state, 'errors', { key: 'k' }).errors).toEqual([{ message: 'x' }]);
    expect(removeNotification(state, 'errors', { message: 'x' }).errors).toEqual([{ key: 'k', message: 'x' }]);
    expect(removeNotification(state, 'notices', { message: 'x' })).toBe(state);
  });
});

describe('clearOnNavigation (spec: core-cart-checkout §2 Routing rules)', () => {
  const state = addNotifications(emptyNotifications, {
    errors: [{ key: 'address', message: 'Please enter a valid ZIP code' }, { message: 'Card declined' }],
    warnings: [{ message: 'Low stock' }],
    notices: [{ key: 'saved', message: 'Saved' }],
  });

  it('clears everything off checkout', () => {
    expect(clearOnNavigation(state, '/cart')).toEqual(emptyNotifications);
    expect(clearOnNavigation(state, '/checkouts/foo')).toEqual(emptyNotifications);
  });

  it('clears only unkeyed messages under /checkout/', () => {
    expect(clearOnNavigation(state, '/checkout/shipping')).toEqual({
      errors: [{ key: 'address', message: 'Please enter a valid ZIP code' }],
      warnings: [],
      notices: [{ key: 'saved', message: 'Saved' }],
    });
  });

  it('treats /checkout and query strings as checkout paths', () => {
    expect(isCheckoutPath('/checkout')).toBe(true);
    expect(isCheckoutPath('/checkout/address/multi?x=1')).toBe(true);
    expect(isCheckoutPath('/cart?next=/checkout/')).toBe(false);
  });
});
