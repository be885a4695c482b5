import type { ErrorCode } from '../../core/shared';
import { domainError, type DomainError } from '../../core/shared';
import { ctErrorSchema } from './ct-schemas';

/** An answer of the commerce API: HTTP status and JSON body. */
export interface CtAnswer {
  readonly status: number;
  readonly body: unknown;
}

const CT_TO_DOMAIN: Readonly<Record<string, ErrorCode>> = {
  ConcurrentModification: 'cart/version-conflict',
  ResourceNotFound: 'cart/not-found',
  DiscountCodeNonApplicable: 'discount/not-found',
  InvalidInput: 'validation/invalid',
  InvalidJsonInput: 'validation/invalid',
};

/**
 * A commercetools error answer → a DomainError: the local server's `nutshellCode` when it is one of ERROR_CODES
 * (ct-schemas.ts parses it with zod; another value counts as absent), else by the commercetools code (409
 * ConcurrentModification → 'cart/version-conflict' with details.currentVersion), else 'cart/not-found' for a
 * 404, 'product/sku-not-found' for a message about an unknown SKU and 'cart/invalid-action' for the rest.
 */
export function toDomainError(answer: CtAnswer): DomainError {
  const parsed = ctErrorSchema.safeParse(answer.body);
  const first = parsed.success ? parsed.data.errors?.[0] : undefined;
  const message = first?.message ?? (parsed.success ? parsed.data.message : undefined) ?? `HTTP ${answer.status}`;
  const details = first?.currentVersion !== undefined ? { currentVersion: first.currentVersion } : undefined;
  if (answer.status === 409 || first?.code === 'ConcurrentModification')
    return domainError('cart/version-conflict', message, details);
  if (first?.nutshellCode) return domainError(first.nutshellCode, message, details);
  const mapped = first?.code ? CT_TO_DOMAIN[first.code] : undefined;
  if (mapped) return domainError(mapped, message, details);
  if (answer.status === 404) return domainError('cart/not-found', message);
  if (/sku/i.test(message) && /not found|does not (?:exist|contain)/i.test(message))
    return domainError('product/sku-not-found', message);
  return domainError('cart/invalid-action', message);
}
