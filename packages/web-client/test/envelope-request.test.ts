import { describe, expect, it } from 'vitest';
import { sendRequest, type RequestSpec } from '../src';

const spec = (fetch: typeof globalThis.fetch, extra: Partial<RequestSpec> = {}): RequestSpec => ({
  method: 'POST',
  path: '/api/Thing',
  locale: 'zh-CN',
  token: 't0k3n',
  timeoutMs: 50,
  body: { A: 1 },
  fetch,
  ...extra,
});
const answer = (status: number, body: unknown) => async () =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('one request and what came of it', () => {
  it('sends the language, the session and JSON; an answer gives its Data', async () => {
    let seen: RequestInit | undefined;
    let url = '';
    const outcome = await sendRequest(
      spec(
        async (input, init) => {
          url = String(input);
          seen = init;
          return new Response(JSON.stringify({ Success: true, Code: 'OK', Data: { B: 2 } }));
        },
        { query: { PageIndex: 2, Keyword: undefined } },
      ),
    );
    expect(outcome).toMatchObject({ ok: true, status: 200, data: { B: 2 } });
    expect(url).toBe('/api/Thing?PageIndex=2');
    expect(seen?.headers).toMatchObject({
      locale: 'zh-CN',
      Authorization: 'Bearer t0k3n',
      'Content-Type': 'application/json',
    });
    expect(seen?.body).toBe('{"A":1}');
  });

  it('a refusal carries the code, the message in the user’s words and the field errors', async () => {
    const body = { Success: false, Code: 'VALIDATION', Message: '请检查', Data: { Fields: [{ Path: 'Email', Message: '格式' }] } }; // prettier-ignore
    expect(await sendRequest(spec(answer(400, body)))).toEqual({
      ok: false,
      kind: 'refused',
      status: 400,
      code: 'VALIDATION',
      message: '请检查',
      fields: [{ Path: 'Email', Message: '格式' }],
    });
  });

  it('a fault keeps what the server said (a 503 while a dependency is away)', async () => {
    const body = { Success: false, Code: 'SERVICE_UNAVAILABLE', Message: 'briefly', Data: null };
    expect(await sendRequest(spec(answer(503, body)))).toEqual({
      ok: false,
      kind: 'fault',
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'briefly',
    });
  });

  it('an answer that is no envelope is a fault', async () => {
    expect(await sendRequest(spec(answer(502, '<html>Bad gateway</html>')))).toEqual({
      ok: false,
      kind: 'fault',
      status: 502,
    });
  });

  it('no answer is the network; a slow one, the time limit', async () => {
    const down = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await sendRequest(spec(down))).toEqual({ ok: false, kind: 'network', status: 0 });
    const slow: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
      );
    expect(await sendRequest(spec(slow))).toEqual({ ok: false, kind: 'timeout', status: 0 });
  });

  it('a download is the file; the caller’s own cancellation stays a cancellation', async () => {
    const file = await sendRequest(
      spec(async () => new Response('a,b\n1,2\n'), { method: 'GET', body: undefined, expectsFile: true }), // prettier-ignore
    );
    expect(file.ok && (await file.file?.text())).toBe('a,b\n1,2\n');
    const cancel = new AbortController();
    cancel.abort();
    const aborted = (_input: unknown, init?: RequestInit) =>
      Promise.reject(init?.signal?.reason ?? new Error('aborted'));
    await expect(sendRequest(spec(aborted as typeof fetch, { signal: cancel.signal }))).rejects.toBeDefined(); // prettier-ignore
  });
});
