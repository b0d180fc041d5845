import { z } from './zod';

/**
 * Every id a client sends — orders, lines, addresses, goods, cart lines, notices, chat
 * messages and conversations — is a PostgreSQL `integer`: 1 to 2^31 − 1. A larger one is a
 * 400 VALIDATION naming its field, never a database error.
 */
export const ID_MAX = 2_147_483_647;

export const Id = z
  .number('FIELD_INVALID')
  .int('FIELD_INVALID')
  .positive('FIELD_INVALID')
  .max(ID_MAX, 'FIELD_INVALID');

/** The same id in a query string, where it arrives as text. */
export const QueryId = z.coerce
  .number('FIELD_INVALID')
  .int('FIELD_INVALID')
  .positive('FIELD_INVALID')
  .max(ID_MAX, 'FIELD_INVALID');

/** A read mark: a message id, or 0 before anything was read. */
export const ReadMark = z
  .number('FIELD_INVALID')
  .int('FIELD_INVALID')
  .nonnegative('FIELD_INVALID')
  .max(ID_MAX, 'FIELD_INVALID');
