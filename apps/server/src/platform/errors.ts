import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  ERROR_STATUS,
  isMessageKey,
  translate,
  type ErrorCode,
  type FieldError,
  type Locale,
  type MessageKey,
} from '@facet/contract';

/** The one error type of the server: a contract code, optional field errors. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: { path: string; key: MessageKey }[],
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

export function sendError(
  reply: FastifyReply,
  locale: Locale,
  code: ErrorCode,
  fields?: FieldError[],
) {
  const message = translate(locale, code);
  const body: Record<string, unknown> = {
    Success: false,
    Code: code,
    Message: message,
    Data: fields ? { Fields: fields } : null,
  };
  if (ERROR_STATUS[code] >= 500) body.error = message;
  return reply.status(ERROR_STATUS[code]).type('application/json').send(body);
}

type ValidationError = FastifyError & { validation?: SchemaIssue[]; validationContext?: string };

/**
 * Maps every failure to the envelope: AppError by its code, schema failures to VALIDATION with
 * field paths, client mistakes Fastify detects (broken JSON, huge body, wrong content type) to
 * 400, and anything else to SERVER_ERROR without a stack trace.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale;
  if (error instanceof AppError) {
    const fields = error.fields?.map((f) => ({ Path: f.path, Message: translate(locale, f.key) }));
    return sendError(reply, locale, error.code, fields);
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
    return sendError(reply, locale, error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION');
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, locale, 'SERVER_ERROR');
}
