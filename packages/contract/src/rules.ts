/** Account rules of the specification §5 and §9, shared by the server and both web apps. */

/**
 * §9: a text area takes 140 characters by default — a buyer's remark and need on an order, a
 * cancellation's reason, feedback. Fields that truly need more say so where they are defined
 * (docs/orders.md, "Text areas").
 */
export const TEXT_AREA_MAX = 140;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 18;
export const EMAIL_MAX = 254;

/** A code may be asked again after this many seconds (§9: resend countdown 60 s). */
export const CODE_RESEND_SECONDS = 60;
/** A code is valid this long (§9: 10 minutes). */
export const CODE_TTL_SECONDS = 600;
/** A code dies after this many wrong tries. */
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_PATTERN = /^\d{6}$/;

/** Sessions: 30 days with "remember me", 1 day without. */
export const SESSION_REMEMBER_SECONDS = 30 * 24 * 3600;
export const SESSION_DEFAULT_SECONDS = 24 * 3600;

/** 6–18 characters with at least one letter and one digit, no spaces. */
export function isValidPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password) &&
    !/\s/.test(password)
  );
}

// Deliberately pragmatic (the WHATWG input[type=email] rule plus a dotted domain): strict enough
// to catch typos, loose enough for every real business address.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email) && !email.includes('..');
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type CodeState = 'valid' | 'expired' | 'dead';

/** Where a verification code stands at `now`: usable, past its 10 minutes, or killed by wrong tries. */
export function codeState(
  issuedAt: Date,
  now: Date,
  wrongAttempts: number,
  ttlSeconds = CODE_TTL_SECONDS,
): CodeState {
  if (wrongAttempts >= CODE_MAX_ATTEMPTS) return 'dead';
  return now.getTime() - issuedAt.getTime() >= ttlSeconds * 1000 ? 'expired' : 'valid';
}

/** Whole seconds left on the resend countdown (0 when a new code may be asked). */
export function resendWait(
  lastSentAt: Date | null,
  now: Date,
  resendSeconds = CODE_RESEND_SECONDS,
) {
  if (!lastSentAt) return 0;
  const left = resendSeconds * 1000 - (now.getTime() - lastSentAt.getTime());
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
