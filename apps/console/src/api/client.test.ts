import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ApiError as ApiErrorType,
  download as downloadType,
  request as requestType,
} from './client';

// The client reads the browser's storage and language when it loads: a minimal browser here.
const storage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

let request: typeof requestType;
let download: typeof downloadType;
let ApiError: typeof ApiErrorType;

beforeAll(async () => {
  vi.stubGlobal('localStorage', storage());
  vi.stubGlobal('sessionStorage', storage());
  vi.stubGlobal('navigator', { language: 'en-GB' });
  vi.stubGlobal('document', { documentElement: {} });
  ({ request, download, ApiError } = await import('./client'));
});

interface Sent {
  url: string;
  init: RequestInit;
}

/** Every call of the test answers with `response`; the calls are kept to be read. */
function answer(response: Response) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return response;
  });
  return sent;
}

const envelope = (data: unknown) =>
  Response.json({ Success: true, Code: 'OK', Message: '', Data: data });

describe('the console request client', () => {
  it('sends a JSON body as JSON', async () => {
    const sent = answer(envelope({ N: 1 }));
    await request('Admin/Thing', { method: 'POST', body: { Id: 1 } });
    expect(sent[0]!.url).toBe('/api/Admin/Thing');
    expect(new Headers(sent[0]!.init.headers).get('Content-Type')).toBe('application/json');
    expect(sent[0]!.init.body).toBe('{"Id":1}');
  });

  it('sends a form as multipart, leaving the boundary to the browser', async () => {
    const sent = answer(envelope({ Lines: 1 }));
    const form = new FormData();
    form.append('file', new Blob(['Stock #\nA1\n'], { type: 'text/csv' }), 'stock.csv');
    await request('Admin/Inventory/Import?Category=seed', { method: 'POST', body: form });
    expect(sent[0]!.init.body).toBe(form);
    expect(new Headers(sent[0]!.init.headers).has('Content-Type')).toBe(false);
  });

  it('downloads a file under the name the server gives it', async () => {
    answer(
      new Response('\uFEFFStock #\r\nA1\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="facet-stock.csv"',
        },
      }),
    );
    const { file, name } = await download('Admin/Inventory/Export', {
      method: 'POST',
      body: {},
      fallbackName: 'stock.csv',
    });
    expect(name).toBe('facet-stock.csv');
    expect(await file.text()).toContain('Stock #');
  });

  it('names a download itself when the server does not', async () => {
    answer(new Response('a,b\n', { headers: { 'content-type': 'text/csv' } }));
    const { name } = await download('Admin/ListPrices/Export', { fallbackName: 'grid.csv' });
    expect(name).toBe('grid.csv');
  });

  it('turns a refused download into the envelope’s error', async () => {
    answer(
      Response.json(
        { Success: false, Code: 'NOT_FOUND', Message: 'Gone', Data: null },
        { status: 404 },
      ),
    );
    const refusal = download('Admin/ListPrices/Export', { fallbackName: 'grid.csv' });
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Gone',
    });
  });

  it('keeps the field errors of a refused upload', async () => {
    answer(
      Response.json(
        {
          Success: false,
          Code: 'VALIDATION',
          Message: 'Some fields are not filled in correctly',
          Data: { Fields: [{ Path: 'line 2', Message: 'Invalid value' }] },
        },
        { status: 400 },
      ),
    );
    await expect(
      request('Admin/ListPrices/Import', { method: 'POST', body: new FormData() }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: [{ Path: 'line 2', Message: 'Invalid value' }],
    });
  });
});
