import { randomBytes, randomInt } from 'node:crypto';
import {
  SESSION_DEFAULT_SECONDS,
  displayName,
  SESSION_REMEMBER_SECONDS,
  type CancelAccountBody,
  type EmailLoginBody,
  type EmailRegisterBody,
  type Locale,
  type PriceTier,
  type PersonalWithIm,
  type Personal,
  type ResetPwdBody,
  type Role,
  type SetPersonalBody,
  type UserInfo,
} from '@facet/contract';
import type { Deps } from '../../platform/deps';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { batchedLookup } from '../../platform/batch';
import { containsPattern, isUniqueViolation, prefixPattern, type DbOrTx } from '../../platform/db';
import { sha256 } from '../../platform/signing';
import type { FileRef, UploadsService } from '../uploads/uploads.service';
import { accountsRepo, type CallerRow, type UserRow } from './accounts.repo';
import { accountWire, toPerson, type Person } from './accounts.wire';
import { emailCodes } from './email-codes';
import { loginLocks } from './login-locks';
import { checkPassword, hashPassword } from './passwords';

export type { Person };

/** A keyword search over accounts stops here: the staff narrows it down. */
const KEYWORD_MATCHES_MAX = 1_000;

// Unambiguous letters and digits (no 0/O, 1/I/L) for codes people type from a QR caption.
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export type AccountsService = ReturnType<typeof accountsService>;

export const accountsService = ({
  db,
  database,
  mailer,
  counters,
  signer,
  config,
  uploads,
}: Pick<Deps, 'db' | 'database' | 'mailer' | 'counters' | 'signer' | 'config'> & {
  uploads: UploadsService;
}) => {
  /** What other modules erase of a cancelled account (its chat, for one). */
  const cancelListeners: ((userId: number) => Promise<void>)[] = [];
  /** Who hears that an account was disabled or cancelled (the chat, to hang up on it). */
  const accessListeners: ((userId: number, sessionId?: number) => Promise<void>)[] = [];
  const repo = accountsRepo(db);
  // Sessions (every request's; chat sockets' by id), batched, on the shop's reads' connections.
  const sessionReads = accountsRepo(database.reads);
  const liveSession = batchedLookup(sessionReads.liveSessions);
  const livePersonOf = batchedLookup(sessionReads.livePeople);
  const { pricesHidden, toPersonal, imCredentials, toUserInfo } = accountWire({ signer, config });
  const codes = emailCodes({ db, mailer, counters, signer, config });
  const { recordLoginFailure, refuseWhileLocked } = loginLocks({ counters, config });

  /** The account behind a live session of `userId`, or undefined. */
  const livePersonRow = (userId: number, sessionId: number) =>
    livePersonOf(sessionId).then((row) => (row?.id === userId ? row : undefined));

  /** The caller a credential stands for. */
  const callerOf = (row: CallerRow, sessionId: number): AuthUser => ({
    id: row.userId,
    role: row.role,
    sessionId,
    name: displayName(row),
    locale: row.locale,
    pricesHidden: pricesHidden(row.role, row.verification),
    tier:
      row.tierPercentBp === null
        ? null
        : { percentBp: row.tierPercentBp, category: row.tierCategory },
  });

  async function openSession(tx: DbOrTx, user: UserRow, remember: boolean) {
    const token = randomBytes(32).toString('base64url');
    const seconds = remember ? SESSION_REMEMBER_SECONDS : SESSION_DEFAULT_SECONDS;
    const session = await accountsRepo(tx).insertSession({
      userId: user.id,
      tokenHash: sha256(token),
      remember,
      expiresAt: new Date(Date.now() + seconds * 1000),
    });
    return toUserInfo(user, token, session.id);
  }

  async function newInviteCode(): Promise<string> {
    for (;;) {
      const code = Array.from(
        { length: 8 },
        () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)],
      ).join('');
      if (!(await repo.userByInviteCode(code))) return code;
    }
  }

  async function login(
    body: EmailLoginBody,
    ip: string,
    allowedRoles: readonly Role[],
  ): Promise<UserInfo> {
    await refuseWhileLocked(body.Email, ip);
    const user = await repo.userByEmail(body.Email);
    const valid = await checkPassword(user?.passwordHash, body.Password);
    // One answer for an unknown address, a wrong password and a buyer at the staff door.
    if (!user || !valid || !allowedRoles.includes(user.role)) {
      await recordLoginFailure(body.Email, ip);
      throw new AppError('LOGIN_FAILED');
    }
    await counters.clear(`login:fail:${body.Email}`);
    // Said only to whoever knows the password: a disabled account is not revealed to guessers.
    if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED');
    return openSession(db, user, body.RememberMe ?? false);
  }

  /**
   * Tells the listeners that sessions ended (already committed): one session when `sessionId`
   * is given (signed out), else every session of `userId` (disabled, cancelled, new password).
   */
  async function accessEnded(userId: number, sessionId?: number) {
    for (const listener of accessListeners) await listener(userId, sessionId);
  }

  async function requireUserRow(id: number): Promise<UserRow> {
    const user = await repo.userById(id);
    if (!user) throw new AppError('AUTH_REQUIRED');
    return user;
  }

  return {
    /** Another module erases its part of an account when the buyer cancels it. */
    onCancel(erase: (userId: number) => Promise<void>) {
      cancelListeners.push(erase);
    },

    /**
     * Another module hears when an account's sessions end for good (disabled or cancelled),
     * after the change is committed. A listener keeps its own failures: the change stands.
     */
    onAccessEnded(listener: (userId: number, sessionId?: number) => Promise<void>) {
      accessListeners.push(listener);
    },

    accessEnded,

    /**
     * Ends every session of the account in the caller's transaction (disabled by the staff);
     * the caller tells `accessEnded` once it commits.
     */
    endSessions: (tx: DbOrTx, userId: number) => accountsRepo(tx).revokeUserSessions(userId),

    /**
     * People by id, as other modules may know them: the name they go by (the contract's one
     * rule), how to reach them, their role; a cancelled account has no name or address left.
     */
    async people(ids: number[]): Promise<Map<number, Person>> {
      const rows = await repo.usersByIds([...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, toPerson(row)]));
    },

    /**
     * How a buyer's own Cloud Store prices for them when they are not there to ask: their tier,
     * and whether they may see prices. Null for an account that is cancelled or disabled.
     */
    async pricingOf(
      userId: number,
    ): Promise<{ tier: PriceTier | null; pricesHidden: boolean } | null> {
      const row = await repo.userById(userId);
      if (!row || row.disabledAt) return null;
      const tiers = await repo.tiersOf([userId]);
      return {
        tier: tiers.get(userId) ?? null,
        pricesHidden: pricesHidden(row.role, row.verification),
      };
    },

    /** The language the staff's answers are mailed in: the one the buyer last wrote in. */
    async rememberLocale(tx: DbOrTx, userId: number, locale: Locale) {
      await accountsRepo(tx).setLocale(userId, locale);
    },

    /** The price tiers of these accounts, read in `tx` (the alert sweep's transaction). */
    tiersOf: (tx: DbOrTx, ids: number[]) => accountsRepo(tx).tiersOf([...new Set(ids)]),
    /** The names of these buyers' price tiers, for the back office's lists. */
    tierNames: (ids: number[]) => repo.tierNamesOf([...new Set(ids)]),

    /** Ids of accounts whose nickname or email contains `keyword` (the chat inbox search). */
    idsMatching(keyword: string) {
      return repo.idsMatching(containsPattern(keyword), KEYWORD_MATCHES_MAX, 'email-or-nickname');
    },

    /** Ids of accounts whose email starts with `prefix` (the order queue search). */
    idsWithEmailStarting(prefix: string) {
      return repo.idsMatching(prefixPattern(prefix), KEYWORD_MATCHES_MAX, 'email');
    },

    async authenticate(token: string): Promise<AuthUser | null> {
      if (token.length > 128) return null;
      const session = await liveSession(sha256(token));
      return session ? callerOf(session, session.sessionId) : null;
    },

    /**
     * The account `userId` as the caller of an API key of theirs (no session: `sessionId` 0);
     * null once it is disabled or cancelled, so its keys are refused with its sessions.
     */
    async keyCaller(userId: number): Promise<AuthUser | null> {
      const row = await repo.liveCaller(userId);
      return row ? callerOf(row, 0) : null;
    },

    /** Mails a code to register an address or to reset its password. */
    sendCode: codes.send,

    async register(body: EmailRegisterBody): Promise<UserInfo> {
      // No code is ever sent for an address with an account: any code for it is a wrong one.
      if (await repo.userByEmail(body.Email)) throw new AppError('CODE_WRONG');
      const codeId = await codes.check(body.Email, 'register', body.Code);
      let invitedBy: number | null = null;
      if (body.InviteCode) {
        const inviter = await repo.userByInviteCode(body.InviteCode.toUpperCase());
        if (!inviter)
          throw new AppError('VALIDATION', [{ path: 'InviteCode', key: 'FIELD_INVALID' }]);
        invitedBy = inviter.id;
      }
      const passwordHash = await hashPassword(body.Password);
      const inviteCode = await newInviteCode();
      try {
        return await db.transaction(async (tx) => {
          await codes.use(tx, codeId);
          const user = await accountsRepo(tx).insertUser({
            email: body.Email,
            passwordHash,
            inviteCode,
            invitedBy,
          });
          return openSession(tx, user, true);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('ACCOUNT_REGISTERED');
        throw error;
      }
    },

    login: (body: EmailLoginBody, ip: string) => login(body, ip, ['buyer', 'clerk', 'admin']),
    staffLogin: (body: EmailLoginBody, ip: string) => login(body, ip, ['clerk', 'admin']),

    async resetPassword(body: ResetPwdBody): Promise<void> {
      const codeId = await codes.check(body.Email, 'reset', body.Code);
      const user = await repo.userByEmail(body.Email);
      // An invited account without a password yet is opened by its invitation only.
      if (!user?.passwordHash) throw new AppError('CODE_WRONG');
      const passwordHash = await hashPassword(body.Password);
      await db.transaction(async (tx) => {
        await codes.use(tx, codeId);
        await accountsRepo(tx).updateUser(user.id, { passwordHash });
        // A new password ends every session: whoever knew the old one is out.
        await accountsRepo(tx).revokeUserSessions(user.id);
      });
      await accessEnded(user.id);
      await counters.clear(`login:lock:${body.Email}`);
    },

    async logout(user: AuthUser): Promise<void> {
      await repo.revokeSession(user.sessionId);
      await accessEnded(user.id, user.sessionId);
    },

    /** Whether a chat socket's session still lives (checked when it opens and as it goes on). */
    sessionIsLive: async (userId: number, sessionId: number) =>
      (await livePersonRow(userId, sessionId)) !== undefined,

    /** The account behind a live session, or null: a chat socket's, in one lookup. */
    async livePerson(userId: number, sessionId: number): Promise<Person | null> {
      const row = await livePersonRow(userId, sessionId);
      return row ? toPerson(row) : null;
    },

    async me(user: AuthUser, token: string): Promise<UserInfo> {
      return toUserInfo(await requireUserRow(user.id), token, user.sessionId);
    },

    async getPersonal(user: AuthUser): Promise<PersonalWithIm> {
      const row = await requireUserRow(user.id);
      return { ...toPersonal(row), ...imCredentials(row, user.sessionId) };
    },

    async setPersonal(user: AuthUser, body: SetPersonalBody): Promise<Personal> {
      await requireUserRow(user.id);
      if (body.HeadPortrait && !(await uploads.isOwnAvatar(user.id, body.HeadPortrait))) {
        throw new AppError('VALIDATION', [{ path: 'HeadPortrait', key: 'FIELD_INVALID' }]);
      }
      const updated = await repo.updateUser(user.id, {
        headPortrait: body.HeadPortrait,
        nickName: body.NickName,
        surname: body.Surname,
        name: body.Name,
        gender: body.Gender,
        areaCode: body.AreaCode,
        phone: body.Phone,
        birthday: body.Birthday,
        weddingAnniversary: body.WeddingAnniversary,
        currency: body.Currency,
      });
      return toPersonal(updated);
    },

    /** Erases personal data and frees the address; the row stays so orders keep a buyer id. */
    /**
     * A wrong password here counts with the login's: whoever holds a stolen token cannot use
     * this call to guess the password past the account's and the address's locks.
     */
    async cancelAccount(user: AuthUser, body: CancelAccountBody, ip: string): Promise<void> {
      const row = await requireUserRow(user.id);
      await refuseWhileLocked(row.email, ip);
      if (!(await checkPassword(row.passwordHash, body.Password))) {
        await recordLoginFailure(row.email, ip);
        throw new AppError('PASSWORD_WRONG');
      }
      await db.transaction(async (tx) => {
        // The last enabled admin may not leave the shop without one.
        if (row.role === 'admin' && (await accountsRepo(tx).otherActiveAdmins(user.id)) === 0) {
          throw new AppError('LAST_ADMIN');
        }
        await accountsRepo(tx).updateUser(user.id, {
          email: null,
          passwordHash: null,
          nickName: '',
          headPortrait: '',
          surname: '',
          name: '',
          gender: 'unknown',
          areaCode: '',
          phone: '',
          birthday: null,
          weddingAnniversary: null,
          // The company and its papers go too; the staff's notes were about this person.
          companyName: '',
          country: '',
          verificationDocuments: [],
          verificationReason: '',
          staffNotes: '',
          cancelledAt: new Date(),
        });
        await accountsRepo(tx).revokeUserSessions(user.id);
      });
      await accessEnded(user.id);
      await uploads.removeOwned(user.id, 'avatar');
      await uploads.removeOwned(user.id, 'verification');
      for (const erase of cancelListeners) await erase(user.id);
    },

    /** An unused invite code, for an account about to be made in a transaction. */
    freshInviteCode: () => newInviteCode(),

    /** An invited clerk's account: the role, no password until the invitation is taken up. */
    async createInvited(tx: DbOrTx, email: string, role: Role, inviteCode: string) {
      return accountsRepo(tx).insertUser({ email, role, inviteCode });
    },

    /** Sets the password an invitation asked for and opens the first session. */
    async takeUpInvite(tx: DbOrTx, userId: number, nickName: string, passwordHash: string) {
      const user = await accountsRepo(tx).updateUser(userId, { passwordHash, nickName });
      return openSession(tx, user, false);
    },

    refuseWhileLocked,
    recordLoginFailure,
    filesReferenced: (refs: FileRef[]) => repo.filesReferenced(refs),

    /** A password's hash, made before a transaction opens (argon2 takes a while). */
    hashPassword: (password: string) => hashPassword(password),

    /** Demo and bootstrap accounts: created once, left alone afterwards. */
    async ensureAccount(account: {
      email: string;
      password: string;
      role: Role;
      nickName: string;
    }) {
      if (await repo.userByEmail(account.email)) return false;
      await repo.insertUser({
        email: account.email,
        passwordHash: await hashPassword(account.password),
        role: account.role,
        nickName: account.nickName,
        inviteCode: await newInviteCode(),
      });
      return true;
    },
  };
};
