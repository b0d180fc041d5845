import type { MessageKey } from '@facet/contract';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { notices } from './notices.table';

/** A personal system notice, written in the reader's language when it is read. */
export async function addPersonalNotice(
  db: DbOrTx,
  notice: {
    userId: number;
    titleKey: MessageKey;
    summaryKey: MessageKey;
    params: Record<string, string>;
    orderId?: number;
    goodsId?: number;
    savedSearchId?: number;
  },
) {
  await db.insert(notices).values(notice);
}

/** The same insert as a statement for the caller to send along with its own writes. */
export function personalNoticeInsert(
  db: DbOrTx,
  notice: Parameters<typeof addPersonalNotice>[1],
): SQL {
  return db.insert(notices).values(notice).getSQL();
}

/** Many personal notices in one statement (a batch of saved-search alerts). */
export async function addPersonalNotices(
  db: DbOrTx,
  list: Parameters<typeof addPersonalNotice>[1][],
) {
  if (list.length) await db.insert(notices).values(list);
}
