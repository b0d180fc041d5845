import { ErrorEnvelope, type FieldError } from '@facet/contract';
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

const isSuccess = (payload: unknown): payload is { Success: true; Data: unknown } =>
  typeof payload === 'object' &&
  payload !== null &&
  'Success' in payload &&
  payload.Success === true;

/** What came back: the response, and its body as JSON or, for a file download, as a file. */
interface Exchange {
  response: Response;
  payload?: unknown;
  file?: Blob;
}

async function exchange(
  path: string,
  { method = 'GET', body, signal }: RequestOptions,
  expectsFile = false,
): Promise<Exchange> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const headers: Record<string, string> = { locale: getLocale() };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // A form (a file upload) sets its own multipart type, boundary included.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response | undefined;
  let payload: unknown;
  let file: Blob | undefined;
  try {
    response = await fetch(`/api/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    // A download arrives as the file itself; a refusal still arrives as the JSON envelope.
    if (expectsFile && response.ok) file = await response.blob();
    else payload = await response.json();
  } catch (error) {
    // A caller's own cancellation (a query that is no longer needed) stays a cancellation.
    if (signal?.aborted) throw error;
    if (timeout.aborted) throw clientError('TIMEOUT');
    // No answer at all is the network; an answer that is not JSON is judged below.
    if (!response) throw clientError('NETWORK');
  }

  if (response.status === 401) expireSession();
  const refused = ErrorEnvelope.safeParse(payload);
  if (refused.success) {
    const { Code, Message, Data } = refused.data;
    throw new ApiError(response.status, Code, Message, Data?.Fields ?? []);
  }
  return { response, payload, file };
}

async function send(path: string, options: RequestOptions) {
  const { response, payload } = await exchange(path, options);
  if (!response.ok || !isSuccess(payload)) throw clientError('SERVER_ERROR', response.status);
  return payload.Data;
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
