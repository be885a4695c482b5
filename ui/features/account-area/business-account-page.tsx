import type { AccountAreaPageProps } from './account-area-views';

/**
 * Business Account (/account/business; core-cart-checkout §6 Business): the customer's business profile. Being built:
 * the view and edit form come next.
 */
export function BusinessAccountPage({ data }: AccountAreaPageProps) {
  return <p>{data.businessProfile?.companyName ?? ''}</p>;
}
