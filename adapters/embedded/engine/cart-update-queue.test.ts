import { describe, expect, it } from 'vitest';
import { CartUpdateQueue } from './cart-update-queue';

const tick = () => new Promise((r) => setImmediate(r));

describe('CartUpdateQueue', () => {
  it('runs the updates of one cart one after another, in the order queued', async () => {
    const queue = new CartUpdateQueue();
    const order: string[] = [];
    let release!: () => void;
    const first = queue.run('c1', async () => {
      order.push('first starts');
      await new Promise<void>((r) => (release = r));
      order.push('first ends');
      return 1;
    });
    const second = queue.run('c1', async () => {
      order.push('second');
      return 2;
    });
    await tick();
    expect(order).toEqual(['first starts']);
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(order).toEqual(['first starts', 'first ends', 'second']);
    await tick();
    expect(queue.size).toBe(0);
  });

  it('does not hold the updates of another cart, and a failed update does not stop the next', async () => {
    const queue = new CartUpdateQueue();
    let release!: () => void;
    const slow = queue.run('c1', () => new Promise<void>((r) => (release = r)));
    const other = await queue.run('c2', async () => 'c2 done');
    expect(other).toBe('c2 done');
    const failing = queue.run('c1', async () => {
      throw new Error('refused');
    });
    const after = queue.run('c1', async () => 'after');
    release();
    await slow;
    await expect(failing).rejects.toThrow('refused');
    expect(await after).toBe('after');
  });
});
