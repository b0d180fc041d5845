import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

// The product defaults (20 codes per IP per hour, lock after 10 failed logins, an address
// held off after 20 failed logins), not the raised limits the other test files run with.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_CODE_PER_IP_HOUR: '20' } });
});
afterAll(() => server.close());

describe('login lock', () => {
  test('is per account: another account from the same IP still logs in', async () => {
    const victim = await server.newUser();
    const other = await server.newUser();
    for (let i = 0; i < 10; i++) {
      await server.post('/api/Relation/EmailLogin', { Email: victim.email, Password: 'Guess0000' });
    }
    const locked = await server.post('/api/Relation/EmailLogin', {
      Email: victim.email,
      Password: victim.password,
    });
    expect(locked.body.Code).toBe('LOGIN_LOCKED');
    const fine = await server.post('/api/Relation/EmailLogin', {
      Email: other.email,
      Password: other.password,
    });
    expect(fine.status).toBe(200);
  });

  test('the refusal says how long is left, as the setting makes it, in the reader’s language', async () => {
    const short = await startTestServer({ env: { RATE_LOGIN_LOCK_MINUTES: '2' } });
    try {
      const user = await short.newUser();
      for (let i = 0; i < 10; i++) {
        await short.post('/api/Relation/EmailLogin', { Email: user.email, Password: 'Guess0000' });
      }
      const body = { Email: user.email, Password: user.password };
      const en = await short.post('/api/Relation/EmailLogin', body);
      expect(en.body.Message).toBe('Too many failed logins. Please try again in 2 minutes');
      const zh = await short.post('/api/Relation/EmailLogin', body, { locale: 'zh-CN' });
      expect(zh.body.Message).toBe('登录失败次数过多，请2分钟后再试');
    } finally {
      await short.close();
    }
  });

  test('unknown addresses lock the same way, so a lock reveals nothing', async () => {
    const ghost = server.uniqueEmail('ghost');
    for (let i = 0; i < 10; i++) {
      await server.post('/api/Relation/EmailLogin', { Email: ghost, Password: 'Guess0000' });
    }
    const res = await server.post('/api/Relation/EmailLogin', {
      Email: ghost,
      Password: 'Guess0000',
    });
    expect(res.body.Code).toBe('LOGIN_LOCKED');
  });

  test('a password reset lifts the lock', async () => {
    const user = await server.newUser();
    for (let i = 0; i < 10; i++) {
      await server.post('/api/Relation/EmailLogin', { Email: user.email, Password: 'Guess0000' });
    }
    const code = await server.requestCode(user.email, 'reset');
    await server.post('/api/Relation/ResetPwd', {
      Email: user.email,
      Code: code,
      Password: 'Fresh2024',
    });
    const res = await server.post('/api/Relation/EmailLogin', {
      Email: user.email,
      Password: 'Fresh2024',
    });
    expect(res.status).toBe(200);
  });
});

describe('failed logins from one address, across accounts (password spraying)', () => {
  test('the 21st login from the address is refused, even with the right password', async () => {
    const sprayed = await startTestServer({ env: { RATE_LOGIN_IP_MAX_FAILURES: undefined } });
    try {
      const real = await sprayed.newUser();
      for (let i = 0; i < 20; i++) {
        const guess = await sprayed.post('/api/Relation/EmailLogin', {
          Email: sprayed.uniqueEmail('target'),
          Password: 'Summer2024',
        });
        expect(guess.body.Code).toBe('LOGIN_FAILED');
      }
      const refused = await sprayed.post(
        '/api/Relation/EmailLogin',
        { Email: real.email, Password: real.password },
        { locale: 'zh-CN' },
      );
      expect(refused.status).toBe(429);
      expect(refused.body.Code).toBe('LOGIN_LOCKED');
      expect(refused.body.Message).toBe('登录失败次数过多，请15分钟后再试');
      const staff = await sprayed.post('/api/Admin/Login', {
        Email: real.email,
        Password: real.password,
      });
      expect(staff.status).toBe(429);
      expect(staff.body.Code).toBe('LOGIN_LOCKED');
      // Without TRUST_PROXY a forwarded address is the client's own claim: no way out.
      const forged = await sprayed.post(
        '/api/Relation/EmailLogin',
        { Email: real.email, Password: real.password },
        { headers: { 'x-forwarded-for': '198.51.100.20' } },
      );
      expect(forged.body.Code).toBe('LOGIN_LOCKED');
    } finally {
      await sprayed.close();
    }
  });

  test('the limit is a setting, and behind a proxy each client address counts alone', async () => {
    const proxied = await startTestServer({
      env: { RATE_LOGIN_IP_MAX_FAILURES: '3', TRUST_PROXY: 'true' },
    });
    try {
      const real = await proxied.newUser();
      const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 3; i++) {
        await proxied.post(
          '/api/Relation/EmailLogin',
          { Email: proxied.uniqueEmail('target'), Password: 'Summer2024' },
          from('203.0.113.7'),
        );
      }
      const login = { Email: real.email, Password: real.password };
      const sprayer = await proxied.post('/api/Relation/EmailLogin', login, from('203.0.113.7'));
      expect(sprayer.body.Code).toBe('LOGIN_LOCKED');
      const office = await proxied.post('/api/Relation/EmailLogin', login, from('198.51.100.20'));
      expect(office.status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  test('with the hop count of the one balancer in front, a forged address does not escape', async () => {
    const proxied = await startTestServer({
      env: { RATE_LOGIN_IP_MAX_FAILURES: '3', TRUST_PROXY: '1' },
    });
    try {
      // The balancer appends the address it saw; the sprayer invents a new one each time.
      const forged = (n: number) => ({
        headers: { 'x-forwarded-for': `198.51.100.${n}, 203.0.113.7` },
      });
      for (let i = 0; i < 3; i++) {
        await proxied.post(
          '/api/Relation/EmailLogin',
          { Email: proxied.uniqueEmail('target'), Password: 'Summer2024' },
          forged(i),
        );
      }
      const again = await proxied.post(
        '/api/Relation/EmailLogin',
        { Email: proxied.uniqueEmail('target'), Password: 'Summer2024' },
        forged(99),
      );
      expect(again.body.Code).toBe('LOGIN_LOCKED');
    } finally {
      await proxied.close();
    }
  });
});

describe('code limits', () => {
  // A server of its own: the allowance of 127.0.0.1 must be untouched when the test starts.
  let fresh: TestServer;
  beforeAll(async () => {
    fresh = await startTestServer({ env: { RATE_CODE_PER_IP_HOUR: '20' } });
  });
  afterAll(() => fresh.close());

  test('an IP may ask for 20 codes an hour, whatever the addresses', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await fresh.post('/api/Relation/GetEmailCode', {
        Email: fresh.uniqueEmail(),
        Purpose: 'register',
      });
      expect(res.status).toBe(200);
    }
    const res = await fresh.post(
      '/api/Relation/GetEmailCode',
      { Email: fresh.uniqueEmail(), Purpose: 'register' },
      { locale: 'zh-CN' },
    );
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ Code: 'RATE_LIMITED', Message: '请求过于频繁，请稍后再试' });
  });
});

describe('other doors to a password', () => {
  test('wrong invitation tokens count as failed logins of the address, which is then held off', async () => {
    const proxied = await startTestServer({
      env: { RATE_LOGIN_IP_MAX_FAILURES: '3', TRUST_PROXY: 'true' },
    });
    try {
      const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
      const bogus = { Token: 'A'.repeat(43), NickName: 'Mallory', Password: 'Guess1234' };
      for (let i = 0; i < 3; i++) {
        const wrong = await proxied.post('/api/Admin/Staff/AcceptInvite', bogus, from('203.0.113.9')); // prettier-ignore
        expect(wrong.body.Code).toBe('INVITE_INVALID');
      }
      const held = await proxied.post('/api/Admin/Staff/AcceptInvite', bogus, from('203.0.113.9'));
      expect(held).toMatchObject({ status: 429, body: { Code: 'LOGIN_LOCKED' } });
      const real = await proxied.newUser();
      const login = await proxied.post(
        '/api/Relation/EmailLogin',
        { Email: real.email, Password: real.password },
        from('203.0.113.9'),
      );
      expect(login.body.Code).toBe('LOGIN_LOCKED');
      // Another address is not held off.
      const other = await proxied.post('/api/Admin/Staff/AcceptInvite', bogus, from('198.51.100.3')); // prettier-ignore
      expect(other.body.Code).toBe('INVITE_INVALID');
    } finally {
      await proxied.close();
    }
  });

  test('wrong passwords to CancelAccount lock the account as failed logins do', async () => {
    const buyer = await server.newUser();
    for (let i = 0; i < 10; i++) {
      const wrong = await server.post('/api/Relation/CancelAccount', { Password: `Guess${i}000` }, { token: buyer.token }); // prettier-ignore
      expect(wrong.body.Code).toBe('PASSWORD_WRONG');
    }
    const locked = await server.post('/api/Relation/CancelAccount', { Password: buyer.password }, { token: buyer.token }); // prettier-ignore
    expect(locked).toMatchObject({ status: 429, body: { Code: 'LOGIN_LOCKED' } });
    const login = await server.post('/api/Relation/EmailLogin', {
      Email: buyer.email,
      Password: buyer.password,
    });
    expect(login.body.Code).toBe('LOGIN_LOCKED');
    // The account is still there: nothing was cancelled.
    expect((await server.get('/api/Relation/GetPersonal', { token: buyer.token })).status).toBe(
      200,
    );
  });
});
