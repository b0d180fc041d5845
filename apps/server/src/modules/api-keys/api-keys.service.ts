import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  API_KEYS_MAX,
  isApiKeyShaped,
  scopeOfCall,
  type ApiKey,
  type ApiKeyCreateBody,
  type ApiKeyCreated,
  type ApiKeyScope,
  type ApiKeyUsePage,
  type ApiKeyUsesBody,
  type CallName,
} from '@facet/contract';
import type { AuthUser } from '../../platform/auth';
import type { Config } from '../../platform/config';
import type { Counters } from '../../platform/counters';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { sha256 } from '../../platform/signing';
import type { AccountsService } from '../accounts/accounts.service';
import { apiKeysRepo } from './api-keys.repo';

/** The advisory-lock class under which one buyer's live keys are counted and added. */
const KEY_LIMIT_LOCK = 0x4b455953; // "KEYS"

/** A caller admitted by an API key: who it stands for, and the key (for its audit of use). */
export type KeyCaller = { user: AuthUser; keyId: number; scopes: ApiKeyScope[] };

export type ApiKeysService = ReturnType<typeof apiKeysService>;

/**
 * Buyers' API keys (docs/integrations.md). A key stands for its buyer, only for the calls of
 * its scopes (the call table's `scope`), at most `RATE_API_KEY_PER_MINUTE` calls a minute;
 * every call it makes is written to the buyer's audit of key use. Revoked, it is refused at
 * once: every call looks the key up (by its hash, an indexed read) — nothing caches it.
 */
export const apiKeysService = ({
  db,
  config,
  counters,
  accounts,
}: {
  db: Db;
  config: Pick<Config, 'rateLimits'>;
  counters: Pick<Counters, 'hit' | 'ttl'>;
  accounts: Pick<AccountsService, 'keyCaller'>;
}) => {
  const repo = apiKeysRepo(db);

  /**
   * Holds a key to `RATE_API_KEY_PER_MINUTE` calls a minute: past it, 429 with how many
   * seconds until the minute is over. Counters out of reach (Redis away) hold no key off.
   */
  async function withinRate(keyId: number): Promise<void> {
    const key = `api-key:${keyId}`;
    const calls = await counters.hit(key, 60).catch(() => 0);
    if (calls <= config.rateLimits.apiKeyPerMinute) return;
    const seconds = await counters.ttl(key).catch(() => 60);
    throw new AppError('RATE_LIMITED', undefined, { retryAfter: Math.max(1, seconds) });
  }

  return {
    /**
     * The caller `key` stands for: a key that is not one (or was revoked, or its account
     * disabled) is 401 `API_KEY_INVALID`.
     */
    async identify(key: string): Promise<KeyCaller> {
      const row = isApiKeyShaped(key) ? await repo.liveKey(sha256(key)) : undefined;
      const user = row && (await accounts.keyCaller(row.userId));
      if (!row || !user) throw new AppError('API_KEY_INVALID');
      return { user, keyId: row.keyId, scopes: row.scopes };
    },

    /**
     * Whether the key may make `call` now: a call outside its scopes (or one no key may make,
     * or no call at all) is 403 `API_KEY_SCOPE`; past its rate, 429 with `Retry-After`.
     */
    async authorise(caller: KeyCaller, call: CallName | undefined): Promise<void> {
      const scope = call && scopeOfCall(call);
      if (!scope || !caller.scopes.includes(scope)) throw new AppError('API_KEY_SCOPE');
      await withinRate(caller.keyId);
    },

    /** Writes one call a key made to its buyer's audit of key use. */
    recordUse: (
      caller: KeyCaller,
      use: { method: string; call: string; status: number; ip: string },
    ) => repo.recordUse({ keyId: caller.keyId, userId: caller.user.id, ...use }),

    async create(user: AuthUser, body: ApiKeyCreateBody): Promise<ApiKeyCreated> {
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LIMIT_LOCK}, ${user.id})`);
        const keys = apiKeysRepo(tx);
        if ((await keys.countLive(user.id)) >= API_KEYS_MAX) throw new AppError('API_KEYS_FULL');
        return keys.insert({
          userId: user.id,
          name: body.Name,
          prefix: key.slice(0, API_KEY_SHOWN_LENGTH),
          keyHash: sha256(key),
          scopes: body.Scopes,
        });
      });
      return { Id: row.id, Key: key };
    },

    async list(user: AuthUser): Promise<ApiKey[]> {
      const rows = await repo.listOf(user.id);
      return rows.map(({ key, lastUsedAt, recent }) => ({
        Id: key.id,
        Name: key.name,
        Prefix: key.prefix,
        Scopes: key.scopes,
        CreatedAt: key.createdAt.toISOString(),
        LastUsedAt: lastUsedAt ? new Date(lastUsedAt).toISOString() : null,
        RevokedAt: key.revokedAt?.toISOString() ?? null,
        Uses30Days: recent ?? 0,
      }));
    },

    /** Revokes one of the buyer's keys; another buyer's key is 404, as if it did not exist. */
    async revoke(user: AuthUser, id: number): Promise<Record<string, never>> {
      if (!(await repo.revoke(user.id, id))) throw new AppError('NOT_FOUND');
      return {};
    },

    async uses(user: AuthUser, body: ApiKeyUsesBody): Promise<ApiKeyUsePage> {
      if (body.Id !== undefined && !(await repo.ownsKey(user.id, body.Id))) {
        throw new AppError('NOT_FOUND');
      }
      const { rows, total } = await repo.usesOf({
        userId: user.id,
        keyId: body.Id,
        pageIndex: body.PageIndex,
        pageSize: body.PageSize,
      });
      return {
        List: rows.map((use) => ({
          Id: use.id,
          KeyId: use.keyId,
          KeyName: use.keyName,
          At: use.at.toISOString(),
          Method: use.method,
          Call: use.call,
          Status: use.status,
          Ip: use.ip,
        })),
        Total: total,
        PageIndex: body.PageIndex,
        PageSize: body.PageSize,
      };
    },
  };
};
