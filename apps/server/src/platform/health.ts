/**
 * The state of the services Facet depends on. A dependency that goes away is a state, not a
 * crash: calls that need it answer 503 SERVICE_UNAVAILABLE, the readiness probe says which one
 * is missing, and the log says once when it goes and once when it comes back.
 */

export type DependencyName = 'database' | 'redis' | 'mail' | 'storage';

/** Thrown (or found as a cause) when a call needs a dependency that cannot be reached. */
export class DependencyUnavailable extends Error {
  constructor(
    readonly dependency: DependencyName,
    cause?: unknown,
  ) {
    super(`${dependency} unavailable`, { cause });
    this.name = 'DependencyUnavailable';
  }
}

/** The smallest logger both pino and a test can give. */
export type HealthLog = {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
};

export type Dependency = {
  readonly name: DependencyName;
  /** False while any of its connections is lost. */
  isUp(): boolean;
  /** Seconds since it went away (0 while up), for the readiness probe. */
  downForSeconds(): number;
  /** One connection of the dependency reports its state; `part` tells connections apart. */
  report(part: string, up: boolean, error?: unknown): void;
  onChange(listener: (up: boolean) => void): () => void;
};

/** A short, secret-free description of a connection error for the log. */
export function describeError(error: unknown): { code?: string; message: string } {
  const e = error as { code?: unknown; message?: unknown } | undefined;
  const code = typeof e?.code === 'string' ? e.code : undefined;
  // Connection errors can carry the URL (and its password) in their message: keep the first
  // line, with anything that looks like credentials in a URL removed.
  const message = String(e?.message ?? error)
    .split('\n')[0]!
    .replace(/\/\/[^@/\s]*@/g, '//')
    .slice(0, 200);
  return code ? { code, message } : { message };
}

export function dependency(name: DependencyName, log: HealthLog): Dependency {
  const downParts = new Set<string>();
  let downSince = 0;
  const listeners = new Set<(up: boolean) => void>();
  return {
    name,
    isUp: () => downParts.size === 0,
    downForSeconds: () => (downSince ? Math.round((Date.now() - downSince) / 1000) : 0),
    report(part, up, error) {
      const wasUp = downParts.size === 0;
      if (up) downParts.delete(part);
      else downParts.add(part);
      const isUp = downParts.size === 0;
      if (wasUp === isUp) return;
      if (isUp) {
        log.info(
          { dependency: name, downForSeconds: Math.round((Date.now() - downSince) / 1000) },
          `${name} is back`,
        );
        downSince = 0;
      } else {
        downSince = Date.now();
        log.warn({ dependency: name, error: describeError(error) }, `${name} is unavailable`);
      }
      for (const listener of listeners) listener(isUp);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** A dependency that is always there (the embedded database, in-process counters). */
export function alwaysUp(name: DependencyName): Dependency {
  return {
    name,
    isUp: () => true,
    downForSeconds: () => 0,
    report() {},
    onChange: () => () => {},
  };
}

// Socket-level failures, and PostgreSQL's own codes for "not now": connection exceptions
// (class 08), shutdown in progress (57P01–57P03), too many connections (53300).
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Client was closed|Connection is closed|Cannot use a pool after calling end/i;

/** Whether a database error means "cannot reach PostgreSQL", wrapped by drizzle or not. */
export function isConnectionError(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e instanceof DependencyUnavailable) return true;
    if (typeof e.code === 'string' && (CONNECTION_CODES.has(e.code) || e.code.startsWith('08')))
      return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * Whether PostgreSQL cancelled a statement that ran past `statement_timeout` (57014): the
 * database is there but busy; the caller may try again, and nothing is marked down.
 */
export function isStatementTimeout(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '57014') return true;
  }
  return false;
}

/** The dependency an error says is missing, if it says so. */
export function unavailableDependency(error: unknown): DependencyName | null {
  for (
    let e = error as { cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e instanceof DependencyUnavailable) return e.dependency;
  }
  return isConnectionError(error) ? 'database' : null;
}
