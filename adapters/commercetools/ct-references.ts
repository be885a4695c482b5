import type { ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import { PortError } from '../../core/shared';
import type { DiscountCodeInfo } from '../../core/cart';
import type { Category } from '../../core/catalogue';
import { run } from './ct-api';
import { ctCategorySchema, ctChannelSchema, ctPageSchema, ctProductDiscountSchema } from './ct-schemas';
import * as from from './from-ct';

/**
 * Resolution of the references in commercetools answers (WIRE.md "Reference expansion"): channels and
 * categories are listed once and cached for the process (a failed load is retried next time); discount codes
 * and product discounts that arrive unexpanded are fetched by id once and cached.
 */
export class CtReferences {
  private channels?: Promise<Map<string, string>>;
  private categoryList?: Promise<{ ctIds: Map<string, string>; domain: Category[] }>;
  private readonly codes = new Map<string, DiscountCodeInfo>();
  private readonly productDiscountNames = new Map<string, string>();

  constructor(private readonly api: ByProjectKeyRequestBuilder) {}

  /** The lookup for decoding `body`: cached channels and categories, and its unexpanded discount references fetched. */
  async lookup(body: unknown): Promise<from.CtLookup> {
    const [channels, cats] = await Promise.all([this.channelKeys(), this.categories()]);
    await this.resolveMissing(body);
    return {
      channelKey: (id) => channels.get(id),
      categoryKey: (id) => cats.ctIds.get(id),
      discountCode: (id) => this.codes.get(id),
      productDiscountName: (id) => this.productDiscountNames.get(id),
    };
  }

  private channelKeys(): Promise<Map<string, string>> {
    this.channels ??= run(this.api.channels().get({ queryArgs: { limit: 500 } })).then((a) => {
      const page = ctPageSchema(ctChannelSchema).safeParse(a.body);
      if (a.status !== 200 || !page.success)
        throw new PortError('commerce', `GET /channels answered HTTP ${a.status}`, a.status);
      return new Map(page.data.results.map((c) => [c.id, c.key]));
    });
    this.channels.catch(() => {
      this.channels = undefined;
    });
    return this.channels;
  }

  /** Every category (cached), with commercetools id → key. */
  categories(): Promise<{ ctIds: Map<string, string>; domain: Category[] }> {
    this.categoryList ??= run(this.api.categories().get({ queryArgs: { limit: 500, sort: 'orderHint asc' } })).then(
      (a) => {
        const page = ctPageSchema(ctCategorySchema).safeParse(a.body);
        if (a.status !== 200 || !page.success)
          throw new PortError('commerce', `GET /categories answered HTTP ${a.status}`, a.status);
        const domain = from.categories(page.data.results).sort((x, y) => x.orderHint - y.orderHint);
        return { ctIds: new Map(domain.map((c) => [c.id, c.key])), domain };
      },
    );
    this.categoryList.catch(() => {
      this.categoryList = undefined;
    });
    return this.categoryList;
  }

  /** Fetches the discount codes and product discounts `body` references without expanding them. */
  private async resolveMissing(body: unknown): Promise<void> {
    const codeIds = new Set<string>();
    const discountIds = new Set<string>();
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) return v.forEach(walk);
      if (!v || typeof v !== 'object') return;
      const r = v as { typeId?: unknown; id?: unknown; obj?: unknown };
      if (typeof r.id === 'string' && r.obj === undefined) {
        if (r.typeId === 'discount-code' && !this.codes.has(r.id)) codeIds.add(r.id);
        if (r.typeId === 'product-discount' && !this.productDiscountNames.has(r.id)) discountIds.add(r.id);
      }
      Object.values(v).forEach(walk);
    };
    walk(body);
    await Promise.all([
      ...[...codeIds].map(async (ID) => {
        const info = from.discountCodeInfo((await run(this.api.discountCodes().withId({ ID }).get())).body);
        if (info) this.codes.set(ID, info);
      }),
      ...[...discountIds].map(async (ID) => {
        const pd = ctProductDiscountSchema.safeParse(
          (await run(this.api.productDiscounts().withId({ ID }).get())).body,
        );
        if (pd.success) this.productDiscountNames.set(ID, from.text(pd.data.name));
      }),
    ]);
  }
}
