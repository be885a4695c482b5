import { makeAutoObservable, runInAction } from 'mobx';
import type { ProductCard } from '../../../core/catalogue';
import type { Envelope } from '../../../core/notifications';
import type { RootStore } from '../../stores/root-store';

/**
 * One recommendation row's products (spec: catalogue-gifting §4 Recommendations): undefined while loading
 * (the row shows placeholders), then the list. A failed load leaves an empty list: a row is optional, so it
 * hides rather than showing an error. No I/O in the constructor.
 */
export class RecommendationRowStore {
  products: readonly ProductCard[] | undefined = undefined;
  status: 'idle' | 'loading' | 'loaded' = 'idle';

  constructor(
    private readonly root: RootStore,
    private readonly fetchList: (root: RootStore) => Promise<Envelope<readonly ProductCard[]>>,
  ) {
    makeAutoObservable<RecommendationRowStore, 'root' | 'fetchList'>(this, { root: false, fetchList: false });
  }

  async load(): Promise<void> {
    if (this.status !== 'idle') return;
    this.status = 'loading';
    let products: readonly ProductCard[] = [];
    try {
      const envelope = await this.fetchList(this.root);
      // Messages of an optional row are not the shopper's business: only the data is used.
      products = envelope.data ?? [];
    } catch {
      products = [];
    }
    runInAction(() => {
      this.products = products;
      this.status = 'loaded';
    });
  }
}
