import type { BrowserServices } from '../../adapters/wiring/browser-services';
import type { Envelope } from '../../core/notifications/model/envelope-types';
import { handleEnvelope } from '../../core/notifications/model/envelope';
import { CartStore } from './cart-store';
import { CheckoutStore } from './checkout-store';
import { DeferredNavigator, type Navigator } from './navigator';
import { NotificationStore } from './notification-store';
import { PageStore } from './page-store';
import { UiStore } from './ui-store';

/**
 * The root of the MobX stores (the MobX docs' root store): domain stores over use cases and one UI store.
 * Stores reach the ports only through `services` and never do I/O in their constructors (DESIGN §3.9).
 */
export class RootStore {
  readonly navigator = new DeferredNavigator();
  readonly notifications = new NotificationStore();
  readonly ui = new UiStore();
  readonly page: PageStore;
  readonly cart: CartStore;
  readonly checkout: CheckoutStore;

  constructor(readonly services: BrowserServices) {
    this.page = new PageStore(this);
    this.cart = new CartStore(this);
    this.checkout = new CheckoutStore(this);
  }

  /** Lets the router drive navigations requested by stores. */
  attachNavigator(navigator: Navigator): void {
    this.navigator.attach(navigator);
  }

  /**
   * Handles a backend envelope (spec: core-cart-checkout §7 Response envelope): its messages go to the
   * notifications, a redirect is followed (same-origin paths in the app, others with a full load),
   * and its data is returned.
   */
  absorb<T>(envelope: Envelope<T>): T | undefined {
    const outcome = handleEnvelope(envelope, { throwError: false });
    const redirect = outcome.redirect;
    if (redirect) this.notifications.keepThroughNavigation(outcome.notifications);
    else this.notifications.addAll(outcome.notifications);
    if (redirect) {
      const internal = redirect.url.startsWith('/') && !redirect.url.startsWith('//') && redirect.target !== '_blank';
      if (internal) this.navigator.go(redirect.url);
      else this.navigator.fullLoad(redirect.url);
    }
    return outcome.data;
  }
}

/** Builds the stores over the browser services (called once by main.tsx, and by tests with fakes). */
export function createRootStore(services: BrowserServices): RootStore {
  return new RootStore(services);
}
