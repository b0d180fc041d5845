import { randomBytes } from 'node:crypto';
import {
  displayName,
  STAFF_INVITE_HOURS,
  translate,
  type AcceptInviteBody,
  type Locale,
  type StaffInviteBody,
  type StaffMember,
  type StaffUpdateBody,
  type UserInfo,
} from '@facet/contract';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { isUniqueViolation } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { sha256 } from '../../platform/signing';
import type { AuditService } from '../audit/audit.service';
import type { AccountsService } from '../accounts/accounts.service';
import { users } from '../accounts/accounts.table';
import { staffInvites } from './staff.table';

type UserRow = typeof users.$inferSelect;

export type StaffService = ReturnType<typeof staffService>;

const auditView = (row: UserRow) => ({
  Email: row.email,
  Role: row.role,
  Disabled: row.disabledAt !== null,
});

/**
 * The back office's people: an admin invites clerks by email (the mailed link sets the
 * password), changes roles and disables staff. Every change is in the audit trail.
 */
export const staffService = ({
  db,
  mailer,
  config,
  accounts,
  audit,
}: Pick<Deps, 'db' | 'mailer' | 'config'> & {
  accounts: Pick<
    AccountsService,
    | 'createInvited'
    | 'freshInviteCode'
    | 'takeUpInvite'
    | 'hashPassword'
    | 'people'
    | 'accessEnded'
    | 'endSessions'
    | 'refuseWhileLocked'
    | 'recordLoginFailure'
  >;
  audit: Pick<AuditService, 'record'>;
}) => {
  const consoleUrl = () => `${config.mailOrigin}/console/`;

  const staffRow = async (userId: number) => {
    const [row] = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          inArray(users.role, ['clerk', 'admin']),
          isNull(users.cancelledAt),
        ),
      );
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  return {
    async list(): Promise<StaffMember[]> {
      const rows = await db
        .select({ user: users, invited: staffInvites.userId })
        .from(users)
        .leftJoin(staffInvites, eq(staffInvites.userId, users.id))
        .where(and(inArray(users.role, ['clerk', 'admin']), isNull(users.cancelledAt)))
        .orderBy(users.id);
      return rows.map(({ user, invited }) => ({
        UserId: user.id,
        Email: user.email ?? '',
        Name: displayName(user),
        Role: user.role === 'admin' ? 'admin' : 'clerk',
        Disabled: user.disabledAt !== null,
        Invited: invited !== null && user.passwordHash === null,
        CreatedAt: user.createdAt.toISOString(),
      }));
    },

    /**
     * Invites someone to the back office: their account (the role, no password yet) and a
     * link, mailed in the admin's language, that works for STAFF_INVITE_HOURS. Inviting again
     * someone who has not taken it up sends a new link; the old one stops working.
     */
    async invite(admin: AuthUser, body: StaffInviteBody, locale: Locale) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + STAFF_INVITE_HOURS * 3_600_000);
      const inviteCode = await accounts.freshInviteCode();
      const userId = await db
        .transaction(async (tx) => {
          const [existing] = await tx.select().from(users).where(eq(users.email, body.Email));
          const pending = existing && existing.passwordHash === null && existing.role !== 'buyer';
          if (existing && !pending) throw new AppError('ACCOUNT_REGISTERED');
          const user = pending
            ? (await tx.update(users).set({ role: body.Role }).where(eq(users.id, existing.id)).returning())[0]! // prettier-ignore
            : await accounts.createInvited(tx, body.Email, body.Role, inviteCode);
          await tx
            .insert(staffInvites)
            .values({ userId: user.id, tokenHash: sha256(token), invitedBy: admin.id, expiresAt })
            .onConflictDoUpdate({
              target: staffInvites.userId,
              set: {
                tokenHash: sha256(token),
                invitedBy: admin.id,
                expiresAt,
                createdAt: new Date(),
              },
            });
          await audit.record(tx, {
            actor: admin,
            kind: 'staff.invite',
            targetType: 'staff',
            targetId: user.id,
            before: null,
            after: auditView(user),
          });
          return user.id;
        })
        // The same address registered or invited at the same moment.
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? new AppError('ACCOUNT_REGISTERED') : error;
        });
      const inviter = (await accounts.people([admin.id])).get(admin.id)?.name ?? '';
      await mailer.send({
        to: body.Email,
        subject: translate(locale, 'MAIL_INVITE_SUBJECT'),
        text: translate(locale, 'MAIL_INVITE_BODY', {
          inviter,
          role: translate(locale, body.Role === 'admin' ? 'ROLE_admin' : 'ROLE_clerk'),
          link: `${consoleUrl()}#/invite?token=${token}`,
          hours: STAFF_INVITE_HOURS,
        }),
      });
      return { UserId: userId };
    },

    /** The invited person sets their name and password: the account opens, signed in. */
    /**
     * The token is looked up before the password is hashed, and a wrong one counts as a failed
     * login of the address: guessing costs no argon2 and stops at the address's lock.
     */
    async accept(body: AcceptInviteBody, ip: string): Promise<UserInfo> {
      await accounts.refuseWhileLocked(null, ip);
      const liveInvite = and(
        eq(staffInvites.tokenHash, sha256(body.Token)),
        gt(staffInvites.expiresAt, sql`now()`),
      );
      const [found] = await db.select({ userId: staffInvites.userId }).from(staffInvites).where(liveInvite); // prettier-ignore
      if (!found) {
        await accounts.recordLoginFailure(null, ip);
        throw new AppError('INVITE_INVALID');
      }
      const passwordHash = await accounts.hashPassword(body.Password);
      return db.transaction(async (tx) => {
        // Taken once: the row is deleted in the same transaction that sets the password.
        const [invite] = await tx.delete(staffInvites).where(liveInvite).returning();
        if (!invite) throw new AppError('INVITE_INVALID');
        const [user] = await tx.select().from(users).where(eq(users.id, invite.userId));
        if (!user || user.disabledAt || user.cancelledAt) throw new AppError('INVITE_INVALID');
        return accounts.takeUpInvite(tx, user.id, body.NickName, passwordHash);
      });
    },

    /**
     * Changes a colleague's role or disables them (their sessions and chat sockets end at
     * once); never one's own.
     */
    async update(admin: AuthUser, body: StaffUpdateBody) {
      if (body.UserId === admin.id) throw new AppError('STAFF_SELF');
      await staffRow(body.UserId);
      await db.transaction(async (tx) => {
        // Every admin row locked in one order: two admins demoting each other at once queue,
        // and the second finds the shop would be left without an enabled admin.
        const admins = await tx
          .select()
          .from(users)
          .where(inArray(users.role, ['clerk', 'admin']))
          .orderBy(users.id)
          .for('update');
        const before = admins.find((row) => row.id === body.UserId)!;
        const demoted = body.Role === 'clerk' || body.Disabled === true;
        const othersLeft = admins.filter(
          (row) => row.id !== body.UserId && row.role === 'admin' && !row.disabledAt && !row.cancelledAt, // prettier-ignore
        );
        if (before.role === 'admin' && demoted && othersLeft.length === 0) {
          throw new AppError('LAST_ADMIN');
        }
        const [after] = await tx
          .update(users)
          .set({
            ...(body.Role ? { role: body.Role } : {}),
            ...(body.Disabled === undefined
              ? {}
              : { disabledAt: body.Disabled ? (before.disabledAt ?? new Date()) : null }),
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, body.UserId))
          .returning();
        if (body.Disabled) await accounts.endSessions(tx, body.UserId);
        await audit.record(tx, {
          actor: admin,
          kind: 'staff.update',
          targetType: 'staff',
          targetId: body.UserId,
          before: auditView(before),
          after: auditView(after!),
        });
      });
      if (body.Disabled) await accounts.accessEnded(body.UserId);
    },
  };
};
