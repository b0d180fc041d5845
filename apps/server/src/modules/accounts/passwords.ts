import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane); @node-rs/argon2 defaults to argon2id.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash (unknown email, cancelled
 * account) a decoy hash is verified instead, so the answer takes as long either way.
 */
export async function checkPassword(stored: string | null | undefined, password: string) {
  if (!stored) {
    decoy ??= hashPassword('decoy-password-0');
    await verify(await decoy, password);
    return false;
  }
  return verify(stored, password);
}
