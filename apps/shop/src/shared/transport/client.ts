import type { FieldError, Locale } from '@facet/contract';
import { callPath, sendRequest, typedCalls, type SendCall } from '@facet/web-client';

/** §9: a request gives up after 60 s. */
const REQUEST_TIMEOUT_MS = 60_000;
/** §8: server faults stay on screen 3 s; every other toast uses the 2 s default. */
const FAULT_TOAST_MS = 3_000;
const TOAST_MS = 2_000;
const UNAVAILABLE_TOLD_FOR_MS = 30_000;

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
  /** Called on every refusal the server explains (4xx but 401), with its code. */
  onRefused?: (code: string) => void;
  /**
   * Told whether the server answers normally (true) or says it is briefly unavailable (false,
   * 503 SERVICE_UNAVAILABLE): the pages that could not load retry by themselves meanwhile.
   */
  onServiceStatus?: (available: boolean) => void;
  /** The texts for failures that carry no server message, in the current language. */
  fallbackText: (kind: FailureKind) => string;
  fetch?: typeof fetch;
};

type Query = Record<string, string | number | boolean | undefined>;

/** What a call takes beside its input. */
export type CallOptions = {
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

/**
 * The one HTTP client of the shop: the API's calls, each named and typed by the contract's call
 * table (`calls.post('Order/AddOrder', body, { quiet: true })` takes an `AddOrderBody` and
 * resolves to `OrderAdded`), its path written by web-client's `callPath` alone. Every call
 * settles: it resolves with `Data` or rejects with an `ApiError` — never a promise left
 * hanging, whatever the server or the network does.
 */
export function createApiClient(options: ApiClientOptions) {
  const {
    baseUrl = '',
    timeoutMs = REQUEST_TIMEOUT_MS,
    getToken,
    getLocale,
    notify,
    onUnauthorized,
    onRefused,
    onServiceStatus = () => {},
    fallbackText,
  } = options;
  /** "Briefly unavailable" is said once while it lasts, not on every call that meets it. */
  let unavailableToldAt = -Infinity;
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  function report(error: ApiError, durationMs: number): never {
    notify(error.Message, durationMs);
    error.reported = true;
    throw error;
  }

  const send: SendCall<CallOptions> = async (
    method,
    name,
    { query, body, form },
    { signal, quiet = false, background = false },
  ) => {
    const fail = (error: ApiError, durationMs: number): never => {
      if (background && error.Status !== 401) throw error;
      return report(error, durationMs);
    };

    const outcome = await sendRequest({
      method,
      path: callPath(name),
      query: query as Query | undefined,
      // An upload's form goes as multipart (its one field `file`, API.md "Uploads"), else JSON.
      body: form ?? body,
      signal,
      token: getToken(),
      locale: getLocale(),
      timeoutMs,
      baseUrl,
      fetch: fetchImpl,
    });
    if (outcome.ok) {
      onServiceStatus(true);
      return outcome.data;
    }
    if (outcome.kind === 'network' || outcome.kind === 'timeout') {
      return fail(
        new ApiError(
          outcome.kind === 'timeout' ? 'TIMEOUT' : 'NETWORK',
          fallbackText(outcome.kind),
          0,
        ),
        FAULT_TOAST_MS,
      );
    }
    if (outcome.status === 401) {
      onUnauthorized();
      return fail(new ApiError('AUTH_REQUIRED', fallbackText('authRequired'), 401), TOAST_MS);
    }
    if (outcome.kind === 'fault') {
      const message = outcome.message || fallbackText('unknown');
      const error = new ApiError(outcome.code || 'UNKNOWN', message, outcome.status);
      if (outcome.code === 'SERVICE_UNAVAILABLE') {
        onServiceStatus(false);
        if (Date.now() - unavailableToldAt < UNAVAILABLE_TOLD_FOR_MS) throw error;
        unavailableToldAt = Date.now();
      }
      return fail(error, FAULT_TOAST_MS);
    }
    const error = new ApiError(
      outcome.code,
      outcome.message || fallbackText('unknown'),
      outcome.status,
      outcome.fields,
    );
    onRefused?.(outcome.code);
    if (quiet) throw error;
    return fail(error, TOAST_MS);
  };

  return typedCalls(send);
}

/** A client's calls: `get`, `post`, `put`, `delete` and `upload`, typed from the call table. */
export type ApiCalls = ReturnType<typeof createApiClient>;
