import { isUnique, type Category } from '../catalogue/vocabulary';

/**
 * Memo (docs/offers-memo-returns.md): a trusted buyer takes single stones to show a client,
 * then buys each or sends it back by a due date, as Nivoda and RapNet ship "on memo". The
 * settings are MEMO_MAX_STONES and MEMO_DAYS; these are their defaults. Reminders go out this
 * many days before the due date.
 */
export const MEMO_DEFAULTS = { maxStones: 5, days: 10 } as const;
export const MEMO_REMINDER_DAYS = [3, 1] as const;
export const MEMO_NOTE_MAX = 500;
export const TRACKING_NO_MAX = 60;

export const MEMO_STATUSES = ['requested', 'approved', 'declined', 'shipped', 'closed'] as const;
export type MemoStatus = (typeof MEMO_STATUSES)[number];
/** Memos whose stones are (or are about to be) with the buyer: they count towards the limit. */
export const OPEN_MEMO_STATUSES = ['requested', 'approved', 'shipped'] as const satisfies MemoStatus[]; // prettier-ignore

export const MEMO_OUTCOMES = ['out', 'bought', 'returned'] as const;
export type MemoOutcome = (typeof MEMO_OUTCOMES)[number];

export const MEMO_STAFF_ACTIONS = ['approve', 'decline', 'ship', 'received'] as const;
export type MemoStaffAction = (typeof MEMO_STAFF_ACTIONS)[number];

/** Where a clerk's move takes a memo from, and to (`received` keeps it shipped until settled). */
export const MEMO_MOVES = {
  approve: { from: ['requested'], to: 'approved' },
  decline: { from: ['requested'], to: 'declined' },
  ship: { from: ['approved'], to: 'shipped' },
  received: { from: ['shipped'], to: 'shipped' },
} as const satisfies Record<MemoStaffAction, { from: readonly MemoStatus[]; to: MemoStatus }>;

export function memoMove(status: MemoStatus, action: MemoStaffAction): MemoStatus | null {
  const move = MEMO_MOVES[action];
  return (move.from as readonly MemoStatus[]).includes(status) ? move.to : null;
}

/** Only single stones go on memo. */
export const isMemoable = (category: Category) => isUnique(category);

/** A memo line as the rules see it: its price, what became of it, whether it came back. */
export type MemoLineState = { priceCents: number; outcome: MemoOutcome; receivedBack: boolean };

/**
 * What a memo's lines still put at the buyer's risk, in cents: the stones still out, and those
 * sent back that have not arrived yet. A declined or closed memo puts nothing.
 */
export function memoExposureCents(status: MemoStatus, lines: readonly MemoLineState[]): number {
  if (!(OPEN_MEMO_STATUSES as readonly MemoStatus[]).includes(status)) return 0;
  return lines
    .filter((l) => l.outcome === 'out' || (l.outcome === 'returned' && !l.receivedBack))
    .reduce((sum, l) => sum + l.priceCents, 0);
}

/** A shipped memo is settled once every stone is bought or back in the house. */
export const isSettled = (lines: readonly MemoLineState[]) =>
  lines.every((l) => l.outcome === 'bought' || (l.outcome === 'returned' && l.receivedBack));

/** Whether a new memo of `requestCents` fits under the limit beside the open ones' exposure. */
export const fitsMemoLimit = (limitCents: number, exposureCents: number, requestCents: number) =>
  exposureCents + requestCents <= limitCents;

/** A shipped memo past its due date with stones still out. */
export const isOverdue = (
  status: MemoStatus,
  dueAt: string | null,
  lines: readonly MemoLineState[],
  now: number,
) =>
  status === 'shipped' &&
  dueAt !== null &&
  Date.parse(dueAt) <= now &&
  lines.some((l) => l.outcome === 'out');
