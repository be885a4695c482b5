import { describe, expect, it } from 'vitest';
import { testVariant } from '../../catalogue/model/test-product';
import {
  checkOrderUploadRow,
  isFormulaCell,
  isFormulaCellIn,
  ORDER_UPLOAD_COLUMNS,
  ORDER_UPLOAD_TEMPLATE_ROWS,
  readOrderUploadHeader,
  type OrderUploadHeader,
  type OrderUploadRow,
} from './order-upload';
import { checkOrderUploadSkus, orderUploadCartActions } from './order-upload-cart';

const header = (() => {
  const h = readOrderUploadHeader(ORDER_UPLOAD_COLUMNS);
  if (!h.ok) throw new Error('template header refused');
  return h.header;
})();
const good = ORDER_UPLOAD_TEMPLATE_ROWS[1] ?? [];
const withCell = (column: string, value: string) =>
  good.map((c, i) => (ORDER_UPLOAD_COLUMNS[i] === column ? value : c));
const check = (cells: readonly string[], h: OrderUploadHeader = header) => checkOrderUploadRow(h, cells, 7);

describe('order upload header (core-cart-checkout §2 /order-upload)', () => {
  it('matches column names ignoring case and spacing, in any order', () => {
    const h = readOrderUploadHeader(['quantity', ' sku ', 'RECIPIENT   NAME', 'street 1', 'city', 'state', 'zip', '']);
    expect(h).toEqual({
      ok: true,
      header: { Quantity: 0, SKU: 1, 'Recipient Name': 2, 'Street 1': 3, City: 4, State: 5, ZIP: 6 },
    });
  });

  it('refuses unknown, duplicate and missing columns, all on row 1', () => {
    const h = readOrderUploadHeader(['SKU', 'Qty', 'sku', 'Recipient Name', 'Street 1', 'City', 'State']);
    expect(h).toEqual({
      ok: false,
      errors: [
        { row: 1, column: 'Qty', message: 'Unknown column: Qty' },
        { row: 1, column: 'SKU', message: 'Duplicate column: SKU' },
        { row: 1, column: 'Quantity', message: 'Missing column: Quantity' },
        { row: 1, column: 'ZIP', message: 'Missing column: ZIP' },
      ],
    });
  });
});

describe('order upload rows (core-cart-checkout §5 with checkout’s messages)', () => {
  it('accepts the template row, normalising the address', () => {
    const r = check(good);
    expect(r).toEqual({
      ok: true,
      row: {
        row: 7,
        sku: '1001-01',
        quantity: 2,
        giftMessage: 'Happy holidays!',
        address: expect.objectContaining({ name: 'Jane Doe', state: 'NJ', postalCode: '08540', country: 'US' }),
      },
    });
  });

  it.each(['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'refuses a formula cell %j',
    (cell) => {
      expect(isFormulaCell(cell)).toBe(true);
      expect(check(withCell('Company', cell))).toEqual({
        ok: false,
        errors: [{ row: 7, column: 'Company', message: 'Formulas are not allowed in a cell.' }],
      });
    },
  );

  it.each(['+1 555 123 4567', '+1 (555) 123-4567', '+44 20 7946 0958'])('takes %j in Phone as a phone', (phone) => {
    expect(isFormulaCellIn('Phone', phone)).toBe(false);
    expect(check(withCell('Phone', phone))).toEqual({
      ok: true,
      row: expect.objectContaining({ address: expect.objectContaining({ phone }) }),
    });
  });

  it('keeps checkout’s phone rule for a phone-shaped cell: dots are no phone characters', () => {
    expect(isFormulaCellIn('Phone', '+1.555.123.4567')).toBe(false);
    expect(check(withCell('Phone', '+1.555.123.4567'))).toEqual({
      ok: false,
      errors: [{ row: 7, column: 'Phone', message: 'Please enter a valid phone number' }],
    });
  });

  it.each(['+HYPERLINK("http://evil.example")', '-2+3', '+1+1', '-555 123 4567', '=1', '@A1', '\t+1', '+', '+ ()'])(
    'still refuses %j in Phone as a formula',
    (cell) => {
      expect(isFormulaCellIn('Phone', cell)).toBe(true);
      expect(check(withCell('Phone', cell))).toEqual({
        ok: false,
        errors: [{ row: 7, column: 'Phone', message: 'Formulas are not allowed in a cell.' }],
      });
    },
  );

  it('refuses a phone-shaped cell outside the Phone column', () => {
    expect(isFormulaCellIn('Company', '+1 555 123 4567')).toBe(true);
    expect(check(withCell('Company', '+1 555 123 4567'))).toEqual({
      ok: false,
      errors: [{ row: 7, column: 'Company', message: 'Formulas are not allowed in a cell.' }],
    });
  });

  it('gives every error of a row under its column, with the exact messages', () => {
    const cells = good.map((c, i) => {
      const column = ORDER_UPLOAD_COLUMNS[i];
      if (column === 'Quantity') return '5000';
      if (column === 'State') return 'ZZ';
      if (column === 'ZIP') return '1234';
      if (column === 'Recipient Name') return ' ';
      if (column === 'Email') return 'not-an-email';
      return c;
    });
    expect(check(cells)).toEqual({
      ok: false,
      errors: [
        { row: 7, column: 'Quantity', message: 'Quantity cannot exceed 4999' },
        { row: 7, column: 'Recipient Name', message: 'Please enter your full name' },
        { row: 7, column: 'Email', message: 'Please enter a valid email address' },
        { row: 7, column: 'State', message: 'Please enter a valid state' },
        { row: 7, column: 'ZIP', message: 'Please enter a valid ZIP code' },
      ],
    });
  });

  it.each([
    ['0', 'Quantity must be higher than 0'],
    ['2.5', 'Quantity must be a number'],
    ['', 'Quantity must be a number'],
  ])('quantity %j: %s', (quantity, message) => {
    expect(check(withCell('Quantity', quantity))).toEqual({
      ok: false,
      errors: [{ row: 7, column: 'Quantity', message }],
    });
  });

  it('requires the SKU and the street', () => {
    const cells = withCell('SKU', '').map((c, i) => (ORDER_UPLOAD_COLUMNS[i] === 'Street 1' ? '' : c));
    expect(check(cells)).toEqual({
      ok: false,
      errors: [
        { row: 7, column: 'SKU', message: 'Please enter a value' },
        { row: 7, column: 'Street 1', message: 'Please enter a value' },
      ],
    });
  });
});

const row = (n: number, sku: string, quantity: number, street1: string, giftMessage?: string): OrderUploadRow => ({
  row: n,
  sku,
  quantity,
  address: { name: 'Jane Doe', street1, city: 'Princeton', state: 'NJ', postalCode: '08540', country: 'US' },
  ...(giftMessage ? { giftMessage } : {}),
});

describe('order upload SKUs', () => {
  it('names unknown, inactive and out-of-stock SKUs and a SKU over 4999 pieces in the file', () => {
    const variants = new Map([
      ['A', testVariant('A')],
      ['OFF', testVariant('OFF', { active: false })],
      ['GONE', testVariant('GONE', { availability: { isOnStock: false, availableQuantity: 0 } })],
      ['X', undefined],
    ]);
    const rows = [row(2, 'X', 1, '1 A St'), row(3, 'OFF', 1, '1 A St'), row(4, 'GONE', 1, '1 A St')];
    rows.push(row(5, 'A', 4000, '1 A St'), row(6, 'A', 999, '2 B St'), row(7, 'A', 1, '3 C St'), row(8, 'A', 5, 'x'));
    expect(checkOrderUploadSkus(rows, variants)).toEqual([
      { row: 2, column: 'SKU', message: 'Unknown SKU: X' },
      { row: 3, column: 'SKU', message: 'SKU OFF is not available.' },
      { row: 4, column: 'SKU', message: 'SKU GONE is out of stock.' },
      { row: 7, column: 'Quantity', message: 'Quantity cannot exceed 4999' },
    ]);
  });
});

describe('order upload cart actions (core-cart-checkout §4 Multiple mode)', () => {
  it('makes one shipment per distinct normalized address and splits a SKU over shipments', () => {
    const rows = [
      row(2, 'A', 2, '1 A St'),
      row(3, 'B', 1, '2 B St'),
      row(4, 'A', 3, ' 1  a st '),
      row(5, 'A', 4, '2 B St'),
    ];
    rows.push(row(6, 'A', 1, '2 B St', 'Enjoy'));
    const actions = orderUploadCartActions(rows);
    expect(actions.filter((a) => a.action === 'addItemShippingAddress').map((a) => a.address.key)).toEqual([
      'shipment-1',
      'shipment-2',
    ]);
    expect(actions.filter((a) => a.action === 'addLineItem')).toEqual([
      {
        action: 'addLineItem',
        sku: 'A',
        quantity: 9,
        shippingDetails: {
          targets: [
            { addressKey: 'shipment-1', quantity: 5 },
            { addressKey: 'shipment-2', quantity: 4 },
          ],
        },
      },
      {
        action: 'addLineItem',
        sku: 'B',
        quantity: 1,
        shippingDetails: { targets: [{ addressKey: 'shipment-2', quantity: 1 }] },
      },
      {
        action: 'addLineItem',
        sku: 'A',
        quantity: 1,
        custom: { markedAsGift: true, greetingCardMessage: 'Enjoy' },
        shippingDetails: { targets: [{ addressKey: 'shipment-2', quantity: 1 }] },
      },
    ]);
    expect(actions.at(-1)).toEqual({ action: 'setCustomField', name: 'createdFromOrderUpload', value: true });
  });
});
