import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { usd } from '../../shared';
import {
  formatGiftCertificateCode,
  maskGiftCertificateCode,
  normalizeGiftCertificateCode,
  planPayments,
  type StoredValueFunds,
} from './stored-value';

const credit = (cents: number, id = 'cust-1'): StoredValueFunds => ({
  kind: 'store_credit',
  accountId: id,
  balance: usd(cents),
  nonce: `sv_${id}`,
});
const certificate = (cents: number, id = 'gc-1'): StoredValueFunds => ({
  kind: 'gift_certificate',
  accountId: id,
  balance: usd(cents),
  nonce: `sv_${id}`,
});

describe('planPayments (core-cart-checkout §7 place order: stored value first, the card for the rest)', () => {
  it('takes store credit, then the certificate, then leaves the remainder to the card', () => {
    expect(planPayments(usd(5999), [credit(1000), certificate(2500)])).toEqual({
      debits: [
        { kind: 'store_credit', accountId: 'cust-1', nonce: 'sv_cust-1', amount: usd(1000) },
        { kind: 'gift_certificate', accountId: 'gc-1', nonce: 'sv_gc-1', amount: usd(2500) },
      ],
      cardAmount: usd(2499),
    });
  });

  it('needs no card when stored value covers the total, and takes only what the order needs', () => {
    expect(planPayments(usd(3406), [certificate(2500), credit(10_000)])).toEqual({
      debits: [
        { kind: 'gift_certificate', accountId: 'gc-1', nonce: 'sv_gc-1', amount: usd(2500) },
        { kind: 'store_credit', accountId: 'cust-1', nonce: 'sv_cust-1', amount: usd(906) },
      ],
      cardAmount: usd(0),
    });
  });

  it('skips empty balances and funds past a covered total', () => {
    expect(planPayments(usd(1000), [certificate(0), credit(1000), certificate(500, 'gc-2')])).toEqual({
      debits: [{ kind: 'store_credit', accountId: 'cust-1', nonce: 'sv_cust-1', amount: usd(1000) }],
      cardAmount: usd(0),
    });
  });

  it('charges exactly the total over any mix, never more than a balance, never a negative amount', () => {
    const funds = fc
      .array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 50_000 })), { maxLength: 5 })
      .map((xs) => xs.map(([isCredit, cents], i) => (isCredit ? credit(cents, `c${i}`) : certificate(cents, `g${i}`))));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), funds, (total, fs) => {
        const plan = planPayments(usd(total), fs);
        const paid = plan.debits.reduce((sum, d) => sum + d.amount.cents, 0) + plan.cardAmount.cents;
        expect(paid).toBe(total);
        expect(plan.cardAmount.cents).toBeGreaterThanOrEqual(0);
        for (const d of plan.debits) {
          const f = fs.find((x) => x.accountId === d.accountId)!;
          expect(d.amount.cents).toBeGreaterThan(0);
          expect(d.amount.cents).toBeLessThanOrEqual(f.balance.cents);
        }
        const available = fs.reduce((sum, f) => sum + f.balance.cents, 0);
        expect(plan.cardAmount.cents).toBe(Math.max(0, total - available));
      }),
    );
  });
});

describe('gift certificate codes', () => {
  it('groups 16 symbols by four, masks all but the last four, and reads a typed code in any case', () => {
    expect(formatGiftCertificateCode('ABCDEFGHJKLMNPQR')).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(maskGiftCertificateCode('ABCDEFGHJKLMNPQR')).toBe('XXXX-XXXX-XXXX-NPQR');
    expect(normalizeGiftCertificateCode(' abcd-efgh jklm-npqr ')).toBe('ABCDEFGHJKLMNPQR');
  });

  it('refuses codes of another length or with ambiguous symbols (0, O, 1, I)', () => {
    expect(normalizeGiftCertificateCode('ABCD-EFGH-JKLM')).toBeUndefined();
    expect(normalizeGiftCertificateCode('ABCD-EFGH-JKLM-NPQ0')).toBeUndefined();
    expect(normalizeGiftCertificateCode('IBCD-EFGH-JKLM-NPQR')).toBeUndefined();
  });
});
