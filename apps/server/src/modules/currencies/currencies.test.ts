import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CurrencyRates, Personal, UserInfo } from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const RATES = { EUR: 0.92, CNY: 7.2431, HKD: 7.78, INR: 84.12, AED: 3.6725, ILS: 3.71, GBP: 0.79, JPY: 151.37 }; // prettier-ignore
const rates = (token?: string) => server.get<CurrencyRates>('/api/Currency/Rates', { token });
const save = (token: string, Rates: unknown, locale?: 'zh-CN') =>
  server.post<CurrencyRates>('/api/Admin/Currency/SaveRates', { Rates }, { token, locale });

describe('display currencies', () => {
  test('rates need a login; before an admin sets any there are none, with no date', async () => {
    expect(await rates()).toMatchObject({ status: 401 });
    const buyer = await server.newUser();
    expect((await rates(buyer.token)).body.Data).toEqual({ Base: 'USD', Rates: {}, UpdatedAt: null, UpdatedBy: null }); // prettier-ignore
  });

  test('an admin sets every rate at once, date-stamped and signed; buyers read them', async () => {
    const [admin, clerk, buyer] = [await server.newUser('admin'), await server.newUser('clerk'), await server.newUser()]; // prettier-ignore
    // Clerks and buyers may not: the call does not exist for them.
    expect(await save(clerk.token, RATES)).toMatchObject({ status: 404 });
    expect(await save(buyer.token, RATES)).toMatchObject({ status: 404 });

    const before = Date.now();
    const saved = await save(admin.token, RATES);
    expect(saved.status).toBe(200);
    const read = (await rates(buyer.token)).body.Data;
    // Buyers read the rates and when; who set them is for the back office.
    expect(read).toMatchObject({ Base: 'USD', Rates: RATES, UpdatedBy: null });
    expect((await rates(clerk.token)).body.Data.UpdatedBy).toBe(admin.email.split('@')[0]);
    expect(Date.parse(read.UpdatedAt!)).toBeGreaterThanOrEqual(before - 1_000);

    // Saved again: replaced, not added to.
    await save(admin.token, { ...RATES, EUR: 0.95 });
    expect((await rates(buyer.token)).body.Data.Rates.EUR).toBe(0.95);
  });

  test.each([
    ['a seventh decimal', { ...RATES, EUR: 0.1234567 }, 'Rates.EUR', '汇率最多保留六位小数'],
    ['a rate of zero', { ...RATES, JPY: 0 }, 'Rates.JPY', '无效的值'],
    ['a rate below a millionth', { ...RATES, JPY: 1e-13 }, 'Rates.JPY', '汇率最多保留六位小数'],
    ['a missing currency', { ...RATES, GBP: undefined }, 'Rates.GBP', undefined],
    ['USD itself', { ...RATES, USD: 1 }, 'Rates.USD', undefined],
    ['text for a number', { ...RATES, INR: '84.12' }, 'Rates.INR', undefined],
  ])('%s is refused on its field, in the admin’s language', async (_what, body, path, message) => {
    const admin = await server.newUser('admin');
    const refused = await save(admin.token, body, 'zh-CN');
    expect(refused).toMatchObject({ status: 400, body: { Code: 'VALIDATION' } });
    const field = (refused.body.Data as unknown as { Fields: { Path: string; Message: string }[] }).Fields[0]!; // prettier-ignore
    expect(field.Path).toBe(path);
    if (message) expect(field.Message).toBe(message);
  });

  test('a buyer chooses a display currency; it comes back on the profile and at the next login', async () => {
    const buyer = await server.newUser();
    expect(buyer.info.Currency).toBe('USD');
    const set = await server.post<Personal>('/api/Relation/SetPersonal', { Currency: 'EUR' }, { token: buyer.token }); // prettier-ignore
    expect(set.body.Data.Currency).toBe('EUR');
    const login = await server.post<UserInfo>('/api/Relation/EmailLogin', { Email: buyer.email, Password: buyer.password }); // prettier-ignore
    expect(login.body.Data.Currency).toBe('EUR');
    const wrong = await server.post('/api/Relation/SetPersonal', { Currency: 'XYZ' }, { token: buyer.token }); // prettier-ignore
    expect(wrong).toMatchObject({
      status: 400,
      body: { Data: { Fields: [{ Path: 'Currency' }] } },
    });
  });
});
