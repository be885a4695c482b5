import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from '../../stores/root-store';
import { useStores } from '../../app/stores-context';
import { listingCopy } from './listing-copy';
import { whenIdle } from '../../app/yield-to-browser';

/**
 * The session's favorite products (spec: catalogue-gifting §7 POST /contents.html wishlist fields): product
 * keys, loaded once (GET /api/favorites) and toggled optimistically; a failed toggle reverts and says so.
 * No I/O in the constructor; `ensureLoaded` starts the one read.
 */
export class FavoritesStore {
  keys = new Set<string>();
  status: 'idle' | 'loading' | 'loaded' | 'error' = 'idle';
  /** Product keys whose toggle is in flight (their heart is disabled). */
  pending = new Set<string>();
  private loadScheduled = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<FavoritesStore, 'root' | 'loadScheduled'>(this, { root: false, loadScheduled: false });
  }

  isFavorite(productKey: string): boolean {
    return this.keys.has(productKey);
  }

  /**
   * Starts the one read of the favorites when the browser is next idle (not in the task that hydrates the cards
   * asking for it: loading the backend's code and the request wait until then).
   */
  loadWhenIdle(): void {
    if (this.loadScheduled) return;
    this.loadScheduled = true;
    whenIdle(() => void this.ensureLoaded());
  }

  /** Reads the favorites (GET /api/favorites) unless they were read already or are being read. */
  async ensureLoaded(): Promise<void> {
    if (this.status !== 'idle') return;
    this.status = 'loading';
    try {
      const data = this.root.absorb(await this.root.services.backend.getFavorites());
      runInAction(() => {
        // A toggle made while loading wins over the older read.
        if (data) for (const k of data.favorites) if (!this.pending.has(k)) this.keys.add(k);
        this.status = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.status = 'error';
      });
    }
  }

  /** Adds or removes `productKey`, showing the change at once. */
  async toggle(productKey: string): Promise<void> {
    if (this.pending.has(productKey)) return;
    const favorite = !this.keys.has(productKey);
    this.pending.add(productKey);
    this.apply(productKey, favorite);
    try {
      const data = this.root.absorb(await this.root.services.backend.setFavorite(productKey, favorite));
      runInAction(() => {
        if (data) this.keys = new Set(data.favorites);
        else this.apply(productKey, !favorite);
      });
    } catch {
      runInAction(() => this.apply(productKey, !favorite));
      this.root.notifications.error(listingCopy.favoriteFailed);
    } finally {
      runInAction(() => this.pending.delete(productKey));
    }
  }

  private apply(productKey: string, favorite: boolean): void {
    if (favorite) this.keys.add(productKey);
    else this.keys.delete(productKey);
  }
}

/** One favorites store per root store (it joins RootStore when that file's owners add it). */
const stores = new WeakMap<RootStore, FavoritesStore>();

/** The favorites store of the current root store. */
export function useFavorites(): FavoritesStore {
  const root = useStores();
  let store = stores.get(root);
  if (!store) {
    store = new FavoritesStore(root);
    stores.set(root, store);
  }
  return store;
}
