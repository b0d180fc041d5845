/**
 * The call a page's HTML made before the app's code arrived (`askFirst`, from the first-page
 * script of src/boot that `preloadFirstPage` builds into index.html): a stone's details, a
 * result list's first page or the cart, asked for while the code is still on its way. When the app makes
 * the same call with the same session and language, it takes that answer instead of asking
 * again — once, and only soon after the page opened.
 * Every other call goes to the network as usual.
 */
export type FirstCall = {
  path: string;
  /** A POST's JSON body; none for a GET. */
  body: string | null;
  token: string;
  locale: string;
  at: number;
  response: Promise<Response>;
};

declare global {
  interface Window {
    facetFirstCall?: FirstCall;
  }
}

/**
 * Makes a page's first call from the HTML, as the app's client would send it (web-client's
 * `sendRequest`: the language and the bearer token, a POST's body as JSON), and leaves it for
 * the app to take over.
 */
export function askFirst(
  path: string,
  body: string | null,
  token: string,
  locale: string,
): FirstCall {
  const response = fetch(path, {
    method: body === null ? 'GET' : 'POST',
    headers: {
      Accept: 'application/json',
      locale,
      Authorization: `Bearer ${token}`,
      ...(body === null ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === null ? {} : { body }),
  });
  const call = { path, body, token, locale, at: Date.now(), response };
  window.facetFirstCall = call;
  return call;
}

/** An answer older than this is not taken over: the app asks afresh. */
const FIRST_CALL_FRESH_MS = 30_000;

export function fetchOrFirstCall(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const first = window.facetFirstCall;
  if (!first || !isSameCall(first, input, init)) return fetch(input, init);
  window.facetFirstCall = undefined;
  return answerOf(first.response, init?.signal);
}

function isSameCall(first: FirstCall, input: RequestInfo | URL, init?: RequestInit) {
  const headers = (init?.headers ?? {}) as Record<string, string>;
  return (
    Date.now() - first.at < FIRST_CALL_FRESH_MS &&
    init?.method === (first.body === null ? 'GET' : 'POST') &&
    String(input) === first.path &&
    (init.body ?? null) === first.body &&
    headers.Authorization === `Bearer ${first.token}` &&
    headers.locale === first.locale
  );
}

/** The early answer, unless the caller gives up first (its own abort or its time-out). */
function answerOf(response: Promise<Response>, signal?: AbortSignal | null): Promise<Response> {
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    response.then(resolve, reject);
  });
}
