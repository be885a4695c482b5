import type { FreeShippingProgress as Progress } from '../../../core/shipping';
import { orderCopy } from '../../copy';

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
