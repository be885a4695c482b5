import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useStores } from '../../app/stores-context';

const loadPanel = () => import('./added-to-cart-panel');
const AddedToCartPanel = lazy(() => loadPanel().then((m) => ({ default: m.AddedToCartPanel })));

/**
 * Where the 'Added to Cart' panel goes (core-cart-checkout §2 Cart side panels). The panel's code is not part
 * of the initial JS: it starts loading when an add begins and the panel mounts once it opens, so it
 * appears with the add's answer (or, on a slow network, as soon as its code has arrived).
 */
export const AddedToCartSlot = observer(function AddedToCartSlot() {
  const { cart, ui } = useStores();
  const adding = cart.pendingAdds > 0;
  useEffect(() => {
    if (adding) loadPanel().catch(() => undefined);
  }, [adding]);
  if (!ui.addedToCartOpen) return null;
  return (
    <Suspense fallback={null}>
      <AddedToCartPanel />
    </Suspense>
  );
});
