import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { z } from 'zod';

// The shapes of settings and the rules between them (config.ts reads the environment with them);
// each says what it wants.

export const PORT_RULE = 'must be a whole number from 0 to 65535';
export const port = z.coerce
  .number({ error: PORT_RULE })
  .int(PORT_RULE)
  .min(0, PORT_RULE)
  .max(65535, PORT_RULE);
export const POSITIVE_RULE = 'must be a whole number above 0';
export const positiveInt = z.coerce
  .number({ error: POSITIVE_RULE })
  .int(POSITIVE_RULE)
  .positive(POSITIVE_RULE);
export const POSITIVE_NUMBER_RULE = 'must be a number above 0';
export const positiveNumber = z.coerce
  .number({ error: POSITIVE_NUMBER_RULE })
  .positive(POSITIVE_NUMBER_RULE);
export const percentage = (min: number, max: number) => {
  const rule = `must be a percentage from ${min} to ${max}`;
  return z.coerce.number({ error: rule }).min(min, rule).max(max, rule);
};
export const NON_NEGATIVE_RULE = 'must be a number of seconds from 0 to 300';
export const TRUST_PROXY_RULE =
  'must be true, false, a number of proxy hops, or proxy addresses/CIDR ranges separated by commas';
export const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));
export const url = (protocols: string[]) =>
  z
    .url({ error: `must be a URL starting with ${protocols.join(' or ')}` })
    .refine((v) => protocols.some((p) => v.startsWith(p)), {
      message: `must be a URL starting with ${protocols.join(' or ')}`,
    });

/** Which X-Forwarded-* to believe: a flag, a number of hops, or proxy addresses and ranges. */
export const trustProxy = z.string().transform((value, context): boolean | number | string[] => {
  const trimmed = value.trim();
  if (['true', 'yes', 'on'].includes(trimmed)) return true;
  if (['0', 'false', 'no', 'off'].includes(trimmed)) return false;
  if (/^\d{1,2}$/.test(trimmed)) return Number(trimmed);
  const ranges = trimmed.split(',').map((part) => part.trim());
  if (ranges.every((part) => /^[\da-fA-F:.]+(\/\d{1,3})?$/.test(part))) return ranges;
  context.addIssue({ code: 'custom', message: TRUST_PROXY_RULE });
  return z.NEVER;
});

/** A setting that stops the start: its message names the variable and what it wants. */
export class ConfigError extends Error {}

const PROCESSES_RULE = 'must be auto or a whole number from 1 to 64';
export const processCount = z.union([
  z.literal('auto'),
  z.coerce.number().int(PROCESSES_RULE).min(1, PROCESSES_RULE).max(64, PROCESSES_RULE),
], { error: PROCESSES_RULE }); // prettier-ignore

/**
 * How many server processes share the port. More than one needs what they must share: the
 * database (the embedded one belongs to one process) and Redis (rate limits, the chat).
 */
export function processesOf(e: {
  PROCESSES: 'auto' | number;
  DATABASE_URL?: string;
  REDIS_URL?: string;
  ROLE: string;
}): number {
  const processes = e.PROCESSES === 'auto' ? availableParallelism() : e.PROCESSES;
  if (processes === 1) return 1;
  if (!e.DATABASE_URL) {
    throw new ConfigError('Invalid PROCESSES: more than one needs DATABASE_URL (the embedded database is one process’s)'); // prettier-ignore
  }
  if (!e.REDIS_URL) {
    throw new ConfigError('Invalid PROCESSES: more than one needs REDIS_URL (the processes share rate limits and the chat through it)'); // prettier-ignore
  }
  if (e.ROLE === 'worker') {
    throw new ConfigError('Invalid PROCESSES: ROLE=worker runs the sweeps in one process; use 1');
  }
  return processes;
}

/**
 * Two deployments on one Redis (different database numbers do not part pub/sub channels)
 * must never share keys or chat: by default the prefix is derived from where the data is —
 * the PostgreSQL host, port and database, or the embedded database's folder.
 */
export function derivedRedisPrefix(databaseUrl: string | undefined, dataDir: string): string {
  let place = `pglite:${dataDir}`;
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    place = `postgres:${url.hostname}:${url.port || '5432'}${url.pathname}`;
  }
  return `facet:${createHash('sha256').update(place).digest('hex').slice(0, 12)}:`;
}
