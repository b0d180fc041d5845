import {
  formatEasternMoment,
  isValidEmail,
  translate,
  type AdminFeedback,
  type AdminFeedbackListBody,
  type AdminFeedbackPage,
  type FeedbackAnswerBody,
  type FeedbackBody,
  type FeedbackDoneBody,
  type FeedbackFilter,
  type FeedbackStatus,
  type Locale,
} from '@facet/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Config } from '../../platform/config';
import { textArray } from '../../platform/db';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { AccountsService, Person } from '../accounts/accounts.service';
import type { AuditService } from '../audit/audit.service';
import type { NoticesService } from '../notices/notices.service';
import type { FileRef, UploadsService } from '../uploads/uploads.service';
import { feedback, feedbackReplies } from './feedback.table';

type Row = typeof feedback.$inferSelect;
type ReplyRow = typeof feedbackReplies.$inferSelect;

export type FeedbackService = ReturnType<typeof feedbackService>;

/** The state a row is in: done once put away, answered once a reply went out, else new. */
const statusOf = (row: Row, replies: number): FeedbackStatus =>
  row.doneAt ? 'done' : replies > 0 ? 'answered' : 'new';

const hasReply = sql`exists (select 1 from ${feedbackReplies} where ${feedbackReplies.feedbackId} = ${feedback.id})`;

const whereStatus: Record<FeedbackFilter, SQL> = {
  open: isNull(feedback.doneAt),
  new: and(isNull(feedback.doneAt), sql`not ${hasReply}`)!,
  answered: and(isNull(feedback.doneAt), hasReply)!,
  done: isNotNull(feedback.doneAt),
};

/**
 * Feedback from Settings → Feedback and the staff's inbox of it. A clerk's answer is mailed to
 * the buyer in the language the feedback was written in and left as a personal notice;
 * the mail must go out for the answer to count, so a mail server away is a retryable 503 and
 * nothing is recorded.
 */
export const feedbackService = ({
  db,
  config,
  mailer,
  uploads,
  accounts,
  notices,
  audit,
}: Pick<Deps, 'db' | 'mailer'> & {
  config: Pick<Config, 'mailOrigin'>;
  uploads: Pick<UploadsService, 'requireOwned' | 'describe'>;
  accounts: Pick<AccountsService, 'people'>;
  notices: Pick<NoticesService, 'addPersonal'>;
  audit: Pick<AuditService, 'record'>;
}) => {
  /** Where an answer goes: the live account's address, else an address typed as the contact. */
  const replyTo = (row: Row, buyer: Person | undefined) => {
    if (buyer && !buyer.cancelled && buyer.email) return buyer.email;
    const typed = row.contact.trim();
    return isValidEmail(typed) ? typed : '';
  };

  async function toWire(rows: Row[]): Promise<AdminFeedback[]> {
    const ids = rows.map((row) => row.id);
    const replies: ReplyRow[] = ids.length
      ? await db
          .select()
          .from(feedbackReplies)
          .where(inArray(feedbackReplies.feedbackId, ids))
          .orderBy(asc(feedbackReplies.id))
      : [];
    const people = await accounts.people(
      [
        ...rows.flatMap((row) => [row.userId, row.doneBy]),
        ...replies.map((reply) => reply.staffId),
      ].filter((id): id is number => id !== null),
    );
    const pictures = await uploads.describe(rows.flatMap((row) => row.images));
    const nameOf = (id: number | null) => (id === null ? '' : (people.get(id)?.name ?? ''));
    return rows.map((row) => {
      const own = replies.filter((reply) => reply.feedbackId === row.id);
      const buyer = row.userId === null ? undefined : people.get(row.userId);
      return {
        Id: row.id,
        At: row.createdAt.toISOString(),
        Buyer:
          buyer && !buyer.cancelled
            ? { Id: buyer.id, Name: buyer.name, Email: buyer.email, Company: buyer.company }
            : null,
        Content: row.content,
        Contact: row.contact,
        Images: row.images.flatMap((id) => {
          const picture = pictures.get(id);
          return picture ? [{ FileId: id, Url: picture.url }] : [];
        }),
        Status: statusOf(row, own.length),
        Replies: own.map((reply) => ({
          At: reply.createdAt.toISOString(),
          ByName: nameOf(reply.staffId),
          Text: reply.text,
          To: reply.sentTo,
        })),
        DoneAt: row.doneAt?.toISOString() ?? null,
        DoneByName: nameOf(row.doneBy),
        ReplyTo: replyTo(row, buyer),
      };
    });
  }

  async function one(id: number) {
    const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  const openCount = async () =>
    (await db.select({ n: count() }).from(feedback).where(isNull(feedback.doneAt)))[0]?.n ?? 0;

  return {
    async submit(user: AuthUser, body: FeedbackBody, locale: Locale): Promise<void> {
      const images = await uploads.requireOwned(user.id, body.Images ?? [], 'feedback', 'Images');
      await db.insert(feedback).values({
        userId: user.id,
        content: body.Content,
        contact: body.Contact ?? '',
        images,
        locale,
      });
    },

    /** The pictures feedback still shows, so the sweep of unreferenced uploads keeps them. */
    async filesReferenced(refs: FileRef[]): Promise<string[]> {
      const ids = refs.map((ref) => ref.id);
      if (!ids.length) return [];
      const rows = await db
        .select({ images: feedback.images })
        .from(feedback)
        .where(sql`${feedback.images} ?| ${textArray(ids)}`);
      return rows.flatMap((row) => row.images);
    },

    /** The inbox: every feedback or one state's, newest first; open ones unanswered first. */
    async list(body: AdminFeedbackListBody): Promise<AdminFeedbackPage> {
      const where = body.Status ? whereStatus[body.Status] : undefined;
      const order = body.Status === 'open' ? [sql`${hasReply}`, desc(feedback.id)] : [desc(feedback.id)]; // prettier-ignore
      const [rows, [total], open] = await Promise.all([
        db
          .select()
          .from(feedback)
          .where(where)
          .orderBy(...order)
          .limit(body.PageSize)
          .offset((body.PageIndex - 1) * body.PageSize),
        db.select({ n: count() }).from(feedback).where(where),
        openCount(),
      ]);
      return {
        List: await toWire(rows),
        Total: total?.n ?? 0,
        PageIndex: body.PageIndex,
        PageSize: body.PageSize,
        Open: open,
      };
    },

    /** Mails the answer, then records it with a notice and its audit entry. */
    async answer(staff: AuthUser, body: FeedbackAnswerBody): Promise<AdminFeedback> {
      const row = await one(body.Id);
      const buyer = row.userId === null ? undefined : (await accounts.people([row.userId])).get(row.userId); // prettier-ignore
      const to = replyTo(row, buyer);
      if (!to) throw new AppError('FEEDBACK_NO_ADDRESS');
      const { locale } = row;
      const params = {
        date: formatEasternMoment(row.createdAt),
        feedback: row.content,
        answer: body.Text,
        link: `${config.mailOrigin}/`,
      };
      await db.transaction(async (tx) => {
        await tx.insert(feedbackReplies).values({
          feedbackId: row.id,
          staffId: staff.id,
          text: body.Text,
          sentTo: to,
        });
        if (buyer && !buyer.cancelled) {
          await notices.addPersonal(tx, {
            userId: buyer.id,
            titleKey: 'NOTICE_FEEDBACK_TITLE',
            summaryKey: 'NOTICE_FEEDBACK_ANSWER',
            params,
          });
        }
        await audit.record(tx, {
          actor: staff,
          kind: 'feedback.answer',
          targetType: 'feedback',
          targetId: row.id,
          after: { Answer: body.Text, To: to },
        });
        // Last, inside the transaction: a mail that cannot go out leaves nothing recorded.
        await mailer.send({
          to,
          subject: translate(locale, 'NOTICE_FEEDBACK_TITLE'),
          text: translate(locale, 'MAIL_FEEDBACK_BODY', params),
        });
      });
      return (await toWire([await one(row.id)]))[0]!;
    },

    /** Puts feedback away as done, or back into the inbox. */
    async setDone(staff: AuthUser, body: FeedbackDoneBody): Promise<AdminFeedback> {
      const row = await one(body.Id);
      if (Boolean(row.doneAt) !== body.Done) {
        await db.transaction(async (tx) => {
          await tx
            .update(feedback)
            .set(
              body.Done ? { doneAt: sql`now()`, doneBy: staff.id } : { doneAt: null, doneBy: null },
            ) // prettier-ignore
            .where(eq(feedback.id, row.id));
          await audit.record(tx, {
            actor: staff,
            kind: 'feedback.done',
            targetType: 'feedback',
            targetId: row.id,
            before: { Done: row.doneAt !== null },
            after: { Done: body.Done },
          });
        });
      }
      return (await toWire([await one(row.id)]))[0]!;
    },
  };
};
