import { describe, expect, it } from 'vitest';
import { UiStore } from '../stores/ui-store';
import { LOCAL_FLAGS_KEY, startLocalFlags, type LocalFlagsApi } from './local-flags';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('the local layer of the feature flags (shell-account §4)', () => {
  it('applies ?localFlags= over the stored list and keeps it', () => {
    const storage = memoryStorage({ [LOCAL_FLAGS_KEY]: 'cartLayoutUpdates,socialProofMessaging' });
    const root = { ui: new UiStore() };
    startLocalFlags(root, {
      location: { search: '?localFlags=disableReferral,-socialProofMessaging' },
      localStorage: storage,
    });
    expect(root.ui.localFlags).toEqual({ cartLayoutUpdates: true, socialProofMessaging: false, disableReferral: true });
    expect(storage.items.get(LOCAL_FLAGS_KEY)).toBe('cartLayoutUpdates,disableReferral,-socialProofMessaging');
  });

  it('offers window.nutshellFlags: list, set and clear', () => {
    const storage = memoryStorage();
    const root = { ui: new UiStore() };
    const win: { location: { search: string }; localStorage: typeof storage; nutshellFlags?: LocalFlagsApi } = {
      location: { search: '' },
      localStorage: storage,
    };
    startLocalFlags(root, win);
    expect(win.nutshellFlags!.list()).toBe('');
    win.nutshellFlags!.set('cartLayoutUpdates');
    win.nutshellFlags!.set('-disableReferral');
    expect(win.nutshellFlags!.list()).toBe('cartLayoutUpdates,-disableReferral');
    expect(root.ui.localFlags).toEqual({ cartLayoutUpdates: true, disableReferral: false });
    win.nutshellFlags!.clear();
    expect(root.ui.localFlags).toEqual({});
    expect(storage.items.has(LOCAL_FLAGS_KEY)).toBe(false);
  });
});
