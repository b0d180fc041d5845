import {
  COUNTRY_CODES,
  displayName,
  mayOrder,
  translate,
  type ApproveBuyerBody,
  type BuyerDetail,
  type BuyerNotesBody,
  type BuyerPage,
  type BuyersListBody,
  type BuyerSummary,
  type DisableBuyerBody,
  type Locale,
  type RejectBuyerBody,
  type SubmitVerificationBody,
  type Verification,
} from '@facet/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { containsPattern, type DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import type { NoticesService } from '../notices/notices.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { AccountsService } from '../accounts/accounts.service';
import { users } from '../accounts/accounts.table';
import { priceTiers } from '../tiers/tiers.table';

type UserRow = typeof users.$inferSelect;

export type BuyersService = ReturnType<typeof buyersService>;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A buyer's page without what other modules keep (orders, favourites, chat). */
export type BuyerAccount = Omit<BuyerDetail, 'Favourites' | 'RecentOrders' | 'Chat'>;
const englishRegions = new Intl.DisplayNames(['en'], { type: 'region' });

/** Country codes whose English name contains the keyword ("kong" finds HK). */
const countriesNamed = (keyword: string) => {
  const lower = keyword.toLowerCase();
  return COUNTRY_CODES.filter(
    (code) =>
      code.toLowerCase() === lower || englishRegions.of(code)?.toLowerCase().includes(lower),
  );
};

/**
 * Buyers as the back office runs them: trade verification (the buyer's papers, the staff's
 * answer with a notice and a mail), the staff's notes, disabling an account, and the list and
 * page a clerk works from. Every staff change is written to the audit trail with it.
 */
export const buyersService = ({
  db,
  config,
  mailer,
  uploads,
  notices,
  audit,
  accounts,
}: Pick<Deps, 'db' | 'config' | 'mailer'> & {
  uploads: Pick<UploadsService, 'requireOwned' | 'describe'>;
  notices: Pick<NoticesService, 'addPersonal'>;
  audit: Pick<AuditService, 'record'>;
  accounts: Pick<AccountsService, 'accessEnded' | 'endSessions'>;
}) => {
  const buyerRow = async (tx: DbOrTx, userId: number, lock = false): Promise<UserRow> => {
    const query = tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, 'buyer'), isNull(users.cancelledAt)));
    const [row] = lock ? await query.for('update') : await query;
    // Staff accounts and unknown ids look alike: there is no such buyer.
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  async function documents(row: UserRow) {
    const described = await uploads.describe(row.verificationDocuments);
    return row.verificationDocuments.flatMap((id) => {
      const file = described.get(id);
      return file ? [{ FileId: id, Url: file.url, Type: 'image' }] : [];
    });
  }

  const toVerification = async (row: UserRow): Promise<Verification> => ({
    Status: row.verification,
    CompanyName: row.companyName,
    Country: row.country,
    Documents: await documents(row),
    Reason: row.verificationReason,
    SubmittedAt: iso(row.verificationSubmittedAt),
    ReviewedAt: iso(row.verificationReviewedAt),
    Approval: config.buyerApproval,
  });

  /** The part of a buyer the audit trail keeps as before and after. */
  const auditView = (row: UserRow) => ({
    Verification: row.verification,
    CompanyName: row.companyName,
    Country: row.country,
    Reason: row.verificationReason,
    TierId: row.tierId,
    Disabled: row.disabledAt !== null,
  });

  const summarySelection = {
    user: users,
    tierName: priceTiers.name,
    orders: sql<number>`(select count(*)::int from orders o where o.user_id = ${users.id})`,
  };

  const toSummary = ({
    user,
    tierName,
    orders,
  }: {
    user: UserRow;
    tierName: string | null;
    orders: number;
  }): BuyerSummary => ({
    UserId: user.id,
    Email: user.email ?? '',
    Name: displayName(user),
    CompanyName: user.companyName,
    Country: user.country,
    Verification: user.verification,
    SubmittedAt: iso(user.verificationSubmittedAt),
    TierId: user.tierId,
    TierName: tierName,
    Disabled: user.disabledAt !== null,
    RegisteredAt: user.createdAt.toISOString(),
    Orders: orders,
  });

  /** Tells the buyer the staff's answer: a personal notice, and a mail in their language. */
  async function tell(row: UserRow, approved: boolean, reason: string) {
    const params = { company: row.companyName, reason };
    const title = approved ? 'NOTICE_VERIFIED_TITLE' : 'NOTICE_REJECTED_TITLE';
    const body = approved ? 'NOTICE_VERIFIED_BODY' : 'NOTICE_REJECTED_BODY';
    await notices.addPersonal(db, { userId: row.id, titleKey: title, summaryKey: body, params });
    if (!row.email) return;
    const locale: Locale = row.locale;
    // The decision stands whether or not the mail goes out: the notice carries it too.
    await mailer
      .send({
        to: row.email,
        subject: translate(locale, title),
        text: translate(locale, body, params),
      })
      .catch(() => undefined);
  }

  async function decide(
    staff: AuthUser,
    userId: number,
    reviewed: string | undefined,
    decision: { approved: true } | { approved: false; reason: string },
  ) {
    const { before, after } = await db.transaction(async (tx) => {
      const row = await buyerRow(tx, userId, true);
      // Papers to judge: a buyer who sent none cannot be approved or rejected, and a
      // decision is on the papers that were shown.
      if (row.verification === 'none') throw new AppError('NOTHING_TO_REVIEW');
      if (reviewed !== undefined && reviewed !== iso(row.verificationSubmittedAt)) {
        throw new AppError('VERIFICATION_CHANGED');
      }
      const [updated] = await tx
        .update(users)
        .set({
          verification: decision.approved ? 'approved' : 'rejected',
          verificationReason: decision.approved ? '' : decision.reason,
          verificationReviewedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId))
        .returning();
      await audit.record(tx, {
        actor: staff,
        kind: decision.approved ? 'buyer.approve' : 'buyer.reject',
        targetType: 'buyer',
        targetId: userId,
        before: auditView(row),
        after: auditView(updated!),
      });
      return { before: row, after: updated! };
    });
    if (before.verification !== after.verification || !decision.approved) {
      await tell(after, decision.approved, decision.approved ? '' : decision.reason);
    }
  }

  return {
    /** The buyer's own verification, and what waits for it in this shop. */
    async verification(user: AuthUser): Promise<Verification> {
      return toVerification(await buyerRow(db, user.id));
    },

    /** Company, country and papers: the staff's queue gets them; sending again replaces them. */
    async submit(
      user: AuthUser,
      body: SubmitVerificationBody,
      locale: Locale,
    ): Promise<Verification> {
      const row = await buyerRow(db, user.id);
      if (row.verification === 'approved') throw new AppError('VERIFICATION_DONE');
      const documents = await uploads.requireOwned(
        user.id,
        body.Documents,
        'verification',
        'Documents',
      );
      const [updated] = await db
        .update(users)
        .set({
          verification: 'pending',
          companyName: body.CompanyName,
          country: body.Country,
          verificationDocuments: documents,
          verificationReason: '',
          verificationSubmittedAt: sql`now()`,
          verificationReviewedAt: null,
          locale,
          updatedAt: sql`now()`,
        })
        // A clerk approving in the same moment wins: the buyer is not sent back to pending.
        .where(and(eq(users.id, user.id), sql`${users.verification} <> 'approved'`))
        .returning();
      if (!updated) throw new AppError('VERIFICATION_DONE');
      return toVerification(updated);
    },

    /** Refuses an order from a buyer the shop's setting wants verified first. */
    async requireMayOrder(tx: DbOrTx, userId: number) {
      if (config.buyerApproval === 'off') return;
      const [row] = await tx
        .select({ verification: users.verification, role: users.role })
        .from(users)
        .where(eq(users.id, userId));
      if (row?.role === 'buyer' && !mayOrder(config.buyerApproval, row.verification)) {
        throw new AppError('NOT_VERIFIED');
      }
    },

    async list(body: BuyersListBody): Promise<BuyerPage> {
      const where: (SQL | undefined)[] = [eq(users.role, 'buyer'), isNull(users.cancelledAt)];
      if (body.Verification) where.push(eq(users.verification, body.Verification));
      if (body.TierId) where.push(eq(users.tierId, body.TierId));
      if (body.Keyword) {
        const pattern = containsPattern(body.Keyword);
        const countries = countriesNamed(body.Keyword);
        where.push(
          or(
            ilike(users.email, pattern),
            ilike(users.nickName, pattern),
            ilike(sql`${users.surname} || ' ' || ${users.name}`, pattern),
            ilike(sql`${users.name} || ' ' || ${users.surname}`, pattern),
            ilike(users.companyName, pattern),
            countries.length ? inArray(users.country, countries) : undefined,
          ),
        );
      }
      const filter = and(...where);
      // Those waiting for an answer first, oldest submission first; then the newest accounts.
      const [rows, [total], [pending]] = await Promise.all([
        db
          .select(summarySelection)
          .from(users)
          .leftJoin(priceTiers, eq(priceTiers.id, users.tierId))
          .where(filter)
          .orderBy(
            sql`(${users.verification} = 'pending') desc`,
            asc(users.verificationSubmittedAt),
            desc(users.id),
          )
          .limit(body.PageSize)
          .offset((body.PageIndex - 1) * body.PageSize),
        db.select({ n: count() }).from(users).where(filter),
        db
          .select({ n: count() })
          .from(users)
          .where(
            and(
              eq(users.role, 'buyer'),
              eq(users.verification, 'pending'),
              isNull(users.cancelledAt),
            ),
          ),
      ]);
      return {
        List: rows.map(toSummary),
        Total: total?.n ?? 0,
        PageIndex: body.PageIndex,
        PageSize: body.PageSize,
        Pending: pending?.n ?? 0,
      };
    },

    /** A buyer's own part of their page; the route adds orders, favourites and chat. */
    async detail(userId: number): Promise<BuyerAccount> {
      const [found] = await db
        .select(summarySelection)
        .from(users)
        .leftJoin(priceTiers, eq(priceTiers.id, users.tierId))
        .where(and(eq(users.id, userId), eq(users.role, 'buyer'), isNull(users.cancelledAt)));
      if (!found) throw new AppError('NOT_FOUND');
      const { user } = found;
      return {
        ...toSummary(found),
        NickName: user.nickName,
        HeadPortrait: user.headPortrait,
        AreaCode: user.areaCode,
        Phone: user.phone,
        Documents: await documents(user),
        Reason: user.verificationReason,
        ReviewedAt: iso(user.verificationReviewedAt),
        Notes: user.staffNotes,
      };
    },

    approve: (staff: AuthUser, body: ApproveBuyerBody) =>
      decide(staff, body.UserId, body.SubmittedAt, { approved: true }),

    reject: (staff: AuthUser, body: RejectBuyerBody) =>
      decide(staff, body.UserId, body.SubmittedAt, { approved: false, reason: body.Reason }),

    /**
     * A disabled buyer's sessions end at once (every token is refused, open chat sockets are
     * closed) and login is refused.
     */
    async disable(staff: AuthUser, body: DisableBuyerBody) {
      await db.transaction(async (tx) => {
        const row = await buyerRow(tx, body.UserId, true);
        const [updated] = await tx
          .update(users)
          .set({
            disabledAt: body.Disabled ? (row.disabledAt ?? sql`now()`) : null,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, body.UserId))
          .returning();
        // Ended for good: enabling the account again does not bring old tokens back.
        if (body.Disabled) await accounts.endSessions(tx, body.UserId);
        await audit.record(tx, {
          actor: staff,
          kind: 'buyer.disable',
          targetType: 'buyer',
          targetId: body.UserId,
          before: auditView(row),
          after: auditView(updated!),
        });
      });
      if (body.Disabled) await accounts.accessEnded(body.UserId);
    },

    async saveNotes(staff: AuthUser, body: BuyerNotesBody) {
      await db.transaction(async (tx) => {
        const row = await buyerRow(tx, body.UserId, true);
        await tx
          .update(users)
          .set({ staffNotes: body.Notes, updatedAt: sql`now()` })
          .where(eq(users.id, body.UserId));
        await audit.record(tx, {
          actor: staff,
          kind: 'buyer.notes',
          targetType: 'buyer',
          targetId: body.UserId,
          before: { Notes: row.staffNotes },
          after: { Notes: body.Notes },
        });
      });
    },
  };
};
