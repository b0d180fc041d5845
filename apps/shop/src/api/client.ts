import type { Envelope, FieldError, Locale } from '@facet/contract';

/** §9: a request gives up after 60 s. */
const REQUEST_TIMEOUT_MS = 60_000;
/** §8: server faults stay on screen 3 s; every other toast uses the 2 s default. */
const FAULT_TOAST_MS = 3_000;
const TOAST_MS = 2_000;

/** Why a call failed when the server could not say so itself. */
export type FailureKind = 'unknown' | 'network' | 'timeout' | 'authRequired';

/** A failed call: the envelope's Code and Message, plus the field errors of a 400. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Whether the client already showed this failure in a toast. */
  reported = false;

  constructor(
    readonly Code: string,
    readonly Message: string,
    /** HTTP status, 0 when no response arrived. */
    readonly Status: number,
    readonly Fields: FieldError[] = [],
  ) {
    super(Message);
  }
}

export type ApiClientOptions = {
  baseUrl?: string;
  timeoutMs?: number;
  getToken: () => string | undefined;
  getLocale: () => Locale;
  notify: (message: string, durationMs: number) => void;
  /** Called on every 401: the session layer forgets the user. */
  onUnauthorized: () => void;
  /** The texts for failures that carry no server message, in the current language. */
  fallbackText: (kind: FailureKind) => string;
  fetch?: typeof fetch;
};

type Query = Record<string, string | number | boolean | undefined>;

type RequestOptions = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The caller shows business and validation failures itself (a form with inline field
   * errors), so no toast for them. A 401, a server fault or a lost connection is still
   * reported globally: no form can do anything about those.
   */
  quiet?: boolean;
  /**
   * A refresh the buyer did not ask for (a badge polled every minute): it fails without any
   * toast, so a phone that lost its network is not told so every minute. A 401 still signs out.
   */
  background?: boolean;
};

function isEnvelope(value: unknown): value is Envelope<unknown> & { error?: string } {
  return typeof value === 'object' && value !== null && 'Success' in value;
}

function fieldsOf(data: unknown): FieldError[] {
  if (typeof data !== 'object' || data === null || !('Fields' in data)) return [];
  return Array.isArray(data.Fields) ? (data.Fields as FieldError[]) : [];
}

function urlOf(baseUrl: string, path: string, query: Query = {}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

/**
 * The one HTTP client of the shop. Every call settles: it resolves with `Data` or rejects with
 * an `ApiError` — never a promise left hanging, whatever the server or the network does.
 */
export function createApiClient(options: ApiClientOptions) {
  const {
    baseUrl = '',
    timeoutMs = REQUEST_TIMEOUT_MS,
    getToken,
    getLocale,
    notify,
    onUnauthorized,
    fallbackText,
  } = options;
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  function report(error: ApiError, durationMs: number): never {
    notify(error.Message, durationMs);
    error.reported = true;
    throw error;
  }

  async function request<T>(
    method: string,
    path: string,
    { query, body, signal, quiet = false, background = false }: RequestOptions = {},
  ): Promise<T> {
    const fail = (error: ApiError, durationMs: number): never => {
      if (background && error.Status !== 401) throw error;
      return report(error, durationMs);
    };

    const headers: Record<string, string> = { Accept: 'application/json', locale: getLocale() };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }

    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;

    let status: number;
    let envelope: unknown;
    try {
      const response = await fetchImpl(urlOf(baseUrl, path, query), {
        method,
        headers,
        body: payload,
        signal: combined,
      });
      status = response.status;
      const text = await response.text();
      try {
        envelope = text ? JSON.parse(text) : null;
      } catch {
        envelope = null;
      }
    } catch (cause) {
      // A caller that cancelled (a query no longer needed) expects silence, not a toast.
      if (signal?.aborted) throw cause;
      const kind = timeout.signal.aborted ? 'timeout' : 'network';
      return fail(
        new ApiError(kind === 'timeout' ? 'TIMEOUT' : 'NETWORK', fallbackText(kind), 0),
        FAULT_TOAST_MS,
      );
    } finally {
      clearTimeout(timer);
    }

    if (status === 401) {
      onUnauthorized();
      return fail(new ApiError('AUTH_REQUIRED', fallbackText('authRequired'), status), TOAST_MS);
    }
    if (status >= 500 || !isEnvelope(envelope)) {
      const known = isEnvelope(envelope) ? envelope : null;
      const message = known?.Message || known?.error || fallbackText('unknown');
      return fail(new ApiError(known?.Code || 'UNKNOWN', message, status), FAULT_TOAST_MS);
    }
    if (!envelope.Success) {
      const error = new ApiError(
        envelope.Code,
        envelope.Message || fallbackText('unknown'),
        status,
        fieldsOf(envelope.Data),
      );
      if (quiet) throw error;
      return fail(error, TOAST_MS);
    }
    return envelope.Data as T;
  }

  return {
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
      request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
      request<T>('PUT', path, { ...options, body }),
    delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
      request<T>('DELETE', path, { ...options, body }),
    /** multipart/form-data with the one field `file` (API.md, "Uploads"). */
    upload: <T>(path: string, file: Blob, options?: Omit<RequestOptions, 'body'>) => {
      const form = new FormData();
      form.append('file', file);
      return request<T>('POST', path, { ...options, body: form });
    },
  };
}
