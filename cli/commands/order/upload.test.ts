import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ORDER_UPLOAD_COLUMNS, UploadOrder } from '../../../core/checkout';
import { domainError, err, ok } from '../../../core/shared';
import type { OrderUploadDesk } from '../../../ports/order-upload-desk';
import { InMemoryCommerce } from '../../../test/support/in-memory-commerce/in-memory-commerce';
import { SMALL_CATALOGUE } from '../../../test/support/in-memory-commerce/fixtures';
import { runCli } from '../../testing/run-cli';

const dir = mkdtempSync(join(tmpdir(), 'nutshell-upload-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A desk over UploadOrder whose reader splits plain comma-separated lines (the real reader is tested on its own). */
function desk(commerce: InMemoryCommerce): OrderUploadDesk {
  const reader = {
    read: async (f: { bytes: Uint8Array }) =>
      ok(
        new TextDecoder()
          .decode(f.bytes)
          .split('\n')
          .map((line) => line.split(',')),
      ),
  };
  const upload = new UploadOrder({ reader, commerce });
  return {
    upload: async (who, file, onProgress) => {
      if (!('customerEmail' in who) || who.customerEmail !== 'buyer@acme.example') {
        return err(domainError('resource/not-found', 'No customer with that e-mail.'));
      }
      const r = await upload.execute({ customerId: 'cust-acme', customerEmail: who.customerEmail, file }, onProgress);
      return r.ok ? ok({ cartId: r.value.cart.id, customerId: 'cust-acme', ...counts(r.value) }) : r;
    },
    template: async () => new Uint8Array(),
  };
}

const counts = (u: { rows: number; shipments: number; lines: number }) => ({
  rows: u.rows,
  shipments: u.shipments,
  lines: u.lines,
});

function file(name: string, rows: readonly string[][]): string {
  const path = join(dir, name);
  writeFileSync(path, [ORDER_UPLOAD_COLUMNS, ...rows].map((r) => r.join(',')).join('\n'));
  return path;
}
const row = (sku: string, quantity: string, street: string) => [
  sku,
  quantity,
  'Jane Doe',
  '',
  street,
  '',
  'Princeton',
  'NJ',
  '08540',
  'US',
  '',
  '',
  '',
];

describe('nutshell order upload', () => {
  it('turns a valid file into the customer’s multi-shipment cart, with a bar only on a terminal', async () => {
    const commerce = new InMemoryCommerce(SMALL_CATALOGUE);
    const path = file('good.csv', [row('ALM-1LB', '2', '1 A St'), row('MANGO-1LB', '1', '2 B St')]);
    const progress: number[] = [];
    const run = await runCli(['order', 'upload', path, '--customer', 'buyer@acme.example', '--json'], {
      orderUpload: desk(commerce),
      progress,
    });
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ customerId: 'cust-acme', rows: 2, shipments: 2, lines: 2 });
    expect(progress).toEqual([]);
    const human = await runCli(['order', 'upload', path, '--customer', 'buyer@acme.example'], {
      orderUpload: desk(commerce),
      progress,
    });
    expect(human.stdout).toMatch(/Shipments\s*│\s*2/);
    expect(progress.at(-1)).toBe(2);
  });

  it('prints every row error with --json, exits 2 and creates nothing', async () => {
    const commerce = new InMemoryCommerce(SMALL_CATALOGUE);
    const path = file('bad.csv', [row('NOPE', '1', '1 A St'), row('ALM-1LB', '5000', '1 A St')]);
    const run = await runCli(['order', 'upload', path, '--customer', 'buyer@acme.example', '--json'], {
      orderUpload: desk(commerce),
    });
    expect(run.exitCode).toBe(2);
    expect(JSON.parse(run.stdout)).toEqual({
      error: {
        code: 'validation/invalid',
        message: 'The file has 2 errors; nothing was created.',
        rows: [
          { row: 2, column: 'SKU', message: 'Unknown SKU: NOPE' },
          { row: 3, column: 'Quantity', message: 'Quantity cannot exceed 4999' },
        ],
      },
    });
    expect(run.stderr).toBe('nutshell: The file has 2 errors; nothing was created.\n');
    expect(commerce.createdCarts).toHaveLength(0);
    const human = await runCli(['order', 'upload', path, '--customer', 'buyer@acme.example'], {
      orderUpload: desk(commerce),
    });
    expect(human.exitCode).toBe(2);
    expect(human.stdout).toContain('Unknown SKU: NOPE');
  });

  it('exits 3 for an unknown customer, 2 for a file over 10 MB, 10 without the in-process desk', async () => {
    const commerce = new InMemoryCommerce(SMALL_CATALOGUE);
    const path = file('ok.csv', [row('ALM-1LB', '1', '1 A St')]);
    const unknown = await runCli(['order', 'upload', path, '--customer', 'who@example.com'], {
      orderUpload: desk(commerce),
    });
    expect(unknown.exitCode).toBe(3);
    const big = join(dir, 'big.csv');
    writeFileSync(big, Buffer.alloc(10 * 1024 * 1024 + 1, 0x41));
    const tooLarge = await runCli(['order', 'upload', big, '--customer', 'buyer@acme.example'], {
      orderUpload: desk(commerce),
    });
    expect([tooLarge.exitCode, tooLarge.stderr]).toEqual([2, 'nutshell: The file is larger than 10 MB.\n']);
    const remote = await runCli(['order', 'upload', path, '--customer', 'buyer@acme.example']);
    expect(remote.exitCode).toBe(10);
  });
});
