import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { DEFAULT_INTERVAL_DAYS, REMOVE_BUTTON_REASON, type Subscription } from '../../core/subscriptions';
import type { Envelope } from '../../core/notifications';
import type { AutoDeliveryBackendPort } from '../../ports/auto-delivery-backend';
import { exceptionText } from '../copy';
import type { RootStore } from './root-store';
import { SessionStore } from './session-store';

/** Where the control is (spec: catalogue-gifting §4 Subscription "idle, then 'Adding', then an added control"). */
export type AutoDeliveryControlStatus = 'idle' | 'adding' | 'added' | 'removing';

/** An error the auto-delivery calls answered (its envelope key, e.g. 'subscription/no-address', and message). */
export interface AutoDeliveryControlError {
  readonly key: string;
  readonly message: string;
}

/**
 * The product page's add-to-auto-delivery control (spec: catalogue-gifting §4 Subscription; §2 panel): the chosen
 * interval in days (default 6 weeks, 42), `add` (a visitor gets the login modal first, and the subscription is created
 * once signed in), the created subscription, the 'Added to Auto-Delivery' panel's state, `remove` (cancels with
 * 'Removed with remove button') and the last error, shown inline. Loaded on demand with the control's live part.
 */
export class AutoDeliveryControlStore {
  status: AutoDeliveryControlStatus = 'idle';
  /** Days (7 × 1, 2, 3, 4, 6, 8, 10 or 12). */
  intervalDays: number;
  subscription: Subscription | undefined = undefined;
  error: AutoDeliveryControlError | undefined = undefined;
  panelOpen = false;

  constructor(
    private readonly root: RootStore,
    intervalDays: number = DEFAULT_INTERVAL_DAYS,
  ) {
    this.intervalDays = intervalDays;
    makeAutoObservable<AutoDeliveryControlStore, 'root'>(this, { root: false, subscription: observableRef });
  }

  setInterval(days: number): void {
    this.intervalDays = days;
  }

  /**
   * Subscribes `quantity` units of `sku` every `intervalDays`: 'Adding' while the call runs, then the added control
   * and the panel; an error answer is kept for the control to show. A visitor is asked to sign in first.
   */
  async add(sku: string, quantity: number): Promise<void> {
    if (this.status !== 'idle') return;
    const session = this.root.sessionFrom(SessionStore);
    if (!session.signedIn) {
      session.openLogin({ callback: () => this.add(sku, quantity) });
      return;
    }
    this.status = 'adding';
    this.error = undefined;
    const answer = await this.call(async (b) => b.create({ sku, quantity, intervalDays: this.intervalDays }));
    runInAction(() => {
      const subscription = answer?.data?.subscription;
      this.status = subscription ? 'added' : 'idle';
      this.subscription = subscription;
      this.panelOpen = subscription !== undefined;
    });
  }

  /** Remove: cancels the subscription with 'Removed with remove button', then the control is idle again. */
  async remove(): Promise<void> {
    const subscription = this.subscription;
    if (this.status !== 'added' || !subscription) return;
    this.status = 'removing';
    this.error = undefined;
    const answer = await this.call((b) => b.cancel(subscription.id, REMOVE_BUTTON_REASON));
    runInAction(() => {
      const done = answer?.data !== undefined;
      this.status = done ? 'idle' : 'added';
      if (done) this.subscription = undefined;
    });
  }

  closePanel(): void {
    this.panelOpen = false;
  }

  /** Runs one auto-delivery call; keeps its first error (or an unreachable backend's text) and returns the answer. */
  private async call<T>(
    run: (backend: AutoDeliveryBackendPort) => Promise<Envelope<T>>,
  ): Promise<Envelope<T> | undefined> {
    try {
      const answer = await run(await this.root.services.loadAutoDelivery());
      const first = answer.errors?.[0];
      if (first || answer.data === undefined)
        runInAction(() => {
          this.error = { key: first?.key ?? '', message: first?.message ?? exceptionText(undefined) };
        });
      return first ? undefined : answer;
    } catch (e) {
      runInAction(() => {
        this.error = { key: '', message: exceptionText(e) };
      });
      return undefined;
    }
  }
}
