import {
  freeShippingInputsOf,
  freeShippingMessage,
  freeShippingProgress,
  type FreeShippingProgress as Progress,
} from '../../../core/shipping';
import { orderCopy } from '../../copy';
import type { CartStore } from '../../stores/cart-store';

/**
 * The cart's progress towards free shipping and its message (core-cart-checkout §4 Free-shipping progress): measured
 * on the merchandise total, with the overrides the cart carries (a customer's alst-{n}-free-shipping tag). Kept out of
 * the cart store so that the entry, which holds the store, does not carry the rule.
 */
export function cartFreeShipping(cart: Pick<CartStore, 'cart' | 'merchandiseTotal'>): {
  progress: Progress;
  message: string;
} {
  const progress = freeShippingProgress({ total: cart.merchandiseTotal, ...freeShippingInputsOf(cart.cart) });
  return { progress, message: freeShippingMessage(progress) };
}

/** The free-shipping progress message with a bar (core-cart-checkout §4 Free-shipping progress). */
export function FreeShippingProgress({ progress, message }: { progress: Progress; message: string }) {
  const threshold = progress.threshold?.cents ?? 0;
  const percent =
    progress.qualified || threshold === 0
      ? 100
      : Math.round(((threshold - progress.remaining.cents) / threshold) * 100);
  return (
    <div className={`free-shipping ${progress.qualified ? 'is-qualified' : ''}`}>
      <p className="free-shipping__message">{message}</p>
      <div
        className="free-shipping__bar"
        role="progressbar"
        aria-label={orderCopy.freeShipping.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
