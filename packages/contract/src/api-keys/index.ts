import { z } from '../zod';
import { Id } from '../ids';
import { paged, pageBodyFields } from '../envelope';
import { API_KEY_NAME_MAX, API_KEY_SCOPES } from './rules';

/** API keys' calls (docs/api.md, docs/integrations.md); their rules are in rules.ts. */
export * from './rules';

export const ApiKeyScopeValue = z.enum(API_KEY_SCOPES, 'FIELD_INVALID');

export const ApiKeyCreateBody = z.strictObject({
  /** The buyer's name for where the key is used: "Website", "ERP". */
  Name: z
    .string('FIELD_INVALID')
    .trim()
    .min(1, 'FIELD_REQUIRED')
    .max(API_KEY_NAME_MAX, 'FIELD_TOO_LONG'),
  Scopes: z
    .array(ApiKeyScopeValue, 'FIELD_INVALID')
    .min(1, 'API_KEY_NO_SCOPE')
    .max(API_KEY_SCOPES.length, 'FIELD_INVALID')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'FIELD_INVALID'),
});
export type ApiKeyCreateBody = z.infer<typeof ApiKeyCreateBody>;

/** The key made: `Key` is in this answer only — Facet keeps its hash. */
export const ApiKeyCreated = z.object({ Id: z.number().int(), Key: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

export const ApiKeyIdBody = z.strictObject({ Id });
export type ApiKeyIdBody = z.infer<typeof ApiKeyIdBody>;

export const ApiKey = z.object({
  Id: z.number().int(),
  Name: z.string(),
  /** The key's first characters (`fk_` and four), to tell keys apart. */
  Prefix: z.string(),
  Scopes: z.array(ApiKeyScopeValue),
  CreatedAt: z.string(),
  LastUsedAt: z.string().nullable(),
  /** Set once revoked: the key is refused from that moment. */
  RevokedAt: z.string().nullable(),
  /** Calls made with the key in the last 30 days. */
  Uses30Days: z.number().int(),
});
export type ApiKey = z.infer<typeof ApiKey>;
/** The buyer's keys, live ones first, newest first. */
export const ApiKeyList = z.array(ApiKey);
export type ApiKeyList = z.infer<typeof ApiKeyList>;

export const ApiKeyUsesBody = z.strictObject({
  /** One key's calls; none: every key's. */
  Id: Id.optional(),
  ...pageBodyFields,
});
export type ApiKeyUsesBody = z.infer<typeof ApiKeyUsesBody>;

/** One call a key made: the buyer's audit of key use. */
export const ApiKeyUse = z.object({
  Id: z.number().int(),
  KeyId: z.number().int(),
  KeyName: z.string(),
  At: z.string(),
  Method: z.string(),
  /** The call's path under `/api/` as the call table names it. */
  Call: z.string(),
  /** The HTTP status it was answered with. */
  Status: z.number().int(),
  Ip: z.string(),
});
export type ApiKeyUse = z.infer<typeof ApiKeyUse>;
export const ApiKeyUsePage = paged(ApiKeyUse);
export type ApiKeyUsePage = z.infer<typeof ApiKeyUsePage>;
