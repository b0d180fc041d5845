import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Envelope, UserInfo } from '@facet/contract';
import { sleep } from './processes';

export type Answer<T = unknown> = {
  status: number;
  body: Envelope<T>;
  headers: Headers;
  /** How long the answer took, in milliseconds. */
  ms: number;
};

/** Calls a Facet server over HTTP; a dropped connection is an answer with status 0. */
export function client(baseUrl: string) {
  async function call<T = unknown>(
    method: string,
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<Answer<T>> {
    const start = Date.now();
    try {
      const response = await fetch(baseUrl + url, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      let parsed: Envelope<T>;
      try {
        parsed = JSON.parse(text) as Envelope<T>;
      } catch {
        parsed = { Success: false, Code: 'UNKNOWN', Message: text, Data: null as T };
      }
      return {
        status: response.status,
        body: parsed,
        headers: response.headers,
        ms: Date.now() - start,
      };
    } catch (error) {
      return {
        status: 0,
        body: { Success: false, Code: 'UNKNOWN', Message: String(error), Data: null as T },
        headers: new Headers(),
        ms: Date.now() - start,
      };
    }
  }
  return {
    call,
    post: <T = unknown>(url: string, body: unknown, token?: string) =>
      call<T>('POST', url, body, token),
    get: <T = unknown>(url: string, token?: string) => call<T>('GET', url, undefined, token),
    login: (Email: string, Password: string) =>
      call<UserInfo>('POST', '/api/Relation/EmailLogin', { Email, Password }),
  };
}

/** The six-digit code of the newest mail to `email` in a data directory's outbox. */
async function codeFromOutbox(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = readdirSync(outbox)
      .filter((name) => name.includes(email.replace(/[^a-z0-9@._-]/gi, '_')))
      .sort();
    const last = files.at(-1);
    if (last) {
      const mail = JSON.parse(readFileSync(path.join(outbox, last), 'utf8')) as { text: string };
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (code) return code;
    }
    await sleep(50);
  }
  throw new Error(`no code mailed to ${email}`);
}

/** Registers a buyer the way the shop does (code from the mail) and returns their token. */
export async function registerBuyer(baseUrl: string, dataDir: string, email: string) {
  const api = client(baseUrl);
  const sent = await api.post('/api/Relation/GetEmailCode', { Email: email, Purpose: 'register' });
  if (sent.status !== 200) throw new Error(`GetEmailCode: ${JSON.stringify(sent.body)}`);
  const Code = await codeFromOutbox(dataDir, email);
  const registered = await api.post<UserInfo>('/api/Relation/EmailRegister', {
    Email: email,
    Code,
    Password: 'Chaos1234',
    AgreeTerms: true,
  });
  if (registered.status !== 200)
    throw new Error(`EmailRegister: ${JSON.stringify(registered.body)}`);
  return registered.body.Data.ToKen;
}
