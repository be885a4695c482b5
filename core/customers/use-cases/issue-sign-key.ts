import type { CustomerStore, SignKeyPurpose } from '../../../ports/customers';
import type { Clock } from '../../../ports/clock';
import type { IdGenerator } from '../../../ports/ids';
import { MAGIC_LINK_PREFIX, RESET_PASSWORD_HOURS, RESET_PASSWORD_PREFIX } from '../model';

/** What a mailed key is for, whose it is, where a sign-in link leads, and how long it works (ms). */
export interface SignKeyRequest {
  readonly customerId: string;
  readonly purpose: SignKeyPurpose;
  /** A path on this site for sign-in links (already made safe); null for reset keys. */
  readonly redirectPath: string | null;
  readonly lifetimeMs: number;
}

/**
 * Makes a single-use mailed key (`ids.token()`; the store keeps only its hash) valid `lifetimeMs` from now, and
 * answers the link that carries it at `origin`: '{origin}/sign/magic-link/{key}' for sign-in links,
 * '{origin}/sign/reset-password/{key}' for reset keys (spec: core-cart-checkout §2 magic-link and reset-password
 * pages). The one way every use case issues a key.
 */
export async function issueSignKeyLink(
  deps: { readonly store: CustomerStore; readonly clock: Clock; readonly ids: IdGenerator },
  request: SignKeyRequest,
  origin: string,
): Promise<string> {
  const key = deps.ids.token();
  const now = deps.clock.nowMs();
  const { lifetimeMs, ...record } = request;
  await deps.store.addKey(key, { ...record, expiresAtMs: now + lifetimeMs }, now);
  const prefix = request.purpose === 'sign-in-link' ? MAGIC_LINK_PREFIX : RESET_PASSWORD_PREFIX;
  return `${origin}${prefix}${key}`;
}

/**
 * The reset-password link of `customerId` at `origin` ('{origin}/sign/reset-password/{key}'), valid once within
 * RESET_PASSWORD_HOURS (spec: shell-account §4 "request a password reset (for guests: set a password)"): what
 * ForgotPassword and AddStaff mail.
 */
export function issueResetPasswordLink(
  deps: { readonly store: CustomerStore; readonly clock: Clock; readonly ids: IdGenerator },
  customerId: string,
  origin: string,
): Promise<string> {
  const request = {
    customerId,
    purpose: 'reset-password',
    redirectPath: null,
    lifetimeMs: RESET_PASSWORD_HOURS * 3_600_000,
  } as const;
  return issueSignKeyLink(deps, request, origin);
}
