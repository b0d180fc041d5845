import type { CallInput, CallName, CallsOfKind, FieldError } from '@facet/contract';
import { callPath, sendRequest, typedCalls, type CallOptions } from '@facet/web-client';
import { getLocale } from '../../i18n/locale-store';
import { textOf, type TextKey } from '../../i18n/catalogue';
import { clearToken, readToken } from './token-store';

const TIMEOUT_MS = 60_000;

/** Failures that never produced an envelope, and the text each one shows. */
const CLIENT_FAILURES = {
  NETWORK: 'errors.network',
  TIMEOUT: 'errors.timeout',
  SERVER_ERROR: 'SERVER_ERROR',
} as const satisfies Record<string, TextKey>;

/** A refused call: the envelope's Code and (already translated) Message, plus field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
  }
}

const expiryListeners = new Set<() => void>();

/** Called once when a request finds the session gone (401); the token is already cleared. */
export function onSessionExpired(listener: () => void) {
  expiryListeners.add(listener);
  return () => {
    expiryListeners.delete(listener);
  };
}

function expireSession() {
  // Several queries may fail together: only the first one reports the expiry.
  if (readToken() === null) return;
  clearToken();
  expiryListeners.forEach((listener) => listener());
}

type Query = Record<string, string | number | boolean | undefined>;

interface RequestOptions {
  method?: string;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

const clientError = (code: keyof typeof CLIENT_FAILURES, status = 0) =>
  new ApiError(status, code, textOf(getLocale(), CLIENT_FAILURES[code]));

/** What came back: the envelope's Data, or for a file download the file. */
interface Exchange {
  response: Response;
  data?: unknown;
  file?: Blob;
}

async function exchange(
  name: CallName,
  { method = 'GET', body, query, signal }: RequestOptions,
  expectsFile = false,
): Promise<Exchange> {
  const outcome = await sendRequest({
    method,
    path: callPath(name),
    body,
    query,
    signal,
    token: readToken(),
    locale: getLocale(),
    timeoutMs: TIMEOUT_MS,
    expectsFile,
  });
  if (outcome.ok) return { response: outcome.response, data: outcome.data, file: outcome.file };
  if (outcome.kind === 'network') throw clientError('NETWORK');
  if (outcome.kind === 'timeout') throw clientError('TIMEOUT');
  if (outcome.status === 401) expireSession();
  if (outcome.kind === 'refused') {
    throw new ApiError(outcome.status, outcome.code, outcome.message, outcome.fields);
  }
  // A fault in the envelope (503 while a dependency is away) says so in the user's words.
  if (outcome.code && outcome.message) {
    throw new ApiError(outcome.status, outcome.code, outcome.message);
  }
  throw clientError('SERVER_ERROR', outcome.status);
}

/**
 * The API's calls, typed by the contract's call table: `calls.post('Admin/Holds/Extend',
 * { HoldId })`. Each resolves with the envelope's Data, as the server's schema wrote it.
 */
export const calls = typedCalls(
  async (method, name, { body, query, form }, { signal }) =>
    (await exchange(name, { method, body: form ?? body, query: query as Query, signal })).data,
);

/** A file the server sent, with the name it suggested. */
export interface DownloadedFile {
  file: Blob;
  name: string;
}

/** `attachment; filename="facet-stock.csv"` → facet-stock.csv. */
const suggestedName = (disposition: string | null) =>
  /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1];

/** A file from a download call (a CSV export); refusals throw as the other calls do. */
export async function download<N extends CallsOfKind<'download'>>(
  name: N,
  input: CallInput<N>,
  { fallbackName, signal }: CallOptions & { fallbackName: string },
): Promise<DownloadedFile> {
  // The table's downloads: a GET that takes nothing, or a POST of what to export.
  const method = input === undefined ? 'GET' : 'POST';
  const { response, file } = await exchange(name, { method, body: input, signal }, true);
  if (!file) throw clientError('SERVER_ERROR', response.status);
  return {
    file,
    name: suggestedName(response.headers.get('content-disposition')) ?? fallbackName,
  };
}
