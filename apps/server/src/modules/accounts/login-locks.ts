import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';

/** Login lockouts, per account and per client address, counted in `counters` (Redis or memory). */
export const loginLocks = ({ counters, config }: Pick<Deps, 'counters' | 'config'>) => {
  const limits = config.rateLimits;

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

  return { recordLoginFailure, refuseWhileLocked };
};
