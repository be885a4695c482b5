/**
 * Updates of one cart, one after another, in this process. Two updates of a cart sent from the same version cannot
 * both succeed (the conditional write lets one win, core-cart-checkout: version conflicts answer 409): run at once,
 * both would apply their actions and reprice, and the loser would fail only at its write, a statement later, and
 * drop the kept cart. Queued, the second starts when the first has committed and finds at once, in the kept cart,
 * that its version is stale: the same 409 with the winner's version, at no cost to the database. Updates of
 * different carts do not wait for each other (their writes still share statements, CartWrites). Correctness never
 * depends on the queue: every write stays conditional on the stored version (other processes, other paths).
 */
export class CartUpdateQueue {
  /** Per cart, the last queued update (settled, never rejecting); removed when it is the last and has settled. */
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `update` of cart `cartId` after every update of that cart queued before it; settles as `update` does. */
  run<T>(cartId: string, update: () => Promise<T>): Promise<T> {
    const before = this.tails.get(cartId);
    const result = before ? before.then(update) : update();
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(cartId, tail);
    void tail.then(() => {
      if (this.tails.get(cartId) === tail) this.tails.delete(cartId);
    });
    return result;
  }

  /** Carts with an update queued or running now. */
  get size(): number {
    return this.tails.size;
  }
}
