import { createOrderUploadClient, uploadAnswerOf } from './order-upload-client';

describe('the order upload client (POST /api/order-upload, GET /api/order-upload/access)', () => {
  it('reads the counts, the row errors and the server’s message; anything else is a failure', () => {
    expect(uploadAnswerOf(true, { data: { cartId: 'c', rows: 25, shipments: 12, lines: 3 } })).toEqual({
      kind: 'uploaded',
      rows: 25,
      shipments: 12,
      lines: 3,
    });
    const rows = [{ row: 5, column: 'ZIP', message: 'Please enter a valid ZIP code' }];
    const refused = { errors: [{ message: 'The file has 1 error; nothing was created.', key: 'x' }], data: { rows } };
    expect(uploadAnswerOf(false, refused)).toEqual({ kind: 'refused', message: refused.errors[0]!.message, rows });
    expect(
      uploadAnswerOf(false, { errors: [{ message: 'The file is larger than 10 MB.' }], data: { rows: [] } }),
    ).toEqual({ kind: 'refused', message: 'The file is larger than 10 MB.', rows: [] });
    expect(uploadAnswerOf(false, '<html>')).toEqual({ kind: 'failed' });
    expect(uploadAnswerOf(true, { data: {} })).toEqual({ kind: 'failed' });
  });

  it('posts the bytes with the file name and the CSRF header', async () => {
    const fetcher = vi.fn(() => Promise.resolve(Response.json({ data: { rows: 1, shipments: 1, lines: 1 } })));
    const client = createOrderUploadClient(fetcher as unknown as typeof fetch);
    const file = new Blob(['SKU']);
    expect(await client.upload(file, 'my orders.csv')).toEqual({ kind: 'uploaded', rows: 1, shipments: 1, lines: 1 });
    expect(fetcher).toHaveBeenCalledWith('/api/order-upload?fileName=my%20orders.csv', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-nutshell-csrf': '1' },
      body: file,
      credentials: 'same-origin',
    });
  });

  it('reads the access, undefined on a network failure', async () => {
    const ok = createOrderUploadClient((() =>
      Promise.resolve(Response.json({ data: { access: 'not-allowed' } }))) as typeof fetch);
    expect(await ok.access()).toBe('not-allowed');
    const down = createOrderUploadClient((() => Promise.reject(new TypeError('offline'))) as typeof fetch);
    expect(await down.access()).toBeUndefined();
    expect(await down.upload(new Blob([]), 'a.csv')).toEqual({ kind: 'failed' });
  });
});
