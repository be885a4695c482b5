import { signKeyOfPath } from '../model';
import type { CustomerStore } from '../../../ports/customers';
import type { Clock } from '../../../ports/clock';
import type { ResolvedPage } from '../../../ports/storefront-backend';

/**
 * GET /api/resolve-path of a mailed link's path (spec: core-cart-checkout §2 magic-link and reset-password pages;
 * shell-account §8 expired-link page): 'MagicLinkPage' for '/sign/magic-link/{key}', 'ResetPasswordPage' for
 * '/sign/reset-password/{key}', with status 'expired' for a key that is unknown, used, past its time or of the other
 * purpose, and `setPassword` for a guest account's reset key. Reading the page does not use the key. Undefined for
 * any other path.
 */
export class ReadSignKeyPage {
  constructor(
    private readonly store: CustomerStore,
    private readonly clock: Clock,
  ) {}

  async execute(path: string): Promise<ResolvedPage | undefined> {
    const of = signKeyOfPath(path);
    if (!of) return undefined;
    const purpose = of.page === 'MagicLinkPage' ? 'sign-in-link' : 'reset-password';
    const record = await this.store.findKey(of.key, this.clock.nowMs());
    const valid = record?.live === true && record.purpose === purpose;
    const customer = valid && purpose === 'reset-password' ? await this.store.byId(record.customerId) : undefined;
    return {
      pageType: of.page,
      props: { key: of.key, status: valid ? 'valid' : 'expired', setPassword: customer?.isGuest === true },
    };
  }
}
