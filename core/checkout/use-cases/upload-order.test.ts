import { describe, expect, it } from 'vitest';
import { testProduct, testVariant } from '../../catalogue/model/test-product';
import { ok } from '../../shared';
import type { OrderFileReader } from '../../../ports/order-file-reader';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { ORDER_UPLOAD_COLUMNS } from '../model/order-upload';
import { UploadOrder, type UploadProgress } from './upload-order';

const products = [
  testProduct('almonds', { variants: [testVariant('ALM-1LB'), testVariant('ALM-3LB')] }),
  testProduct('mango', { variants: [testVariant('MANGO-1LB', { active: false })] }),
];
/** A reader that answers the rows it was given: the use case's rules, not the file format, are under test here. */
const rowsReader = (rows: readonly (readonly string[])[]): OrderFileReader => ({ read: async () => ok(rows) });
const file = { bytes: new Uint8Array([1]), fileName: 'orders.csv' };
const line = (sku: string, quantity: string, street: string, gift = '') => [
  sku,
  quantity,
  'Jane Doe',
  '',
  street,
  '',
  'Princeton',
  'new jersey',
  '08540',
  'US',
  '',
  '',
  gift,
];

function setup(rows: readonly (readonly string[])[]) {
  const commerce = new InMemoryCommerce({ products });
  return { commerce, upload: new UploadOrder({ reader: rowsReader(rows), commerce }) };
}

describe('UploadOrder (core-cart-checkout §2 /order-upload, §4 Multiple mode)', () => {
  it('turns a valid file into the customer’s new active Multiple-mode cart marked for payment entry', async () => {
    const { commerce, upload } = setup([
      ORDER_UPLOAD_COLUMNS,
      line('ALM-1LB', '2', '1 A St'),
      line('ALM-3LB', '1', '2 B St'),
      ['', '', ''],
      line('ALM-1LB', '3', '2 B St', 'Cheers'),
      line('ALM-1LB', '4', '1 a  st'),
    ]);
    const progress: UploadProgress[] = [];
    const r = await upload.execute({ customerId: 'cust-1', customerEmail: 'jane@example.com', file }, (p) =>
      progress.push(p),
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value).toMatchObject({ rows: 4, shipments: 2, lines: 3 });
    const cart = r.value.cart;
    expect(cart.shippingMode).toBe('Multiple');
    expect(cart.custom.createdFromOrderUpload).toBe(true);
    expect(cart.customerId).toBe('cust-1');
    expect(cart.itemShippingAddresses.map((a) => [a.key, a.street1, a.state])).toEqual([
      ['shipment-1', '1 A St', 'NJ'],
      ['shipment-2', '2 B St', 'NJ'],
    ]);
    const plain = cart.lineItems.find((l) => l.variant.sku === 'ALM-1LB' && !l.custom.greetingCardMessage);
    expect(plain?.quantity).toBe(6);
    expect(plain?.shippingDetails?.targets).toEqual([{ addressKey: 'shipment-1', quantity: 6 }]);
    expect((await commerce.getActiveCartOf('cust-1'))?.id).toBe(cart.id);
    expect(commerce.createdCarts).toHaveLength(1);
    expect(progress.at(-1)).toEqual({ phase: 'cart', done: 1, total: 1 });
  });

  it('collects every error of every row, by spreadsheet row and column, and creates nothing', async () => {
    const { commerce, upload } = setup([
      ORDER_UPLOAD_COLUMNS,
      line('ALM-1LB', '2', '1 A St'),
      line('NOPE-1', '1', '1 A St'),
      line('ALM-1LB', '5000', '1 A St'),
      line('MANGO-1LB', '1', '=HYPERLINK("http://evil.example","x")'),
      line('MANGO-1LB', '1', '1 A St'),
    ]);
    const r = await upload.execute({ customerId: 'cust-1', file });
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'validation/invalid',
        message: 'The file has 4 errors; nothing was created.',
        details: {
          problem: 'invalid-rows',
          errors: [
            { row: 3, column: 'SKU', message: 'Unknown SKU: NOPE-1' },
            { row: 4, column: 'Quantity', message: 'Quantity cannot exceed 4999' },
            { row: 5, column: 'Street 1', message: 'Formulas are not allowed in a cell.' },
            { row: 6, column: 'SKU', message: 'SKU MANGO-1LB is not available.' },
          ],
        },
      },
    });
    expect(commerce.createdCarts).toHaveLength(0);
  });

  it('refuses a header-only file and a bad header', async () => {
    expect(await setup([ORDER_UPLOAD_COLUMNS]).upload.execute({ customerId: 'c', file })).toMatchObject({
      ok: false,
      error: { message: 'The file has no order rows.' },
    });
    const r = await setup([['SKU'], ['ALM-1LB']]).upload.execute({ customerId: 'c', file });
    expect(r.ok ? [] : r.error.details?.errors).toContainEqual({
      row: 1,
      column: 'Quantity',
      message: 'Missing column: Quantity',
    });
  });
});
