import { domainError, err, type Result } from '../../../shared/result';
import type { CartDiscountInfo, DiscountCodeInfo } from '../../../cart/model/discounts-info';
import type { CustomObject } from '../../../../ports/commerce';

/**
 * The part of a fake CommercePort that stores nothing besides carts, orders and products: no custom objects
 * (writes fail with 'custom-object/read-only'), no cart discounts, no discount codes. Test fakes extend it.
 */
export abstract class NoStoredExtras {
  /** Always empty. */
  async getCustomObjectsByIds(): Promise<readonly CustomObject[]> {
    return [];
  }
  /** Always empty. */
  async listCartDiscounts(): Promise<readonly CartDiscountInfo[]> {
    return [];
  }
  /** Always undefined. */
  async getCustomObject(): Promise<CustomObject | undefined> {
    return undefined;
  }
  /** Always fails with 'custom-object/read-only'. */
  async setCustomObject(): Promise<Result<CustomObject>> {
    return err(domainError('custom-object/read-only', 'The fake commerce port stores no custom objects'));
  }
  /** Always undefined. */
  async getDiscountCodeById(): Promise<DiscountCodeInfo | undefined> {
    return undefined;
  }
  /** Always undefined. */
  async getDiscountCodeByCode(): Promise<DiscountCodeInfo | undefined> {
    return undefined;
  }
}
