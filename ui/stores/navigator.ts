/**
 * How stores move the shopper: `go` is a client-side navigation (the router's navigate), `fullLoad` a
 * full page load (spec: core-cart-checkout §2 "falls back to a full page load"). The app attaches the
 * router's implementation at start; until then navigations are remembered and replayed.
 */
export interface Navigator {
  go(path: string, options?: { readonly replace?: boolean }): void;
  fullLoad(url: string): void;
}

/** A navigator that holds the last request until the real one is attached. */
export class DeferredNavigator implements Navigator {
  private target: Navigator | undefined;
  private pending: (() => void) | undefined;

  attach(target: Navigator): void {
    this.target = target;
    const pending = this.pending;
    this.pending = undefined;
    pending?.();
  }

  go(path: string, options?: { readonly replace?: boolean }): void {
    if (this.target) this.target.go(path, options);
    else this.pending = () => this.go(path, options);
  }

  fullLoad(url: string): void {
    if (this.target) this.target.fullLoad(url);
    else this.pending = () => this.fullLoad(url);
  }
}
