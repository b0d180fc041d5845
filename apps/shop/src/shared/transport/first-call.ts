/**
 * The call a page's HTML made before the app's code arrived (the first-page script that
 * `preloadFirstPage` writes into index.html): a stone's details or a result list's first page,
 * asked for while the code is still on its way. When the app makes the same call with the same
 * session and language, it takes that answer instead of asking again — once, and only soon
 * after the page opened.
 * Every other call goes to the network as usual.
 */
type FirstCall = {
  path: string;
  body: string;
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
    init?.method === 'POST' &&
    String(input) === first.path &&
    init.body === first.body &&
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
