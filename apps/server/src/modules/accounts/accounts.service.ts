import { randomBytes, randomInt } from 'node:crypto';
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  SESSION_DEFAULT_SECONDS,
  SESSION_REMEMBER_SECONDS,
  codeState,
  displayName,
  translate,
  type CancelAccountBody,
  type CodePurpose,
  type EmailCodeSent,
  type EmailLoginBody,
  type EmailRegisterBody,
  type GetEmailCodeBody,
  type Locale,
  IM_USER_PREFIX,
  type Personal,
  type PriceTier,
  type PersonalWithIm,
  type ResetPwdBody,
  maySeePrices,
  type Role,
  type VerificationStatus,
  type SetPersonalBody,
  type UserInfo,
} from '@facet/contract';
import type { Deps } from '../../platform/deps';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { containsPattern, isUniqueViolation, prefixPattern, type DbOrTx } from '../../platform/db';
import { sha256 } from '../../platform/signing';
import type { FileRef, UploadsService } from '../uploads/uploads.service';
import { accountsRepo, type UserRow } from './accounts.repo';
import { checkPassword, hashPassword } from './passwords';

/** A keyword search over accounts stops here: the staff narrows it down. */
const KEYWORD_MATCHES_MAX = 1_000;

/** A person as other modules see them. */
export type Person = {
  id: number;
  role: Role;
  name: string;
  nickName: string;
  email: string;
  headPortrait: string;
  surname: string;
  realName: string;
  areaCode: string;
  phone: string;
  registeredAt: Date;
  /** The company the buyer named for trade verification ('' before). */
  company: string;
  cancelled: boolean;
  disabled: boolean;
  /** The language the buyer last wrote to the staff in (an order, trade papers): mails use it. */
  locale: Locale;
};

const toPerson = (row: UserRow): Person => ({
  id: row.id,
  role: row.role,
  name: displayName(row),
  nickName: row.nickName,
  email: row.email ?? '',
  headPortrait: row.headPortrait,
  surname: row.surname,
  realName: row.name,
  areaCode: row.areaCode,
  phone: row.phone,
  registeredAt: row.createdAt,
  company: row.companyName,
  cancelled: row.cancelledAt !== null,
  disabled: row.disabledAt !== null,
  locale: row.locale,
});

/** Chat credentials live a week; the shop gets fresh ones at every login and profile reload. */
const IM_SIGN_SECONDS = 7 * 24 * 3600;
// Unambiguous letters and digits (no 0/O, 1/I/L) for codes people type from a QR caption.
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export type AccountsService = ReturnType<typeof accountsService>;

export const accountsService = ({
  db,
  mailer,
  counters,
  signer,
  config,
  uploads,
}: Pick<Deps, 'db' | 'mailer' | 'counters' | 'signer' | 'config'> & {
  uploads: UploadsService;
}) => {
  /** What other modules erase of a cancelled account (its chat, for one). */
  const cancelListeners: ((userId: number) => Promise<void>)[] = [];
  /** Who hears that an account was disabled or cancelled (the chat, to hang up on it). */
  const accessListeners: ((userId: number, sessionId?: number) => Promise<void>)[] = [];
  const repo = accountsRepo(db);
  const limits = config.rateLimits;
  const codeDigest = (email: string, purpose: CodePurpose, code: string) =>
    signer.digest(`code\n${email}\n${purpose}\n${code}`);

  const imUserId = (user: UserRow) => `${IM_USER_PREFIX}${user.id}`;

  /** Staff always see prices; a buyer as `BUYER_APPROVAL` and their verification say. */
  const pricesHidden = (role: Role, verification: VerificationStatus) =>
    role === 'buyer' && !maySeePrices(config.buyerApproval, verification);

  const toPersonal = (user: UserRow): Personal => ({
    HeadPortrait: user.headPortrait,
    NickName: user.nickName,
    Surname: user.surname,
    Name: user.name,
    Gender: user.gender,
    Email: user.email ?? '',
    AreaCode: user.areaCode,
    Phone: user.phone,
    Birthday: user.birthday,
    WeddingAnniversary: user.weddingAnniversary,
    InviteCode: user.inviteCode,
    Currency: user.currency,
    Verification: user.verification,
    SeesPrices: !pricesHidden(user.role, user.verification),
  });

  /**
   * The chat's credentials belong to one session: `Sign` is `<sessionId>.<expiry>.<mac>`, and
   * the chat opens only while that session lives (signed out, a new password, disabling and
   * cancelling all end it).
   */
  const imCredentials = (user: UserRow, sessionId: number) => ({
    ImUserId: imUserId(user),
    Sign: `${sessionId}.${signer.sign('im', `${imUserId(user)}#${sessionId}`, IM_SIGN_SECONDS)}`,
  });

  const toUserInfo = (user: UserRow, token: string, sessionId: number): UserInfo => ({
    UserId: user.id,
    Email: user.email ?? '',
    NickName: user.nickName,
    HeadPortrait: user.headPortrait,
    ToKen: token,
    ...imCredentials(user, sessionId),
    Role: user.role,
    Currency: user.currency,
    Verification: user.verification,
    SeesPrices: !pricesHidden(user.role, user.verification),
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

  /**
   * Checks a code without using it up. Wrong tries are counted outside any transaction so a
   * failed request cannot roll the count back; the fifth wrong try kills the code.
   */
  async function checkCode(email: string, purpose: CodePurpose, code: string): Promise<number> {
    const row = await repo.latestCode(email, purpose);
    if (!row) throw new AppError('CODE_WRONG');
    if (row.usedAt) throw new AppError('CODE_EXPIRED');
    const state = codeState(row.createdAt, new Date(), row.wrongAttempts);
    if (state === 'dead') throw new AppError('CODE_ATTEMPTS');
    if (state === 'expired') throw new AppError('CODE_EXPIRED');
    // Every try is counted before the code is compared: five tries, however many arrive at once.
    if (!(await repo.claimCodeTry(row.id, CODE_MAX_ATTEMPTS))) throw new AppError('CODE_ATTEMPTS');
    if (!signer.equals(row.codeHash, codeDigest(email, purpose, code))) {
      throw new AppError('CODE_WRONG');
    }
    return row.id;
  }

  async function useCode(tx: DbOrTx, codeId: number) {
    if (!(await accountsRepo(tx).useCode(codeId))) throw new AppError('CODE_EXPIRED');
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

  /**
   * Counts a failed login against the account and against the client's address: the first
   * stops guessing one password, the second stops trying a few passwords on many accounts
   * (password spraying). A success clears neither the address's count, nor does it lift its
   * lock: one known password must not buy more guesses at the others.
   */
  async function recordLoginFailure(email: string | null, ip: string) {
    const window = limits.loginLockMinutes * 60;
    if (
      email !== null &&
      (await counters.hit(`login:fail:${email}`, window)) >= limits.loginMaxFailures
    ) {
      // prettier-ignore
      await counters.claim(`login:lock:${email}`, window);
      await counters.clear(`login:fail:${email}`);
    }
    const ipWindow = limits.loginIpWindowMinutes * 60;
    if ((await counters.hit(`login:fail-ip:${ip}`, ipWindow)) >= limits.loginIpMaxFailures) {
      await counters.claim(`login:lock-ip:${ip}`, ipWindow);
      await counters.clear(`login:fail-ip:${ip}`);
    }
  }

  /**
   * Refuses while the address, or the account when `email` is given, is locked out. Checked
   * before any password is: a locked-out guesser costs no argon2.
   */
  async function refuseWhileLocked(email: string | null, ip: string) {
    const [ipLock, accountLock] = await Promise.all([
      counters.ttl(`login:lock-ip:${ip}`),
      email === null ? 0 : counters.ttl(`login:lock:${email}`),
    ]);
    const locked = Math.max(ipLock, accountLock);
    if (locked > 0) {
      // The message says how long is left, in whole minutes rounded up.
      throw new AppError('LOGIN_LOCKED', undefined, { count: Math.ceil(locked / 60) });
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
      const session = await repo.liveSession(sha256(token));
      return session
        ? {
            id: session.userId,
            role: session.role,
            sessionId: session.sessionId,
            pricesHidden: pricesHidden(session.role, session.verification),
            tier:
              session.tierPercentBp === null
                ? null
                : { percentBp: session.tierPercentBp, category: session.tierCategory },
          }
        : null;
    },

    async sendCode(body: GetEmailCodeBody, ip: string, locale: Locale): Promise<EmailCodeSent> {
      const { Email: email, Purpose: purpose } = body;
      const existing = await repo.userByEmail(email);
      if ((await counters.hit(`code:ip:${ip}`, 3600)) > limits.codePerIpHour) {
        throw new AppError('RATE_LIMITED');
      }
      if (!(await counters.claim(`code:email:${email}`, limits.codePerEmailSeconds))) {
        throw new AppError('CODE_TOO_FREQUENT');
      }
      const sent: EmailCodeSent = { ResendAfter: CODE_RESEND_SECONDS, ExpiresIn: CODE_TTL_SECONDS };
      // A reset for an unknown address looks the same as a real one, but sends nothing; so does
      // one for an invited account not yet taken up (no password): it opens by its invitation,
      // which an admin may withdraw or let expire, not by a reset code.
      if (purpose === 'reset' && !existing?.passwordHash) return sent;
      // Registering an address that has an account answers as for a new one, so the answer
      // tells no one who is a customer; the address's owner is told by mail instead of a code.
      const taken = purpose === 'register' && existing !== undefined;

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      if (!taken) {
        await repo.insertCode({ email, purpose, codeHash: codeDigest(email, purpose, code) });
      }
      try {
        await mailer.send(
          taken
            ? {
                to: email,
                subject: translate(locale, 'MAIL_REGISTERED_SUBJECT'),
                text: translate(locale, 'MAIL_REGISTERED_BODY', { email }),
              }
            : {
                to: email,
                subject: translate(locale, purpose === 'register' ? 'MAIL_CODE_SUBJECT_REGISTER' : 'MAIL_CODE_SUBJECT_RESET'), // prettier-ignore
                text: translate(locale, 'MAIL_CODE_BODY', { code, minutes: CODE_TTL_SECONDS / 60 }),
              },
        );
      } catch (error) {
        // Let the buyer try again at once instead of waiting out a countdown for a lost mail.
        await counters.clear(`code:email:${email}`);
        throw error;
      }
      return sent;
    },

    async register(body: EmailRegisterBody): Promise<UserInfo> {
      // No code is ever sent for an address with an account: any code for it is a wrong one.
      if (await repo.userByEmail(body.Email)) throw new AppError('CODE_WRONG');
      const codeId = await checkCode(body.Email, 'register', body.Code);
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
          await useCode(tx, codeId);
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
      const codeId = await checkCode(body.Email, 'reset', body.Code);
      const user = await repo.userByEmail(body.Email);
      // An invited account without a password yet is opened by its invitation only.
      if (!user?.passwordHash) throw new AppError('CODE_WRONG');
      const passwordHash = await hashPassword(body.Password);
      await db.transaction(async (tx) => {
        await useCode(tx, codeId);
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
    sessionIsLive: (userId: number, sessionId: number) => repo.sessionIsLive(sessionId, userId),

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
