import type { KeyValueStorage } from './product-delivery-store';

/**
 * The page's sessionStorage, reached on each call rather than when a store is made (stores are made while rendering,
 * also on the server, which must not touch storage). Absent or blocked storage (the server, privacy modes) reads as
 * empty and keeps nothing.
 */
export function sessionWebStorage(): KeyValueStorage {
  const storage = (): Storage | undefined => {
    try {
      return typeof window === 'undefined' ? undefined : window.sessionStorage;
    } catch {
      return undefined;
    }
  };
  return {
    getItem: (key) => storage()?.getItem(key) ?? null,
    setItem: (key, value) => storage()?.setItem(key, value),
    removeItem: (key) => storage()?.removeItem(key),
  };
}
