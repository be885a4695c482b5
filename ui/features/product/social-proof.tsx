import { observer } from 'mobx-react-lite';
import { useStores } from '../../app/stores-context';
import { targetingCopy } from '../../copy/targeting-copy';

/**
 * The product page's social proof (spec: shell-account §4 flag socialProofMessaging): '{n} bought in the last 30
 * days', from the orders the server counted for this product (only when the flag was on and the count reached the
 * threshold: core/catalogue social-proof.ts); hidden when the flag is off in any layer now (the browser's local
 * layer included).
 */
export const SocialProof = observer(function SocialProof({ productKey }: { productKey: string }) {
  const root = useStores();
  const proof = root.socialProof;
  if (!proof || proof.productKey !== productKey || root.featureFlag('socialProofMessaging') === false) return null;
  return <p className="social-proof">{targetingCopy.socialProof(proof.orders)}</p>;
});
