/**
 * The console's client: its typed calls and downloads as they reach `fetch` (JSON, multipart,
 * query strings, files) and what comes back (the envelope's Data, refusals, a session's expiry).
 * An answer's `Data` is no longer checked here against its schema: the server validates every
 * answer against the same schemas of the contract's call table before it sends it.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Client from './client';
import type * as TokenStore from './token-store';

// The client reads the browser's storage and language when it loads: a minimal browser here.
const storage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

let calls: typeof Client.calls;
let download: typeof Client.download;
let onSessionExpired: typeof Client.onSessionExpired;
let ApiError: typeof Client.ApiError;
let saveToken: typeof TokenStore.saveToken;
let readToken: typeof TokenStore.readToken;

beforeAll(async () => {
  vi.stubGlobal('localStorage', storage());
  vi.stubGlobal('sessionStorage', storage());
  vi.stubGlobal('navigator', { language: 'en-GB' });
  vi.stubGlobal('document', { documentElement: {} });
  ({ calls, download, onSessionExpired, ApiError } = await import('./client'));
  ({ saveToken, readToken } = await import('./token-store'));
});

interface Sent {
  url: string;
  init: RequestInit;
}

/** Every call of the test answers with (a copy of) `response`; the calls are kept to be read. */
function answer(response: Response) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return response.clone();
  });
  return sent;
}

const envelope = (data: unknown) =>
  Response.json({ Success: true, Code: 'OK', Message: '', Data: data });

const refusal = (status: number, Code: string, Message: string, Data: unknown = null) =>
  Response.json({ Success: false, Code, Message, Data }, { status });

const headerOf = ({ init }: Sent, name: string) => new Headers(init.headers).get(name);

describe('the console’s calls', () => {
  beforeEach(() => saveToken('clerk-token', false));

  it('sends a JSON body as JSON, with the session and the language', async () => {
    const sent = answer(envelope({ HoldId: 1, Until: '2030-01-01T00:00:00Z' }));
    const data = await calls.post('Admin/Holds/Extend', { HoldId: 1 });
    expect(data).toEqual({ HoldId: 1, Until: '2030-01-01T00:00:00Z' });
    expect(sent[0]!.url).toBe('/api/Admin/Holds/Extend');
    expect(sent[0]!.init.method).toBe('POST');
    expect(headerOf(sent[0]!, 'Content-Type')).toBe('application/json');
    expect(headerOf(sent[0]!, 'Authorization')).toBe('Bearer clerk-token');
    expect(headerOf(sent[0]!, 'locale')).toBe('en');
    expect(sent[0]!.init.body).toBe('{"HoldId":1}');
  });

  it('sends a call that takes nothing without a body', async () => {
    const sent = answer(envelope(null));
    await calls.post('Relation/LogOut');
    expect(sent[0]!.init.body).toBeUndefined();
    expect(headerOf(sent[0]!, 'Content-Type')).toBeNull();
  });

  it('puts a GET’s input in the query string, leaving out what is undefined', async () => {
    const sent = answer(envelope({ Messages: [], HasMore: false }));
    await calls.get('Admin/Im/History', { ConversationId: 7, Before: undefined, Limit: 50 });
    expect(sent[0]!.url).toBe('/api/Admin/Im/History?ConversationId=7&Limit=50');
    expect(sent[0]!.init.method).toBe('GET');
    expect(sent[0]!.init.body).toBeUndefined();
  });

  it('asks a GET that takes nothing at its bare path', async () => {
    const sent = answer(envelope({ List: [] }));
    await calls.get('Admin/Holds/List');
    expect(sent[0]!.url).toBe('/api/Admin/Holds/List');
  });

  it('sends a form as multipart, leaving the boundary to the browser', async () => {
    const sent = answer(envelope({ Lines: 1 }));
    const form = new FormData();
    form.append('file', new Blob(['Stock #\nA1\n'], { type: 'text/csv' }), 'stock.csv');
    await calls.upload('Admin/Inventory/Import', form, { Category: 'seed', DryRun: 'true' });
    expect(sent[0]!.url).toBe('/api/Admin/Inventory/Import?Category=seed&DryRun=true');
    expect(sent[0]!.init.method).toBe('POST');
    expect(sent[0]!.init.body).toBe(form);
    expect(new Headers(sent[0]!.init.headers).has('Content-Type')).toBe(false);
  });

  it('keeps the field errors of a refused upload', async () => {
    answer(
      refusal(400, 'VALIDATION', 'Some fields are not filled in correctly', {
        Fields: [{ Path: 'line 2', Message: 'Invalid value' }],
      }),
    );
    await expect(calls.upload('Admin/ListPrices/Import', new FormData())).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: [{ Path: 'line 2', Message: 'Invalid value' }],
    });
  });

  it('turns a refusal into an ApiError with the envelope’s code and text', async () => {
    answer(refusal(409, 'ORDER_STATE', 'The order has moved on'));
    const call = calls.post('Admin/Orders/Confirm', { OrderId: 3 });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      status: 409,
      code: 'ORDER_STATE',
      message: 'The order has moved on',
    });
  });

  it('says in the user’s words when no answer came', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(calls.get('Admin/Me')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('ends the session on a 401, telling the listeners once', async () => {
    answer(refusal(401, 'UNAUTHORIZED', 'Please sign in'));
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const first = calls.get('Admin/Me');
    const second = calls.get('Admin/Holds/List');
    await expect(first).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    await expect(second).rejects.toMatchObject({ status: 401 });
    stop();
    expect(readToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

describe('the console’s downloads', () => {
  it('posts what to export and names the file as the server does', async () => {
    const sent = answer(
      new Response('\uFEFFStock #\r\nA1\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="facet-stock.csv"',
        },
      }),
    );
    const { file, name } = await download(
      'Admin/Inventory/Export',
      { Market: 'on' },
      { fallbackName: 'stock.csv' },
    );
    expect(sent[0]!.url).toBe('/api/Admin/Inventory/Export');
    expect(sent[0]!.init.method).toBe('POST');
    expect(sent[0]!.init.body).toBe('{"Market":"on"}');
    expect(name).toBe('facet-stock.csv');
    expect(await file.text()).toContain('Stock #');
  });

  it('asks for a download that takes nothing with a GET, naming it itself when unnamed', async () => {
    const sent = answer(new Response('a,b\n', { headers: { 'content-type': 'text/csv' } }));
    const { name } = await download('Admin/ListPrices/Export', undefined, {
      fallbackName: 'grid.csv',
    });
    expect(sent[0]!.url).toBe('/api/Admin/ListPrices/Export');
    expect(sent[0]!.init.method).toBe('GET');
    expect(name).toBe('grid.csv');
  });

  it('turns a refused download into the envelope’s error', async () => {
    answer(refusal(404, 'NOT_FOUND', 'Gone'));
    const refused = download('Admin/ListPrices/Export', undefined, { fallbackName: 'grid.csv' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Gone',
    });
  });
});
