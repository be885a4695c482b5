import { makeAutoObservable, runInAction } from 'mobx';
import { localIsoDate } from '../app/local-date';
import { shipDayLabel } from '../../core/shipping';
import { shipmentsOf, type Shipment } from '../../core/cart';
import { shipmentRequestsOf, shipmentSummaries, type ShipmentSummary } from '../../core/checkout';
import {
  freeShippingInputsOf,
  heatResistantPackagingCharge,
  pickupOption,
  requestedDateChoices,
} from '../../core/shipping';
import type { PredictedShipping, ShippingOfferSet, ShippingOption } from '../../core/shipping';
import type { Money } from '../../core/shared';
import { exceptionText, orderCopy } from '../copy';
import type { RootStore } from './root-store';

/** Countdown parts to the predicted shipping cutoff (whole hours, minutes, seconds). */
export interface Countdown {
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  readonly friendly: string;
}

/** Tick of the predicted-shipping countdown (spec: core-cart-checkout §9 "countdown tick 1 s"). */
export const COUNTDOWN_TICK_MS = 1000;

/**
 * The 'Expected Delivery' step (core-cart-checkout §2 shipping step, §4 Shipping cost): offer sets from the
 * shipping calculator for the cart's shipments, the chosen option per shipment (set by the backend),
 * the heat-resistant packaging charge, and the countdown to the predicted shipping cutoff.
 */
export class DeliveryStore {
  offerSets: readonly ShippingOfferSet[] = [];
  status: 'idle' | 'loading' | 'loaded' | 'error' = 'idle';
  /** Shipment key whose option is being saved. */
  selecting: string | undefined = undefined;
  error: string | undefined = undefined;
  predicted: PredictedShipping | undefined = undefined;
  nowMs = 0;
  /** The warehouse's ship days per shipment key (GET /api/shipping-calculator/ship-dates), for requested dates. */
  shipDates: Readonly<Record<string, readonly string[]>> = {};
  private requestKey = '';

  constructor(private readonly root: RootStore) {
    makeAutoObservable<DeliveryStore, 'root' | 'requestKey' | 'selectDefaults'>(this, {
      root: false,
      requestKey: false,
      selectDefaults: false,
    });
  }

  /** Shipments with lines that need a physical address, in cart order. */
  get shipments(): readonly Shipment[] {
    const cart = this.root.cart.cart;
    return cart ? shipmentsOf(cart).filter((s) => s.lines.length > 0 && s.needsPhysicalAddress) : [];
  }

  /** Each shipment's items, prices and free-shipping progress (core's shipmentSummaries). */
  get summaries(): readonly ShipmentSummary[] {
    const cart = this.root.cart.cart;
    return cart ? shipmentSummaries(cart, freeShippingInputsOf(cart)) : [];
  }

  summaryOf(key: string): ShipmentSummary | undefined {
    return this.summaries.find((s) => s.key === key);
  }

  offerSetFor(key: string): ShippingOfferSet | undefined {
    return this.offerSets.find((o) => o.key === key);
  }

  /**
   * Visible options of a shipment, by position; a pickup shipment's one option is the default 'Pickup' (fulfilment
   * skipped, core-cart-checkout §3 Shipping option, §4 Special lines).
   */
  optionsFor(key: string): readonly ShippingOption[] {
    const pickup = this.shipments.find((s) => s.key === key && s.isPickup);
    if (pickup)
      return [pickupOption(localIsoDate(this.root.services.clock.nowMs()), pickup.address.custom.shippingMethodName)];
    return [...(this.offerSetFor(key)?.shippingOffers ?? [])]
      .filter((o) => !o.hidden)
      .sort((a, b) => a.position - b.position);
  }

  selectedId(key: string): string | undefined {
    return this.shipments.find((s) => s.key === key)?.address.custom.shippingMethodId;
  }

  /** The delivery dates the chosen option lets the shopper request (core's requestedDateChoices); [] when none. */
  dateChoices(key: string): readonly string[] {
    const option = this.optionsFor(key).find((o) => o.shippingMethodId === this.selectedId(key));
    return option ? requestedDateChoices(option, this.shipDates[key] ?? []) : [];
  }

  /** The requested date shown: the shipment's requestedDeliveryOn when it is one of the choices after the first. */
  requestedDate(key: string): string {
    const asked = this.shipments.find((s) => s.key === key)?.address.custom.requestedDeliveryOn ?? '';
    const choices = this.dateChoices(key);
    return choices.indexOf(asked) > 0 ? asked : '';
  }

  /** Asks for a later delivery date ('' for the earliest) with the chosen option. */
  requestDate(key: string, date: string): Promise<void> {
    const id = this.selectedId(key);
    return id ? this.select(key, id, date === '' ? undefined : date) : Promise.resolve();
  }

  private async loadShipDates(key: string): Promise<void> {
    try {
      const data = this.root.absorb(await this.root.services.backend.getShipDates(key));
      runInAction(() => {
        if (data) this.shipDates = { ...this.shipDates, [key]: data.shipDates };
      });
    } catch {
      // Without ship dates no later date is offered; the step still works.
    }
  }

  /** $2.95 when the shipment holds meltables and the chosen (or cheapest) option does not include the packaging. */
  heatCharge(key: string): Money | undefined {
    const set = this.offerSetFor(key);
    if (!set?.containsMeltables) return undefined;
    const option =
      this.optionsFor(key).find((o) => o.shippingMethodId === this.selectedId(key)) ?? this.optionsFor(key)[0];
    return heatResistantPackagingCharge({
      containsMeltables: true,
      heatResistantIncluded: option?.heatResistantIncluded ?? false,
    });
  }

  get allSelected(): boolean {
    return this.shipments.length > 0 && this.shipments.every((s) => this.selectedId(s.key) !== undefined);
  }

  get countdown(): Countdown | undefined {
    if (!this.predicted) return undefined;
    const left = Math.floor((this.predicted.expiresAt * 1000 - this.nowMs) / 1000);
    if (left <= 0) return undefined;
    return {
      hours: Math.floor(left / 3600),
      minutes: Math.floor((left % 3600) / 60),
      seconds: left % 60,
      friendly: shipDayLabel(this.predicted, localIsoDate(this.nowMs)),
    };
  }

  /** Asks the shipping calculator for the current shipments (again only when they changed) and the cutoff. */
  async load(): Promise<void> {
    const cart = this.root.cart.cart;
    if (!cart) return;
    const requests = shipmentRequestsOf(cart);
    const key = JSON.stringify(requests);
    if (key === this.requestKey && this.status !== 'error') return;
    this.requestKey = key;
    this.status = 'loading';
    this.error = undefined;
    void this.loadPredicted();
    try {
      const data = this.root.absorb(await this.root.services.backend.calculateShipping({ shipments: requests }));
      runInAction(() => {
        this.offerSets = data?.offerSets ?? [];
        this.status = data ? 'loaded' : 'error';
      });
      for (const s of this.shipments) if (!s.isPickup) void this.loadShipDates(s.key);
      await this.selectDefaults();
    } catch (e) {
      runInAction(() => {
        this.status = 'error';
        this.error = exceptionText(e);
        this.requestKey = '';
      });
    }
  }

  async loadPredicted(): Promise<void> {
    try {
      const data = this.root.absorb(await this.root.services.backend.getPredictedShipping());
      runInAction(() => {
        this.predicted = data;
        this.nowMs = this.root.services.clock.nowMs();
      });
    } catch {
      // The countdown is a nicety; the step works without it.
    }
  }

  /** Advances the countdown; past the cutoff the next one is fetched (catalogue-gifting §4). */
  tick(): void {
    this.nowMs = this.root.services.clock.nowMs();
    if (this.predicted && this.predicted.expiresAt * 1000 <= this.nowMs) {
      this.predicted = undefined;
      void this.loadPredicted();
    }
  }

  /** Starts the one-second countdown tick; returns the function that stops it. */
  startTicking(): () => void {
    this.tick();
    const timer = setInterval(() => this.tick(), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }

  /** Chooses a delivery option for a shipment: the backend prices it and sets it on the cart. */
  async select(shipmentKey: string, shippingMethodId: string, requestedDeliveryOn?: string): Promise<void> {
    const cart = this.root.cart.cart;
    if (!cart || this.selecting) return;
    this.selecting = shipmentKey;
    this.error = undefined;
    try {
      const envelope = await this.root.services.backend.selectDeliveryOption({
        cartId: cart.id,
        version: cart.version,
        shipmentKey,
        shippingMethodId,
        ...(requestedDeliveryOn ? { requestedDeliveryOn } : {}),
      });
      if (envelope.errors?.some((e) => e.key === 'cart/version-conflict')) {
        await this.root.cart.load();
        this.root.navigator.go('/cart');
      }
      const data = this.root.absorb(envelope);
      runInAction(() => {
        if (data) this.root.cart.setCart(data.cart);
        else this.error = envelope.errors?.[0]?.message;
      });
    } catch (e) {
      runInAction(() => {
        this.error = exceptionText(e);
      });
    } finally {
      runInAction(() => {
        this.selecting = undefined;
      });
    }
  }

  /**
   * Pre-selects the first option of every shipment that has none yet (or whose option is no longer offered), as the
   * shopper would most often, and prices again a chosen option whose quote changed.
   */
  private async selectDefaults(): Promise<void> {
    for (const s of this.shipments) {
      if (s.isPickup) continue;
      const options = this.optionsFor(s.key);
      const chosen = options.find((o) => o.shippingMethodId === this.selectedId(s.key));
      const first = options[0];
      if (!chosen && first) await this.select(s.key, first.shippingMethodId);
      // Units moved between shipments change a shipment's price: the chosen option is priced again.
      else if (chosen && chosen.price.cents !== s.address.custom.priceCents)
        await this.select(s.key, chosen.shippingMethodId);
    }
  }

  /** Goes on to payment once every shipment has an option. */
  continue(): void {
    if (!this.allSelected) {
      this.error = orderCopy.checkout.chooseOption;
      return;
    }
    this.root.navigator.go(this.root.checkout.nextPath);
  }
}
