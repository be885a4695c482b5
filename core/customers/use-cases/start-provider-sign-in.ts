import { err, ok, type Result } from '../../shared';
import { socialSignInFailed } from '../model';
import {
  identityProviderSchema,
  type AuthorizationStart,
  type IdentityProviderPort,
} from '../../../ports/identity-provider';
import { invalid } from './account-errors';

/**
 * GET /api/sign/{provider}/start (spec: shell-account §7 "Google/Facebook/Apple code actions"): a new OpenID Connect
 * authorization with PKCE for `provider`: the URL to send the browser to and the state, nonce and code verifier to
 * keep until the provider answers. An unknown provider: 'validation/invalid'; one this storefront is not configured
 * for: 'account/social-sign-in-failed'.
 */
export class StartProviderSignIn {
  constructor(private readonly identity: IdentityProviderPort) {}

  async execute(provider: string): Promise<Result<AuthorizationStart>> {
    const parsed = identityProviderSchema.safeParse(provider);
    if (!parsed.success) return invalid('Unknown sign-in provider');
    if (!this.identity.providers.includes(parsed.data)) return err(socialSignInFailed(parsed.data));
    return ok(await this.identity.start(parsed.data));
  }
}
