/**
 * One request to Facet's API and what came of it, never thrown: every call settles as data, a
 * refusal in the envelope, a fault, or no answer (network, timeout). The shop and the console
 * turn outcomes into their own errors and messages.
 */

/** A field error of the envelope's `Data.Fields`. */
export type FieldError = { Path: string; Message: string };

type Query = Record<string, string | number | boolean | undefined>;

export type RequestSpec = {
  method: string;
  /** The full path, `/api/…`. */
  path: string;
  query?: Query;
  /** JSON, or a FormData sent as multipart (its boundary set by the browser). */
  body?: unknown;
  signal?: AbortSignal;
  token?: string | null;
  locale: string;
  timeoutMs: number;
  /** A download: a successful answer is the file itself, a refusal still the envelope. */
  expectsFile?: boolean;
  baseUrl?: string;
  fetch?: typeof fetch;
};

export type Outcome =
  | { ok: true; status: number; data: unknown; file?: Blob; response: Response }
  /** No answer: the network, or the request's own time limit. */
  | { ok: false; kind: 'network'; status: 0 }
  | { ok: false; kind: 'timeout'; status: 0 }
  /** The server refused in the envelope (a 4xx with Code and Message, 401 included). */
  | {
      ok: false;
      kind: 'refused';
      status: number;
      code: string;
      message: string;
      fields: FieldError[];
    }
  /** A server fault (5xx), or an answer that was no envelope at all. */
  | { ok: false; kind: 'fault'; status: number; code?: string; message?: string };

type EnvelopeLike = {
  Success: boolean;
  Code?: string;
  Message?: string;
  Data?: unknown;
  error?: string;
};

const isEnvelope = (value: unknown): value is EnvelopeLike =>
  typeof value === 'object' && value !== null && 'Success' in value;

function fieldsOf(data: unknown): FieldError[] {
  if (typeof data !== 'object' || data === null || !('Fields' in data)) return [];
  return Array.isArray(data.Fields) ? (data.Fields as FieldError[]) : [];
}

export function urlOf(baseUrl: string, path: string, query: Query = {}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

/**
 * Sends one request. A caller's own cancellation (a query no longer needed) rejects with the
 * abort, as fetch does; everything else resolves as an outcome.
 */
export async function sendRequest(spec: RequestSpec): Promise<Outcome> {
  const headers: Record<string, string> = { Accept: 'application/json', locale: spec.locale };
  if (spec.token) headers.Authorization = `Bearer ${spec.token}`;
  let payload: BodyInit | undefined;
  if (spec.body instanceof FormData) {
    payload = spec.body;
  } else if (spec.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(spec.body);
  }

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), spec.timeoutMs);
  const signal = spec.signal ? AbortSignal.any([spec.signal, timeout.signal]) : timeout.signal;
  const fetchImpl = spec.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  let response: Response;
  let envelope: unknown = null;
  let file: Blob | undefined;
  try {
    response = await fetchImpl(urlOf(spec.baseUrl ?? '', spec.path, spec.query), {
      method: spec.method,
      headers,
      body: payload,
      signal,
    });
    if (spec.expectsFile && response.ok) {
      file = await response.blob();
    } else {
      const text = await response.text();
      try {
        envelope = text ? JSON.parse(text) : null;
      } catch {
        envelope = null;
      }
    }
  } catch (cause) {
    if (spec.signal?.aborted) throw cause;
    return timeout.signal.aborted
      ? { ok: false, kind: 'timeout', status: 0 }
      : { ok: false, kind: 'network', status: 0 };
  } finally {
    clearTimeout(timer);
  }

  const { status } = response;
  if (file) return { ok: true, status, data: undefined, file, response };
  if (!isEnvelope(envelope)) return { ok: false, kind: 'fault', status };
  if (status >= 500) {
    return {
      ok: false,
      kind: 'fault',
      status,
      code: envelope.Code,
      message: envelope.Message || envelope.error,
    };
  }
  if (!envelope.Success) {
    return {
      ok: false,
      kind: 'refused',
      status,
      code: envelope.Code ?? 'UNKNOWN',
      message: envelope.Message ?? '',
      fields: fieldsOf(envelope.Data),
    };
  }
  return { ok: true, status, data: envelope.Data, response };
}
