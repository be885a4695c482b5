import { domainError, err, ok, type ErrorCode, type Result } from '../../shared';
import type { GiftFulfilment, GiftOrderRequest } from '../../../ports/gift-drops';

/**
 * A GiftFulfilment for unit tests: keeps every request in `requests` and answers order numbers '200001', '200002', …
 * (one per request), or, after `fail(code)`, that error (e.g. 'cart/invalid-sku') without an order.
 */
export class FakeGiftFulfilment implements GiftFulfilment {
  readonly requests: GiftOrderRequest[] = [];
  private failing: ErrorCode | undefined;

  /** Makes every following request fail with `code` ('The gift order could not be placed.'). */
  fail(code: ErrorCode | undefined): void {
    this.failing = code;
  }

  async placeGiftOrder(request: GiftOrderRequest): Promise<Result<{ readonly orderNumber: string }>> {
    if (this.failing) return err(domainError(this.failing, 'The gift order could not be placed.'));
    this.requests.push(request);
    return ok({ orderNumber: String(200_000 + this.requests.length) });
  }
}
