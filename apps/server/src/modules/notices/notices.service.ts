import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  isMessageKey,
  translate,
  type AdminNotice,
  type Locale,
  type MessageKey,
  type Notice,
  type NoticeKind,
  type NoticeList,
  type NoticeListQuery,
  type NoticeReadBody,
  type PublishNoticeBody,
} from '@facet/contract';
import type { Config } from '../../platform/config';
import type { Deps } from '../../platform/deps';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { DbOrTx } from '../../platform/db';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuditService } from '../audit/audit.service';
import {
  addPersonalNotice,
  addPersonalNotices,
  personalNoticeInsert,
  takePushPending,
} from './notices.repo';
import { noticeReads, notices } from './notices.table';
import { sanitiseNoticeHtml, textOf } from './sanitise';

type NoticeRow = typeof notices.$inferSelect;

/** A personal notice as web push tells it: to whom, of which order, in the reader's words. */
export type PushedNotice = {
  userId: number;
  orderId: number | null;
  text: (locale: Locale) => { title: string; body: string };
};

export type NoticesService = ReturnType<typeof noticesService>;

/** Where a mail's link opens: a page of the shop (its path), or one of the back office. */
export type MailLink = string | { console: string };

/** Which notices a reader sees: those published to everyone, their own, or both. */
const visibleTo = (userId: number, kind: NoticeKind): SQL | undefined => {
  if (kind === 'published') return isNull(notices.userId);
  if (kind === 'personal') return eq(notices.userId, userId);
  return or(isNull(notices.userId), eq(notices.userId, userId));
};

/**
 * What a system notice says, paragraph by paragraph, in `locale`: its summary, then what a
 * person wrote with it — a salesperson's note on an order (`orderNote`: where to pay) or the
 * reason an order stopped (`orderReason`), in their own words. The order mails say the same.
 */
export function noticeParagraphs(
  locale: Locale,
  summaryKey: MessageKey,
  params: Record<string, string>,
): string[] {
  const { orderNote, orderReason } = params;
  return [
    translate(locale, summaryKey, params),
    ...(orderNote ? [translate(locale, 'NOTICE_ORDER_NOTE', { note: orderNote })] : []),
    ...(orderReason ? [translate(locale, 'NOTICE_ORDER_REASON', { reason: orderReason })] : []),
  ];
}

/** An order's status as its notice's params hold it, in the reader's words. */
export function withStatusText(locale: Locale, params: Record<string, string>) {
  const statusKey = `ORDER_STATUS_${params.status}`;
  return isMessageKey(statusKey) ? { ...params, status: translate(locale, statusKey) } : params;
}

/**
 * A name kept in every language (`name@zh-TW`: a saved search the buyer did not name, named
 * from its filters) is read in the reader's.
 */
const namedIn = (locale: Locale, params: Record<string, string>) => {
  const name = params[`name@${locale}`];
  return name ? { ...params, name } : params;
};

/** A system notice is stored as message keys; it is written in the reader's language. */
function render(row: NoticeRow, locale: Locale): Pick<Notice, 'Title' | 'Summary' | 'Content'> {
  if (!row.titleKey || !row.summaryKey) {
    return { Title: row.title, Summary: row.summary, Content: row.content };
  }
  const params = namedIn(locale, withStatusText(locale, { ...row.params }));
  const paragraphs = noticeParagraphs(locale, row.summaryKey, params);
  return {
    Title: translate(locale, row.titleKey, params),
    Summary: paragraphs.join(' '),
    Content: paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join(''),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const noticesService = ({
  db,
  mailer,
  config,
  accounts,
  audit,
}: Pick<Deps, 'db' | 'mailer'> & {
  config: Pick<Config, 'mailOrigin'>;
  accounts: Pick<AccountsService, 'people'>;
  audit: Pick<AuditService, 'record'>;
}) => {
  const linkOf = (where: MailLink) =>
    typeof where === 'string'
      ? `${config.mailOrigin}/#/${where}`
      : `${config.mailOrigin}/console/#/${where.console}`;

  const readBy = (userId: number) =>
    sql<boolean>`exists (select 1 from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id} and ${noticeReads.userId} = ${userId})`;

  const unreadOf = async (userId: number, kind: NoticeKind) => {
    const [row] = await db
      .select({ n: count() })
      .from(notices)
      .where(and(visibleTo(userId, kind), sql`not ${readBy(userId)}`));
    return row?.n ?? 0;
  };

  const toNotice = (row: NoticeRow & { read: boolean }, locale: Locale): Notice => ({
    Id: row.id,
    ...render(row, locale),
    CreatedAt: row.createdAt.toISOString(),
    Read: row.read,
    Personal: row.userId !== null,
    OrderId: row.orderId,
    GoodsId: row.goodsId,
    SavedSearchId: row.savedSearchId,
  });

  return {
    /** A notice to one buyer, written with the caller's transaction (an order's move). */
    addPersonal: (tx: DbOrTx, notice: Parameters<typeof addPersonalNotice>[1]) =>
      addPersonalNotice(tx, notice),
    /** A personal notice as a statement, for a caller that writes it with its own, at once. */
    personalNoticeInsert: (tx: DbOrTx, notice: Parameters<typeof addPersonalNotice>[1]) =>
      personalNoticeInsert(tx, notice),
    addPersonalMany: (tx: DbOrTx, list: Parameters<typeof addPersonalNotices>[1]) =>
      addPersonalNotices(tx, list),
    /** Personal notices waiting for web push, handed over in `tx` (notices.repo.ts). */
    takePushPending,

    /**
     * What personal notices say, for web push: each one's title and summary in `locale`, and
     * what it is about (the order, the saved search, the stone).
     */
    async forPush(ids: readonly number[]) {
      if (!ids.length) return new Map<number, PushedNotice>();
      const rows = await db
        .select()
        .from(notices)
        .where(inArray(notices.id, [...ids]));
      return new Map(
        rows.map((row): [number, PushedNotice] => [
          row.id,
          {
            userId: row.userId!,
            orderId: row.orderId,
            text: (locale) => {
              const { Title, Summary } = render(row, locale);
              return { title: Title, body: Summary };
            },
          },
        ]),
      );
    },

    /**
     * Mails a buyer what a personal notice of theirs says, in the language they last wrote in,
     * with a link to the shop's page `path` — once the change it tells of is committed. A mail
     * server that is away loses only the mail: the notice carries the news. `more` are further
     * paragraphs the mail says after the summary, with the notice's params (a clerk's note).
     */
    async mailPersonal(
      userId: number,
      notice: { titleKey: MessageKey; summaryKey: MessageKey; params: Record<string, string> },
      where: MailLink,
      more: readonly MessageKey[] = [],
    ) {
      const person = (await accounts.people([userId])).get(userId);
      if (!person?.email || person.cancelled) return;
      const { locale } = person;
      const text = [
        translate(locale, notice.summaryKey, notice.params),
        ...more.map((key) => translate(locale, key, notice.params)),
        translate(locale, 'MAIL_SEE_IN_FACET', { link: linkOf(where) }),
      ].join('\n\n');
      await mailer
        .send({
          to: person.email,
          subject: translate(locale, notice.titleKey, notice.params),
          text,
        })
        .catch(() => undefined);
    },
    async list(user: AuthUser, query: NoticeListQuery, locale: Locale): Promise<NoticeList> {
      const where = visibleTo(user.id, query.Kind);
      const [rows, [total], unread] = await Promise.all([
        db
          .select({ notice: notices, read: readBy(user.id) })
          .from(notices)
          .where(where)
          .orderBy(desc(notices.id))
          .limit(query.PageSize)
          .offset((query.PageIndex - 1) * query.PageSize),
        db.select({ n: count() }).from(notices).where(where),
        unreadOf(user.id, query.Kind),
      ]);
      return {
        List: rows.map(({ notice, read }) => toNotice({ ...notice, read }, locale)),
        Total: total?.n ?? 0,
        PageIndex: query.PageIndex,
        PageSize: query.PageSize,
        Unread: unread,
      };
    },

    async detail(user: AuthUser, id: number, locale: Locale): Promise<Notice> {
      const [row] = await db
        .select({ notice: notices, read: readBy(user.id) })
        .from(notices)
        .where(and(eq(notices.id, id), visibleTo(user.id, 'all')));
      if (!row) throw new AppError('NOT_FOUND');
      return toNotice({ ...row.notice, read: row.read }, locale);
    },

    /** Marks one notice, or every notice of a kind, read. Reading twice changes nothing. */
    async read(user: AuthUser, body: NoticeReadBody) {
      if (body.Id !== undefined) {
        const [visible] = await db
          .select({ id: notices.id })
          .from(notices)
          .where(and(eq(notices.id, body.Id), visibleTo(user.id, 'all')));
        if (!visible) throw new AppError('NOT_FOUND');
        await db
          .insert(noticeReads)
          .values({ noticeId: body.Id, userId: user.id })
          .onConflictDoNothing();
        return;
      }
      await db.execute(sql`
        insert into ${noticeReads} (notice_id, user_id)
        select ${notices.id}, ${user.id} from ${notices}
        where ${visibleTo(user.id, body.Kind ?? 'all')}
        on conflict do nothing`);
    },

    async unread(user: AuthUser) {
      const [published, personal] = await Promise.all([
        unreadOf(user.id, 'published'),
        unreadOf(user.id, 'personal'),
      ]);
      return { Published: published, Personal: personal };
    },

    // ---- back office ----

    async publish(author: AuthUser, body: PublishNoticeBody): Promise<AdminNotice> {
      const content = sanitiseNoticeHtml(body.Content);
      if (!textOf(content)) {
        throw new AppError('VALIDATION', [{ path: 'Content', key: 'FIELD_REQUIRED' }]);
      }
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(notices)
          .values({ title: body.Title, summary: body.Summary, content, authorId: author.id })
          .returning();
        await audit.record(tx, { actor: author, kind: 'notice.publish', targetType: 'notice', targetId: inserted!.id, before: null, after: { Title: body.Title } }); // prettier-ignore
        return inserted;
      });
      const [page] = await this.adminList(1, 1, row!.id);
      return page!;
    },

    async adminList(pageIndex: number, pageSize: number, onlyId?: number): Promise<AdminNotice[]> {
      const rows = await db
        .select({
          notice: notices,
          reads: sql<number>`(select count(*)::int from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id})`,
        })
        .from(notices)
        .where(and(isNull(notices.userId), onlyId ? eq(notices.id, onlyId) : undefined))
        .orderBy(desc(notices.id))
        .limit(pageSize)
        .offset((pageIndex - 1) * pageSize);
      const authors = await accounts.people(
        rows.flatMap(({ notice }) => (notice.authorId === null ? [] : [notice.authorId])),
      );
      return rows.map(({ notice, reads }) => ({
        Id: notice.id,
        Title: notice.title,
        Summary: notice.summary,
        Content: notice.content,
        CreatedAt: notice.createdAt.toISOString(),
        Author: (notice.authorId !== null && authors.get(notice.authorId)?.name) || '',
        Reads: Number(reads),
      }));
    },

    async publishedCount() {
      const [row] = await db.select({ n: count() }).from(notices).where(isNull(notices.userId));
      return row?.n ?? 0;
    },

    /** Staff withdraw a published notice; a buyer's system notice is not theirs to remove. */
    async remove(staff: AuthUser, id: number) {
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(notices)
          .where(and(eq(notices.id, id), isNull(notices.userId)))
          .returning({ id: notices.id, title: notices.title });
        if (!removed) throw new AppError('NOT_FOUND');
        await audit.record(tx, { actor: staff, kind: 'notice.delete', targetType: 'notice', targetId: id, before: { Title: removed.title }, after: null }); // prettier-ignore
      });
    },
  };
};
