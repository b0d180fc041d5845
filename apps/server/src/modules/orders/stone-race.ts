import { AppError } from '../../platform/errors';

/**
 * A launch on one instance: orders for the same single stones go one at a time. The first runs
 * its transaction; those that come while it runs wait for it — holding no connection, sending no
 * statement — and when it took one of their stones they are answered ITEM_SOLD at once, instead
 * of queueing for the pool and then for the stone's row lock only to read that it is gone. When
 * it took none of them (its order was refused), the next goes ahead.
 *
 * The database stays the judge: stones this instance does not know of, and other instances'
 * orders, meet in the transaction's conditional update as before.
 */
export function stoneRace() {
  /** The order running for each stone, settling with the stones it took. */
  const running = new Map<number, Promise<ReadonlySet<number>>>();

  return {
    /**
     * Runs `order` once no order on this instance is running for any of `stones`; refuses it
     * with ITEM_SOLD when one that ran took any of them. `order` answers what it took.
     */
    async run<T>(
      stones: readonly number[],
      order: () => Promise<{ result: T; taken: readonly number[] }>,
    ): Promise<T> {
      for (;;) {
        const ahead = [...new Set(stones.flatMap((id) => running.get(id) ?? []))];
        if (ahead.length === 0) break;
        const taken = await Promise.all(ahead);
        if (stones.some((id) => taken.some((set) => set.has(id)))) throw new AppError('ITEM_SOLD');
      }
      let settle: (taken: ReadonlySet<number>) => void = () => undefined;
      const mine = new Promise<ReadonlySet<number>>((resolve) => (settle = resolve));
      for (const id of stones) running.set(id, mine);
      try {
        const { result, taken } = await order();
        settle(new Set(taken));
        return result;
      } catch (error) {
        settle(new Set());
        throw error;
      } finally {
        for (const id of stones) if (running.get(id) === mine) running.delete(id);
      }
    },
    /** How many stones have an order running (for tests). */
    get size() {
      return running.size;
    },
  };
}
