import type { BrowserServices } from '../../adapters/wiring/browser-services';
import type { Envelope } from '../../core/notifications';
import type { PageState } from '../../ports/page-renderer';
import type { SavedAddress, SessionSummary } from '../../core/customers';
import { handleEnvelope } from '../../core/notifications';
import { AnalyticsStore } from './analytics-store';
import { CartStore } from './cart-store';
import type { CheckoutStore } from './checkout-store';
import { DeferredNavigator, type Navigator } from './navigator';
import { NotificationStore } from './notification-store';
import { PageStore } from './page-store';
import type { SessionStore } from './session-store';
import type { AccountAreaData } from '../../ports/account-area';
import type { AccountAreaStore } from './account-area-store';
import { UiStore } from './ui-store';
import { ShellStore } from './shell-store';

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
  private checkoutStore: CheckoutStore | undefined = undefined;
  private sessionStore: SessionStore | undefined = undefined;
  /** Who the session was when the server rendered the page (absent: anonymous), for the session store to start from. */
  readonly initialSession: SessionSummary | undefined;
  /**
   * The account-area page the server rendered: its data, or the path the server answered with the 404 page (an order
   * that is not the customer's); for the account area's store to start from.
   */
  readonly initialAccount: { readonly data?: AccountAreaData; readonly notFoundPath?: string };
  private accountAreaStore: AccountAreaStore | undefined = undefined;
  /** The signed-in customer's address book the server rendered a checkout page with (default first); else absent. */
  readonly initialSavedAddresses: readonly SavedAddress[] | undefined;

  readonly analytics: AnalyticsStore;
  /** The CSRF token of the session's HTML form posts (the `_csrf` field), from the server's page state. */
  readonly csrfToken: string;
  /** The receipt the server rendered (its token and order), for the receipt store to start from. */
  readonly initialReceipt: PageState['receipt'];
  /** The gift redemption page's gift the server rendered (or that its key named none), for that page to start from. */
  readonly initialGiftRedeem: PageState['giftRedeem'];
  /**
   * The customizer data the server rendered a customizer page with (catalogue-gifting §2, §4: a builder's product and
   * its ingredients or mini boxes); absent on other pages.
   */
  readonly initialCustomizer: PageState['customizer'];
  /** The gift box bundle's data its product page or /bundle-customizer was rendered with (catalogue-gifting §1). */
  readonly initialGiftBundle: PageState['giftBundle'];
  /** The bulk order upload page's access the server rendered it with (core-cart-checkout §2 /order-upload). */
  readonly initialOrderUpload: PageState['orderUpload'];
  /** The wholesale cases /wholesale was rendered with (core-cart-checkout §6); absent on other pages. */
  readonly initialWholesale: PageState['wholesale'];
  /** The feature flags of the server's layers (session, site, visitor) the page was rendered with (shell-account §4) */
  readonly serverFlags: NonNullable<PageState['featureFlags']>;
  /** The search experiment's variant letter the server chose for the visitor (shell-account §4); absent: none. */
  readonly searchVariant: PageState['searchVariant'];
  /** A product page's social proof the server rendered it with (socialProofMessaging); absent: none. */
  readonly socialProof: PageState['socialProof'];
  /**
   * What the server rendered page content with (shell-account §2 Page content blocks): the Shoppable Ingredients'
   * product cards, the content-tool preview (core-cart-checkout §2 /builder-preview), and the HTML it sanitised.
   */
  readonly initialContent: Pick<PageState, 'contentProducts' | 'builderPreview' | 'sanitized'>;
  /** The quiz results page's saved answers and recommendations (shell-account §2); absent on other pages. */
  readonly initialQuizResults: PageState['quizResults'];
  /**
   * InstantSearch's server state of the search page the server rendered; the search page takes it once, at its first
   * mount (`takeInitialSearch`).
   */
  private initialSearch: unknown;
  /**
   * The header's content (shell-account §2 Header; absent: the header's defaults): the server's page state's, read
   * again for each new path of an in-app navigation (ShellStore; §4 CMS content loading).
   */
  readonly shellContent: ShellStore;
  get shell(): PageState['shell'] {
    return this.shellContent.content;
  }

  /**
   * The stores over `services`, started from `state` when the server rendered the page: its resolved
   * page, the session's cart and receipt are taken over as they are, so nothing is fetched twice.
   */
  constructor(
    readonly services: BrowserServices,
    state?: PageState,
  ) {
    this.analytics = new AnalyticsStore(services.analytics);
    this.page = new PageStore(this);
    this.cart = new CartStore(this);
    const s: Partial<PageState> = state ?? {};
    this.csrfToken = s.csrfToken ?? '';
    this.initialReceipt = s.receipt;
    this.initialCustomizer = s.customizer;
    this.initialGiftRedeem = s.giftRedeem;
    this.initialGiftBundle = s.giftBundle;
    this.initialOrderUpload = s.orderUpload;
    this.initialWholesale = s.wholesale;
    ({
      serverFlags: this.serverFlags,
      searchVariant: this.searchVariant,
      socialProof: this.socialProof,
    } = targetingOf(state));
    this.initialContent = s;
    this.initialQuizResults = s.quizResults;
    this.initialSearch = s.search;
    this.shellContent = new ShellStore(services.loadShellContent, s.shell, s.page?.path ?? s.url?.split(/[?#]/, 1)[0]);
    this.initialSession = s.session;
    this.initialSavedAddresses = s.savedAddresses;
    this.initialAccount = {
      ...(s.account ? { data: s.account } : {}),
      ...(s.page?.resolved.pageType === '404' ? { notFoundPath: s.page.path } : {}),
    };
    if (state) this.seedFrom(state);
  }

  /**
   * A feature flag in effect (shell-account §4 "layers by precedence: local, session, site, visitor"): the browser's
   * local layer over the server's layers; undefined when no layer sets it.
   */
  featureFlag(name: string): boolean | undefined {
    return this.ui.localFlags[name] ?? this.serverFlags[name];
  }

  /** Seeds the page, the cart and the flash messages from the server's page state. */
  private seedFrom(state: PageState): void {
    if (state.page) this.page.seed(state.page.path, state.page.resolved);
    if (state.cart !== undefined) this.cart.seed(state.cart ?? undefined);
    if (state.flashErrors) {
      // Shown by the server's render, and again after the first navigation clears the area as the app starts.
      this.notifications.addAll({ errors: state.flashErrors });
      this.notifications.keepThroughNavigation({ errors: state.flashErrors });
    }
  }

  /**
   * Checkout's stores. They are created by `checkoutFrom` (the checkout and receipt pages, whose chunk carries
   * checkout's code) or `loadCheckout`; reading them before is a bug and throws.
   */
  get checkout(): CheckoutStore {
    if (!this.checkoutStore) throw new Error('checkout stores read before checkoutFrom() or loadCheckout()');
    return this.checkoutStore;
  }

  /**
   * Checkout's stores, created once from `Store`: the CheckoutStore class of a caller that imports it statically
   * (the root itself never does, so checkout's code is not part of the initial JS).
   */
  checkoutFrom(Store: typeof CheckoutStore): CheckoutStore {
    return (this.checkoutStore ??= new Store(this));
  }

  /**
   * The session store, created once from `Store` (the SessionStore class of the code that shows the session: the
   * utility bar, the gated links, the sign-in pages; all loaded on demand, so the root never imports it).
   */
  sessionFrom(Store: typeof SessionStore): SessionStore {
    return (this.sessionStore ??= new Store(this, this.initialSession));
  }

  /**
   * The account area's store, created once from `Store` (the AccountAreaStore class of the account area's on-demand
   * chunk, so the root never imports it), from the page the server rendered.
   */
  accountAreaFrom(Store: typeof AccountAreaStore): AccountAreaStore {
    return (this.accountAreaStore ??= new Store(this, this.initialAccount));
  }

  /** Loads checkout's code on demand and returns its stores (for the cart's 'Proceed to Checkout'). */
  async loadCheckout(): Promise<CheckoutStore> {
    return this.checkoutFrom((await import('./checkout-store')).CheckoutStore);
  }

  /**
   * 'Proceed to Checkout' from the cart page or the cart panel (spec: core-cart-checkout §4 Proceeding to
   * checkout).
   */
  async proceedToCheckout(): Promise<void> {
    await (await this.loadCheckout()).proceed();
  }

  /**
   * The search results the server rendered, for the search page's first mount; undefined afterwards (later visits
   * search afresh). Reading it again in the same render (React's StrictMode double render) gives the same value.
   */
  peekInitialSearch(): unknown {
    return this.initialSearch;
  }

  /** Forgets the server's search results once the search page has mounted with them. */
  dropInitialSearch(): void {
    this.initialSearch = undefined;
  }

  /** Lets the router drive navigations requested by stores. */
  attachNavigator(navigator: Navigator): void {
    this.navigator.attach(navigator);
  }

  /**
   * Handles a backend envelope (spec: core-cart-checkout §7 Response envelope): its messages go to the
   * notifications, its dataLayer entries go to the tag layer and its events are replayed, a redirect is followed
   * (same-origin paths in the app, others with a full load), and its data is returned.
   */
  absorb<T>(envelope: Envelope<T>): T | undefined {
    const outcome = handleEnvelope(envelope, { throwError: false });
    this.analytics.replay(outcome.dataLayer, outcome.events);
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

/** The page state's server flags (none: {}), search variant and social proof. */
function targetingOf(state: PageState | undefined): Pick<RootStore, 'serverFlags' | 'searchVariant' | 'socialProof'> {
  return {
    serverFlags: state?.featureFlags ?? {},
    searchVariant: state?.searchVariant,
    socialProof: state?.socialProof,
  };
}

/**
 * Builds the stores over the browser services, from the server's page state when there is one (called once by
 * main.tsx, per request by the server renderer, and by tests with fakes).
 */
export function createRootStore(services: BrowserServices, state?: PageState): RootStore {
  return new RootStore(services, state);
}
