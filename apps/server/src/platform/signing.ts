import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The configured secret, or one generated once and kept (mode 0600) in the data directory. */
export function loadSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another instance on the same data directory wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export type Signer = ReturnType<typeof signer>;

/** HMAC signatures with an expiry, e.g. the chat `Sign` and private file links. */
export function signer(secret: string, now: () => number = Date.now) {
  const mac = (purpose: string, subject: string, expiresAt: number) =>
    createHmac('sha256', secret).update(`${purpose}\n${subject}\n${expiresAt}`).digest('base64url');
  return {
    /** `<expiresAt>.<mac>`: readable expiry, unforgeable binding to purpose and subject. */
    sign(purpose: string, subject: string, ttlSeconds: number): string {
      const expiresAt = Math.floor(now() / 1000) + ttlSeconds;
      return `${expiresAt}.${mac(purpose, subject, expiresAt)}`;
    },
    verify(purpose: string, subject: string, signature: string): boolean {
      const [expiry, given] = signature.split('.');
      const expiresAt = Number(expiry);
      if (!given || !Number.isInteger(expiresAt) || expiresAt * 1000 <= now()) return false;
      return safeEqual(given, mac(purpose, subject, expiresAt));
    },
    /** Keyed hash of a short secret (verification codes), so a database leak does not reveal it. */
    digest(value: string): string {
      return createHmac('sha256', secret).update(value).digest('hex');
    },
    equals: safeEqual,
  };
}
