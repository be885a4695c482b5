import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Redirect } from '../app/server-redirect';
import { CHECKOUT_STEP_TITLES } from '../../core/checkout';
import { useStores } from '../app/stores-context';
import { useCheckout } from '../app/use-checkout';
import { usePageAnnouncement } from '../app/use-page-announcement';
import { copy } from '../copy';
import { AddressStep } from '../features/checkout/address-step';
import { CheckoutSummary } from '../features/checkout/checkout-summary';
import { PaymentStep } from '../features/checkout/payment-step';
import { ShippingStep } from '../features/checkout/shipping-step';
import { StepNav } from '../features/checkout/step-nav';
import { MultiAddressStep } from '../features/checkout/multi-address-step';
import { SigninStep } from '../features/checkout/signin-step';
import { cxCopy } from '../copy/cx-copy';
import { PageLoading } from './page-status';

/**
 * '/checkout/:step?/:stepVariant?' (core-cart-checkout §2 Checkout steps and Routing rules): /checkout goes
 * to the entry location, an empty cart to /cart, a step that is not enabled (the signin step outside CX mode) to the
 * entry location.
 */
const CheckoutRoute = observer(function CheckoutRoute() {
  const { step, stepVariant } = useParams();
  const { cart } = useStores();
  const checkout = useCheckout();
  const version = cart.cart?.version;
  useEffect(() => {
    void checkout.enter();
  }, [checkout, version]);
  const stepTitle =
    step && step in CHECKOUT_STEP_TITLES ? CHECKOUT_STEP_TITLES[step as keyof typeof CHECKOUT_STEP_TITLES] : undefined;
  const title = step === 'signin' ? cxCopy.signin.title : stepTitle;
  usePageAnnouncement(title ? copy.pages.checkout(title) : undefined, title);

  if (cart.status !== 'loaded') return <PageLoading />;
  const redirect = checkout.redirectFor(step, stepVariant);
  if (redirect) return <Redirect to={redirect} />;
  return (
    <div className="container page checkout">
      <StepNav current={step ?? ''} />
      <div className="checkout__grid">
        <div className="checkout__step">
          {step === 'signin' && <SigninStep />}
          {step === 'address' && (stepVariant === 'multi' ? <MultiAddressStep /> : <AddressStep />)}
          {step === 'shipping' && <ShippingStep />}
          {step === 'payment' && <PaymentStep />}
        </div>
        <CheckoutSummary />
      </div>
    </div>
  );
});

export default CheckoutRoute;
