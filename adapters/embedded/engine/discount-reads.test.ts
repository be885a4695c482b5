import { describe, expect, it } from 'vitest';
import type { Cart, CartAction } from '../../../core/cart';
import type { Database } from '../db/database';
import { DiscountReads, NO_DISCOUNTS } from './discount-reads';

const code = (id: string, text: string, cartDiscountIds: string[]) => ({ id, code: text, cartDiscountIds });

/** A database double with one code (SAVE10 → cd-1) and two cart discounts, recording each statement. */
function discountDb(exclusive: boolean): Database & { statements: { sql: string; params: readonly unknown[] }[] } {
  const statements: { sql: string; params: readonly unknown[] }[] = [];
  const db = {
    exclusive,
    statements,
    async query(sql: string, params: readonly unknown[] = []) {
      statements.push({ sql, params });
      if (sql.includes('FROM discount_codes'))
        return [{ doc: code('dc-1', 'SAVE10', ['cd-1']), application_count: 3 }] as never[];
      return [{ doc: { id: 'cd-1' } }, ...(sql.includes('ANY') ? [] : [{ doc: { id: 'cd-2' } }])] as never[];
    },
  };
  return db as unknown as Database & { statements: typeof statements };
}

const cartWith = (codes: string[]) => ({ discountCodes: codes.map((id) => ({ id })) }) as unknown as Cart;
const add = (text: string) => ({ action: 'addDiscountCode', code: text }) as CartAction;
const quantity = { action: 'changeLineItemQuantity', lineItemId: 'l1', quantity: 2 } as CartAction;

describe('DiscountReads', () => {
  it('reads nothing for a cart without codes and actions without addDiscountCode', async () => {
    for (const exclusive of [true, false]) {
      const db = discountDb(exclusive);
      expect(await new DiscountReads(db).for(cartWith([]), [quantity])).toBe(NO_DISCOUNTS);
      expect(db.statements).toEqual([]);
    }
  });

  it('on PostgreSQL reads only the codes held or named, and the cart discounts they reach', async () => {
    const db = discountDb(false);
    const reads = new DiscountReads(db);
    const d = await reads.for(cartWith(['dc-9']), [add(' save10 ')]);
    expect(db.statements.map((s) => s.params)).toEqual([[['dc-9'], ['SAVE10']], [['cd-1']]]);
    expect([...d.codesByCode.keys()]).toEqual(['SAVE10']);
    expect([...d.cartDiscounts.keys()]).toEqual(['cd-1']);
    await reads.for(cartWith(['dc-1']), []);
    expect(db.statements).toHaveLength(4);
  });

  it('on an exclusive database reads every discount once and keeps them until forget', async () => {
    const db = discountDb(true);
    const reads = new DiscountReads(db);
    const d = await reads.for(cartWith(['dc-1']), []);
    expect([...d.cartDiscounts.keys()]).toEqual(['cd-1', 'cd-2']);
    expect(d.codesById.get('dc-1')).toMatchObject({ code: 'SAVE10' });
    await reads.for(cartWith([]), [add('SAVE10')]);
    expect(db.statements).toHaveLength(2);
    reads.forget();
    await reads.for(cartWith(['dc-1']), []);
    expect(db.statements).toHaveLength(4);
  });
});
