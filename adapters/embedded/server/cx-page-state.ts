import { isStaffRole, type SessionSummary } from '../../../core/customers';
import type { PageState } from '../../../ports/page-renderer';

/** The 404 page's resolved page. */
const NOT_FOUND = { pageType: '404', props: {} } as const;

/**
 * The part of the page state of a path under '/cart/': the 404 page for any but /cart/customer-cart; for the staff
 * cart lookup page (/cart/customer-cart?key=; shell-account §2 Staff cart lookup,
 * §6 "CX mode is allowed only with the checkOutAsCustomer permission"): the 404 page for anyone without the
 * permission; for staff, `customerCartMiss` when the URL's key names a cart the session does not act for (the GET
 * route opened every cart it found, so the key named none); nothing else.
 */
export function customerCartPart(
  summary: SessionSummary | undefined,
  url: URL,
): Pick<PageState, 'page' | 'customerCartMiss'> {
  const lookupPage = url.pathname === '/cart/customer-cart';
  if (!lookupPage || !summary || !isStaffRole(summary)) return { page: { path: url.pathname, resolved: NOT_FOUND } };
  const key = url.searchParams.get('key')?.trim();
  const acting = summary.actingFor;
  if (!key || (acting && (acting.cartKey === key || acting.cartId === key))) return {};
  return { customerCartMiss: key };
}
