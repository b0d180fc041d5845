import type { MessageKey } from '@facet/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { notices } from './notices.table';

/**
 * A personal system notice, written in the reader's language when it is read. Each is waiting
 * for web push too (`pushPending`) until the push worker hands it to the buyer's devices.
 */
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
  await db.insert(notices).values({ ...notice, pushPending: true });
}

/** The same insert as a statement for the caller to send along with its own writes. */
export function personalNoticeInsert(
  db: DbOrTx,
  notice: Parameters<typeof addPersonalNotice>[1],
): SQL {
  return db
    .insert(notices)
    .values({ ...notice, pushPending: true })
    .getSQL();
}

/** Many personal notices in one statement (a batch of saved-search alerts). */
export async function addPersonalNotices(
  db: DbOrTx,
  list: Parameters<typeof addPersonalNotice>[1][],
) {
  if (list.length) {
    await db.insert(notices).values(list.map((notice) => ({ ...notice, pushPending: true })));
  }
}

/**
 * Up to `limit` personal notices waiting for web push, oldest first, marked as handed over in
 * `tx`: the caller writes their deliveries in the same transaction, so none is lost or sent
 * twice. Instances sweeping at once take different ones.
 */
export async function takePushPending(tx: DbOrTx, limit: number) {
  const result = (await tx.execute(sql`
    update ${notices} set push_pending = false
    where id in (
      select id from ${notices} where push_pending order by id limit ${limit}
      for update skip locked
    )
    returning id, user_id, title_key`)) as unknown as {
    rows: { id: number; user_id: number; title_key: MessageKey | null }[];
  };
  return result.rows.map((row) => ({ id: row.id, userId: row.user_id, titleKey: row.title_key }));
}
