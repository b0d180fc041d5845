import { fromCents, toCents, type Memo, type MemoLine, type MemoPage } from '@facet/contract';

/** What is left of the buyer's memo limit, in USD, to the cent: never below nothing. */
export const limitLeft = (limit: Pick<MemoPage, 'LimitUsd' | 'UsedUsd'>) =>
  fromCents(Math.max(0, toCents(limit.LimitUsd) - toCents(limit.UsedUsd)));

/** Whether stones worth `valueUsd` fit in what is left of the limit (contract `fitsMemoLimit`). */
export const fitsLimit = (limit: Pick<MemoPage, 'LimitUsd' | 'UsedUsd'>, valueUsd: number) =>
  toCents(limit.UsedUsd) + toCents(valueUsd) <= toCents(limit.LimitUsd);

/** Whether the buyer may buy, or send back, a stone of the memo now (docs: "The moves"). */
export function lineMoves(memo: Pick<Memo, 'Status'>, line: Pick<MemoLine, 'Outcome'>) {
  const out = line.Outcome === 'out';
  return {
    buy: out && (memo.Status === 'approved' || memo.Status === 'shipped'),
    sendBack: out && memo.Status === 'shipped',
  };
}

const DAY_MS = 86_400_000;

/**
 * Where a shipped memo's due date stands at `now`: overdue (the server's word, stones still
 * out), due within the day, or the whole days left, rounded up. Nothing before it ships, nor
 * once no stone is still out (bought, or sent back).
 */
export function dueStanding(
  memo: Pick<Memo, 'Status' | 'DueAt' | 'Overdue'> & { Lines: readonly Pick<MemoLine, 'Outcome'>[] }, // prettier-ignore
  now: number,
): { kind: 'none' } | { kind: 'overdue' } | { kind: 'today' } | { kind: 'days'; days: number } {
  if (memo.Status !== 'shipped' || memo.DueAt === null) return { kind: 'none' };
  if (!memo.Lines.some((line) => line.Outcome === 'out')) return { kind: 'none' };
  const left = Date.parse(memo.DueAt) - now;
  if (memo.Overdue || left <= 0) return { kind: 'overdue' };
  if (left < DAY_MS) return { kind: 'today' };
  return { kind: 'days', days: Math.ceil(left / DAY_MS) };
}
