import { makeAutoObservable, runInAction } from 'mobx';
import type { Envelope } from '../../../core/notifications';
import { weekdayMonthDay, type Delivery, type Subscription } from '../../../core/subscriptions';
import type { AutoDeliveryPageData } from '../../../ports/account-area';
import type { AutoDeliveryBackendPort, SubscriptionUpdate } from '../../../ports/auto-delivery-backend';
import type { DeliveryRun, DeliveryRunOutcome } from '../../../ports/subscriptions';
import { exceptionText } from '../../copy';
import { autoDeliveryCopy } from '../../copy/auto-delivery-copy';
import type { AccountAreaStore } from '../../stores/account-area-store';
import type { RootStore } from '../../stores/root-store';

const t = autoDeliveryCopy;

/** The outcome of the last action, shown at the top of the page: a status or an error (role=alert). */
export interface AutoDeliveryOutcome {
  readonly kind: 'saved' | 'error';
  readonly text: string;
}

/** What a send-now or order-now outcome says (spec: catalogue-gifting §4 send now). */
function outcomeText(outcome: DeliveryRunOutcome): AutoDeliveryOutcome {
  if (outcome.status === 'ordered') return { kind: 'saved', text: t.done.ordered(outcome.orderNumber) };
  if (outcome.status === 'declined') return { kind: 'error', text: t.declinedNow(outcome.failure) };
  return { kind: 'saved', text: t.done.nothingDue };
}

/**
 * The auto-delivery pages' actions (spec: catalogue-gifting §4 Subscription (auto-delivery): update, skip, send now,
 * cancel with a reason, reactivate; §7 the auto-delivery calls and the order-now POST): each calls the auto-delivery
 * backend (loaded on demand, BrowserServices.loadAutoDelivery), shows its outcome (the envelope's error message, or
 * what was done) and then reads the deliveries and subscriptions again into the page's data (AccountAreaStore.update),
 * keeping the address and card pickers. One action at a time (`busy` names it).
 */
export class AutoDeliveryStore {
  busy: string | undefined = undefined;
  outcome: AutoDeliveryOutcome | undefined = undefined;

  constructor(
    private readonly root: RootStore,
    private readonly area: AccountAreaStore,
  ) {
    makeAutoObservable<AutoDeliveryStore, 'root' | 'area'>(this, { root: false, area: false });
  }

  /** Skips a whole delivery: every subscription in it moves to its next ship date. */
  skipDelivery(delivery: Delivery<Subscription>): Promise<void> {
    const interval = delivery.interval === undefined ? {} : { interval: delivery.interval };
    return this.run(`skip-delivery:${delivery.id}`, async (backend) => {
      const answer = await backend.skipDelivery({
        addressId: delivery.shippingAddressId,
        nextShipOn: delivery.shipOn,
        ...interval,
      });
      return this.saved(answer, t.done.skippedDelivery);
    });
  }

  /** Places a delivery's order now (the order-now POST: addressId, customerId, interval, nextShipOn). */
  sendDeliveryNow(delivery: Pick<Delivery, 'id' | 'shipOn' | 'shippingAddressId' | 'interval'>): Promise<void> {
    return this.orderNow(
      `send-delivery:${delivery.id}`,
      delivery.shippingAddressId,
      delivery.shipOn,
      delivery.interval,
    );
  }

  /** Retries a delivery a declined card left unplaced (the order-now POST for its address and ship date). */
  retryDeclined(run: DeliveryRun): Promise<void> {
    return this.orderNow(`retry:${run.id}`, run.shippingAddressId, run.shipOn, undefined);
  }

  /** Skips one subscription's next shipment. */
  skip(subscription: Subscription): Promise<void> {
    return this.run(`skip:${subscription.id}`, async (backend) => {
      const answer = await backend.skip(subscription.id);
      const next = answer.data?.subscription.nextShipOn;
      return this.saved(answer, next ? t.done.skipped(weekdayMonthDay(next)) : t.done.skippedDelivery);
    });
  }

  /** Sends one subscription now. */
  sendNow(subscription: Subscription): Promise<void> {
    return this.run(`send:${subscription.id}`, async (backend) => {
      const answer = await backend.sendNow(subscription.id);
      return answer.data ? outcomeText(answer.data.outcome) : this.saved(answer, '');
    });
  }

  /** Changes a subscription's interval, quantity, address or card (only the fields given). */
  update(subscription: Subscription, changes: SubscriptionUpdate): Promise<void> {
    return this.run(`update:${subscription.id}`, async (backend) =>
      this.saved(await backend.update(subscription.id, changes), t.done.saved),
    );
  }

  /** Cancels a subscription with the customer's reason. */
  cancel(subscription: Subscription, reason: string): Promise<void> {
    return this.run(`cancel:${subscription.id}`, async (backend) =>
      this.saved(await backend.cancel(subscription.id, reason), t.done.cancelled(subscription.name)),
    );
  }

  /** Reactivates an inactive subscription (it resumes from its next ship date). */
  resume(subscription: Subscription): Promise<void> {
    return this.run(`resume:${subscription.id}`, async (backend) =>
      this.saved(await backend.resume(subscription.id), t.done.reactivated(subscription.name)),
    );
  }

  /**
   * Adds a product to the next delivery (impulse upsell): a new subscription to the upsell's address, which joins the
   * soonest delivery to that address.
   */
  addToNextDelivery(sku: string, quantity: number): Promise<void> {
    const upsell = this.data?.impulseUpsell;
    if (!upsell) return Promise.resolve();
    return this.run('upsell', async (backend) => {
      const answer = await backend.create({ sku, quantity, shippingAddressId: upsell.shippingAddressId });
      const name = answer.data?.subscription.name ?? sku;
      const shipOn = answer.data?.subscription.nextShipOn ?? upsell.shipOn;
      return this.saved(answer, t.done.added(name, weekdayMonthDay(shipOn)));
    });
  }

  /** The page's auto-delivery data as shown. */
  get data(): AutoDeliveryPageData | undefined {
    return this.area.data?.autoDelivery;
  }

  private orderNow(key: string, addressId: string, nextShipOn: string, interval: number | undefined): Promise<void> {
    const customerId = this.area.data?.customer.id ?? '';
    return this.run(key, async (backend) => {
      const answer = await backend.orderNow({
        addressId,
        customerId,
        nextShipOn,
        ...(interval === undefined ? {} : { interval }),
      });
      return answer.data ? outcomeText(answer.data.outcome) : this.saved(answer, '');
    });
  }

  /** The envelope's first error message, else `text` as a status. */
  private saved(answer: Envelope<unknown>, text: string): AutoDeliveryOutcome {
    const error = answer.errors?.[0];
    return error ? { kind: 'error', text: error.message || t.failed } : { kind: 'saved', text };
  }

  private async run(
    key: string,
    act: (backend: AutoDeliveryBackendPort) => Promise<AutoDeliveryOutcome>,
  ): Promise<void> {
    if (this.busy) return;
    this.busy = key;
    this.outcome = undefined;
    try {
      const backend = await this.root.services.loadAutoDelivery();
      const outcome = await act(backend);
      await this.refresh(backend);
      runInAction(() => (this.outcome = outcome));
    } catch (e) {
      runInAction(() => (this.outcome = { kind: 'error', text: exceptionText(e) }));
    } finally {
      runInAction(() => (this.busy = undefined));
    }
  }

  /** Reads the deliveries and every subscription again into the page's data. */
  private async refresh(backend: AutoDeliveryBackendPort): Promise<void> {
    const current = this.data;
    if (!current) return;
    const [next, subscriptions] = await Promise.all([
      backend.nextDeliveries(),
      backend.subscriptions({ includeInactive: true }),
    ]);
    if (!next.data || !subscriptions.data) return;
    const { impulseUpsell: _old, ...rest } = current;
    this.area.update({
      autoDelivery: { ...rest, ...next.data, subscriptions: subscriptions.data.subscriptions },
    });
  }
}
