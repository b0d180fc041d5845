import { describe, expect, test } from 'vitest';
import { claimedGoods, receivedAt, returnOpenUntil } from './return-terms';

const day = 86_400_000;
const received = '2026-11-01T10:00:00.000Z';
const history = [
  { To: 'Shipped' as const, At: '2026-10-30T10:00:00.000Z' },
  { To: 'Received' as const, At: received },
];

describe('return terms', () => {
  test('receipt is the last time the history recorded the order received', () => {
    expect(receivedAt(history)).toBe(received);
    expect(receivedAt([{ To: 'Shipped', At: received }])).toBeNull();
  });

  test('returns are open for 30 days after receipt, for a received or completed order', () => {
    const at = Date.parse(received);
    const until = new Date(at + 30 * day).toISOString();
    expect(returnOpenUntil({ Status: 'Received', History: history }, at + day)).toBe(until);
    expect(returnOpenUntil({ Status: 'Completed', History: history }, at + 30 * day)).toBe(until);
    expect(returnOpenUntil({ Status: 'Completed', History: history }, at + 30 * day + 1)).toBeNull(); // prettier-ignore
    expect(returnOpenUntil({ Status: 'Shipped', History: history }, at + day)).toBeNull();
  });

  test('a stone is claimed by any return of it but a declined one', () => {
    const line = (GoodsId: number) => ({ GoodsId, StockNo: `S${GoodsId}`, Quantity: 1, Amount: 1 });
    const claimed = claimedGoods([
      { Status: 'requested', Lines: [line(1)] },
      { Status: 'declined', Lines: [line(2)] },
      { Status: 'refunded', Lines: [line(3)] },
    ]);
    expect([...claimed].sort()).toEqual([1, 3]);
  });
});
