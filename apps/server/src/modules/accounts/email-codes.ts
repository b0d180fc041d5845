import { randomInt } from 'node:crypto';
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  codeState,
  translate,
  type CodePurpose,
  type EmailCodeSent,
  type GetEmailCodeBody,
  type Locale,
} from '@facet/contract';
import type { Deps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { accountsRepo } from './accounts.repo';

/** The six-digit codes mailed to register an address or reset its password. */
export const emailCodes = ({
  db,
  mailer,
  counters,
  signer,
  config,
}: Pick<Deps, 'db' | 'mailer' | 'counters' | 'signer' | 'config'>) => {
  const repo = accountsRepo(db);
  const limits = config.rateLimits;
  const codeDigest = (email: string, purpose: CodePurpose, code: string) =>
    signer.digest(`code\n${email}\n${purpose}\n${code}`);

  /** Mails a code, within the limits per address and per client; see below for who gets none. */
  async function send(body: GetEmailCodeBody, ip: string, locale: Locale): Promise<EmailCodeSent> {
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

  return { send, check: checkCode, use: useCode };
};
