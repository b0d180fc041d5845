import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  ERROR_STATUS,
  isMessageKey,
  parseLocale,
  translate,
  type ErrorCode,
  type FieldError,
  type Locale,
  type MessageKey,
} from '@facet/contract';
import {
  describeError,
  isStatementTimeout,
  unavailableDependency,
  type Dependency,
} from './health';

/**
 * The one error type of the server: a contract code, optional field errors, and the values
 * its message names (`{minutes}` in "try again in {minutes} minutes").
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: { path: string; key: MessageKey; params?: Record<string, string> }[],
    readonly params?: Record<string, string | number>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** One entry of a schema failure as fastify-type-provider-zod reports it. */
type SchemaIssue = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: string[] };
};

/** Catalogue keys in zod messages translate; zod's own wording becomes a generic key. */
function issueKey(issue: SchemaIssue): MessageKey {
  if (isMessageKey(issue.message)) return issue.message;
  if (issue.keyword === 'unrecognized_keys') return 'FIELD_UNKNOWN';
  if (issue.keyword === 'too_big') return 'FIELD_TOO_LONG';
  if (issue.message?.includes('received undefined')) return 'FIELD_REQUIRED';
  return 'FIELD_INVALID';
}

function issuePaths(issue: SchemaIssue, context: string): string[] {
  const segments = (issue.instancePath ?? '').split('/').filter(Boolean);
  const base = [context === 'body' ? '' : context, ...segments].filter(Boolean).join('.');
  const keys = issue.keyword === 'unrecognized_keys' ? (issue.params?.keys ?? []) : [];
  return keys.length ? keys.map((k) => (base ? `${base}.${k}` : k)) : [base];
}

/** How long a client should wait before trying again while a dependency is away. */
export const RETRY_AFTER_SECONDS = 5;

function envelopeOf(
  locale: Locale,
  code: ErrorCode,
  fields?: FieldError[],
  params?: Record<string, string | number>,
) {
  const message = translate(locale, code, params);
  const body: Record<string, unknown> = {
    Success: false,
    Code: code,
    Message: message,
    Data: fields ? { Fields: fields } : null,
  };
  if (ERROR_STATUS[code] >= 500) body.error = message;
  return body;
}

export function sendError(
  reply: FastifyReply,
  locale: Locale,
  code: ErrorCode,
  fields?: FieldError[],
  params?: Record<string, string | number>,
) {
  if (code === 'SERVICE_UNAVAILABLE') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  // A rate limit that knows when it lifts says so (`new AppError('RATE_LIMITED', [], { retryAfter })`).
  if (typeof params?.retryAfter === 'number')
    reply.header('retry-after', String(params.retryAfter));
  return reply
    .status(ERROR_STATUS[code])
    .type('application/json')
    .send({ ...envelopeOf(locale, code, fields, params), RequestId: String(reply.request.id) });
}

/** A client mistake with one line saying what was wrong with the request as a whole. */
const requestError = (reply: FastifyReply, locale: Locale, key: MessageKey) =>
  sendError(reply, locale, 'VALIDATION', [{ Path: '', Message: translate(locale, key) }]);

/**
 * Errors Fastify's router meets before a route runs (a path parameter over the length limit,
 * a malformed URL): the envelope like everything else. Hooks have not run, so the language
 * comes from the header itself.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const locale = parseLocale(request.headers.locale);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return requestError(reply, locale, 'URL_TOO_LONG');
  return requestError(reply, locale, 'URL_MALFORMED');
}

/**
 * Errors the HTTP parser meets before Fastify sees a request (headers over the size limit, a
 * garbled request line, a client too slow to send its request): the envelope, written on the
 * socket, which then closes as Node's own handler would.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, key]: [number, string, MessageKey] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'HEADERS_TOO_LARGE']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'REQUEST_TIMEOUT']
        : [400, 'Bad Request', 'REQUEST_MALFORMED'];
  // No request, so no locale header to honour: English.
  const body = JSON.stringify(
    envelopeOf('en', 'VALIDATION', [{ Path: '', Message: translate('en', key) }]),
  );
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

type ValidationError = FastifyError & { validation?: SchemaIssue[]; validationContext?: string };

/**
 * Maps every failure to the envelope: AppError by its code, schema failures to VALIDATION with
 * field paths, client mistakes Fastify detects (broken JSON, huge body, wrong content type) to
 * 400, a database or Redis out of reach to 503 SERVICE_UNAVAILABLE (and the database's state
 * to "down", which starts its probe), and anything else to SERVER_ERROR without a stack trace.
 */
export const errorHandler =
  (health: { database: Dependency }) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale;
    if (isStatementTimeout(error)) {
      request.log.warn({ error: describeError(error) }, 'statement timed out');
      return sendError(reply, locale, 'SERVICE_UNAVAILABLE');
    }
    const missing = unavailableDependency(error);
    if (missing) {
      if (missing === 'database') health.database.report('connection', false, error);
      request.log.warn(
        { dependency: missing, error: describeError(error) },
        'dependency unavailable',
      );
      return sendError(reply, locale, 'SERVICE_UNAVAILABLE');
    }
    if (error instanceof AppError) {
      const fields = error.fields?.map((f) => ({
        Path: f.path,
        Message: translate(locale, f.key, f.params),
      }));
      return sendError(reply, locale, error.code, fields, error.params);
    }
    const validation = (error as ValidationError).validation;
    if (validation) {
      const context = (error as ValidationError).validationContext ?? 'body';
      // Several checks of one field may fail with the same rule (a too-long password fails
      // both its length and its pattern check): one line per field and message.
      const seen = new Set<string>();
      const fields = validation.flatMap((issue) => {
        const message = translate(locale, issueKey(issue));
        return issuePaths(issue, context)
          .filter((path) => !seen.has(`${path}\n${message}`) && seen.add(`${path}\n${message}`))
          .map((path) => ({ Path: path, Message: message }));
      });
      return sendError(reply, locale, 'VALIDATION', fields);
    }
    // Fastify's JSON parser reports broken JSON as a SyntaxError carrying status 400; a
    // SyntaxError from the server's own code stays a 500.
    const brokenJson = error instanceof SyntaxError && error.statusCode === 400;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || brokenJson) {
      return sendError(reply, locale, 'VALIDATION', [
        { Path: '', Message: translate(locale, 'BODY_MALFORMED') },
      ]);
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return sendError(reply, locale, 'FILE_TOO_LARGE');
    // Anything else a client got wrong (a body over the limit, a wrong content type…).
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: { code: error.code, message: error.message } }, 'client error');
      if (error.statusCode === 404) return sendError(reply, locale, 'NOT_FOUND');
      const key = CLIENT_ERROR_KEYS[error.statusCode];
      return key ? requestError(reply, locale, key) : sendError(reply, locale, 'VALIDATION');
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return sendError(reply, locale, 'SERVER_ERROR');
  };

/**
 * A failure as the log keeps it: its type, code, first line and stack, and its cause's. Never
 * the values a failed query was given (a database driver's error carries them: an email, a
 * token's hash), nor anything past the first line of a message.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const e = error as { name?: unknown; stack?: unknown; cause?: unknown } | undefined;
  const { code, message } = describeError(error);
  const firstFrames = typeof e?.stack === 'string' ? e.stack.split('\n').slice(1, 8).join('\n') : undefined; // prettier-ignore
  return {
    type: typeof e?.name === 'string' ? e.name : typeof error,
    ...(code ? { code } : {}),
    message,
    ...(firstFrames ? { stack: firstFrames } : {}),
    ...(e?.cause ? { cause: describeError(e.cause) } : {}),
  };
}

/** What a client mistake Fastify reports by its HTTP status was, in the user's words. */
const CLIENT_ERROR_KEYS: Partial<Record<number, MessageKey>> = {
  413: 'BODY_TOO_LARGE',
  414: 'URL_TOO_LONG',
  415: 'MEDIA_TYPE_UNSUPPORTED',
};
