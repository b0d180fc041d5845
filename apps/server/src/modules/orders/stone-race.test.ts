import { describe, expect, test } from 'vitest';
import { stoneRace } from './stone-race';

/** A promise and the function that settles it. */
function later<T>() {
  let settle: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'placed',
    (error: { code?: string }) => error.code ?? 'thrown',
  );

describe('orders racing for single stones on one instance', () => {
  test('of four orders for one stone, the first runs and the three waiting are told ITEM_SOLD without running', async () => {
    const race = stoneRace();
    const first = later<undefined>();
    const ran: number[] = [];
    const order = (buyer: number, wait?: Promise<undefined>) =>
      race.run([7], async () => {
        ran.push(buyer);
        await wait;
        return { result: buyer, taken: [7] };
      });
    const answers = [order(1, first.promise), order(2), order(3), order(4)].map(codeOf);
    await Promise.resolve();
    expect(ran).toEqual([1]);
    first.settle(undefined);
    expect(await Promise.all(answers)).toEqual(['placed', 'ITEM_SOLD', 'ITEM_SOLD', 'ITEM_SOLD']);
    expect(ran).toEqual([1]);
    expect(race.size).toBe(0);
  });

  test('an order refused takes nothing: the next waiting runs, and only its own waiters lose', async () => {
    const race = stoneRace();
    const ran: string[] = [];
    const refused = race.run([7], async () => {
      ran.push('refused');
      throw Object.assign(new Error('no address'), { code: 'NO_ADDRESS' });
    });
    const second = race.run([7], async () => {
      ran.push('second');
      return { result: 'second', taken: [7] };
    });
    const third = race.run([7], async () => {
      ran.push('third');
      return { result: 'third', taken: [7] };
    });
    expect(await Promise.all([refused, second, third].map(codeOf))).toEqual(['NO_ADDRESS', 'placed', 'ITEM_SOLD']); // prettier-ignore
    expect(ran).toEqual(['refused', 'second']);
  });

  test('a stone made to order (not taken) does not refuse the next order for it', async () => {
    const race = stoneRace();
    const made = race.run([9], async () => ({ result: 1, taken: [] }));
    const next = race.run([9], async () => ({ result: 2, taken: [] }));
    expect(await Promise.all([made, next])).toEqual([1, 2]);
  });

  test('orders for other stones do not wait; one sharing a stone with a running order does', async () => {
    const race = stoneRace();
    const first = later<undefined>();
    const ran: string[] = [];
    const running = race.run([1, 2], async () => {
      ran.push('1+2');
      await first.promise;
      return { result: '1+2', taken: [1, 2] };
    });
    const other = race.run([3], async () => {
      ran.push('3');
      return { result: '3', taken: [3] };
    });
    const sharing = race.run([2, 4], async () => {
      ran.push('2+4');
      return { result: '2+4', taken: [2, 4] };
    });
    expect(await other).toBe('3');
    expect(ran).toEqual(['1+2', '3']);
    first.settle(undefined);
    expect(await Promise.all([running, sharing].map(codeOf))).toEqual(['placed', 'ITEM_SOLD']);
    expect(ran).toEqual(['1+2', '3']);
  });
});
