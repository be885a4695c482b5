import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ResolvedPage } from '../../ports/storefront-backend';
import type { RootStore } from './root-store';

/** Load state of a resolved page (catalogue-gifting §4 Product load: loading, loaded or error). */
export type PageStatus = 'idle' | 'loading' | 'loaded' | 'error';

const NOT_FOUND: ResolvedPage = { pageType: '404', props: {} };
const INVALID_CONTROLLER = /invalid controller/i;

/**
 * The page of a path resolved by the server (spec: core-cart-checkout §2 Other routes).
 * Resolved pages are cached by path, so going back shows them at once.
 * An 'invalid controller' error shows the 404 page; any other failure falls back to a full page load,
 * except on the very first page, where a reload would loop: that shows an error with a retry.
 */
export class PageStore {
  status: PageStatus = 'idle';
  path: string | undefined = undefined;
  page: ResolvedPage | undefined = undefined;
  private readonly cache = new Map<string, ResolvedPage>();
  private resolvedOnce = false;
  private request = 0;

  constructor(private readonly root: RootStore) {
    // A resolved page is replaced as a whole, never changed in place: a reference, not a deep copy made observable.
    makeAutoObservable<PageStore, 'cache' | 'root'>(this, { cache: false, root: false, page: observableRef });
  }

  /** The page for `path` when it is the current one and loaded. */
  pageFor(path: string): ResolvedPage | undefined {
    return this.path === path && this.status === 'loaded' ? this.page : undefined;
  }

  /** Starts from the page the server resolved for `path` (its page state): loaded, nothing to fetch. */
  seed(path: string, page: ResolvedPage): void {
    this.cache.set(path, page);
    this.path = path;
    this.page = page;
    this.status = 'loaded';
    this.resolvedOnce = true;
  }

  /** Resolves `path` through GET /api/resolve-path, from the cache when it was resolved before. */
  async resolve(path: string): Promise<void> {
    const cached = this.cache.get(path);
    const request = ++this.request;
    this.path = path;
    if (cached) {
      this.page = cached;
      this.status = 'loaded';
      return;
    }
    this.status = 'loading';
    try {
      const envelope = await this.root.services.backend.resolvePath(path);
      if (request !== this.request) return;
      const invalid = (envelope.errors ?? []).some((e) => INVALID_CONTROLLER.test(e.message));
      const data = invalid ? NOT_FOUND : this.root.absorb(envelope);
      if (!data && !invalid) {
        this.fail(path);
        return;
      }
      runInAction(() => {
        const page = data ?? NOT_FOUND;
        this.cache.set(path, page);
        this.page = page;
        this.status = 'loaded';
        this.resolvedOnce = true;
      });
    } catch {
      if (request === this.request) this.fail(path);
    }
  }

  private fail(path: string): void {
    this.status = 'error';
    if (this.resolvedOnce) this.root.navigator.fullLoad(path);
  }

  /** Retries the current path after an error. */
  retry(): Promise<void> {
    return this.path === undefined ? Promise.resolve() : this.resolve(this.path);
  }
}
