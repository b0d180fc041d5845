import type { FieldError } from '@facet/contract';
import { sendRequest } from '@facet/web-client';
import { getLocale } from '../i18n/locale-store';
import { textOf, type TextKey } from '../i18n/catalogue';
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

type Schema<T> = { parse: (data: unknown) => T };

interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
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
  path: string,
  { method = 'GET', body, signal }: RequestOptions,
  expectsFile = false,
): Promise<Exchange> {
  const outcome = await sendRequest({
    method,
    path: `/api/${path}`,
    body,
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

async function send(path: string, options: RequestOptions) {
  return (await exchange(path, options)).data;
}

/** Calls `/api/<path>` and resolves with the envelope's Data, checked against `schema`. */
export function request(path: string, options?: RequestOptions): Promise<void>;
export function request<T>(
  path: string,
  options: RequestOptions & { schema: Schema<T> },
): Promise<T>;
export async function request<T>(
  path: string,
  options: RequestOptions & { schema?: Schema<T> } = {},
): Promise<T | void> {
  const data = await send(path, options);
  if (!options.schema) return;
  try {
    return options.schema.parse(data);
  } catch {
    throw clientError('SERVER_ERROR');
  }
}

/** A file the server sent, with the name it suggested. */
export interface DownloadedFile {
  file: Blob;
  name: string;
}

/** `attachment; filename="facet-stock.csv"` → facet-stock.csv. */
const suggestedName = (disposition: string | null) =>
  /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1];

/** Calls `/api/<path>` for a file (a CSV export); refusals throw as `request` does. */
export async function download(
  path: string,
  options: RequestOptions & { fallbackName: string },
): Promise<DownloadedFile> {
  const { response, file } = await exchange(path, options, true);
  if (!file) throw clientError('SERVER_ERROR', response.status);
  return {
    file,
    name: suggestedName(response.headers.get('content-disposition')) ?? options.fallbackName,
  };
}
